import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import type { ResourceService } from "./resource.service.js";

export function registerResourceRoutes(_app: FastifyInstance, _deps: RouteDeps & { resources: ResourceService }) {}
