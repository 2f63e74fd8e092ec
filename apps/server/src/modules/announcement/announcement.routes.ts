import {
  announcementAdminListSchema,
  announcementListSchema,
  announcementPinSchema,
  announcementSaveSchema,
  idInputSchema,
  idSchema,
  idsInputSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AnnouncementService } from "./announcement.service.js";

const PERM = { perm: "business.announcement" } as const;
const fileParams = z.object({ id: idSchema, fileId: idSchema });

export function registerAnnouncementRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { announcements: AnnouncementService },
) {
  const { announcements } = deps;

  /* ---------- readers (portal /announcement) ---------- */
  defineRoute(app, deps, {
    url: "/api/c/announcement/list",
    access: "guest",
    input: announcementListSchema,
    handler: ({ input, user }) => announcements.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/announcement/detail",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user }) => announcements.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/announcement/:id/file/:fileId",
    method: "GET",
    access: "guest",
    params: fileParams,
    handler: ({ params, user, req, reply }) => announcements.sendFile(req, reply, params.id, params.fileId, user),
  });

  /* ---------- back office (业务管理 → 通知公告) ---------- */
  defineRoute(app, deps, {
    url: "/api/m/announcement/list",
    access: PERM,
    input: announcementAdminListSchema,
    handler: ({ input }) => announcements.adminList(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/announcement/get",
    access: PERM,
    input: idInputSchema,
    handler: ({ input }) => announcements.get(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/announcement/save",
    access: PERM,
    input: announcementSaveSchema,
    log: "保存公告",
    handler: ({ input, user }) => announcements.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/announcement/publish",
    access: PERM,
    input: idsInputSchema,
    log: "发布公告",
    handler: ({ input }) => announcements.publish(input.ids),
  });
  defineRoute(app, deps, {
    url: "/api/m/announcement/withdraw",
    access: PERM,
    input: idsInputSchema,
    log: "撤回公告",
    handler: ({ input }) => announcements.withdraw(input.ids),
  });
  defineRoute(app, deps, {
    url: "/api/m/announcement/pin",
    access: PERM,
    input: announcementPinSchema,
    log: "置顶公告",
    handler: ({ input }) => announcements.pin(input.id, input.pinned),
  });
  defineRoute(app, deps, {
    url: "/api/m/announcement/delete",
    access: PERM,
    input: idsInputSchema,
    log: "删除公告",
    handler: ({ input }) => announcements.remove(input.ids),
  });
}
