import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AssignmentService } from "./assignment.service.js";
import type { SubmissionService } from "./assignment.submissions.js";

const api = endpoints.assignment;

/** Runs a call that answers nothing; the envelope's data is null. */
const done = async (work: Promise<unknown>) => {
  await work;
  return null;
};

/** 作业: teachers set and review, students submit; recommended work is public with consent. */
export function registerAssignmentRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { assignments: AssignmentService; submissions: SubmissionService },
) {
  const { assignments, submissions } = deps;

  /* ---------- assignments ---------- */
  defineRoute(app, deps, {
    endpoint: api.mine,
    handler: ({ input, user }) => assignments.mine(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.forStudent,
    handler: ({ input, user }) => assignments.forStudent(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => assignments.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存作业",
    handler: ({ input, user }) => assignments.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.section.options,
    handler: ({ user }) => assignments.sectionOptions(user),
  });
  defineRoute(app, deps, {
    endpoint: api.section.list,
    handler: ({ input, user }) => assignments.forSection(input.sectionId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.delete,
    log: "删除作业",
    handler: ({ input, user }) => done(assignments.remove(input.id, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.file,
    handler: ({ params, user, req, reply }) => assignments.sendFile(req, reply, params.id, params.fileId, user),
  });

  /* ---------- submissions ---------- */
  defineRoute(app, deps, {
    endpoint: api.submit,
    log: "提交作业",
    handler: ({ input, user }) => submissions.submit(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.mine,
    handler: ({ input, user }) => submissions.mine(input.assignmentId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.list,
    handler: ({ input, user }) => submissions.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.detail,
    handler: ({ input, user }) => submissions.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.review,
    log: "批阅作业",
    handler: ({ input, user }) => done(submissions.review(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.recommend,
    log: "推荐优秀作业",
    handler: ({ input, user }) => done(submissions.recommend(input.id, input.recommended, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.consent,
    handler: ({ input, user }) => done(submissions.consent(input.id, input.shareConsent, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.submission.file,
    handler: ({ params, user, req, reply }) => submissions.sendFile(req, reply, params.id, params.fileId, user),
  });

  /* ---------- excellent work (public) ---------- */
  defineRoute(app, deps, {
    endpoint: api.recommend.detail,
    handler: ({ input }) => submissions.recommended(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.recommend.list,
    handler: ({ input }) => submissions.recommendedList(input),
  });
}
