import { Editor } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import StarterKit from "@tiptap/starter-kit";
import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { selectAnchor, selectionAnchor } from "./anchors";

const editors: Editor[] = [];
afterEach(() => {
  for (const e of editors.splice(0)) e.destroy();
});

/** A TipTap editor bound to a Y.Doc, as the co-editor is (without the network). */
function editorOn(doc: Y.Doc): Editor {
  const editor = new Editor({
    element: document.createElement("div"),
    extensions: [
      StarterKit.configure({ undoRedo: false }),
      Collaboration.configure({ document: doc, field: "default" }),
    ],
  });
  editors.push(editor);
  return editor;
}

/** Two documents kept in sync, like two browsers through the server. */
function linkedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && Y.applyUpdate(b, u, "remote"));
  b.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && Y.applyUpdate(a, u, "remote"));
  return [a, b];
}

const selected = (e: Editor) => e.state.doc.textBetween(e.state.selection.from, e.state.selection.to, " ");

describe("comment anchors", () => {
  it("keep pointing at the commented words while another teacher writes before them", () => {
    const [docA, docB] = linkedDocs();
    const a = editorOn(docA);
    const b = editorOn(docB);
    a.commands.setContent("<p>平面镜成像的特点是像与物等大</p>");
    // "成像的特点" is characters 3..8 of the paragraph (positions start at 1 inside it).
    a.commands.setTextSelection({ from: 4, to: 9 });
    expect(selected(a)).toBe("成像的特点");
    const anchor = selectionAnchor(a);
    expect(anchor?.quote).toBe("成像的特点");

    // The other editor inserts text at the start of the paragraph: absolute offsets move.
    b.commands.insertContentAt(1, "【重点】");
    expect(a.getText()).toBe("【重点】平面镜成像的特点是像与物等大");

    expect(selectAnchor(b, anchor?.anchorFrom ?? "", anchor?.anchorTo ?? "")).toBe(true);
    expect(selected(b)).toBe("成像的特点");
    expect(selectAnchor(a, anchor?.anchorFrom ?? "", anchor?.anchorTo ?? "")).toBe(true);
    expect(selected(a)).toBe("成像的特点");
  });

  it("report a passage deleted since", () => {
    const [docA] = linkedDocs();
    const a = editorOn(docA);
    a.commands.setContent("<p>光的反射</p><p>漫反射</p>");
    a.commands.setTextSelection({ from: 7, to: 10 });
    const anchor = selectionAnchor(a);
    expect(anchor?.quote).toBe("漫反射");
    a.commands.setContent("<p>光的反射</p>");
    expect(selectAnchor(a, anchor?.anchorFrom ?? "", anchor?.anchorTo ?? "")).toBe(false);
  });

  it("are not made for an empty selection", () => {
    const a = editorOn(new Y.Doc());
    a.commands.setContent("<p>光的折射</p>");
    a.commands.setTextSelection(2);
    expect(selectionAnchor(a)).toBeNull();
  });
});
