import type {
  MyTeachTaskList,
  TeachTaskChoices,
  TeachTaskDetail,
  TeachTaskEvidenceInput,
  TeachTaskItemProgress,
  TeachTaskList,
  TeachTaskListInput,
  TeachTaskProgress,
  TeachTaskReviewInput,
  TeachTaskSaveInput,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of the teaching-task feature; input types come from the contract. */
export const teachTaskApi = {
  mine: (input: Partial<TeachTaskListInput>) => http.post<MyTeachTaskList>("/api/l/teach-task/mine", input),
  submit: (input: TeachTaskEvidenceInput) =>
    http.post<TeachTaskItemProgress>("/api/l/teach-task/evidence/submit", input),
  list: (input: Partial<TeachTaskListInput>) => http.post<TeachTaskList>("/api/l/teach-task/list", input),
  choices: () => http.post<TeachTaskChoices>("/api/l/teach-task/choices", {}),
  detail: (id: number) => http.post<TeachTaskDetail>("/api/l/teach-task/detail", { id }),
  save: (input: TeachTaskSaveInput) => http.post<{ id: number }>("/api/l/teach-task/save", input),
  remove: (id: number) => http.post<null>("/api/l/teach-task/delete", { id }),
  progress: (id: number) => http.post<TeachTaskProgress>("/api/l/teach-task/progress", { id }),
  review: (input: TeachTaskReviewInput) => http.post<null>("/api/l/teach-task/review", input),
  remind: (id: number, teacherIds: number[] = []) =>
    http.post<{ reminded: number }>("/api/l/teach-task/remind", { id, teacherIds }),
  teachers: () => http.post<{ id: number; name: string }[]>("/api/kv/teacher/list", {}),
};
