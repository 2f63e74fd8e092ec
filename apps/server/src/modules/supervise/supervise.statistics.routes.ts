import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
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
    handler: async ({ input, reply }) =>
      reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent("督导统计.xlsx")}`)
        .send(await statistics.export(input)),
  });
}
