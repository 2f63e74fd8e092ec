import { emptySchema, idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type SuperviseEvaluationDetail,
  type SuperviseEvaluationRow,
  type SuperviseFreeOptions,
  type SuperviseLessonOptions,
  type SuperviseLiveClassroom,
  type SuperviseMyTask,
  type SupervisePatrolPhoto,
  type SupervisePatrolRow,
  type SuperviseStatisticsResult,
  type SuperviseTaskDetail,
  type SuperviseTaskRow,
  superviseEvaluationListSchema,
  superviseEvaluationReplySchema,
  superviseEvaluationSaveSchema,
  superviseEvaluationStartSchema,
  superviseFreeOptionsSchema,
  superviseLessonOptionsSchema,
  supervisePatrolGrabSchema,
  supervisePatrolListSchema,
  supervisePatrolPhotoParamsSchema,
  supervisePatrolSaveSchema,
  superviseStatisticsSchema,
  superviseTaskListSchema,
  superviseTaskSaveSchema,
} from "../supervise-task.js";

/* Supervision tasks, evaluations, statistics and patrol (endpoints.supervise.*). */

/** The 督导任务 screen: managers of supervision. */
const manageTasks = { perm: "business.superviseTask" } as const;

export const superviseTaskEndpoints = {
  list: endpoint({
    path: "/api/m/supervise/task/list",
    access: manageTasks,
    input: superviseTaskListSchema,
    output: out<ListResult<SuperviseTaskRow>>(),
    summary: "督导任务列表，附进度（已提交 / 应完成）",
  }),
  remove: endpoint({
    path: "/api/m/supervise/task/delete",
    access: manageTasks,
    input: idInputSchema,
    output: out<null>(),
    summary: "删除督导任务；已有评价 409；记操作日志",
  }),
  detail: endpoint({
    path: "/api/l/supervise/task/detail",
    access: "login",
    input: idInputSchema,
    output: out<SuperviseTaskDetail>(),
    summary: "一个督导任务（听课对象、每位评价人的进度）：督导管理员或该任务的助理",
  }),
  save: endpoint({
    path: "/api/l/supervise/task/save",
    access: "login",
    input: superviseTaskSaveSchema,
    output: out<{ id: number }>(),
    summary: "新建或修改督导任务（评价人、助理、听课对象、时段、次数）：督导管理员或该任务的助理；记操作日志",
  }),
  lessonOptions: endpoint({
    path: "/api/l/supervise/lesson/options",
    access: "login",
    input: superviseLessonOptionsSchema,
    output: out<SuperviseLessonOptions>(),
    summary: "一门课程的小节，供安排听课：督导管理员或任务助理，否则 403",
  }),
  assisted: endpoint({
    path: "/api/l/supervise/task/assisted",
    access: "login",
    input: superviseTaskListSchema,
    output: out<ListResult<SuperviseTaskRow>>(),
    summary: "调用者协助的督导任务（个人中心 任务协助）",
  }),
  mine: endpoint({
    path: "/api/l/supervise/task/mine",
    access: "login",
    input: emptySchema,
    output: out<SuperviseMyTask[]>(),
    summary: "调用者作为评价人的听课任务，附本人进度与每个听课对象的状态",
  }),
};

export const superviseEvaluationEndpoints = {
  manage: endpoint({
    path: "/api/m/supervise/evaluation/list",
    access: manageTasks,
    input: superviseEvaluationListSchema,
    output: out<ListResult<SuperviseEvaluationRow>>(),
    summary: "全部已提交的听课评价（督导管理员、专家组长）",
  }),
  freeOptions: endpoint({
    path: "/api/l/supervise/free/options",
    access: "login",
    input: superviseFreeOptionsSchema,
    output: out<SuperviseFreeOptions>(),
    summary: "自由听课的可选项：设置是否允许、本人评价人类型可用的模板、courseId 的小节",
  }),
  start: endpoint({
    path: "/api/l/supervise/evaluation/start",
    access: "login",
    input: superviseEvaluationStartSchema,
    output: out<{ id: number }>(),
    summary: "打开（或新建）评价草稿：任务的听课对象，或自由听课的课程小节与模板（设置允许时）",
  }),
  detail: endpoint({
    path: "/api/l/supervise/evaluation/detail",
    access: "login",
    input: idInputSchema,
    output: out<SuperviseEvaluationDetail>(),
    summary: "一份评价（表单、评分、笔记、回放或直播流、可做的操作）：按对象规则，无权 404",
  }),
  save: endpoint({
    path: "/api/l/supervise/evaluation/save",
    access: "login",
    input: superviseEvaluationSaveSchema,
    output: out<{ rev: number; total: number; level: string }>(),
    summary: "保存草稿：按 rev 防止旧页面覆盖（409）；已提交 409",
  }),
  submit: endpoint({
    path: "/api/l/supervise/evaluation/submit",
    access: "login",
    input: superviseEvaluationSaveSchema,
    output: out<{ total: number; level: string }>(),
    summary: "提交评价（只一次）：须评完全部指标与必答题，截止时间含补交天数；记操作日志",
  }),
  reply: endpoint({
    path: "/api/l/supervise/evaluation/reply",
    access: "login",
    input: superviseEvaluationReplySchema,
    output: out<null>(),
    summary: "被评价教师回复评价（设置允许教师查看时）；记操作日志",
  }),
  written: endpoint({
    path: "/api/l/supervise/evaluation/written",
    access: "login",
    input: superviseEvaluationListSchema,
    output: out<ListResult<SuperviseEvaluationRow>>(),
    summary: "调用者写的评价（草稿与已提交）",
  }),
  received: endpoint({
    path: "/api/l/supervise/evaluation/received",
    access: "login",
    input: superviseEvaluationListSchema,
    output: out<ListResult<SuperviseEvaluationRow>>(),
    summary: "调用者所授课程收到的已提交评价（设置不允许教师查看时为空）",
  }),
  all: endpoint({
    path: "/api/l/supervise/evaluation/all",
    access: "login",
    input: superviseEvaluationListSchema,
    output: out<ListResult<SuperviseEvaluationRow>>(),
    summary: "专家组长（个人中心 专家管理）：全部已提交的评价；其他人 403",
  }),
};

export const superviseStatisticsEndpoints = {
  get: endpoint({
    path: "/api/m/supervise/statistics",
    access: manageTasks,
    input: superviseStatisticsSchema,
    output: out<SuperviseStatisticsResult>(),
    summary: "督导统计：按教师、院系、课程类型、评价指标、评价人工作量、学期趋势",
  }),
  export: endpoint({
    path: "/api/m/supervise/statistics/export",
    method: "GET",
    access: manageTasks,
    kind: "file",
    input: superviseStatisticsSchema,
    output: out<never>(),
    summary: "督导统计导出为 xlsx（督导统计.xlsx），维度同统计",
  }),
};

export const supervisePatrolEndpoints = {
  wall: endpoint({
    path: "/api/l/supervise/patrol/wall",
    access: "login",
    input: emptySchema,
    output: out<SuperviseLiveClassroom[]>(),
    summary: "巡课墙：正在直播的教室及其签名播放地址（督导、专家）",
  }),
  classroom: endpoint({
    path: "/api/l/supervise/patrol/classroom",
    access: "login",
    input: idInputSchema,
    output: out<SuperviseLiveClassroom>(),
    summary: "一个直播教室（巡课）",
  }),
  grab: endpoint({
    path: "/api/l/supervise/patrol/grab",
    access: "login",
    input: supervisePatrolGrabSchema,
    output: out<SupervisePatrolPhoto>(),
    summary: "巡课抓拍：直播画面的一帧存为私有图片，返回 fileId 与受控地址；记操作日志",
  }),
  photo: endpoint({
    path: "/api/l/supervise/patrol/photo/:fileId",
    method: "GET",
    access: "login",
    kind: "file",
    params: supervisePatrolPhotoParamsSchema,
    output: out<never>(),
    summary: "巡课照片：巡课人、督导管理员、被巡教师（设置允许教师查看时）可看，其他人 404",
  }),
  save: endpoint({
    path: "/api/l/supervise/patrol/save",
    access: "login",
    input: supervisePatrolSaveSchema,
    output: out<{ id: number }>(),
    summary: "保存巡课记录（教室、准时、秩序、教学状态、抓拍照片、备注）；记操作日志",
  }),
  list: endpoint({
    path: "/api/m/supervise/patrol/list",
    access: manageTasks,
    input: supervisePatrolListSchema,
    output: out<ListResult<SupervisePatrolRow>>(),
    summary: "巡课记录列表（督导管理员）",
  }),
  detail: endpoint({
    path: "/api/m/supervise/patrol/detail",
    access: manageTasks,
    input: idInputSchema,
    output: out<SupervisePatrolRow>(),
    summary: "一条巡课记录",
  }),
};
