import { DeleteOutlined, PaperClipOutlined } from "@ant-design/icons";
import {
  ANNOUNCEMENT_ATTACHMENTS_MAX,
  ANNOUNCEMENT_AUDIENCES,
  type AnnouncementAttachment,
  type AnnouncementAudience,
  type AnnouncementEdit,
  type AnnouncementSaveInput,
  announcementEndpoints,
  announcementSaveSchema,
} from "@otp/contract";
import { Button, Card, DatePicker, Form, Input, Radio, Result, Select, Skeleton, Space, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";
import { useKvOptions } from "../../../api/kv";
import { formatBytes } from "../../../components/format";
import { zodRule } from "../../../components/formRules";
import { RichTextEditor } from "../../../components/rich-text";
import { ChunkUploader } from "../../../components/upload";
import { useAnnouncementEdit } from "../api";

const LIST_PATH = "/admin/business/announcement";
const shape = announcementSaveSchema.shape;

interface FormValues {
  title: string;
  content: string;
  audience: AnnouncementAudience;
  orgIds: number[];
  publishAt: Dayjs | null;
  expireAt: Dayjs | null;
  pinned: boolean;
}

/** 编辑公告 (`{handle}` = "new" or an id): rich text, audience, schedule, expiry, pinning, attachments. */
export default function AnnouncementEditPage() {
  const { handle = "new" } = useParams();
  const isNew = handle === "new";
  const id = Number(handle);
  const q = useAnnouncementEdit(id, !isNew && Number.isInteger(id) && id > 0);
  const navigate = useNavigate();
  const back = () => navigate(LIST_PATH);
  if (!isNew && (!(Number.isInteger(id) && id > 0) || q.isError)) {
    return <Result status="404" title="公告不存在" extra={<Button onClick={back}>返回列表</Button>} />;
  }
  if (!isNew && !q.data) {
    return (
      <Card title="编辑公告">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return <Editor key={handle} row={q.data ?? null} onDone={back} />;
}

function Editor({ row, onDone }: { row: AnnouncementEdit | null; onDone(): void }) {
  const [form] = Form.useForm<FormValues>();
  const orgs = useKvOptions("org");
  const [files, setFiles] = useState<AnnouncementAttachment[]>(row?.attachments ?? []);
  const save = useAction((input: AnnouncementSaveInput) => call(announcementEndpoints.admin.save, input), {
    success: (_r, input) => (input.publish ? "公告已发布" : "已保存"),
    onSuccess: onDone,
  });
  const audience = Form.useWatch("audience", form);
  const submit = async (publish: boolean) => {
    let v: FormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    await save.run({
      ...(row ? { id: row.id } : {}),
      title: v.title,
      content: v.content,
      audience: v.audience,
      orgIds: v.audience === "org" ? (v.orgIds ?? []) : [],
      publishAt: v.publishAt ? v.publishAt.toISOString() : null,
      expireAt: v.expireAt ? v.expireAt.toISOString() : null,
      pinned: v.pinned,
      attachmentIds: files.map((f) => f.id),
      publish,
    });
  };
  const initial: FormValues = {
    title: row?.title ?? "",
    content: row?.content ?? "",
    audience: row?.audience ?? "all",
    orgIds: row?.orgIds ?? [],
    publishAt: row?.publishAt && row.state === "scheduled" ? dayjs(row.publishAt) : null,
    expireAt: row?.expireAt ? dayjs(row.expireAt) : null,
    pinned: row?.pinned ?? false,
  };
  const published = row && row.state !== "draft";
  return (
    <Card title={row ? "编辑公告" : "发布公告"}>
      <Form form={form} layout="horizontal" labelCol={{ span: 3 }} wrapperCol={{ span: 18 }} initialValues={initial}>
        <Form.Item name="title" label="标题" rules={[zodRule(shape.title)]}>
          <Input maxLength={100} showCount placeholder="公告标题" />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[zodRule(shape.content)]}>
          <RichTextEditor label="公告正文" />
        </Form.Item>
        <Form.Item name="audience" label="公告对象">
          <Radio.Group options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))} />
        </Form.Item>
        {audience === "org" ? (
          <Form.Item name="orgIds" label="院系" rules={[zodRule(shape.orgIds, { nonEmpty: true })]}>
            <Select mode="multiple" options={orgs} placeholder="选择可以看到此公告的院系" optionFilterProp="label" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="publishAt"
          label="定时发布"
          extra="留空则发布后立即显示"
          rules={[
            {
              validator: async (_r, v: Dayjs | null) => {
                if (v?.isBefore(dayjs())) throw new Error("定时发布时间不能早于当前时间");
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: "HH:mm" }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(dayjs(), "day")}
          />
        </Form.Item>
        <Form.Item
          name="expireAt"
          label="过期时间"
          extra="留空则一直显示"
          dependencies={["publishAt"]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, v: Dayjs | null) => {
                const from = (getFieldValue("publishAt") as Dayjs | null) ?? dayjs();
                if (v && !v.isAfter(from)) throw new Error("过期时间须晚于发布时间");
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="pinned" label="置顶" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="附件">
          <Space direction="vertical" style={{ width: "100%" }}>
            {files.map((f) => (
              <Space key={f.id}>
                <PaperClipOutlined />
                <span>{f.name}</span>
                <span style={{ color: "#595959" }}>{formatBytes(f.size)}</span>
                <Button
                  type="text"
                  size="small"
                  aria-label={`移除附件${f.name}`}
                  icon={<DeleteOutlined />}
                  onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
                />
              </Space>
            ))}
            <ChunkUploader
              kind="document"
              multiple
              buttonText="上传附件"
              disabled={files.length >= ANNOUNCEMENT_ATTACHMENTS_MAX}
              onUploaded={(f) => setFiles((all) => [...all, { id: f.id, name: f.name, size: f.size, url: "" }])}
            />
          </Space>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 3 }}>
          <Space>
            <Button type="primary" loading={save.busy} onClick={() => submit(true)}>
              {published ? "保存" : "发布"}
            </Button>
            {published ? null : (
              <Button loading={save.busy} onClick={() => submit(false)}>
                保存草稿
              </Button>
            )}
            <Button onClick={onDone}>返回</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
