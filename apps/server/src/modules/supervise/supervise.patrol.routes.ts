import {
  emptySchema,
  idInputSchema,
  idSchema,
  patrolGrabSchema,
  patrolListSchema,
  patrolSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { PatrolService } from "./supervise.patrol.service.js";

/** Patrol: the live wall and records (supervisors and experts write; managers read all). */
export function registerPatrolRoutes(app: FastifyInstance, deps: RouteDeps & { patrols: PatrolService }) {
  const { patrols } = deps;
  defineRoute(app, deps, {
    url: "/api/l/supervise/patrol/wall",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => patrols.wall(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/patrol/classroom",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => patrols.classroom(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/patrol/grab",
    access: "login",
    input: patrolGrabSchema,
    log: "巡课抓拍",
    handler: ({ input, user }) => patrols.grab(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/patrol/photo/:fileId",
    method: "GET",
    access: "login",
    params: z.object({ fileId: idSchema }),
    handler: ({ params, user, req, reply }) => patrols.sendPhoto(req, reply, params.fileId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/patrol/save",
    access: "login",
    input: patrolSaveSchema,
    log: "保存巡课记录",
    handler: ({ input, user }) => patrols.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/patrol/list",
    access: { perm: "business.superviseTask" },
    input: patrolListSchema,
    handler: ({ input }) => patrols.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/patrol/detail",
    access: { perm: "business.superviseTask" },
    input: idInputSchema,
    handler: ({ input }) => patrols.detail(input.id),
  });
}
