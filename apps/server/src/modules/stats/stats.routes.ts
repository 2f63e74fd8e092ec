import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { VisitSink } from "../../platform/visits/visits.js";
import type { StatsService } from "./stats.service.js";

const api = endpoints.stats;

export function registerStatsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { stats: StatsService; visitSink: VisitSink },
) {
  const { stats } = deps;
  defineRoute(app, deps, {
    endpoint: api.dashboard,
    handler: ({ input }) => stats.dashboard(input),
  });
  defineRoute(app, deps, {
    endpoint: api.export,
    handler: async ({ input, reply }) => {
      const { name, bytes } = await stats.export(input);
      return sendDownload(reply, name, bytes);
    },
  });
  // The web app reports each load once: the system visit of ds-system-visit.
  defineRoute(app, deps, {
    endpoint: api.visit,
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
