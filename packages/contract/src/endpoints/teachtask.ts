import { idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type MyTeachTaskList,
  type TeachTaskChoices,
  type TeachTaskDetail,
  type TeachTaskItemProgress,
  type TeachTaskList,
  type TeachTaskProgress,
  teachTaskEvidenceFileSchema,
  teachTaskEvidenceSchema,
  teachTaskListSchema,
  teachTaskRemindSchema,
  teachTaskReviewSchema,
  teachTaskSaveSchema,
} from "../teachtask.js";

/**
 * 个人中心 → 教学任务 (/user/task, task/item, task/activity): teachers see their tasks and hand in
 * evidence; administrators and group leaders give tasks and follow completion. Rights are
 * decided per task by the services.
 */
export const teachtaskEndpoints = {
  mine: endpoint({
    path: "/api/l/teach-task/mine",
    access: "login",
    input: teachTaskListSchema,
    output: out<MyTeachTaskList>(),
    summary: "我的教学任务：分配给调用者的任务，每项附完成进度",
  }),
  evidence: {
    submit: endpoint({
      path: "/api/l/teach-task/evidence/submit",
      access: "login",
      input: teachTaskEvidenceSchema,
      output: out<TeachTaskItemProgress>(),
      summary:
        "提交（或修改）一项任务的完成说明和附件（仅自己上传的文件）；已确认完成的项409；返回该项进度；记操作日志",
    }),
    file: endpoint({
      path: "/api/l/teach-task/evidence/:id/file/:fileId",
      method: "GET",
      kind: "file",
      access: "login",
      params: teachTaskEvidenceFileSchema,
      output: out<Blob>(),
      summary: "材料附件：提交的教师本人和任务的管理者可看（其他人403）",
    }),
  },

  /* ---------- managers ---------- */
  list: endpoint({
    path: "/api/l/teach-task/list",
    access: "login",
    input: teachTaskListSchema,
    output: out<TeachTaskList>(),
    summary: "调用者管理的教学任务（管理员：全部；组长：本组），附完成人数；canCreate：能否布置任务",
  }),
  choices: endpoint({
    path: "/api/l/teach-task/choices",
    access: "login",
    output: out<TeachTaskChoices>(),
    summary: "布置任务时可选的对象：调用者领导的教研组（管理员：全部组、机构、全体教师）和活动；非管理员又非组长403",
  }),
  detail: endpoint({
    path: "/api/l/teach-task/detail",
    access: "login",
    input: idInputSchema,
    output: out<TeachTaskDetail>(),
    summary: "一个任务（管理者）：对象、教师和任务项",
  }),
  save: endpoint({
    path: "/api/l/teach-task/save",
    access: "login",
    input: teachTaskSaveSchema,
    output: out<{ id: number }>(),
    summary: "新建或修改教学任务（管理员、组长）；新分配的教师收到站内消息；记操作日志",
  }),
  delete: endpoint({
    path: "/api/l/teach-task/delete",
    access: "login",
    input: idInputSchema,
    output: out<null>(),
    summary: "删除教学任务（管理者）；记操作日志",
  }),
  progress: endpoint({
    path: "/api/l/teach-task/progress",
    access: "login",
    input: idInputSchema,
    output: out<TeachTaskProgress>(),
    summary: "完成情况：每位教师每项的进度，按教研组汇总",
  }),
  review: endpoint({
    path: "/api/l/teach-task/review",
    access: "login",
    input: teachTaskReviewSchema,
    output: out<null>(),
    summary: "确认或退回教师的材料（仅自由任务项，退回须填意见）；不在待确认状态409；教师收到站内消息；记操作日志",
  }),
  remind: endpoint({
    path: "/api/l/teach-task/remind",
    access: "login",
    input: teachTaskRemindSchema,
    output: out<{ reminded: number }>(),
    summary: "以站内消息提醒所选（默认全部）未完成的教师；返回提醒人数；记操作日志",
  }),
};
