import type {
  ActivityDetail,
  ActivityForStudent,
  ActivityListInput,
  ActivityResults,
  ActivityRow,
  ActivitySaveInput,
  ActivityStudentRow,
  ActivityStudentsInput,
  ActivitySubmitInput,
  KvOriginCourse,
  ListResult,
  MyActivities,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of supervision activities (督导活动 / 学生评教). */
export const activityApi = {
  publicList: (input: Partial<ActivityListInput>) =>
    http.post<ListResult<ActivityRow>>("/api/c/supervise/activity/list", input),
  list: (input: Partial<ActivityListInput>) =>
    http.post<ListResult<ActivityRow>>("/api/m/supervise/activity/list", input),
  detail: (id: number) => http.post<ActivityDetail>("/api/m/supervise/activity/detail", { id }),
  save: (input: ActivitySaveInput) => http.post<{ id: number }>("/api/m/supervise/activity/save", input),
  remove: (id: number) => http.post<null>("/api/m/supervise/activity/delete", { id }),
  results: (id: number) => http.post<ActivityResults>("/api/m/supervise/activity/results", { id }),
  students: (input: Partial<ActivityStudentsInput> & { id: number }) =>
    http.post<ListResult<ActivityStudentRow>>("/api/m/supervise/activity/students", input),
  mine: () => http.post<MyActivities>("/api/l/supervise/activity/mine", {}),
  form: (id: number) => http.post<ActivityForStudent>("/api/l/supervise/activity/form", { id }, { silent: true }),
  submit: (input: ActivitySubmitInput) =>
    http.post<{ total: number; level: string }>("/api/l/supervise/activity/submit", input),
  myResult: (id: number) => http.post<ActivityResults>("/api/l/supervise/activity/result", { id }),
};

/** Origin (开课) choices of a term, for the activity form. */
export const originChoices = (termId: number) => http.post<KvOriginCourse[]>("/api/kv/course/origin/list", { termId });
