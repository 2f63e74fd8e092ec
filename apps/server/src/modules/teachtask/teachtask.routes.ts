import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TaskProgressService } from "./teachtask.progress.js";
import type { TeachTaskService } from "./teachtask.service.js";

const api = endpoints.teachtask;

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
    endpoint: api.mine,
    handler: ({ input, user }) => taskProgress.mine(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.evidence.submit,
    log: "提交任务材料",
    handler: ({ input, user }) => taskProgress.submit(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.evidence.file,
    handler: async ({ params, user, req, reply }) => {
      await taskProgress.sendFile(req, reply, params.id, params.fileId, user, (task) =>
        teachTasks.mayManage(task, user),
      );
      return reply;
    },
  });

  /* ---------- managers ---------- */
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => teachTasks.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.choices,
    handler: ({ user }) => teachTasks.choices(user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => teachTasks.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存教学任务",
    handler: ({ input, user }) => teachTasks.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.delete,
    log: "删除教学任务",
    handler: async ({ input, user }) => {
      await teachTasks.remove(input.id, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.progress,
    handler: ({ input, user }) => teachTasks.progressView(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.review,
    log: "确认任务材料",
    handler: async ({ input, user }) => {
      await teachTasks.review(input, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.remind,
    log: "提醒完成教学任务",
    handler: ({ input, user }) => teachTasks.remind(input.id, input.teacherIds, user),
  });
}
