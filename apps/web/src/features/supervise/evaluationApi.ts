import {
  type SuperviseEvaluationListInput,
  type SuperviseEvaluationSaveInput,
  superviseEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.evaluation;

/** Query keys of evaluations (听课评价). */
export const superviseEvaluationKeys = {
  all: ["supervise", "evaluation"] as const,
  detail: (id: number) => [...superviseEvaluationKeys.all, "detail", id] as const,
  free: (courseId: number | null) => [...superviseEvaluationKeys.all, "free", courseId] as const,
};

type ListInput = Partial<SuperviseEvaluationListInput>;

/** Pages of evaluations (ProTable requests), one per list. */
export const evaluationLists = {
  written: (input: ListInput) => call(api.written, input),
  received: (input: ListInput) => call(api.received, input),
  all: (input: ListInput) => call(api.all, input),
  manage: (input: ListInput) => call(api.manage, input),
};

export function useSuperviseEvaluation(id: number) {
  return useQuery({
    queryKey: superviseEvaluationKeys.detail(id),
    queryFn: () => call(api.detail, { id }),
    enabled: id > 0,
  });
}

/** What free listening offers (hidden when the setting does not allow it). */
export function useFreeOptions(courseId: number | null) {
  return useQuery({
    queryKey: superviseEvaluationKeys.free(courseId),
    queryFn: () => call(api.freeOptions, courseId ? { courseId } : {}),
  });
}

/** Opens (or creates) the draft of a task's target, handing its id to `onStarted`. */
export function useStartEvaluation(onStarted: (id: number) => void) {
  return useAction((targetId: number) => call(api.start, { targetId }), { onSuccess: (r) => onStarted(r.id) });
}

/** Free listening: a course section outside any task, with a template the caller picks. */
export function useStartFreeEvaluation(onStarted: (id: number) => void) {
  return useAction((input: { courseId: number; sectionId: number; templateId: number }) => call(api.start, input), {
    onSuccess: (r) => onStarted(r.id),
  });
}

export function useSaveEvaluationDraft(onSaved: (rev: number) => void) {
  return useAction((input: SuperviseEvaluationSaveInput) => call(api.save, input), {
    success: "草稿已保存",
    onSuccess: (r) => onSaved(r.rev),
  });
}

export function useSubmitEvaluation(onSubmitted: () => void | Promise<void>) {
  return useAction((input: SuperviseEvaluationSaveInput) => call(api.submit, input), {
    success: (r) => `评价已提交，总分 ${r.total}（${r.level}）`,
    onSuccess: onSubmitted,
    // Tasks' progress, lists and statistics all change.
    invalidate: [["supervise"]],
  });
}

export function useReplyEvaluation(id: number, onSent: () => void) {
  return useAction((reply: string) => call(api.reply, { id, reply }), {
    success: "回复已发送",
    invalidate: [superviseEvaluationKeys.detail(id)],
    onSuccess: onSent,
  });
}
