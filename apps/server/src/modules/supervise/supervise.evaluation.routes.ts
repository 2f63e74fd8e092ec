import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { EvaluationService } from "./supervise.evaluation.service.js";

const api = endpoints.supervise.evaluation;

/** Evaluations (听课评价): the evaluator writes, the teacher reads and replies, managers list. */
export function registerEvaluationRoutes(app: FastifyInstance, deps: RouteDeps & { evaluations: EvaluationService }) {
  const { evaluations } = deps;
  defineRoute(app, deps, {
    endpoint: api.manage,
    handler: ({ input, user }) => evaluations.manage(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.freeOptions,
    handler: ({ input, user }) => evaluations.freeOptions(input.courseId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.start,
    handler: ({ input, user }) => evaluations.start(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => evaluations.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    handler: ({ input, user }) => evaluations.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submit,
    log: "提交听课评价",
    handler: ({ input, user }) => evaluations.submit(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.reply,
    log: "回复听课评价",
    handler: async ({ input, user }) => {
      await evaluations.reply(input.id, input.reply, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.written,
    handler: ({ input, user }) => evaluations.written(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.received,
    handler: ({ input, user }) => evaluations.received(input, user),
  });
  // The expert leader (personal centre 专家管理) sees every submitted evaluation.
  defineRoute(app, deps, {
    endpoint: api.all,
    handler: ({ input, user }) => evaluations.manage(input, user),
  });
}
