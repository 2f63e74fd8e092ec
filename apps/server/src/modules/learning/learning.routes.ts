import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LearningService } from "./learning.service.js";

const api = endpoints.learning;

export function registerLearningRoutes(app: FastifyInstance, deps: RouteDeps & { learning: LearningService }) {
  defineRoute(app, deps, {
    endpoint: api.progress.save,
    handler: ({ input, user }) => deps.learning.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.progress.of,
    handler: ({ input, user }) => deps.learning.of(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.recent,
    handler: ({ input, user }) => deps.learning.recent(input, user),
  });
}
