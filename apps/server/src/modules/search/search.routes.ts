import { searchListSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SearchService } from "./search.service.js";

export function registerSearchRoutes(app: FastifyInstance, deps: RouteDeps & { search: SearchService }) {
  defineRoute(app, deps, {
    url: "/api/c/search/list",
    access: "guest",
    input: searchListSchema,
    limit: "search",
    handler: ({ input, user }) => deps.search.list(input, user),
  });
}
