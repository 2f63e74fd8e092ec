import { endpoints, type PictureWidth, type ResourceStreamInput } from "@otp/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AuditSwitches } from "../../platform/publishing/switches.js";
import { type SendSource, sendFile } from "../../platform/storage/send-file.js";
import type { ResourceService } from "./resource.service.js";

const api = endpoints.resource;

/** Visits are counted per user, or per address for guests. */
export function viewerKey(user: Principal | null, req: FastifyRequest): string {
  return user ? `u:${user.userId}` : `ip:${req.ip}`;
}

/** A stored picture at most `width` wide (file module), or null when the file is no picture it can shrink. */
export type PictureRendition = (fileId: number, width: PictureWidth) => Promise<SendSource | null>;

export function registerResourceRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { resources: ResourceService; auditSwitches: AuditSwitches; pictureRendition: PictureRendition },
) {
  const { resources, auditSwitches } = deps;
  /**
   * What the stream sends once access is checked: a phone's smaller picture (`w`), or the file
   * itself for other files, downloads (always the original) and pictures that cannot be shrunk.
   */
  const sized = async (input: ResourceStreamInput, src: SendSource): Promise<SendSource> =>
    (input.w && !input.download && (await deps.pictureRendition(input.id, input.w))) || src;

  /* ---------- portal ---------- */

  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => resources.catalogue.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user, req }) =>
      resources.catalogue.detail(input.id, user, viewerKey(user, req), String(req.headers["user-agent"] ?? "")),
  });

  /* ---------- owner ---------- */

  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存资源",
    handler: ({ input, user }) => resources.editor.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submit,
    log: "提交资源",
    handler: ({ input, user }) => resources.editor.submit(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.remove,
    log: "删除资源",
    handler: async ({ input, user }) => {
      await resources.editor.delete(input.id, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.myList,
    handler: ({ input, user }) => resources.catalogue.myList(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.pickList,
    handler: ({ input, user }) => resources.catalogue.pickList(input, user),
  });

  /* ---------- files and downloads ---------- */

  defineRoute(app, deps, {
    endpoint: api.file.stream,
    handler: async ({ input, user, req, reply }) => {
      const src = await resources.files.streamSource(input.id, user, input.download);
      return sendFile(req, reply, await sized(input, src), { download: input.download });
    },
  });
  defineRoute(app, deps, {
    endpoint: api.file.openStream,
    handler: async ({ input, user, req, reply }) => {
      const src = await resources.files.streamSource(input.id, user, input.download);
      return sendFile(req, reply, await sized(input, src), { download: input.download });
    },
  });
  defineRoute(app, deps, {
    endpoint: api.download,
    handler: ({ input, user }) => resources.downloads.download(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.downloads,
    handler: ({ input, user }) => resources.downloads.list(user, input),
  });

  /* ---------- knowledge-point notes ---------- */

  defineRoute(app, deps, {
    endpoint: api.note.rand,
    handler: ({ input, user }) => resources.notes.listRand(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.note.save,
    handler: ({ input, user }) => resources.notes.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.note.remove,
    handler: async ({ input, user }) => {
      await resources.notes.remove(input.id, user);
      return null;
    },
  });

  /* ---------- admin: business screens ---------- */

  defineRoute(app, deps, {
    endpoint: api.manage.list,
    handler: ({ input, user }) => resources.business.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.remove,
    log: "删除资源",
    handler: ({ input, user }) => resources.business.delete(input.ids, user),
  });

  /* ---------- admin: audit ---------- */

  defineRoute(app, deps, {
    endpoint: api.audit.list,
    handler: ({ input }) => resources.audit.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.audit.decide,
    log: "审核资源",
    handler: ({ input, req }) => resources.audit.decide(input, (msg, err) => req.log.error({ err }, msg)),
  });
  defineRoute(app, deps, {
    endpoint: api.audit.settings,
    handler: () => auditSwitches.settings(),
  });
  defineRoute(app, deps, {
    endpoint: api.audit.saveSettings,
    log: "保存审核设置",
    handler: ({ input }) => auditSwitches.save(input),
  });
}
