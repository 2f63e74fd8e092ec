import {
  idInputSchema,
  supActivityListSchema,
  supActivityResultSchema,
  supActivitySaveSchema,
  supActivityStudentsSchema,
  supActivitySubmitSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ActivityService } from "./supervise.activity.service.js";

/** Supervision activities: back office (督导活动, 学生评教), students and teachers, the public list. */
export function registerActivityRoutes(app: FastifyInstance, deps: RouteDeps & { activities: ActivityService }) {
  const { activities } = deps;
  // 业务管理 › 督导活动 and 督导管理 › 评教活动 are the same screen in two menus.
  const manage = { perm: ["business.superviseActivity", "supervisor.activity"] } as const;
  const participation = {
    perm: ["business.superviseActivityStudent", "business.superviseActivity", "supervisor.activity"],
  } as const;
  defineRoute(app, deps, {
    url: "/api/c/supervise/activity/list",
    access: "guest",
    input: supActivityListSchema,
    handler: ({ input }) => activities.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/activity/list",
    access: participation,
    input: supActivityListSchema,
    handler: ({ input }) => activities.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/activity/detail",
    access: manage,
    input: idInputSchema,
    handler: ({ input }) => activities.detail(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/activity/save",
    access: manage,
    input: supActivitySaveSchema,
    log: "保存督导活动",
    handler: ({ input, user }) => activities.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/activity/delete",
    access: manage,
    input: idInputSchema,
    log: "删除督导活动",
    handler: ({ input }) => activities.remove(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/activity/results",
    access: manage,
    input: supActivityResultSchema,
    handler: ({ input }) => activities.results(input.id, input.teacherId),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/activity/students",
    access: participation,
    input: supActivityStudentsSchema,
    handler: ({ input }) => activities.students(input),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/activity/mine",
    access: "login",
    input: idInputSchema.partial(),
    handler: ({ user }) => activities.mine(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/activity/form",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => activities.forStudent(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/activity/submit",
    access: "login",
    input: supActivitySubmitSchema,
    log: "提交学生评价",
    handler: ({ input, user }) => activities.submit(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/activity/result",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => activities.myResult(input.id, user),
  });
}
