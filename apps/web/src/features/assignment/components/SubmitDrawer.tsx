import type { AssignmentFile } from "@otp/contract";
import { ASSIGNMENT_FILE_KINDS, LATE_POLICIES } from "@otp/contract";
import { Alert, Button, Checkbox, Descriptions, Divider, Drawer, Input, Space, Switch, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { FileListUploader } from "../../../components/upload";
import {
  assignmentFileUrl,
  submissionFileUrl,
  useAssignmentDetail,
  useMySubmission,
  useSubmissionConsent,
  useSubmitAssignment,
} from "../api";
import { FilePreview } from "./FilePreview";
import { StateTag } from "./StateTag";
import { targetText } from "./targetText";

/** A student's view of one assignment: the instructions, their work, and handing it in. */
export function SubmitDrawer({ id, onClose, onChanged }: { id: number | null; onClose(): void; onChanged(): void }) {
  const a = useAssignmentDetail(id);
  const mine = useMySubmission(id);
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<AssignmentFile[]>([]);
  const [consent, setConsent] = useState(false);
  const submitWork = useSubmitAssignment(id, () => {
    setContent("");
    setFiles([]);
    onChanged();
  });
  const setShareConsent = useSubmissionConsent(id, onChanged);
  const s = mine.data;
  const canSubmit = !!a.data && (!s || s.state === "returned");
  const overdue = !!a.data && dayjs(a.data.dueAt).isBefore(dayjs());
  const refused = overdue && !s && a.data?.latePolicy === "refuse";
  const submit = () => {
    if (!id) return;
    void submitWork.run({ assignmentId: id, content, fileIds: files.map((f) => f.id), shareConsent: consent });
  };
  return (
    <Drawer title={a.data?.title ?? "作业"} width={720} open={!!id} onClose={onClose} destroyOnHidden>
      {a.data && (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="布置教师">{a.data.teacherName}</Descriptions.Item>
            {a.data.sectionTitle && (
              <Descriptions.Item label="课程章节" span={2}>
                {targetText(a.data)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="截止时间">{dayjs(a.data.dueAt).format("YYYY-MM-DD HH:mm")}</Descriptions.Item>
            <Descriptions.Item label="迟交规则">
              {LATE_POLICIES.find((p) => p.value === a.data.latePolicy)?.label}
            </Descriptions.Item>
            <Descriptions.Item label="文件类型">
              {a.data.fileKinds.map((k) => ASSIGNMENT_FILE_KINDS.find((x) => x.value === k)?.label).join("、") ||
                "不允许上传文件"}
            </Descriptions.Item>
          </Descriptions>
          <div className="asg-content">{a.data.instructions}</div>
          {a.data.attachments.length > 0 && (
            <FilePreview files={a.data.attachments} urlOf={(f) => assignmentFileUrl(a.data.id, f)} />
          )}
        </>
      )}
      {s && (
        <>
          <Divider>我的作业</Divider>
          <Space style={{ marginBottom: 12 }}>
            <StateTag state={s.state} late={s.late} />
            {s.score !== null && <Tag color="blue">得分 {s.score}</Tag>}
            {s.recommended && <Tag color="gold">优秀作业</Tag>}
          </Space>
          {s.comment && (
            <Alert
              type={s.state === "returned" ? "warning" : "info"}
              message={`教师评语：${s.comment}`}
              style={{ marginBottom: 12 }}
            />
          )}
          {s.content && <div className="asg-content">{s.content}</div>}
          <FilePreview files={s.files} urlOf={(f) => submissionFileUrl(s.id, f)} />
          <Space style={{ marginTop: 12 }}>
            <Switch
              checked={s.shareConsent}
              aria-label="同意优秀作业公开展示"
              loading={setShareConsent.busy}
              onChange={(v) => void setShareConsent.run({ id: s.id, shareConsent: v })}
            />
            同意被推荐为优秀作业后公开展示
          </Space>
        </>
      )}
      {canSubmit && (
        <>
          <Divider>{s ? "重新提交" : "提交作业"}</Divider>
          {refused ? (
            <Alert type="error" message="已过截止时间，该作业不允许补交" />
          ) : (
            <Space direction="vertical" style={{ width: "100%" }}>
              {overdue && <Alert type="warning" message="已过截止时间，提交后将标记为迟交" />}
              <Input.TextArea
                rows={5}
                maxLength={5000}
                showCount
                placeholder="作业内容（可只上传文件）"
                aria-label="作业内容"
                value={content}
                onChange={(e) => setContent(e.target.value)}
              />
              <FileListUploader
                kinds={ASSIGNMENT_FILE_KINDS.filter((k) => a.data?.fileKinds.includes(k.value))}
                value={files}
                onChange={setFiles}
              />
              <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
                同意被推荐为优秀作业后公开展示
              </Checkbox>
              <Button
                type="primary"
                loading={submitWork.busy}
                disabled={!content.trim() && !files.length}
                onClick={submit}
              >
                提交
              </Button>
            </Space>
          )}
        </>
      )}
    </Drawer>
  );
}
