import type { HocuspocusProvider } from "@hocuspocus/provider";
import { Extension } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import Image from "@tiptap/extension-image";
import { Plugin } from "@tiptap/pm/state";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { ySyncPluginKey } from "@tiptap/y-tiptap";
import { useEffect } from "react";
import type * as Y from "yjs";
import { userColor } from "./usePlanCollab";

export interface PlanEditorProps {
  doc: Y.Doc;
  /** The live connection; absent for a read-only view of a stored state. */
  provider: HocuspocusProvider | null;
  user: { id: number; name: string };
  editable: boolean;
  onReady(editor: Editor | null): void;
}

/**
 * Commenter mode: the view stays focusable so a reader can select a passage (ProseMirror ignores
 * selections in a non-editable view), but every change of the document except Yjs's own sync is
 * dropped.
 */
const ReadOnlyGuard = Extension.create({
  name: "planReadOnly",
  addProseMirrorPlugins() {
    return [new Plugin({ filterTransaction: (tr) => !tr.docChanged || !!tr.getMeta(ySyncPluginKey) })];
  },
});

/**
 * The TipTap editor bound to the plan's Yjs document (field `default`, what the server reads
 * when publishing). Undo is Yjs's own (Collaboration), so StarterKit's history is off; other
 * editors' carets show with their names.
 */
export function PlanEditor({ doc, provider, user, editable, onReady }: PlanEditorProps) {
  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({ undoRedo: false, link: { openOnClick: false } }),
        Image,
        Collaboration.configure({ document: doc, field: "default" }),
        ...(provider
          ? [CollaborationCaret.configure({ provider, user: { name: user.name, color: userColor(user.id) } })]
          : []),
        ...(editable ? [] : [ReadOnlyGuard]),
      ],
      editorProps: {
        attributes: {
          "aria-label": "教案内容",
          role: "textbox",
          "aria-multiline": "true",
          "aria-readonly": editable ? "false" : "true",
          class: "plan-doc",
        },
      },
    },
    [doc, provider, editable],
  );
  useEffect(() => {
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);
  return <EditorContent editor={editor} className="plan-editor-content" />;
}
