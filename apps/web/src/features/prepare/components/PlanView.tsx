import type { PlanContentNode } from "@otp/contract";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";

const extensions = [StarterKit.configure({ link: { openOnClick: true } }), Image];

/** A plan rendered read-only from its ProseMirror JSON (students, members who do not co-edit). */
export function PlanView({ content, label }: { content: PlanContentNode; label: string }) {
  const editor = useEditor({
    editable: false,
    extensions,
    content: content as object,
    editorProps: { attributes: { "aria-label": label, class: "plan-doc" } },
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(content as object, { emitUpdate: false });
  }, [editor, content]);
  return <EditorContent editor={editor} className="plan-view" />;
}
