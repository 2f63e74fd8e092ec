import { urlOf } from "@otp/client/call";
import { assignmentEndpoints, LATE_POLICIES } from "@otp/contract";
import { ErrorBlock } from "antd-mobile";
import { useParams } from "react-router";
import { PageSkeleton, QueryState } from "../../../components/QueryState";
import { useAssignment, useMySubmission, useShareConsent } from "../api";
import { FileLinks } from "../components/FileLinks";
import { HandInForm } from "../components/HandInForm";
import { MePage } from "../components/MePage";
import { StateTag } from "../components/StateTag";
import { formatDateTime } from "../format";

function Detail({ id }: { id: number }) {
  const detail = useAssignment(id);
  const mine = useMySubmission(id);
  const consent = useShareConsent(id);
  return (
    <QueryState query={detail}>
      {(a) => {
        const overdue = new Date(a.dueAt).getTime() < Date.now();
        const s = mine.data;
        const canSubmit = mine.data !== undefined && (!s || s.state === "returned");
        const refused = overdue && !s && a.latePolicy === "refuse";
        return (
          <>
            <section className="m-section">
              <h2 style={{ fontSize: 18, wordBreak: "break-word" }}>{a.title}</h2>
              <dl className="me-dl" style={{ marginTop: 8 }}>
                <dt>布置教师</dt>
                <dd>{a.teacherName}</dd>
                {a.sectionTitle ? (
                  <>
                    <dt>课程章节</dt>
                    <dd>
                      《{a.courseName ?? ""}》{a.sectionTitle}
                    </dd>
                  </>
                ) : null}
                <dt>截止时间</dt>
                <dd>
                  {formatDateTime(a.dueAt)}
                  {overdue ? "（已截止）" : ""}
                </dd>
                <dt>迟交规则</dt>
                <dd>{LATE_POLICIES.find((p) => p.value === a.latePolicy)?.label}</dd>
              </dl>
              <div className="me-text" style={{ marginTop: 10 }}>
                {a.instructions}
              </div>
              {a.attachments.length > 0 ? (
                <div style={{ marginTop: 10 }}>
                  <FileLinks
                    label="作业附件"
                    files={a.attachments}
                    urlOf={(fileId) => urlOf(assignmentEndpoints.file, { id: a.id, fileId })}
                  />
                </div>
              ) : null}
            </section>
            {mine.isPending ? <PageSkeleton rows={2} /> : null}
            {s ? (
              <section className="m-section" aria-labelledby="my-work-title">
                <div className="m-section-head">
                  <h2 id="my-work-title">我的作业</h2>
                  <span>
                    <StateTag state={s.state} late={s.late} />
                    {s.score !== null ? <span className="me-tag me-tag-blue">得分 {s.score}</span> : null}
                  </span>
                </div>
                <div className="m-muted">提交于 {formatDateTime(s.submittedAt)}</div>
                {s.comment ? <div className="me-alert">教师评语：{s.comment}</div> : null}
                {s.content ? <div className="me-text">{s.content}</div> : null}
                <FileLinks
                  label="我提交的"
                  files={s.files}
                  urlOf={(fileId) => urlOf(assignmentEndpoints.submission.file, { id: s.id, fileId })}
                />
                <label className="me-check">
                  <input
                    type="checkbox"
                    checked={s.shareConsent}
                    disabled={consent.busy}
                    onChange={(e) => void consent.run({ id: s.id, shareConsent: e.target.checked })}
                  />
                  同意被推荐为优秀作业后公开展示
                </label>
              </section>
            ) : null}
            {canSubmit ? (
              refused ? (
                <div className="m-section">
                  <div className="me-alert">已过截止时间，该作业不允许补交</div>
                </div>
              ) : (
                <HandInForm a={a} again={!!s} overdue={overdue} />
              )
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}

/** One assignment for the student: what to do, their work and handing it in with photos. */
export default function AssignmentPage() {
  const id = Number(useParams().id);
  return (
    <MePage title="作业详情" fallback="/user/my-assignment">
      {Number.isInteger(id) && id > 0 ? (
        <Detail id={id} />
      ) : (
        <ErrorBlock status="empty" title="作业不存在" description="" />
      )}
    </MePage>
  );
}
