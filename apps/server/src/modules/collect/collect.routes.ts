import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import type { CollectService } from "./collect.service.js";

export function registerCollectRoutes(_app: FastifyInstance, _deps: RouteDeps & { collects: CollectService }) {}
