import {
  type AnalysisDetail,
  type AnalysisFramesInput,
  type AnalysisListInput,
  type AnalysisOptionsInput,
  type AnalysisStatus,
  type ClassroomSettingsInput,
  classroomEndpoints,
  type LessonCandidatesInput,
  resourceEndpoints,
  type WarningStatsInput,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call, urlOf } from "../../api/call";

const api = classroomEndpoints;
// Page queries are silent: QueryState shows the server's message (e.g. "AI课堂分析功能已关闭").
const silent = { silent: true } as const;
/** How often a page polls a lesson whose job is queued or running. */
export const JOB_POLL_MS = 3000;

/** Query keys of AI classroom analysis. */
export const classroomKeys = {
  all: ["classroom"] as const,
  lists: () => [...classroomKeys.all, "list"] as const,
  list: (input: AnalysisListInput) => [...classroomKeys.lists(), input] as const,
  options: (input: AnalysisOptionsInput) => [...classroomKeys.all, "options", input] as const,
  candidates: (input: LessonCandidatesInput) => [...classroomKeys.all, "candidates", input] as const,
  detail: (id: number) => [...classroomKeys.all, "detail", id] as const,
  frames: (input: AnalysisFramesInput) => [...classroomKeys.all, "frames", input] as const,
  mine: (termId?: number) => [...classroomKeys.all, "mine", termId ?? "all"] as const,
  warnings: (input: WarningStatsInput) => [...classroomKeys.all, "warnings", input] as const,
  liveHeadUp: (liveIds: number[]) => [...classroomKeys.all, "liveHeadUp", liveIds] as const,
  settings: () => [...classroomKeys.all, "settings"] as const,
};

export const isActive = (s: AnalysisStatus | null | undefined) => s === "queued" || s === "running";

/** A page of analysed lessons (ProTable's request); polled by the page while a job runs. */
export const listAnalyses = (input: AnalysisListInput) => call(api.list, input);

export function useAnalysisList(input: AnalysisListInput) {
  return useQuery({
    queryKey: classroomKeys.list(input),
    queryFn: () => call(api.list, input, silent),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((r) => isActive(r.status)) ? JOB_POLL_MS : false),
  });
}

/** The filters' options, narrowed by organization and term. */
export function useAnalysisOptions(input: AnalysisOptionsInput) {
  return useQuery({
    queryKey: classroomKeys.options(input),
    queryFn: () => call(api.options, input, silent),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCandidates(input: LessonCandidatesInput, enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.candidates(input),
    queryFn: () => call(api.candidates, input, silent),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One lesson's report; polled while its job is queued or running. */
export function useAnalysisDetail(id: number) {
  return useQuery({
    queryKey: classroomKeys.detail(id),
    queryFn: () => call(api.detail, { id }, silent),
    enabled: id > 0,
    retry: false,
    refetchInterval: (q) => (isActive((q.state.data as AnalysisDetail | undefined)?.status) ? JOB_POLL_MS : false),
  });
}

export function useAnalysisFrames(input: AnalysisFramesInput) {
  return useQuery({
    queryKey: classroomKeys.frames(input),
    queryFn: () => call(api.frames, input, silent),
    enabled: input.id > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMyAnalysis(termId?: number) {
  return useQuery({
    queryKey: classroomKeys.mine(termId),
    queryFn: () => call(api.mine, termId ? { termId } : {}, silent),
    retry: false,
  });
}

export function useWarningStats(input: WarningStatsInput) {
  return useQuery({
    queryKey: classroomKeys.warnings(input),
    queryFn: () => call(api.warnings, input, silent),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useClassroomSettings() {
  return useQuery({ queryKey: classroomKeys.settings(), queryFn: () => call(api.settings, {}, silent), retry: false });
}

export function useSaveClassroomSettings() {
  return useAction((input: ClassroomSettingsInput) => call(api.saveSettings, input), {
    success: "设置已保存",
    invalidate: [classroomKeys.settings()],
  });
}

/** Runs or re-runs the analysis of a recording. */
export function useRunAnalysis(onDone?: () => void) {
  return useAction((resourceId: number) => call(api.run, { resourceId }), {
    success: "已加入分析队列",
    invalidate: [classroomKeys.all],
    onSuccess: () => onDone?.(),
  });
}

export function useCancelAnalysis(onDone?: () => void) {
  return useAction((id: number) => call(api.cancel, { id }), {
    success: "已取消分析",
    invalidate: [classroomKeys.all],
    onSuccess: () => onDone?.(),
  });
}

export function useSaveFias(id: number) {
  return useAction((codes: number[]) => call(api.fiasSave, { id, codes }), {
    success: "FIAS 编码已保存",
    invalidate: [classroomKeys.detail(id)],
  });
}

/** Where the player streams a lesson's recording (the resource file stream, range requests). */
export const lessonVideoUrl = (fileId: number) => urlOf(resourceEndpoints.file.stream, undefined, { id: fileId });
/** One sampled frame (JPEG) of a lesson. */
export const frameImageUrl = (id: number, sampleId: number) => urlOf(api.frameImage, undefined, { id, sampleId });
/** The lesson's report as a PDF. */
export const reportPdfUrl = (id: number) => urlOf(api.report, undefined, { id });

/** The warnings' xlsx export with the same filters as the page (blank ones left out). */
export function warningsExportUrl(input: WarningStatsInput): string {
  const query: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(input))
    if (v !== undefined && v !== null && v !== "" && k !== "pageNo" && k !== "pageSize")
      query[k] = v as string | number;
  return urlOf(api.warningsExport, undefined, query);
}
