import { activityAnnouncementSaveSchema } from "@otp/contract";
import { Button, Card, Form, Input, List } from "antd";
import { zodRule } from "../../../components/formRules";
import { RichTextEditor } from "../../../components/rich-text";
import { useActivityAnnouncementSave, useActivityAnnouncements } from "../api";
import { minute } from "../format";

const shape = activityAnnouncementSaveSchema.shape;

/** The organiser's announcements of one activity: the list, and a form to publish another. */
export function AnnouncementEditor({ activityId }: { activityId: number }) {
  const [form] = Form.useForm<{ title: string; content: string }>();
  const q = useActivityAnnouncements(activityId);
  const save = useActivityAnnouncementSave(activityId, () => form.resetFields());
  const submit = async () => {
    let v: { title: string; content: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    await save.run({ activityId, ...v });
  };
  return (
    <Card title="活动公告">
      <List
        locale={{ emptyText: "暂无活动公告" }}
        dataSource={q.data ?? []}
        renderItem={(n) => (
          <List.Item extra={<span>{minute(n.createdAt)}</span>}>
            <List.Item.Meta title={n.title} />
          </List.Item>
        )}
      />
      <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item name="title" label="公告标题" rules={[zodRule(shape.title)]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="content" label="公告内容" rules={[zodRule(shape.content)]}>
          <RichTextEditor label="公告内容" />
        </Form.Item>
        <Button type="primary" loading={save.busy} onClick={submit}>
          发布公告
        </Button>
      </Form>
    </Card>
  );
}
