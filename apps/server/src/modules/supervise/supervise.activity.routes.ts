import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SuperviseActivityService } from "./supervise.activity.service.js";

const api = endpoints.supervise.activity;

/**
 * Supervision activities: back office (业务管理 › 督导活动 and 督导管理 › 评教活动 are the same
 * screen in two menus, plus 学生评教), students and teachers, the public list.
 */
export function registerActivityRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { activities: SuperviseActivityService },
) {
  const { activities } = deps;
  defineRoute(app, deps, {
    endpoint: api.publicList,
    handler: ({ input }) => activities.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => activities.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input }) => activities.detail(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存督导活动",
    handler: ({ input, user }) => activities.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.remove,
    log: "删除督导活动",
    handler: async ({ input }) => {
      await activities.remove(input.id);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.results,
    handler: ({ input }) => activities.results(input.id, input.teacherId),
  });
  defineRoute(app, deps, {
    endpoint: api.students,
    handler: ({ input }) => activities.students(input),
  });
  defineRoute(app, deps, {
    endpoint: api.mine,
    handler: ({ user }) => activities.mine(user),
  });
  defineRoute(app, deps, {
    endpoint: api.form,
    handler: ({ input, user }) => activities.forStudent(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submit,
    log: "提交学生评价",
    handler: ({ input, user }) => activities.submit(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.result,
    handler: ({ input, user }) => activities.myResult(input.id, user),
  });
}
