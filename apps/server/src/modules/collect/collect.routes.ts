import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { CollectService } from "./collect.service.js";

const api = endpoints.collect;

export function registerCollectRoutes(app: FastifyInstance, deps: RouteDeps & { collects: CollectService }) {
  const { collects } = deps;
  defineRoute(app, deps, {
    endpoint: api.toggle,
    handler: ({ input, user }) => collects.toggle(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => collects.list(input, user),
  });
}
