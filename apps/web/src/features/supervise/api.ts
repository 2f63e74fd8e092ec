import type {
  ListResult,
  SuperviseSetting,
  TemplateBasicInput,
  TemplateDetail,
  TemplateFormSaveInput,
  TemplateListInput,
  TemplateRow,
  WordRow,
  WordSaveInput,
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
  saveWord: (input: Partial<WordSaveInput>) => http.post<{ id: number }>("/api/m/supervise/word/save", input),
  removeWords: (ids: number[]) => http.post<null>("/api/m/supervise/word/delete", { ids }),
};

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: ["supervise", "template", id],
    queryFn: () => templateApi.detail(id as number),
    enabled: !!id,
  });
}
