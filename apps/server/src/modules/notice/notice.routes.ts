import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { NoticeService } from "./notice.service.js";

const api = endpoints.notice;

export function registerNoticeRoutes(app: FastifyInstance, deps: RouteDeps & { notices: NoticeService }) {
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => deps.notices.list(user.userId, input),
  });
  defineRoute(app, deps, {
    endpoint: api.read,
    handler: ({ input, user }) => deps.notices.read(user.userId, input),
  });
  defineRoute(app, deps, {
    endpoint: api.switches,
    handler: ({ user }) => deps.notices.switches(user.userId),
  });
  defineRoute(app, deps, {
    endpoint: api.saveSwitch,
    handler: ({ input, user }) => deps.notices.saveSwitch(user.userId, input),
  });
}
