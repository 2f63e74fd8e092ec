import { appVersionListSchema, appVersionSaveSchema, emptySchema, idSchema, idsInputSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ReleaseService } from "./release.service.js";

const PERM = { perm: "business.app" } as const;

export function registerReleaseRoutes(app: FastifyInstance, deps: RouteDeps & { releases: ReleaseService }) {
  const { releases } = deps;
  defineRoute(app, deps, {
    url: "/api/c/app/version/latest",
    access: "public",
    input: emptySchema,
    handler: () => releases.latest(),
  });
  defineRoute(app, deps, {
    url: "/api/c/app/version/:id/qr",
    method: "GET",
    access: "public",
    params: z.object({ id: idSchema }),
    handler: async ({ params, req, reply }) => {
      const png = await releases.qr(params.id, `${req.protocol}://${req.host}`);
      return reply.header("content-type", "image/png").header("cache-control", "public, max-age=300").send(png);
    },
  });
  defineRoute(app, deps, {
    url: "/api/c/app/version/:id/download",
    method: "GET",
    access: "public",
    params: z.object({ id: idSchema }),
    handler: ({ params, req, reply }) => releases.sendPackage(params.id, req, reply),
  });
  defineRoute(app, deps, {
    url: "/api/m/app/version/list",
    access: PERM,
    input: appVersionListSchema,
    handler: ({ input }) => releases.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/app/version/save",
    access: PERM,
    input: appVersionSaveSchema,
    log: "保存APP版本",
    handler: ({ input, user }) => releases.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/app/version/delete",
    access: PERM,
    input: idsInputSchema,
    log: "删除APP版本",
    handler: ({ input }) => releases.remove(input.ids),
  });
}
