import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TaskService } from "./supervise.task.service.js";

const api = endpoints.supervise.task;

/** Supervision tasks: the back office, the task assistants and the evaluators' own tasks. */
export function registerTaskRoutes(app: FastifyInstance, deps: RouteDeps & { tasks: TaskService }) {
  const { tasks } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => tasks.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.remove,
    log: "删除督导任务",
    handler: async ({ input }) => {
      await tasks.remove(input.id);
      return null;
    },
  });
  // Managers and a task's assistants arrange tasks: the object rule is checked in the service.
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => tasks.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存督导任务",
    handler: ({ input, user }) => tasks.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.lessonOptions,
    handler: ({ input, user }) => tasks.lessonOptions(input.courseId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.assisted,
    handler: ({ input, user }) => tasks.assisted(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.mine,
    handler: ({ user }) => tasks.mine(user),
  });
}
