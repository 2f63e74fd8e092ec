import { idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type MySuperviseActivities,
  type SuperviseActivityDetail,
  type SuperviseActivityForStudent,
  type SuperviseActivityResults,
  type SuperviseActivityRow,
  type SuperviseActivityStudentRow,
  superviseActivityListSchema,
  superviseActivityMineSchema,
  superviseActivityResultSchema,
  superviseActivitySaveSchema,
  superviseActivityStudentsSchema,
  superviseActivitySubmitSchema,
} from "../supervise-activity.js";

/* 业务管理 › 督导活动 and 督导管理 › 评教活动 are the same screen in two menus. */
const manageActivities = { perm: ["business.superviseActivity", "supervisor.activity"] } as const;
const participation = {
  perm: ["business.superviseActivityStudent", "business.superviseActivity", "supervisor.activity"],
} as const;

/** 督导活动 / 学生评教: back office, students and teachers, the public list. */
export const superviseActivityEndpoints = {
  publicList: endpoint({
    path: "/api/c/supervise/activity/list",
    reads: true,
    access: "guest",
    input: superviseActivityListSchema,
    output: out<ListResult<SuperviseActivityRow>>(),
    summary: "督导活动公开列表",
  }),
  list: endpoint({
    path: "/api/m/supervise/activity/list",
    access: participation,
    input: superviseActivityListSchema,
    output: out<ListResult<SuperviseActivityRow>>(),
    summary: "督导活动列表（后台），附参评课程数与提交数",
  }),
  detail: endpoint({
    path: "/api/m/supervise/activity/detail",
    access: manageActivities,
    input: idInputSchema,
    output: out<SuperviseActivityDetail>(),
    summary: "一个督导活动及其参评课程",
  }),
  save: endpoint({
    path: "/api/m/supervise/activity/save",
    access: manageActivities,
    input: superviseActivitySaveSchema,
    output: out<{ id: number }>(),
    summary: "新建或修改督导活动（学期、模板、时段、参评开课）；记操作日志",
  }),
  remove: endpoint({
    path: "/api/m/supervise/activity/delete",
    access: manageActivities,
    input: idInputSchema,
    output: out<null>(),
    summary: "删除督导活动；已有学生评价 409；记操作日志",
  }),
  results: endpoint({
    path: "/api/m/supervise/activity/results",
    access: manageActivities,
    input: superviseActivityResultSchema,
    output: out<SuperviseActivityResults>(),
    summary: "活动结果，按教师汇总（不显示学生）；teacherId 只看一人",
  }),
  students: endpoint({
    path: "/api/m/supervise/activity/students",
    access: participation,
    input: superviseActivityStudentsSchema,
    output: out<ListResult<SuperviseActivityStudentRow>>(),
    summary: "学生参评情况（应评、已评），不含评价内容",
  }),
  mine: endpoint({
    path: "/api/l/supervise/activity/mine",
    access: "login",
    input: superviseActivityMineSchema,
    output: out<MySuperviseActivities>(),
    summary: "个人中心：学生待评的活动、教师的活动结果",
  }),
  form: endpoint({
    path: "/api/l/supervise/activity/form",
    access: "login",
    input: idInputSchema,
    output: out<SuperviseActivityForStudent>(),
    summary: "学生评教：活动的表单与本人的参评课程（是否已评）",
  }),
  submit: endpoint({
    path: "/api/l/supervise/activity/submit",
    access: "login",
    input: superviseActivitySubmitSchema,
    output: out<{ total: number; level: string }>(),
    summary: "学生提交评价（每门参评课程一次，匿名）；记操作日志",
  }),
  result: endpoint({
    path: "/api/l/supervise/activity/result",
    access: "login",
    input: idInputSchema,
    output: out<SuperviseActivityResults>(),
    summary: "教师本人在活动中的结果",
  }),
};
