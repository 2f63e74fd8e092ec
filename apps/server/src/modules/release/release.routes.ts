import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ReleaseService } from "./release.service.js";

const api = endpoints.release;

export function registerReleaseRoutes(app: FastifyInstance, deps: RouteDeps & { releases: ReleaseService }) {
  const { releases } = deps;
  defineRoute(app, deps, {
    endpoint: api.latest,
    handler: () => releases.latest(),
  });
  defineRoute(app, deps, {
    endpoint: api.qr,
    handler: async ({ params, req, reply }) => {
      const { png, shared } = await releases.qr(params.id, `${req.protocol}://${req.host}`);
      return reply
        .header("content-type", "image/png")
        .header("cache-control", shared ? "public, max-age=300" : "private, no-store")
        .send(png);
    },
  });
  defineRoute(app, deps, {
    endpoint: api.download,
    handler: async ({ params, req, reply }) => {
      await releases.sendPackage(params.id, req, reply);
      return reply;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => releases.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存APP版本",
    handler: ({ input, user }) => releases.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.delete,
    log: "删除APP版本",
    handler: async ({ input }) => {
      await releases.remove(input.ids);
      return null;
    },
  });
}
