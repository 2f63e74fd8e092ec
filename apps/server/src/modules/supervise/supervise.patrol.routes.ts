import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { PatrolService } from "./supervise.patrol.service.js";

const api = endpoints.supervise.patrol;

/** Patrol: the live wall and records (supervisors and experts write; managers read all). */
export function registerPatrolRoutes(app: FastifyInstance, deps: RouteDeps & { patrols: PatrolService }) {
  const { patrols } = deps;
  defineRoute(app, deps, {
    endpoint: api.wall,
    handler: ({ user }) => patrols.wall(user),
  });
  defineRoute(app, deps, {
    endpoint: api.classroom,
    handler: ({ input, user }) => patrols.classroom(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.grab,
    log: "巡课抓拍",
    handler: ({ input, user }) => patrols.grab(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.photo,
    handler: async ({ params, user, req, reply }) => {
      await patrols.sendPhoto(req, reply, params.fileId, user);
      return reply;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存巡课记录",
    handler: ({ input, user }) => patrols.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => patrols.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input }) => patrols.detail(input.id),
  });
}
