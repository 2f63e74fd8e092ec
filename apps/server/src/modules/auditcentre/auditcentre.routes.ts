import { emptySchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AuditCentreService } from "./auditcentre.service.js";

export function registerAuditCentreRoutes(app: FastifyInstance, deps: RouteDeps & { auditCentre: AuditCentreService }) {
  defineRoute(app, deps, {
    url: "/api/m/audit/overview",
    access: { perm: "audit.home" },
    input: emptySchema,
    handler: () => deps.auditCentre.overview(),
  });
}
