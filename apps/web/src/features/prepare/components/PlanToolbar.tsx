import {
  BoldOutlined,
  CommentOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { type Editor, useEditorState } from "@tiptap/react";
import { Button, Divider, Space, Tooltip, Upload } from "antd";
import type { ReactNode } from "react";
import { useAction } from "../../../api/action";
import { uploadImage } from "../../../api/site";

interface Props {
  editor: Editor;
  onLinkResource(): void;
  onComment(): void;
}

function Tool(p: { title: string; icon?: ReactNode; active?: boolean; onClick(): void; children?: ReactNode }) {
  return (
    <Tooltip title={p.title}>
      <Button
        size="small"
        type={p.active ? "primary" : "text"}
        aria-label={p.title}
        aria-pressed={p.active}
        icon={p.icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={p.onClick}
      >
        {p.children}
      </Button>
    </Tooltip>
  );
}

/** Headings, emphasis, lists, a picture through the upload API, a link to a library resource. */
export function PlanToolbar({ editor, onLinkResource, onComment }: Props) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      hasSelection: !e.state.selection.empty,
    }),
  });
  const c = () => editor.chain().focus();
  // A refusal (type, size, quota) is shown by the HTTP client.
  const upload = useAction(uploadImage, {
    onSuccess: (pic) => void c().setImage({ src: pic.url, alt: pic.name }).run(),
  });
  return (
    <Space size={2} wrap className="plan-toolbar" role="toolbar" aria-label="编辑工具栏">
      <Tool title="撤销" icon={<UndoOutlined />} onClick={() => c().undo().run()} />
      <Tool title="重做" icon={<RedoOutlined />} onClick={() => c().redo().run()} />
      <Divider type="vertical" />
      <Tool title="H2 二级标题" active={s.h2} onClick={() => c().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool title="H3 三级标题" active={s.h3} onClick={() => c().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool title="加粗" icon={<BoldOutlined />} active={s.bold} onClick={() => c().toggleBold().run()} />
      <Tool title="斜体" icon={<ItalicOutlined />} active={s.italic} onClick={() => c().toggleItalic().run()} />
      <Tool
        title="无序列表"
        icon={<UnorderedListOutlined />}
        active={s.bullet}
        onClick={() => c().toggleBulletList().run()}
      />
      <Tool
        title="有序列表"
        icon={<OrderedListOutlined />}
        active={s.ordered}
        onClick={() => c().toggleOrderedList().run()}
      />
      <Divider type="vertical" />
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload.run(file);
          return false;
        }}
      >
        <Tooltip title="插入图片">
          <Button size="small" type="text" aria-label="插入图片" icon={<PictureOutlined />} loading={upload.busy} />
        </Tooltip>
      </Upload>
      <Tool title="链接资源库资源" icon={<LinkOutlined />} onClick={onLinkResource} />
      <Divider type="vertical" />
      <Button
        size="small"
        icon={<CommentOutlined />}
        disabled={!s.hasSelection}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onComment}
      >
        评论
      </Button>
    </Space>
  );
}
