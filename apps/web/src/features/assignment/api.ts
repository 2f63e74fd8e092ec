import {
  type AssignmentDetail,
  type AssignmentSaveInput,
  assignmentEndpoints,
  type SubmissionReviewInput,
  type SubmissionSaveInput,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call, urlOf } from "../../api/call";
import { tableRequest } from "../../api/table";

const api = assignmentEndpoints;

/** Query keys of the assignment feature. */
export const assignmentKeys = {
  all: ["assignment"] as const,
  detail: (id: number | null) => [...assignmentKeys.all, id] as const,
  mine: (id: number | null) => [...assignmentKeys.detail(id), "mine"] as const,
  submission: (id: number) => ["submission", id] as const,
  recommended: (id: number) => ["recommend", id] as const,
};

/* ---------- ProTable adapters ---------- */

/** The assignments a teacher set (作业管理). */
export const myAssignmentsRequest = tableRequest((input) => call(api.mine, input));
/** The assignments set for the student (我的作业). */
export const studentAssignmentsRequest = tableRequest((input) => call(api.forStudent, input));
/** Every submission of one assignment. */
export const submissionsRequest = (assignmentId: number) =>
  tableRequest((input: { assignmentId: number }) => call(api.submission.list, input), { assignmentId });

/* ---------- assignments ---------- */

export function useAssignmentDetail(id: number | null, options: { retry?: boolean } = {}) {
  return useQuery({
    queryKey: assignmentKeys.detail(id),
    queryFn: () => call(api.detail, { id: id as number }),
    enabled: !!id,
    ...options,
  });
}

/** Opens an assignment in the editor once its detail is loaded. */
export function useEditAssignment(onLoaded: (a: AssignmentDetail) => void) {
  return useAction((id: number) => call(api.detail, { id }), { onSuccess: onLoaded });
}

export function useSaveAssignment(onSaved: () => void) {
  return useAction((input: AssignmentSaveInput) => call(api.save, input), {
    success: "保存成功",
    onSuccess: onSaved,
  });
}

export function useDeleteAssignment(onDeleted: () => void) {
  return useAction((id: number) => call(api.delete, { id }), { success: "已删除", onSuccess: onDeleted });
}

/** Sections of the courses the teacher teaches, for the section picker. */
export async function sectionOptions() {
  return (await call(api.section.options)).map((s) => ({ label: `${s.courseName} / ${s.title}`, value: s.id }));
}

/* ---------- submissions ---------- */

/** The student's own submission to an assignment (null: none yet). */
export function useMySubmission(assignmentId: number | null) {
  return useQuery({
    queryKey: assignmentKeys.mine(assignmentId),
    queryFn: () => call(api.submission.mine, { assignmentId: assignmentId as number }),
    enabled: !!assignmentId,
  });
}

export function useSubmitAssignment(assignmentId: number | null, onDone: () => void) {
  return useAction((input: SubmissionSaveInput) => call(api.submit, input), {
    success: "提交成功",
    invalidate: [assignmentKeys.detail(assignmentId)],
    onSuccess: onDone,
  });
}

export function useSubmissionConsent(assignmentId: number | null, onDone: () => void) {
  return useAction((v: { id: number; shareConsent: boolean }) => call(api.submission.consent, v), {
    invalidate: [assignmentKeys.detail(assignmentId)],
    onSuccess: onDone,
  });
}

export function useSubmission(id: number) {
  return useQuery({
    queryKey: assignmentKeys.submission(id),
    queryFn: () => call(api.submission.detail, { id }),
    retry: false,
  });
}

/** Scoring, returning and recommending one submission. */
export function useReviewSubmission(id: number) {
  const invalidate = [assignmentKeys.submission(id)];
  const review = useAction((input: SubmissionReviewInput) => call(api.submission.review, input), {
    success: (_r, input) => (input.action === "score" ? "已保存评分" : "已退回修改"),
    invalidate,
  });
  const recommend = useAction((recommended: boolean) => call(api.submission.recommend, { id, recommended }), {
    success: (_r, on) => (on ? "已推荐为优秀作业" : "已取消推荐"),
    invalidate,
  });
  return { review, recommend };
}

/** Excellent work shown publicly (errors left to the page). */
export function useRecommendedSubmission(id: number) {
  return useQuery({
    queryKey: assignmentKeys.recommended(id),
    queryFn: () => call(api.recommend.detail, { id }, { silent: true }),
    retry: false,
  });
}

/** Where a submission's file is streamed from (inline, with ranges). */
export const submissionFileUrl = (submissionId: number, fileId: number) =>
  urlOf(api.submission.file, { id: submissionId, fileId });
export const assignmentFileUrl = (assignmentId: number, fileId: number) =>
  urlOf(api.file, { id: assignmentId, fileId });
