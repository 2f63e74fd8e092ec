import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { HealthService } from "./health.service.js";

const api = endpoints.health;

export function registerHealthRoutes(app: FastifyInstance, deps: RouteDeps & { health: HealthService }) {
  defineRoute(app, deps, { endpoint: api.live, handler: async () => ({ status: "ok" as const }) });
  defineRoute(app, deps, { endpoint: api.ready, handler: () => deps.health.ready() });
}
