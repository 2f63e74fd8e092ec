import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import type { SearchService } from "./search.service.js";

export function registerSearchRoutes(_app: FastifyInstance, _deps: RouteDeps & { search: SearchService }) {}
