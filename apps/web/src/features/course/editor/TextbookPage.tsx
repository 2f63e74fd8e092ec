import { textbookSchema } from "@otp/contract";
import { Button, Form, Input, Popconfirm } from "antd";
import { useAction } from "../../../api/action";
import { zodRule } from "../../../components/formRules";
import { courseApi } from "../api";
import { CoverUpload, type CoverValue } from "./CoverUpload";
import { useEditor, useEditorRefresh } from "./context";

interface Values {
  name: string;
  author: string;
  publisher: string;
  isbn: string;
  cover: CoverValue;
}

/** textbook: the course's textbook (one), or none. */
export default function TextbookPage() {
  const { course } = useEditor();
  const refresh = useEditorRefresh();
  const [form] = Form.useForm<Values>();
  const t = course.textbook;
  const save = useAction(
    (v: Values | null) =>
      courseApi.saveTextbook(
        course.id,
        v
          ? {
              name: v.name.trim(),
              author: (v.author ?? "").trim(),
              publisher: (v.publisher ?? "").trim(),
              isbn: (v.isbn ?? "").trim(),
              coverFileId: v.cover?.fileId ?? null,
            }
          : null,
      ),
    {
      success: (_r, v) => (v ? "教材信息已保存" : "已清除教材信息"),
      onSuccess: async (_r, v) => {
        if (!v) form.resetFields();
        await refresh(course.id);
      },
    },
  );
  return (
    <div>
      <div className="editor-head">
        <div>
          <h2>教材</h2>
          <p>课程使用的教材，显示在课程主页的“教材”标签中</p>
        </div>
      </div>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          name: t?.name ?? "",
          author: t?.author ?? "",
          publisher: t?.publisher ?? "",
          isbn: t?.isbn ?? "",
          cover: { fileId: t?.coverFileId ?? null, url: t?.coverUrl ?? null },
        }}
        onFinish={(v) => save.run(v)}
      >
        <Form.Item name="name" label="教材名称" rules={[zodRule(textbookSchema.shape.name)]}>
          <Input maxLength={100} placeholder="如：义务教育教科书·物理 八年级下册" />
        </Form.Item>
        <Form.Item name="author" label="作者" rules={[zodRule(textbookSchema.shape.author)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="publisher" label="出版社" rules={[zodRule(textbookSchema.shape.publisher)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="isbn" label="ISBN" rules={[zodRule(textbookSchema.shape.isbn)]}>
          <Input maxLength={17} placeholder="如：978-7-107-31234-5" />
        </Form.Item>
        <Form.Item name="cover" label="教材封面">
          <CoverUpload shape="book" />
        </Form.Item>
        <div className="editor-footer">
          <Button type="primary" htmlType="submit" loading={save.busy}>
            保存
          </Button>
          {t ? (
            <Popconfirm title="清除教材信息？" okText="清除" cancelText="取消" onConfirm={() => save.run(null)}>
              <Button danger>清除教材</Button>
            </Popconfirm>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
