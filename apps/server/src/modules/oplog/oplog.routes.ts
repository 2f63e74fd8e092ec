import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { OpLogService } from "./oplog.service.js";

const api = endpoints.oplog;

export function registerOpLogRoutes(app: FastifyInstance, deps: RouteDeps & { oplog: OpLogService }) {
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => deps.oplog.list(input),
  });
}
