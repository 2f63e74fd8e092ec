import { logListSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { OpLogService } from "./oplog.service.js";

export function registerOpLogRoutes(app: FastifyInstance, deps: RouteDeps & { oplog: OpLogService }) {
  defineRoute(app, deps, {
    url: "/api/m/base/log/list",
    access: { perm: "maintenance.log" },
    input: logListSchema,
    handler: ({ input }) => deps.oplog.list(input),
  });
}
