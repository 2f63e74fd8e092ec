import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AnnouncementService } from "./announcement.service.js";

const api = endpoints.announcement;

export function registerAnnouncementRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { announcements: AnnouncementService },
) {
  const { announcements } = deps;

  /* ---------- readers (portal /announcement) ---------- */
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => announcements.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => announcements.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.file,
    handler: async ({ params, user, req, reply }) => {
      await announcements.sendFile(req, reply, params.id, params.fileId, user);
      return reply;
    },
  });

  /* ---------- back office (业务管理 → 通知公告) ---------- */
  defineRoute(app, deps, {
    endpoint: api.admin.list,
    handler: ({ input }) => announcements.adminList(input),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.get,
    handler: ({ input }) => announcements.get(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.save,
    log: "保存公告",
    handler: ({ input, user }) => announcements.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.publish,
    log: "发布公告",
    handler: async ({ input }) => {
      await announcements.publish(input.ids);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.admin.withdraw,
    log: "撤回公告",
    handler: async ({ input }) => {
      await announcements.withdraw(input.ids);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.admin.pin,
    log: "置顶公告",
    handler: async ({ input }) => {
      await announcements.pin(input.id, input.pinned);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.admin.delete,
    log: "删除公告",
    handler: async ({ input }) => {
      await announcements.remove(input.ids);
      return null;
    },
  });
}
