import {
  emptySchema,
  idInputSchema,
  meetingEvaluateSchema,
  meetingSaveSchema,
  seminarResourceAddSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { MeetingService } from "./research.meeting.service.js";

const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

/** Seminar meetings: /teaching|seminar/meeting/{id}, the editor's meetings, scoring, the summary's facts. */
export function registerMeetingRoutes(app: FastifyInstance, deps: RouteDeps & { meetings: MeetingService }) {
  const { meetings } = deps;
  defineRoute(app, deps, {
    url: "/api/c/meeting/detail",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user, req }) => meetings.detail(input.id, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    url: "/api/c/research/meeting/list",
    access: "guest",
    input: idInputSchema,
    handler: ({ input }) => meetings.list(input.id),
  });
  // Hosts and managers of the seminar's kind: the service decides (403 for others).
  defineRoute(app, deps, {
    url: "/api/l/research/meeting/save",
    access: "login",
    input: meetingSaveSchema,
    log: "安排教研会议",
    handler: ({ input, user }) => meetings.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/meeting/places",
    access: "login",
    input: emptySchema,
    handler: () => meetings.placeOptions(),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/meeting/evaluate",
    access: "login",
    input: meetingEvaluateSchema,
    log: "评价教研会议",
    handler: ({ input, user }) => meetings.evaluate(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/tasks",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => meetings.tasks(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/material/add",
    access: "login",
    input: seminarResourceAddSchema,
    log: "提交研讨资料",
    handler: ({ input, user }) => meetings.contribute(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/report",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => meetings.report(input.id, user),
  });
}
