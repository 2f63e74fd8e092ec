import {
  auditDecideSchema,
  auditListSchema,
  auditSettingsSchema,
  emptySchema,
  idInputSchema,
  idsInputSchema,
  manageResourceListSchema,
  myResourceListSchema,
  noteRandSchema,
  noteSaveSchema,
  OPEN_STREAM_PATH,
  pageInputSchema,
  RESOURCE_KINDS,
  resourceDownloadSchema,
  resourceIdSchema,
  resourceListSchema,
  resourceSaveSchema,
  resourceStreamSchema,
  STREAM_PATH,
} from "@otp/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PermissionCode } from "../../platform/access/permissions.js";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AuditSwitches } from "../../platform/publishing/switches.js";
import { sendFile } from "../../platform/storage/send-file.js";
import { kindPerm } from "./resource.access.js";
import type { ResourceService } from "./resource.service.js";

/** Any admin resource screen opens the business list; the service narrows it to what the caller holds. */
const BUSINESS_PERMS: PermissionCode[] = [
  "business.resource",
  ...RESOURCE_KINDS.map((k) => kindPerm(k.id)),
  "business.resourceStudent",
];

/** Visits are counted per user, or per address for guests. */
export function viewerKey(user: Principal | null, req: FastifyRequest): string {
  return user ? `u:${user.userId}` : `ip:${req.ip}`;
}

export function registerResourceRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { resources: ResourceService; auditSwitches: AuditSwitches },
) {
  const { resources, auditSwitches } = deps;

  /* ---------- portal ---------- */

  defineRoute(app, deps, {
    url: "/api/c/resource/list",
    access: "guest",
    input: resourceListSchema,
    handler: ({ input, user }) => resources.catalogue.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/resource/detail",
    access: "guest",
    input: resourceIdSchema,
    handler: ({ input, user, req }) =>
      resources.catalogue.detail(input.id, user, viewerKey(user, req), String(req.headers["user-agent"] ?? "")),
  });

  /* ---------- owner ---------- */

  defineRoute(app, deps, {
    url: "/api/l/resource/save",
    access: "login",
    input: resourceSaveSchema,
    log: "保存资源",
    handler: ({ input, user }) => resources.editor.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/submit",
    access: "login",
    input: resourceIdSchema,
    log: "提交资源",
    handler: ({ input, user }) => resources.editor.submit(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/delete",
    access: "login",
    input: resourceIdSchema,
    log: "删除资源",
    handler: ({ input, user }) => resources.editor.delete(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/my/list",
    access: "login",
    input: myResourceListSchema,
    handler: ({ input, user }) => resources.catalogue.myList(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/pick/list",
    access: "login",
    input: resourceListSchema,
    handler: ({ input, user }) => resources.catalogue.pickList(input, user),
  });

  /* ---------- files and downloads ---------- */

  defineRoute(app, deps, {
    url: STREAM_PATH,
    method: "GET",
    access: "login",
    input: resourceStreamSchema,
    handler: async ({ input, user, req, reply }) => {
      const src = await resources.files.streamSource(input.id, user, input.download);
      return sendFile(req, reply, src, { download: input.download });
    },
  });
  defineRoute(app, deps, {
    url: OPEN_STREAM_PATH,
    method: "GET",
    access: "guest",
    input: resourceStreamSchema,
    handler: async ({ input, user, req, reply }) => {
      const src = await resources.files.streamSource(input.id, user, input.download);
      return sendFile(req, reply, src, { download: input.download });
    },
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/download",
    access: "login",
    input: resourceDownloadSchema,
    handler: ({ input, user }) => resources.downloads.download(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/download/list",
    access: "login",
    input: pageInputSchema,
    handler: ({ input, user }) => resources.downloads.list(user, input),
  });

  /* ---------- knowledge-point notes ---------- */

  defineRoute(app, deps, {
    url: "/api/c/course/section/resource/note/list/rand",
    access: "guest",
    input: noteRandSchema,
    handler: ({ input, user }) => resources.notes.listRand(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/note/save",
    access: "login",
    input: noteSaveSchema,
    handler: ({ input, user }) => resources.notes.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/resource/note/delete",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => resources.notes.remove(input.id, user),
  });

  /* ---------- admin: business screens ---------- */

  defineRoute(app, deps, {
    url: "/api/m/business/resource/list",
    access: { perm: BUSINESS_PERMS },
    input: manageResourceListSchema,
    handler: ({ input, user }) => resources.business.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/resource/delete",
    access: { perm: BUSINESS_PERMS },
    input: idsInputSchema,
    log: "删除资源",
    handler: ({ input, user }) => resources.business.delete(input.ids, user),
  });

  /* ---------- admin: audit ---------- */

  defineRoute(app, deps, {
    url: "/api/m/audit/resource/list",
    access: { perm: "audit.resource" },
    input: auditListSchema,
    handler: ({ input }) => resources.audit.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/resource/decide",
    access: { perm: "audit.resource" },
    input: auditDecideSchema,
    log: "审核资源",
    handler: ({ input, req }) => resources.audit.decide(input, (msg, err) => req.log.error({ err }, msg)),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/setting/detail",
    access: { perm: "audit.home" },
    input: emptySchema,
    handler: () => auditSwitches.settings(),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/setting/save",
    access: { perm: "audit.home" },
    input: auditSettingsSchema,
    log: "保存审核设置",
    handler: ({ input }) => auditSwitches.save(input),
  });
}
