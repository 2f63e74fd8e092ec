import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { PDF_MIME, sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ClassroomCompare } from "./classroom.compare.js";
import type { ClassroomHistory } from "./classroom.history.js";
import type { ClassroomResearchService } from "./classroom.research.service.js";

const api = endpoints.classroom.research;

export function registerClassroomResearchRoutes(
  app: FastifyInstance,
  deps: RouteDeps & {
    classroomResearch: ClassroomResearchService;
    classroomCompare: ClassroomCompare;
    classroomHistory: ClassroomHistory;
  },
) {
  const r = deps.classroomResearch;
  const h = deps.classroomHistory;
  defineRoute(app, deps, { endpoint: api.scope, handler: ({ user }) => r.scope(user) });
  defineRoute(app, deps, { endpoint: api.units, handler: ({ input, user }) => r.units(input, user) });
  defineRoute(app, deps, { endpoint: api.lessons, handler: ({ input, user }) => r.lessons(input, user) });
  defineRoute(app, deps, { endpoint: api.courses, handler: ({ input, user }) => r.courses(input, user) });
  defineRoute(app, deps, { endpoint: api.course, handler: ({ input, user }) => r.course(input, user) });
  defineRoute(app, deps, {
    endpoint: api.compare,
    handler: ({ input, user }) => deps.classroomCompare.compare(input, user),
  });
  defineRoute(app, deps, { endpoint: api.history, handler: ({ input, user }) => h.history(input, user) });
  defineRoute(app, deps, { endpoint: api.report, handler: ({ input, user }) => h.report(input, user) });
  defineRoute(app, deps, {
    endpoint: api.reportPdf,
    handler: async ({ input, user, reply }) => {
      const { name, bytes } = await h.reportPdf(input, user);
      return sendDownload(reply, name, bytes, PDF_MIME);
    },
  });
  defineRoute(app, deps, {
    endpoint: api.reportXlsx,
    handler: async ({ input, user, reply }) => {
      const { name, bytes } = await h.reportXlsx(input, user);
      return sendDownload(reply, name, bytes);
    },
  });
}
