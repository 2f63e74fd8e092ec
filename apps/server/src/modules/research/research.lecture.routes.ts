import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LectureService } from "./research.lecture.service.js";

const api = endpoints.research.lecture;
const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

/** /lecture and /detail/{id}/{status}, personal centre 我的说课, back office 说课管理. */
export function registerLectureRoutes(app: FastifyInstance, deps: RouteDeps & { lectures: LectureService }) {
  const { lectures } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => lectures.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user, req }) => lectures.detail(input.id, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    endpoint: api.evaluate,
    log: "评价说课",
    handler: ({ input, user }) => lectures.evaluate(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.mine,
    handler: ({ input, user }) => lectures.mine(input, user),
  });

  defineRoute(app, deps, {
    endpoint: api.admin.list,
    handler: ({ input }) => lectures.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.choices,
    handler: ({ user }) => lectures.choices(user),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.save,
    log: "保存说课",
    handler: ({ input, user }) => lectures.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.delete,
    log: "删除说课",
    handler: ({ input }) => lectures.remove(input.ids),
  });
}
