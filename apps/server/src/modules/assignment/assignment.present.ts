import type {
  AssignmentFile,
  AssignmentFileKind,
  AssignmentItem,
  LatePolicy,
  SubmissionItem,
  SubmissionState,
} from "@otp/contract";
import type { Notice } from "../../platform/notify/notifier.js";
import type { AttachedFile, SectionTarget } from "./assignment.ports.js";
import type { AssignmentRow, SubmissionRow } from "./assignment.queries.js";

/** Pure output shaping of the assignment module. */

type Names = Map<number, { realName: string }>;

export function toItem(
  r: { row: AssignmentRow; submittedCount: number; pendingCount: number; myState?: string | null },
  names: Names,
  classNames: Map<number, string>,
  sections: Map<number, SectionTarget>,
): AssignmentItem {
  const section = r.row.sectionId ? sections.get(r.row.sectionId) : undefined;
  const a = r.row;
  return {
    id: a.id,
    title: a.title,
    teacherName: names.get(a.ownerId)?.realName ?? "",
    classNames: a.classIds.map((id) => classNames.get(id) ?? "").filter(Boolean),
    sectionId: a.sectionId,
    sectionTitle: section?.title ?? null,
    courseId: a.courseId,
    courseName: section?.courseName ?? null,
    dueAt: a.dueAt.toISOString(),
    latePolicy: a.latePolicy as LatePolicy,
    fileKinds: a.fileKinds as AssignmentFileKind[],
    createdAt: a.createdAt.toISOString(),
    submittedCount: r.submittedCount,
    pendingCount: r.pendingCount,
    myState: (r.myState ?? null) as SubmissionState | null,
  };
}

export function toSubmission(s: SubmissionRow, studentName: string, className: string): SubmissionItem {
  return {
    id: s.id,
    assignmentId: s.assignmentId,
    studentId: s.studentId,
    studentName,
    className,
    state: s.state as SubmissionState,
    late: s.late,
    score: s.score,
    recommended: s.recommended,
    shareConsent: s.shareConsent,
    submittedAt: s.submittedAt.toISOString(),
    reviewedAt: s.reviewedAt?.toISOString() ?? null,
  };
}

/** Files in the order given (unknown ids left out), without their owner. */
export function toFiles(order: number[], rows: AttachedFile[]): AssignmentFile[] {
  const byId = new Map(rows.map((f) => [f.id, f]));
  return order.flatMap((id) => {
    const f = byId.get(id);
    return f ? [{ id: f.id, name: f.name, size: f.size, kind: f.kind, ext: f.ext }] : [];
  });
}

const dueText = (d: Date) =>
  d.toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false, dateStyle: "short", timeStyle: "short" });

/** The notice each target student gets when an assignment is set. */
export function newAssignmentNotices(
  a: { title: string; dueAt: Date },
  teacher: string,
  studentIds: number[],
): Notice[] {
  return studentIds.map((userId) => ({
    userId,
    category: "assignment",
    title: "新作业",
    content: `${teacher || "老师"}布置了作业“${a.title}”，截止时间 ${dueText(a.dueAt)}。`,
  }));
}

/** The notice a student gets when their work was scored or returned. */
export function reviewNotice(
  a: { title: string },
  s: { studentId: number },
  review: { state: string; score: number | null; comment: string },
): Notice {
  const comment = review.comment ? `评语：${review.comment}` : "";
  return review.state === "scored"
    ? {
        userId: s.studentId,
        category: "grade",
        title: "作业已批阅",
        content: `作业“${a.title}”已批阅，得分 ${review.score ?? 0} 分。${comment}`,
      }
    : {
        userId: s.studentId,
        category: "grade",
        title: "作业被退回",
        content: `作业“${a.title}”被老师退回，请修改后重新提交。${comment}`,
      };
}
