import type { Editor } from "@tiptap/react";
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from "@tiptap/y-tiptap";
import * as Y from "yjs";

/*
 * Comment anchors: a passage is stored as two Yjs relative positions, which keep pointing at the
 * same characters while others insert or delete text before them (absolute offsets would drift).
 */

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

interface SyncState {
  doc: Y.Doc;
  type: Y.XmlFragment;
  binding: { mapping: Parameters<typeof absolutePositionToRelativePosition>[2] } | null;
}

const syncState = (editor: Editor) => ySyncPluginKey.getState(editor.state) as SyncState | undefined;

/** The selected passage as anchors plus its text; null without a selection. */
export function selectionAnchor(editor: Editor): { anchorFrom: string; anchorTo: string; quote: string } | null {
  const { from, to, empty } = editor.state.selection;
  const ys = syncState(editor);
  const mapping = ys?.binding?.mapping;
  if (empty || !ys || !mapping) return null;
  const rel = (pos: number) =>
    toBase64(Y.encodeRelativePosition(absolutePositionToRelativePosition(pos, ys.type, mapping)));
  return {
    anchorFrom: rel(from),
    anchorTo: rel(to),
    quote: editor.state.doc.textBetween(from, to, " ").slice(0, 200),
  };
}

/** Selects an anchored passage in the editor; false when the passage was deleted since. */
export function selectAnchor(editor: Editor, anchorFrom: string, anchorTo: string): boolean {
  const ys = syncState(editor);
  const mapping = ys?.binding?.mapping;
  if (!ys || !mapping) return false;
  const abs = (text: string) =>
    relativePositionToAbsolutePosition(ys.doc, ys.type, Y.decodeRelativePosition(fromBase64(text)), mapping);
  const from = abs(anchorFrom);
  const to = abs(anchorTo);
  if (from == null || to == null || to <= from) return false;
  editor.chain().focus().setTextSelection({ from, to }).scrollIntoView().run();
  return true;
}
