import type {
  EvaluationDetail,
  EvaluationListInput,
  EvaluationRow,
  EvaluationSaveInput,
  FreeOptions,
  LessonOptions,
  ListResult,
  LiveClassroom,
  MyTask,
  PatrolPhoto,
  PatrolRow,
  PatrolSaveInput,
  PhraseSaveInput,
  StatisticsInput,
  StatisticsResult,
  SuperviseSetting,
  TaskDetail,
  TaskListInput,
  TaskRow,
  TaskSaveInput,
  TemplateBasicInput,
  TemplateDetail,
  TemplateFormSaveInput,
  TemplateListInput,
  TemplateRow,
  WordRow,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../api/http";

/** Calls of the supervision feature; input types come from the contract. */
export const templateApi = {
  list: (input: Partial<TemplateListInput>) =>
    http.post<ListResult<TemplateRow>>("/api/m/supervise/template/list", input),
  detail: (id: number) => http.post<TemplateDetail>("/api/m/supervise/template/detail", { id }),
  save: (input: Partial<TemplateBasicInput>) => http.post<{ id: number }>("/api/m/supervise/template/save", input),
  saveForm: (input: TemplateFormSaveInput) => http.post<TemplateDetail>("/api/m/supervise/template/form/save", input),
  copy: (id: number) => http.post<{ id: number }>("/api/m/supervise/template/copy", { id }),
  remove: (ids: number[]) => http.post<null>("/api/m/supervise/template/delete", { ids }),
};

export const settingApi = {
  detail: () => http.post<SuperviseSetting>("/api/m/supervise/setting/detail", {}),
  save: (input: SuperviseSetting) => http.post<SuperviseSetting>("/api/m/supervise/setting/save", input),
  words: (input: { pageNo?: number; pageSize?: number; keyword?: string }) =>
    http.post<ListResult<WordRow>>("/api/m/supervise/word/list", input),
  myWords: () => http.post<ListResult<WordRow>>("/api/l/supervise/word/list", { pageSize: 200 }),
  saveWord: (input: Partial<PhraseSaveInput>) => http.post<{ id: number }>("/api/m/supervise/word/save", input),
  removeWords: (ids: number[]) => http.post<null>("/api/m/supervise/word/delete", { ids }),
};

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: ["supervise", "template", id],
    queryFn: () => templateApi.detail(id as number),
    enabled: !!id,
  });
}

export const taskApi = {
  list: (input: Partial<TaskListInput>) => http.post<ListResult<TaskRow>>("/api/m/supervise/task/list", input),
  assisted: (input: Partial<TaskListInput>) => http.post<ListResult<TaskRow>>("/api/l/supervise/task/assisted", input),
  detail: (id: number) => http.post<TaskDetail>("/api/l/supervise/task/detail", { id }),
  save: (input: TaskSaveInput) => http.post<{ id: number }>("/api/l/supervise/task/save", input),
  remove: (id: number) => http.post<null>("/api/m/supervise/task/delete", { id }),
  mine: () => http.post<MyTask[]>("/api/l/supervise/task/mine", {}),
  lesson: (courseId: number) => http.post<LessonOptions>("/api/l/supervise/lesson/options", { courseId }),
  courses: (keyword: string) =>
    http.post<ListResult<{ id: number; name: string; teachers: { name: string }[] }>>("/api/c/course/list", {
      keyword,
      pageSize: 20,
    }),
};

export const evaluationApi = {
  start: (targetId: number) => http.post<{ id: number }>("/api/l/supervise/evaluation/start", { targetId }),
  /** Free listening: a course section outside any task, with a template the caller picks. */
  startFree: (input: { courseId: number; sectionId: number; templateId: number }) =>
    http.post<{ id: number }>("/api/l/supervise/evaluation/start", input),
  freeOptions: (courseId?: number) =>
    http.post<FreeOptions>("/api/l/supervise/free/options", courseId ? { courseId } : {}),
  detail: (id: number) => http.post<EvaluationDetail>("/api/l/supervise/evaluation/detail", { id }),
  save: (input: EvaluationSaveInput) =>
    http.post<{ rev: number; total: number; level: string }>("/api/l/supervise/evaluation/save", input),
  submit: (input: EvaluationSaveInput) =>
    http.post<{ total: number; level: string }>("/api/l/supervise/evaluation/submit", input),
  reply: (id: number, reply: string) => http.post<null>("/api/l/supervise/evaluation/reply", { id, reply }),
  written: (input: Partial<EvaluationListInput>) =>
    http.post<ListResult<EvaluationRow>>("/api/l/supervise/evaluation/written", input),
  received: (input: Partial<EvaluationListInput>) =>
    http.post<ListResult<EvaluationRow>>("/api/l/supervise/evaluation/received", input),
  all: (input: Partial<EvaluationListInput>) =>
    http.post<ListResult<EvaluationRow>>("/api/l/supervise/evaluation/all", input),
  manage: (input: Partial<EvaluationListInput>) =>
    http.post<ListResult<EvaluationRow>>("/api/m/supervise/evaluation/list", input),
};

export const statisticsApi = {
  get: (input: StatisticsInput) => http.post<StatisticsResult>("/api/m/supervise/statistics", input),
  exportUrl: (input: StatisticsInput) => {
    const q = new URLSearchParams({ by: input.by });
    if (input.termId) q.set("termId", String(input.termId));
    if (input.orgId) q.set("orgId", String(input.orgId));
    return `/api/m/supervise/statistics/export?${q.toString()}`;
  },
};

export const patrolApi = {
  wall: () => http.post<LiveClassroom[]>("/api/l/supervise/patrol/wall", {}),
  classroom: (id: number) => http.post<LiveClassroom>("/api/l/supervise/patrol/classroom", { id }),
  save: (input: PatrolSaveInput) => http.post<{ id: number }>("/api/l/supervise/patrol/save", input),
  grab: (liveId: number, kind?: string) =>
    http.post<PatrolPhoto>("/api/l/supervise/patrol/grab", { liveId, ...(kind ? { kind } : {}) }),
  list: (input: { pageNo: number; pageSize: number; keyword?: string }) =>
    http.post<ListResult<PatrolRow>>("/api/m/supervise/patrol/list", input),
  detail: (id: number) => http.post<PatrolRow>("/api/m/supervise/patrol/detail", { id }),
};
