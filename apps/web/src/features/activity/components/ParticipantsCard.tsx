import { type ActivityParticipant, REGISTRATION_STATUSES, WORK_STATUSES } from "@otp/contract";
import { Card, Input, Modal, Popconfirm, Space, Table, Tag } from "antd";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { ResourcePreviewDialog } from "../../../components/preview";
import { useAuditWorks, useDecideRegistrations, useParticipants } from "../api";

const REG_COLOR = { pending: "orange", approved: "green", rejected: "red" } as const;
const WORK_COLOR = { submitted: "orange", approved: "green", returned: "red" } as const;
const label = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((x) => x.value === v)?.label ?? v;

/** 报名与作品审核: registrations with their answers; approve or reject, approve or return works. */
export function ParticipantsCard({ activityId, auditOpen }: { activityId: number; auditOpen: boolean }) {
  const q = useParticipants(activityId);
  const [playing, setPlaying] = useState<number | null>(null);
  const [returning, setReturning] = useState<ActivityParticipant | null>(null);
  const [reason, setReason] = useState("");
  const decide = useDecideRegistrations(activityId);
  const audit = useAuditWorks(activityId);
  const returnWork = useAuditWorks(activityId, () => {
    setReturning(null);
    setReason("");
  });
  const fieldNames = q.data?.[0]?.fields.map((f) => f.name) ?? [];
  return (
    <Card title="报名与作品审核">
      <Table<ActivityParticipant>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: "暂无报名" }}
        scroll={{ x: "max-content" }}
        columns={[
          {
            title: "姓名",
            dataIndex: "realName",
            render: (_: unknown, r: ActivityParticipant) =>
              r.members.length ? (
                <>
                  {r.realName}（队长）
                  <div style={{ color: "rgba(0,0,0,0.55)", fontSize: 12 }}>
                    团队成员：{r.members.map((m) => m.realName).join("、")}
                  </div>
                </>
              ) : (
                r.realName
              ),
          },
          { title: "单位", dataIndex: "orgName" },
          ...fieldNames.map((name, i) => ({
            title: name,
            key: `f${i}`,
            render: (_: unknown, r: ActivityParticipant) => r.fields[i]?.value || "—",
          })),
          {
            title: "报名状态",
            dataIndex: "status",
            render: (_, r) => <Tag color={REG_COLOR[r.status]}>{label(REGISTRATION_STATUSES, r.status)}</Tag>,
          },
          {
            title: "作品",
            key: "work",
            render: (_, r) =>
              r.work ? (
                <Space size={4}>
                  <ActionLink onClick={() => setPlaying(r.work?.resourceId ?? null)}>{r.work.title}</ActionLink>
                  <Tag color={WORK_COLOR[r.work.status]}>{label(WORK_STATUSES, r.work.status)}</Tag>
                </Space>
              ) : (
                "未提交"
              ),
          },
          {
            title: "操作",
            key: "op",
            render: (_, r) => (
              <Space size={12} className="nowrap-actions">
                {r.status !== "approved" ? (
                  <ActionLink onClick={() => decide.run({ activityId, ids: [r.id], pass: true })}>通过报名</ActionLink>
                ) : null}
                {r.status !== "rejected" ? (
                  <Popconfirm
                    title="确定不通过该报名？"
                    onConfirm={() => decide.run({ activityId, ids: [r.id], pass: false, reason: "不符合参赛条件" })}
                  >
                    <ActionLink danger>不通过</ActionLink>
                  </Popconfirm>
                ) : null}
                {auditOpen && r.work && r.work.status !== "approved" ? (
                  <ActionLink onClick={() => audit.run({ activityId, ids: [r.work?.id ?? 0], pass: true })}>
                    作品通过
                  </ActionLink>
                ) : null}
                {auditOpen && r.work ? (
                  <ActionLink danger onClick={() => setReturning(r)}>
                    退回作品
                  </ActionLink>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!returning}
        title={`退回作品：${returning?.work?.title ?? ""}`}
        okText="退回"
        onCancel={() => setReturning(null)}
        onOk={async () => {
          if (!reason.trim()) {
            feedback.error("请填写退回原因");
            return;
          }
          await returnWork.run({ activityId, ids: [returning?.work?.id ?? 0], pass: false, reason: reason.trim() });
        }}
      >
        <Input.TextArea
          aria-label="退回原因"
          placeholder="如：视频不清晰、格式不符合要求"
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <ResourcePreviewDialog
        open={playing !== null}
        resourceId={playing ?? undefined}
        onClose={() => setPlaying(null)}
      />
    </Card>
  );
}
