import { collectListSchema, collectToggleSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { CollectService } from "./collect.service.js";

export function registerCollectRoutes(app: FastifyInstance, deps: RouteDeps & { collects: CollectService }) {
  const { collects } = deps;
  defineRoute(app, deps, {
    url: "/api/l/collect/toggle",
    access: "login",
    input: collectToggleSchema,
    handler: ({ input, user }) => collects.toggle(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/collect/list",
    access: "login",
    input: collectListSchema,
    handler: ({ input, user }) => collects.list(input, user),
  });
}
