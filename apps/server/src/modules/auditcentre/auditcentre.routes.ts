import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AuditCentreService } from "./auditcentre.service.js";

const api = endpoints.auditcentre;

export function registerAuditCentreRoutes(app: FastifyInstance, deps: RouteDeps & { auditCentre: AuditCentreService }) {
  defineRoute(app, deps, {
    endpoint: api.overview,
    handler: () => deps.auditCentre.overview(),
  });
}
