import {
  idInputSchema,
  idSchema,
  teachTaskEvidenceSchema,
  teachTaskListSchema,
  teachTaskRemindSchema,
  teachTaskReviewSchema,
  teachTaskSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TaskProgressService } from "./teachtask.progress.js";
import type { TeachTaskService } from "./teachtask.service.js";

const fileParams = z.object({ id: idSchema, fileId: idSchema });

/**
 * 个人中心 → 教学任务 (/user/task, task/item, task/activity): teachers see their tasks and hand in
 * evidence; administrators and group leaders give tasks and follow completion. Rights are
 * decided per task by the services.
 */
export function registerTeachTaskRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { teachTasks: TeachTaskService; taskProgress: TaskProgressService },
) {
  const { teachTasks, taskProgress } = deps;
  defineRoute(app, deps, {
    url: "/api/l/teach-task/mine",
    access: "login",
    input: teachTaskListSchema,
    handler: ({ input, user }) => taskProgress.mine(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/evidence/submit",
    access: "login",
    input: teachTaskEvidenceSchema,
    log: "提交任务材料",
    handler: ({ input, user }) => taskProgress.submit(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/evidence/:id/file/:fileId",
    method: "GET",
    access: "login",
    params: fileParams,
    handler: ({ params, user, req, reply }) =>
      taskProgress.sendFile(req, reply, params.id, params.fileId, user, (task) => teachTasks.mayManage(task, user)),
  });

  /* ---------- managers ---------- */
  defineRoute(app, deps, {
    url: "/api/l/teach-task/list",
    access: "login",
    input: teachTaskListSchema,
    handler: ({ input, user }) => teachTasks.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/choices",
    access: "login",
    handler: ({ user }) => teachTasks.choices(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => teachTasks.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/save",
    access: "login",
    input: teachTaskSaveSchema,
    log: "保存教学任务",
    handler: ({ input, user }) => teachTasks.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/delete",
    access: "login",
    input: idInputSchema,
    log: "删除教学任务",
    handler: ({ input, user }) => teachTasks.remove(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/progress",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => teachTasks.progressView(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/review",
    access: "login",
    input: teachTaskReviewSchema,
    log: "确认任务材料",
    handler: ({ input, user }) => teachTasks.review(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-task/remind",
    access: "login",
    input: teachTaskRemindSchema,
    log: "提醒完成教学任务",
    handler: ({ input, user }) => teachTasks.remind(input.id, input.teacherIds, user),
  });
}
