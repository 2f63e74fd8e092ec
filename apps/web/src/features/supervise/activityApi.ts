import type {
  KvOriginCourse,
  ListResult,
  MySupActivities,
  SupActivityDetail,
  SupActivityForStudent,
  SupActivityListInput,
  SupActivityResults,
  SupActivityRow,
  SupActivitySaveInput,
  SupActivityStudentRow,
  SupActivityStudentsInput,
  SupActivitySubmitInput,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of supervision activities (督导活动 / 学生评教). */
export const activityApi = {
  publicList: (input: Partial<SupActivityListInput>) =>
    http.post<ListResult<SupActivityRow>>("/api/c/supervise/activity/list", input),
  list: (input: Partial<SupActivityListInput>) =>
    http.post<ListResult<SupActivityRow>>("/api/m/supervise/activity/list", input),
  detail: (id: number) => http.post<SupActivityDetail>("/api/m/supervise/activity/detail", { id }),
  save: (input: SupActivitySaveInput) => http.post<{ id: number }>("/api/m/supervise/activity/save", input),
  remove: (id: number) => http.post<null>("/api/m/supervise/activity/delete", { id }),
  results: (id: number) => http.post<SupActivityResults>("/api/m/supervise/activity/results", { id }),
  students: (input: Partial<SupActivityStudentsInput> & { id: number }) =>
    http.post<ListResult<SupActivityStudentRow>>("/api/m/supervise/activity/students", input),
  mine: () => http.post<MySupActivities>("/api/l/supervise/activity/mine", {}),
  form: (id: number) => http.post<SupActivityForStudent>("/api/l/supervise/activity/form", { id }, { silent: true }),
  submit: (input: SupActivitySubmitInput) =>
    http.post<{ total: number; level: string }>("/api/l/supervise/activity/submit", input),
  myResult: (id: number) => http.post<SupActivityResults>("/api/l/supervise/activity/result", { id }),
};

/** Origin (开课) choices of a term, for the activity form. */
export const originChoices = (termId: number) => http.post<KvOriginCourse[]>("/api/kv/course/origin/list", { termId });
