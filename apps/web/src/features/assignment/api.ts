import type {
  AssignmentDetail,
  AssignmentList,
  AssignmentListInput,
  AssignmentSaveInput,
  AssignmentSectionOption,
  ListResult,
  RecommendedSubmission,
  SubmissionDetail,
  SubmissionItem,
  SubmissionListInput,
  SubmissionReviewInput,
  SubmissionSaveInput,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of the assignment feature; input types come from the contract. */
export const assignmentApi = {
  mine: (input: Partial<AssignmentListInput>) => http.post<AssignmentList>("/api/l/assignment/mine", input),
  forStudent: (input: Partial<AssignmentListInput>) =>
    http.post<AssignmentList>("/api/l/assignment/student/list", input),
  detail: (id: number) => http.post<AssignmentDetail>("/api/l/assignment/detail", { id }),
  save: (input: AssignmentSaveInput) => http.post<{ id: number }>("/api/l/assignment/save", input),
  remove: (id: number) => http.post<null>("/api/l/assignment/delete", { id }),
  submit: (input: SubmissionSaveInput) => http.post<{ id: number }>("/api/l/assignment/submit", input),
  mySubmission: (assignmentId: number) =>
    http.post<SubmissionDetail | null>("/api/l/assignment/submission/mine", { assignmentId }),
  submissions: (input: Partial<SubmissionListInput> & { assignmentId: number }) =>
    http.post<ListResult<SubmissionItem>>("/api/l/assignment/submission/list", input),
  submission: (id: number) => http.post<SubmissionDetail>("/api/l/assignment/submission/detail", { id }),
  review: (input: SubmissionReviewInput) => http.post<null>("/api/l/assignment/submission/review", input),
  recommend: (id: number, recommended: boolean) =>
    http.post<null>("/api/l/assignment/submission/recommend", { id, recommended }),
  consent: (id: number, shareConsent: boolean) =>
    http.post<null>("/api/l/assignment/submission/consent", { id, shareConsent }),
  recommended: (id: number) =>
    http.post<RecommendedSubmission>("/api/c/assignment/recommend/detail", { id }, { silent: true }),
  /** Sections of the courses the teacher teaches, for the section picker. */
  sectionOptions: () => http.post<AssignmentSectionOption[]>("/api/l/assignment/section/options", {}),
  /** Every class, for the class picker. */
  classes: () => http.post<{ id: number; name: string }[]>("/api/kv/class/list", {}),
};

/** Where a submission's file is streamed from (inline, with ranges). */
export const submissionFileUrl = (submissionId: number, fileId: number) =>
  `/api/c/assignment/submission/${submissionId}/file/${fileId}`;
export const assignmentFileUrl = (assignmentId: number, fileId: number) =>
  `/api/l/assignment/${assignmentId}/file/${fileId}`;
