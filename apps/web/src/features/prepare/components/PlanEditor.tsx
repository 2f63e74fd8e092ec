import type { HocuspocusProvider } from "@hocuspocus/provider";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import type * as Y from "yjs";
import { userColor } from "./usePlanCollab";

export interface PlanEditorProps {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: { id: number; name: string };
  editable: boolean;
  onReady(editor: Editor | null): void;
}

/**
 * The TipTap editor bound to the plan's Yjs document (field `default`, what the server reads
 * when publishing). Undo is Yjs's own (Collaboration), so StarterKit's history is off; other
 * editors' carets show with their names.
 */
export function PlanEditor({ doc, provider, user, editable, onReady }: PlanEditorProps) {
  const editor = useEditor(
    {
      editable,
      extensions: [
        StarterKit.configure({ undoRedo: false, link: { openOnClick: false } }),
        Image,
        Collaboration.configure({ document: doc, field: "default" }),
        CollaborationCaret.configure({ provider, user: { name: user.name, color: userColor(user.id) } }),
      ],
      editorProps: {
        attributes: { "aria-label": "教案内容", role: "textbox", "aria-multiline": "true", class: "plan-doc" },
      },
    },
    [doc, provider],
  );
  useEffect(() => {
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);
  return <EditorContent editor={editor} className="plan-editor-content" />;
}
