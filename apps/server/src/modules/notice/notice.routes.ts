import { noticeListSchema, noticeReadSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { NoticeService } from "./notice.service.js";

export function registerNoticeRoutes(app: FastifyInstance, deps: RouteDeps & { notices: NoticeService }) {
  defineRoute(app, deps, {
    url: "/api/l/base/notice/list",
    access: "login",
    input: noticeListSchema,
    handler: ({ input, user }) => deps.notices.list(user.userId, input),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/notice/read",
    access: "login",
    input: noticeReadSchema,
    handler: ({ input, user }) => deps.notices.read(user.userId, input),
  });
}
