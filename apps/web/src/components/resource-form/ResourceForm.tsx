import {
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  RESOURCE_TYPES,
  type ResourceDetail,
  type ResourceKind,
  resourceSaveSchema,
  VISIBILITIES,
  VISIBILITY_NAMES,
} from "@otp/contract";
import { Alert, Button, Form, Input, Radio, Result, Select, Space, Switch } from "antd";
import { useState } from "react";
import { useAction } from "../../api/action";
import { useElements, useKvOptions } from "../../api/kv";
import { feedback } from "../../app/feedback";
import { resourceFormApi } from "./api";
import { CoverField } from "./CoverField";
import { FilesField } from "./FilesField";
import {
  defaultValues,
  type FormFile,
  type FormValues,
  fromDetail,
  toSaveInput,
  uploadKindOf,
  validateFiles,
} from "./resourceFormModel";
import "./resource-form.css";
import { zodRule } from "../formRules";

export interface ResourceFormProps {
  initial?: ResourceDetail;
  defaultKind?: ResourceKind;
  /** Called once the user is done: after submitting for audit or choosing not to. */
  onSaved(id: number): void;
  onCancel?(): void;
  /**
   * false: no 提交审核 step after saving (a course's section resource is audited with its course,
   * decision 0046); onSaved is called at once.
   */
  askSubmit?: boolean;
}

const TYPE_HINTS: Record<string, string> = {
  VIDEO: "上传一个或多个视频，上传后自动转码为网页可播放的格式",
  MULTISCREEN: "上传2到6个同步录制的视频（如教师、学生、课件画面），播放时并排同步播放",
  AUDIO: "上传音频文件",
  DOCUMENT: "上传 PDF、Word、Excel、PPT、文本或 zip 文件",
  PICTURE: "上传图片",
};

/** Saved-and-now-what: submit for audit (or publish when audit is off), or leave it a draft. */
function AfterSave({ id, onDone }: { id: number; onDone(id: number): void }) {
  const submission = useAction(() => resourceFormApi.submit(id), {
    success: (r) => (r.status === 2 ? "资源已发布" : "已提交审核，审核通过后发布"),
    onSuccess: () => onDone(id),
  });
  const busy = submission.busy;
  const submit = () => void submission.run(undefined);
  return (
    <Result
      status="success"
      title="资源已保存"
      subTitle="资源目前为草稿，提交审核通过后其他人才能看到"
      extra={
        <Space>
          <Button type="primary" loading={busy} onClick={submit}>
            提交审核
          </Button>
          <Button onClick={() => onDone(id)}>暂不提交</Button>
        </Space>
      }
    />
  );
}

/**
 * Create or edit a resource: name, kind, type, files (chunked upload; multi-screen labels and
 * captions; processing progress), cover, subject/org/term, visibility, download switch, brief.
 */
export function ResourceForm({ initial, defaultKind, onSaved, onCancel, askSubmit = true }: ResourceFormProps) {
  const start = initial ? fromDetail(initial) : { values: defaultValues(defaultKind), files: [] as FormFile[] };
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<FormFile[]>(start.files);
  const [coverFileId, setCoverFileId] = useState<number | null>(initial?.coverFileId ?? null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const save = useAction(resourceFormApi.save, {
    success: "保存成功",
    onSuccess: (r) => (askSubmit ? setSavedId(r.id) : onSaved(r.id)),
  });
  const [savedId, setSavedId] = useState<number | null>(null);
  const type = Form.useWatch("type", form) ?? start.values.type;
  const orgOptions = useKvOptions("org");
  const termOptions = useKvOptions("term");
  const subjects = useElements("SUBJECT");
  const visibilityChoices = VISIBILITIES.filter((v) => v !== "classes" || start.values.visibility === "classes");

  if (savedId !== null) return <AfterSave id={savedId} onDone={onSaved} />;

  const onFinish = async (values: FormValues) => {
    const problem = validateFiles(values.type, files);
    setFilesError(problem);
    if (problem) {
      feedback.error(problem);
      return;
    }
    await save.run(toSaveInput(values, files, { id: initial?.id, coverFileId }));
  };

  return (
    <Form<FormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: "96px" }}
      wrapperCol={{ flex: 1 }}
      initialValues={start.values}
      onFinish={onFinish}
      className="otp-resource-form"
      scrollToFirstError
    >
      {initial?.rejectReason ? (
        <Alert type="error" showIcon message={`审核未通过：${initial.rejectReason}`} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="name" label="资源名称" rules={[zodRule(resourceSaveSchema.shape.name)]}>
        <Input placeholder="如：初中物理 浮力实验" maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="kind" label="资源类别" rules={[zodRule(resourceSaveSchema.shape.kind)]}>
        <Select options={RESOURCE_KINDS.map((k) => ({ value: k.id, label: k.name }))} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="type" label="资源类型" rules={[zodRule(resourceSaveSchema.shape.type)]} extra={TYPE_HINTS[type]}>
        <Radio.Group
          optionType="button"
          options={RESOURCE_TYPES.map((t) => ({ value: t, label: RESOURCE_TYPE_NAMES[t] }))}
          onChange={() => setFilesError(null)}
        />
      </Form.Item>
      <Form.Item
        label="资源文件"
        required
        validateStatus={filesError ? "error" : undefined}
        help={filesError ?? undefined}
      >
        <FilesField
          key={uploadKindOf(type)}
          type={type}
          files={files}
          onChange={(next) => {
            setFiles(next);
            if (filesError) setFilesError(validateFiles(type, next));
          }}
        />
      </Form.Item>
      <Form.Item label="封面">
        <CoverField url={initial?.coverFileId ? initial.coverUrl : null} onChange={setCoverFileId} />
      </Form.Item>
      <Form.Item name="subjectId" label="学科">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="选择学科"
          loading={subjects.isLoading}
          options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="orgId" label="所属院系">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="选择院系"
          options={orgOptions}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="termId" label="学期">
        <Select allowClear placeholder="选择学期" options={termOptions} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="visibility" label="查看权限">
        <Radio.Group options={visibilityChoices.map((v) => ({ value: v, label: VISIBILITY_NAMES[v] }))} />
      </Form.Item>
      <Form.Item name="allowDownload" label="允许下载" valuePropName="checked">
        <Switch checkedChildren="允许" unCheckedChildren="禁止" />
      </Form.Item>
      <Form.Item name="brief" label="简介" rules={[zodRule(resourceSaveSchema.shape.brief)]}>
        <Input.TextArea rows={4} maxLength={5000} showCount placeholder="资源的内容、适用年级、教学目标等" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.busy}>
            保存
          </Button>
          {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
        </Space>
      </Form.Item>
    </Form>
  );
}
