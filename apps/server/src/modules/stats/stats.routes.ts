import { emptySchema, statsExportSchema, statsFilterSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { VisitSink } from "../../platform/visits/visits.js";
import type { StatsService } from "./stats.service.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PERM = "maintenance.statistics";

export function registerStatsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { stats: StatsService; visitSink: VisitSink },
) {
  const { stats } = deps;
  defineRoute(app, deps, {
    url: "/api/m/statistics/dashboard",
    access: { perm: PERM },
    input: statsFilterSchema,
    handler: ({ input }) => stats.dashboard(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/statistics/export",
    method: "GET",
    access: { perm: PERM },
    input: statsExportSchema,
    handler: async ({ input, reply }) => {
      const { name, bytes } = await stats.export(input);
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(bytes);
    },
  });
  // The web app reports each load once: the system visit of ds-system-visit.
  defineRoute(app, deps, {
    url: "/api/c/statistics/visit",
    access: "public",
    input: emptySchema,
    handler: async ({ user, req }) => {
      deps.visitSink({
        kind: "system",
        targetId: 0,
        viewer: user ? `u:${user.userId}` : `ip:${req.ip}`,
        userAgent: String(req.headers["user-agent"] ?? ""),
      });
      return null;
    },
  });
}
