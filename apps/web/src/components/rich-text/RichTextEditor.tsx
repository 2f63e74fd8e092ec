import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Tooltip } from "antd";
import { type ReactNode, useEffect } from "react";
import "./rich-text.css";

export interface RichTextEditorProps {
  value?: string;
  onChange?(html: string): void;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
}

/**
 * A rich-text field for antd forms (value/onChange HTML). The server sanitises what it stores,
 * so this editor only offers what the sanitiser keeps: headings, emphasis, lists, quotes, links.
 */
export function RichTextEditor({ value, onChange, label, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value ?? "",
    editorProps: {
      attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", ...(id ? { id } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? "" : e.getHTML()),
  });
  // A form reset or a loaded record replaces the content (not the caret while typing).
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !editor.isFocused) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      strike: e?.isActive("strike") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  // `short` is the button's visible text (H2), which its accessible name must contain (WCAG 2.5.3).
  const tool = (name: string, active: boolean, run: () => void, icon: ReactNode, short?: string) => (
    <Tooltip title={name} key={name}>
      <Button
        type={active ? "primary" : "text"}
        size="small"
        aria-label={short ? `${short} ${name}` : name}
        aria-pressed={active}
        icon={icon}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="rte">
      <div className="rte-toolbar" role="toolbar" aria-label={`${label}格式`}>
        {tool(
          "二级标题",
          !!state?.h2,
          () => chain().toggleHeading({ level: 2 }).run(),
          <span className="rte-h">H2</span>,
          "H2",
        )}
        {tool(
          "三级标题",
          !!state?.h3,
          () => chain().toggleHeading({ level: 3 }).run(),
          <span className="rte-h">H3</span>,
          "H3",
        )}
        {tool("加粗", !!state?.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool("斜体", !!state?.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool("下划线", !!state?.underline, () => chain().toggleUnderline().run(), <UnderlineOutlined />)}
        {tool("删除线", !!state?.strike, () => chain().toggleStrike().run(), <StrikethroughOutlined />)}
        {tool("无序列表", !!state?.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
        {tool("有序列表", !!state?.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
        {tool("撤销", false, () => chain().undo().run(), <UndoOutlined />)}
        {tool("重做", false, () => chain().redo().run(), <RedoOutlined />)}
      </div>
      <EditorContent editor={editor} className="rte-body" />
    </div>
  );
}
