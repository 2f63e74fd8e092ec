import {
  baseEndpoints,
  type SuperviseActivityDetail,
  type SuperviseActivityListInput,
  type SuperviseActivityResults,
  type SuperviseActivitySaveInput,
  type SuperviseActivityStudentsInput,
  type SuperviseActivitySubmitInput,
  superviseEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.activity;

/** Query keys of supervision activities (督导活动 / 学生评教). */
export const superviseActivityKeys = {
  all: ["supervise", "activity"] as const,
  public: () => [...superviseActivityKeys.all, "public"] as const,
  choices: () => [...superviseActivityKeys.all, "choices"] as const,
  mine: () => [...superviseActivityKeys.all, "mine"] as const,
  form: (id: number) => [...superviseActivityKeys.all, "form", id] as const,
  origins: (termId: number | undefined) => [...superviseActivityKeys.all, "origins", termId] as const,
};

/** The ProTable requests: the back-office list and an activity's students. */
export const superviseActivityApi = {
  list: (input: Partial<SuperviseActivityListInput>) => call(api.list, input),
  students: (input: Partial<SuperviseActivityStudentsInput> & { id: number }) => call(api.students, input),
};

/** The public list (督导活动). */
export function usePublicSuperviseActivities() {
  return useQuery({ queryKey: superviseActivityKeys.public(), queryFn: () => call(api.publicList, { pageSize: 50 }) });
}

/** Activities to pick from (学生评教 screen). */
export function useSuperviseActivityChoices() {
  return useQuery({ queryKey: superviseActivityKeys.choices(), queryFn: () => call(api.list, { pageSize: 100 }) });
}

/** The personal centre: a student's open activities, a teacher's results. */
export function useMySuperviseActivities() {
  return useQuery({ queryKey: superviseActivityKeys.mine(), queryFn: () => call(api.mine, {}) });
}

/** A student's form of one activity (errors are shown by the page, not the HTTP client). */
export function useSuperviseActivityForm(id: number) {
  return useQuery({
    queryKey: superviseActivityKeys.form(id),
    queryFn: () => call(api.form, { id }, { silent: true }),
    retry: false,
  });
}

/** Origin (开课) choices of a term, for the activity form. */
export function useOriginChoices(termId: number | undefined) {
  return useQuery({
    queryKey: superviseActivityKeys.origins(termId),
    queryFn: () => call(baseEndpoints.kv.courseOrigin, { termId: termId as number }),
    enabled: !!termId,
  });
}

/** Opens an activity for editing (its detail, handed to `onOpen`). */
export function useOpenSuperviseActivity(onOpen: (a: SuperviseActivityDetail) => void) {
  return useAction((id: number) => call(api.detail, { id }), { onSuccess: onOpen });
}

/** An activity's results per teacher (managers), handed to `onLoaded`. */
export function useSuperviseActivityResults(onLoaded: (r: SuperviseActivityResults) => void) {
  return useAction((id: number) => call(api.results, { id }), { onSuccess: onLoaded });
}

/** A teacher's own result in an activity, handed to `onLoaded`. */
export function useMySuperviseActivityResult(onLoaded: (r: SuperviseActivityResults) => void) {
  return useAction((id: number) => call(api.result, { id }), { onSuccess: onLoaded });
}

export function useSaveSuperviseActivity(onDone: () => void) {
  return useAction((input: SuperviseActivitySaveInput) => call(api.save, input), {
    success: "活动已保存",
    invalidate: [superviseActivityKeys.all],
    onSuccess: onDone,
  });
}

export function useRemoveSuperviseActivity(onDone: () => void) {
  return useAction((id: number) => call(api.remove, { id }), {
    success: "已删除",
    invalidate: [superviseActivityKeys.all],
    onSuccess: onDone,
  });
}

/** A student's evaluation of one offering; the activity's form is read again after it. */
export function useSubmitSuperviseActivity(activityId: number, onDone: () => void) {
  return useAction((input: SuperviseActivitySubmitInput) => call(api.submit, input), {
    success: (r) => `评价已提交：${r.total} 分（${r.level}）`,
    invalidate: [superviseActivityKeys.form(activityId)],
    onSuccess: onDone,
  });
}
