import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { StatisticsService } from "./supervise.statistics.service.js";

const api = endpoints.supervise.statistics;

/** 督导统计 and its xlsx export. */
export function registerStatisticsRoutes(app: FastifyInstance, deps: RouteDeps & { statistics: StatisticsService }) {
  const { statistics } = deps;
  defineRoute(app, deps, {
    endpoint: api.get,
    handler: ({ input }) => statistics.statistics(input),
  });
  defineRoute(app, deps, {
    endpoint: api.export,
    handler: async ({ input, reply }) => sendDownload(reply, "督导统计.xlsx", await statistics.export(input)),
  });
}
