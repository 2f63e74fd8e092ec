import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SearchService } from "./search.service.js";

const api = endpoints.search;

export function registerSearchRoutes(app: FastifyInstance, deps: RouteDeps & { search: SearchService }) {
  defineRoute(app, deps, {
    endpoint: api.list,
    limit: "search",
    handler: ({ input, user }) => deps.search.list(input, user),
  });
}
