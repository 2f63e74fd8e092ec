import { type InputOf, type SuperviseTemplateListInput, superviseEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.template;

/** Query keys of evaluation templates. */
export const superviseTemplateKeys = {
  all: ["supervise", "template"] as const,
  ready: () => [...superviseTemplateKeys.all, "ready"] as const,
  detail: (id: number | null) => [...superviseTemplateKeys.all, "detail", id] as const,
};

/** A page of templates (the ProTable request). */
export const listTemplates = (input: Partial<SuperviseTemplateListInput>) => call(api.list, input);

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: superviseTemplateKeys.detail(id),
    queryFn: () => call(api.detail, { id: id as number }),
    enabled: !!id,
  });
}

/** Templates usable for new evaluations, for a task's or an activity's form. */
export function useReadyTemplates() {
  return useQuery({
    queryKey: superviseTemplateKeys.ready(),
    queryFn: () => call(api.list, { ready: true, pageSize: 100 }),
  });
}

/** Step 1 (name, course types, evaluator kinds, mode). */
export function useSaveTemplate(onSaved: (id: number) => void) {
  return useAction((input: InputOf<typeof api.save>) => call(api.save, input), {
    success: "已保存，请设置评价指标",
    invalidate: [superviseTemplateKeys.all],
    onSuccess: (r) => onSaved(r.id),
  });
}

/** Step 2 (the whole form). */
export function useSaveTemplateForm(onSaved: () => void) {
  return useAction((input: InputOf<typeof api.saveForm>) => call(api.saveForm, input), {
    success: "评价指标已保存",
    invalidate: [superviseTemplateKeys.all],
    onSuccess: onSaved,
  });
}

export function useCopyTemplate(onDone: () => void) {
  return useAction((id: number) => call(api.copy, { id }), {
    success: "已复制为新版本",
    invalidate: [superviseTemplateKeys.all],
    onSuccess: onDone,
  });
}

export function useRemoveTemplate(onDone: () => void) {
  return useAction((id: number) => call(api.remove, { ids: [id] }), {
    success: "已删除",
    invalidate: [superviseTemplateKeys.all],
    onSuccess: onDone,
  });
}
