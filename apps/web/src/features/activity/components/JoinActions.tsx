import type { ActivityDetail, ActivityProperty } from "@otp/contract";
import { ACTIVITY_TEAM_MAX, activityRegisterSchema, activityWorkSubmitSchema } from "@otp/contract";
import { Button, Form, Input, Modal, Radio, Select, Space } from "antd";
import { useState } from "react";
import { zodRule } from "../../../components/formRules";
import { ChunkUploader } from "../../../components/upload";
import { useMyResources, useRegister, useSubmitWork, useTeacherSearch } from "../api";

/** 我要报名 and 提交作品, shown only when the activity allows them now. */
export function JoinActions({ a }: { a: ActivityDetail }) {
  const [open, setOpen] = useState<"register" | "submit" | null>(null);
  if (!a.actions.register && !a.actions.submit) return null;
  return (
    <Space className="act-now">
      {a.actions.register ? (
        <Button type="primary" onClick={() => setOpen("register")}>
          我要报名
        </Button>
      ) : null}
      {a.actions.submit ? (
        <Button type="primary" onClick={() => setOpen("submit")}>
          提交作品
        </Button>
      ) : null}
      {open === "register" ? <RegisterModal a={a} onClose={() => setOpen(null)} /> : null}
      {open === "submit" ? <SubmitModal a={a} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}

/** One answer of the organiser's registration fields (the contract's length limit). */
const fieldText = activityRegisterSchema.shape.fields.unwrap().valueType;

function RegisterModal({ a, onClose }: { a: ActivityDetail; onClose(): void }) {
  const [form] = Form.useForm<Record<string, string>>();
  const register = useRegister(onClose);
  /** 团队报名: teachers besides me, who leads the team (empty = an individual entry). */
  const [members, setMembers] = useState<{ value: number; label: string }[]>([]);
  const [keyword, setKeyword] = useState("");
  const teachers = useTeacherSearch(keyword);
  const submit = async () => {
    let fields: Record<string, string>;
    try {
      fields = await form.validateFields();
    } catch {
      return;
    }
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ""));
    await register.run({ activityId: a.id, fields: clean, memberIds: members.map((m) => m.value) });
  };
  return (
    <Modal
      open
      title={`报名：${a.name}`}
      okText="提交报名"
      confirmLoading={register.busy}
      onOk={submit}
      onCancel={onClose}
    >
      {a.properties.length ? null : <p>本活动无需填写额外信息；个人报名直接确认即可。</p>}
      <Form form={form} layout="vertical">
        {a.properties.map((p) => (
          <Form.Item
            key={p.id}
            name={String(p.id)}
            label={p.name}
            rules={[
              { required: p.required, message: p.kind === "file" ? `请上传${p.name}` : `请填写${p.name}` },
              zodRule(fieldText),
            ]}
          >
            <FieldInput p={p} />
          </Form.Item>
        ))}
        <Form.Item
          label={`团队成员（选填，最多${ACTIVITY_TEAM_MAX}人）`}
          extra="团队报名时由您担任队长并提交作品；成员可在“我的活动”中查看，获奖证书列出全体成员。"
        >
          <Select
            mode="multiple"
            labelInValue
            aria-label="团队成员"
            placeholder="搜索教师姓名添加成员"
            filterOption={false}
            onSearch={setKeyword}
            maxCount={ACTIVITY_TEAM_MAX}
            value={members}
            onChange={setMembers}
            options={(teachers.data?.list ?? []).map((u) => ({
              value: u.id,
              label: `${u.realName}${u.orgName ? `（${u.orgName}）` : ""}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function FieldInput({ p, value, onChange }: { p: ActivityProperty; value?: string; onChange?(v: string): void }) {
  const [fileName, setFileName] = useState("");
  if (p.kind === "choice") {
    return (
      <Radio.Group
        value={value}
        onChange={(e) => onChange?.(e.target.value as string)}
        options={p.options.map((o) => ({ value: o, label: o }))}
      />
    );
  }
  if (p.kind === "file") {
    return (
      <Space>
        <ChunkUploader
          kind="document"
          buttonText={value ? "重新上传" : "上传文件"}
          onUploaded={(f) => {
            setFileName(f.name);
            onChange?.(String(f.id));
          }}
        />
        {fileName ? <span>{fileName}</span> : null}
      </Space>
    );
  }
  return <Input value={value} onChange={(e) => onChange?.(e.target.value)} maxLength={200} />;
}

const shape = activityWorkSubmitSchema.shape;

function SubmitModal({ a, onClose }: { a: ActivityDetail; onClose(): void }) {
  const [form] = Form.useForm<{ title: string; resourceId: number }>();
  const submitWork = useSubmitWork(onClose);
  const mine = useMyResources();
  const usable = (mine.data?.list ?? []).filter((r) => ["VIDEO", "MULTISCREEN", "DOCUMENT"].includes(r.type));
  const submit = async () => {
    let v: { title: string; resourceId: number };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    await submitWork.run({ activityId: a.id, ...v });
  };
  return (
    <Modal open title="提交作品" okText="提交" confirmLoading={submitWork.busy} onOk={submit} onCancel={onClose}>
      <Form form={form} layout="vertical">
        <Form.Item name="title" label="作品名称" rules={[zodRule(shape.title)]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item
          name="resourceId"
          label="作品文件"
          extra="从“我的资源”中选择已上传的视频或文档；新作品请先在个人中心上传资源。"
          rules={[zodRule(shape.resourceId)]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={mine.isSuccess && !usable.length ? "您还没有上传视频或文档资源" : "搜索并选择自己的资源"}
            loading={mine.isLoading}
            options={usable.map((r) => ({ value: r.id, label: r.name }))}
            onChange={(_v, option) => {
              if (!form.getFieldValue("title") && option && !Array.isArray(option)) {
                form.setFieldValue("title", String(option.label));
              }
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
