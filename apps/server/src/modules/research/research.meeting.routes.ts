import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { MeetingService } from "./research.meeting.service.js";

const api = endpoints.research.meeting;
const seminarApi = endpoints.research.seminar;
const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

/** Seminar meetings: /teaching|seminar/meeting/{id}, the editor's meetings, scoring, the summary's facts. */
export function registerMeetingRoutes(app: FastifyInstance, deps: RouteDeps & { meetings: MeetingService }) {
  const { meetings } = deps;
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user, req }) => meetings.detail(input.id, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => meetings.list(input.id),
  });
  // Hosts and managers of the seminar's kind: the service decides (403 for others).
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "安排教研会议",
    handler: ({ input, user }) => meetings.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.places,
    handler: () => meetings.placeOptions(),
  });
  defineRoute(app, deps, {
    endpoint: api.evaluate,
    log: "评价教研会议",
    handler: ({ input, user }) => meetings.evaluate(input, user),
  });
  defineRoute(app, deps, {
    endpoint: seminarApi.tasks,
    handler: ({ input, user }) => meetings.tasks(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: seminarApi.material.add,
    log: "提交研讨资料",
    handler: ({ input, user }) => meetings.contribute(input, user),
  });
  defineRoute(app, deps, {
    endpoint: seminarApi.report,
    handler: ({ input, user }) => meetings.report(input.id, user),
  });
}
