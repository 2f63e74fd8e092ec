import { z } from "zod";
import {
  type AnalysisDetail,
  type AnalysisFrames,
  type AnalysisList,
  type AnalysisOptions,
  type AnalysisRow,
  analysisFramesSchema,
  analysisListSchema,
  analysisOptionsSchema,
  analysisRunSchema,
  type FiasResult,
  type FrameAnalysis,
  fiasSaveSchema,
  frameImageSchema,
  type LessonCandidate,
  lessonCandidatesSchema,
  type MyAnalysisTrend,
  type NamedId,
} from "../classroom.js";
import {
  type ClassroomSettings,
  classroomSettingsSchema,
  type LiveHeadUp,
  liveHeadUpSchema,
  type WarningStats,
  warningStatsSchema,
} from "../classroom.settings.js";
import { emptySchema, idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import { idSchema } from "../validation.js";
import { classroomResearchEndpoints } from "./classroom-research.js";

/**
 * AI classroom analysis (issue 24). Lessons are read by their teacher and by holders of the
 * `supervisor.aiAnalysis` screen; the school's settings by holders of `supervisor.aiSettings`.
 */
export const classroomEndpoints = {
  /** AI research across lessons (issue 26). */
  research: classroomResearchEndpoints,
  list: endpoint({
    path: "/api/l/ai/analysis/list",
    access: "login",
    input: analysisListSchema,
    output: out<AnalysisList>(),
    summary: "课堂分析列表：教师看自己的课，持“AI课堂分析”权限者看全部；按机构、学期、课程、教师、班级、状态筛选",
  }),
  options: endpoint({
    path: "/api/l/ai/analysis/options",
    access: "login",
    input: analysisOptionsSchema,
    output: out<AnalysisOptions>(),
    summary: "筛选项：机构、学期、课程、教师、章节、班级（按机构与学期收窄）",
  }),
  candidates: endpoint({
    path: "/api/l/ai/analysis/candidates",
    access: "login",
    input: lessonCandidatesSchema,
    output: out<ListResult<LessonCandidate>>(),
    summary: "可分析的课堂录像（视频、多屏视频、直播录像），附已有分析的状态",
  }),
  run: endpoint({
    path: "/api/l/ai/analysis/run",
    access: "login",
    input: analysisRunSchema,
    output: out<AnalysisRow>(),
    summary: "分析或重新分析一节课的录像（排队，后台执行）；正在分析时拒绝",
  }),
  cancel: endpoint({
    path: "/api/l/ai/analysis/cancel",
    access: "login",
    input: idInputSchema,
    output: out<AnalysisRow>(),
    summary: "取消排队中或分析中的任务",
  }),
  detail: endpoint({
    path: "/api/l/ai/analysis/detail",
    access: "login",
    input: idInputSchema,
    output: out<AnalysisDetail>(),
    summary: "一节课的分析报告：出勤、抬头率、专注度、行为、教师轨迹、语音、S-T、FIAS、预警、任务进度",
  }),
  frames: endpoint({
    path: "/api/l/ai/analysis/frames",
    access: "login",
    input: analysisFramesSchema,
    output: out<AnalysisFrames>(),
    summary: "抽帧与检测框（核对模型用），分页",
  }),
  frameImage: endpoint({
    path: "/api/l/ai/analysis/frame-image",
    method: "GET",
    kind: "file",
    access: "login",
    input: frameImageSchema,
    output: out<Blob>(),
    summary: "一帧抽样图片（JPEG）；超过保留期后不再提供",
  }),
  fiasSave: endpoint({
    path: "/api/l/ai/analysis/fias/save",
    access: "login",
    input: fiasSaveSchema,
    output: out<FiasResult & { savedAt: string }>(),
    summary: "保存本人对这节课的 FIAS 编码（每3秒一个，1–10），返回矩阵与比率",
  }),
  report: endpoint({
    path: "/api/l/ai/analysis/report",
    method: "GET",
    kind: "file",
    access: "login",
    input: idInputSchema,
    output: out<Blob>(),
    summary: "导出一节课的分析报告 PDF",
  }),
  mine: endpoint({
    path: "/api/l/ai/analysis/mine",
    access: "login",
    input: z.object({ termId: idSchema.optional() }),
    output: out<MyAnalysisTrend>(),
    summary: "我的课堂分析：本人已分析课堂的各项指标趋势与教学类型分布",
  }),
  warnings: endpoint({
    path: "/api/l/ai/warning/list",
    access: "login",
    input: warningStatsSchema,
    output: out<WarningStats>(),
    summary: "课堂预警统计：按规则、班级、教师、日期汇总与明细（教师只看自己的）",
  }),
  warningsExport: endpoint({
    path: "/api/l/ai/warning/export",
    method: "GET",
    kind: "file",
    access: "login",
    input: warningStatsSchema,
    output: out<Blob>(),
    summary: "导出课堂预警明细 xlsx",
  }),
  liveHeadUp: endpoint({
    path: "/api/l/ai/live/head-up",
    access: "login",
    input: liveHeadUpSchema,
    output: out<LiveHeadUp[]>(),
    summary: "巡课墙：直播课堂最近一帧的人数与抬头率",
  }),
  frameAnalyse: endpoint({
    path: "/api/l/ai/frame/analyse",
    kind: "upload",
    access: "login",
    output: out<FrameAnalysis>(),
    summary: "分析一张课堂图片（multipart 字段 file：jpg、jpeg、png、webp）：人脸框、抬头、举手、站立",
  }),
  settings: endpoint({
    path: "/api/m/ai/settings/get",
    access: { perm: "supervisor.aiSettings" },
    input: emptySchema,
    output: out<ClassroomSettings & { screens: Array<{ code: string; title: string }> }>(),
    summary: "课堂分析设置：总开关、抽帧、保留期、S-T 阈值、预警规则与通知对象",
  }),
  saveSettings: endpoint({
    path: "/api/m/ai/settings/save",
    access: { perm: "supervisor.aiSettings" },
    input: classroomSettingsSchema,
    output: out<ClassroomSettings>(),
    summary: "保存课堂分析设置",
  }),
};

export type { NamedId };
