import { type CurriculumListInput, type CurriculumSaveInput, timetableEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call, upload, urlOf } from "../../api/call";
import { ApiError } from "../../api/http";

const api = timetableEndpoints;

/** Query keys of the timetable feature. */
export const timetableKeys = {
  all: ["timetable"] as const,
  week: (week?: number) => [...timetableKeys.all, "week", week ?? 0] as const,
};

/** The caller's week of the current semester (default: this week). */
export function useTimetableWeek(week?: number) {
  return useQuery({ queryKey: timetableKeys.week(week), queryFn: () => call(api.week, week ? { week } : {}) });
}

/** A page of 课表管理 (ProTable's request). */
export const listCurriculum = (input: CurriculumListInput) => call(api.curriculum.list, input);

export const CURRICULUM_TEMPLATE_URL = urlOf(api.curriculum.template);

/** Corrects one lesson. */
export function useSaveLesson(onSaved: () => void) {
  return useAction((input: CurriculumSaveInput) => call(api.curriculum.save, input), { onSuccess: onSaved });
}

/** Deletes lessons. */
export function useRemoveLessons(onDone: () => void) {
  return useAction((ids: number[]) => call(api.curriculum.delete, { ids }), { success: "已删除", onSuccess: onDone });
}

/**
 * Imports the xlsx. Silent: a refusal's message (its lines name the wrong rows) goes to
 * `onRefused` for the page to list.
 */
export function useImportCurriculum(onImported: () => void, onRefused: (message: string) => void) {
  return useAction(
    (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return upload(api.curriculum.import, form, { silent: true }).catch((e: unknown) => {
        onRefused(e instanceof ApiError ? e.message : "导入失败");
        throw e;
      });
    },
    { success: (r) => `已导入${r.imported}节课（${r.classes}个班级）`, onSuccess: onImported },
  );
}
