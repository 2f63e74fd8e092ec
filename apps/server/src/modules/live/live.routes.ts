import {
  idInputSchema,
  liveBindSchema,
  liveDetailSchema,
  liveListSchema,
  liveReserveSchema,
  liveSaveSchema,
  manageLiveListSchema,
  myLiveListSchema,
  pageInputSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LiveService } from "./live.service.js";

/** Visits are counted per user, or per address for guests. */
const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

export function registerLiveRoutes(app: FastifyInstance, deps: RouteDeps & { lives: LiveService }) {
  const { lives } = deps;

  /* ---------- visitors ---------- */
  defineRoute(app, deps, {
    url: "/api/c/live/list",
    access: "guest",
    input: liveListSchema,
    handler: ({ input, user }) => lives.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/live/detail",
    access: "guest",
    input: liveDetailSchema,
    handler: ({ input, user, req }) => lives.detail(input, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/reserve",
    access: "login",
    input: liveReserveSchema,
    handler: ({ input, user }) => lives.reserve(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/reservation/list",
    access: "login",
    input: pageInputSchema,
    handler: ({ input, user }) => lives.reservations(input, user),
  });

  /* ---------- the teacher (personal centre live-course) ---------- */
  defineRoute(app, deps, {
    url: "/api/l/live/my/list",
    access: "login",
    input: myLiveListSchema,
    handler: ({ input, user }) => lives.editor.mine(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/edit/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => lives.editor.get(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/save",
    access: "login",
    input: liveSaveSchema,
    log: "保存直播",
    handler: ({ input, user }) => lives.editor.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/cancel",
    access: "login",
    input: idInputSchema,
    log: "取消直播",
    handler: ({ input, user }) => lives.editor.cancel(input.id, user),
  });

  /* ---------- administration (business live) ---------- */
  defineRoute(app, deps, {
    url: "/api/m/business/live/list",
    access: { perm: "business.live" },
    input: manageLiveListSchema,
    handler: ({ input, user }) => lives.editor.manageList(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/live/stop",
    access: { perm: "business.live" },
    input: idInputSchema,
    log: "强制结束直播",
    handler: ({ input, user }) => lives.editor.stop(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/live/bind",
    access: { perm: "business.live" },
    input: liveBindSchema,
    log: "直播绑定课程",
    handler: ({ input, user }) => lives.editor.bind(input, user),
  });
}
