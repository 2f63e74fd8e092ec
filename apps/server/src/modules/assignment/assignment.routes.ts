import {
  assignmentListSchema,
  assignmentSaveSchema,
  assignmentSectionSchema,
  idInputSchema,
  idSchema,
  pageInputSchema,
  submissionConsentSchema,
  submissionListSchema,
  submissionRecommendSchema,
  submissionReviewSchema,
  submissionSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { AssignmentService } from "./assignment.service.js";
import type { SubmissionService } from "./assignment.submissions.js";

const fileParams = z.object({ id: idSchema, fileId: idSchema });
const assignmentIdSchema = z.object({ assignmentId: idSchema });

/** 作业: teachers set and review, students submit; recommended work is public with consent. */
export function registerAssignmentRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { assignments: AssignmentService; submissions: SubmissionService },
) {
  const { assignments, submissions } = deps;

  /* ---------- assignments ---------- */
  defineRoute(app, deps, {
    url: "/api/l/assignment/mine",
    access: "login",
    input: assignmentListSchema,
    handler: ({ input, user }) => assignments.mine(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/student/list",
    access: "login",
    input: assignmentListSchema,
    handler: ({ input, user }) => assignments.forStudent(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => assignments.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/save",
    access: "login",
    input: assignmentSaveSchema,
    log: "保存作业",
    handler: ({ input, user }) => assignments.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/section/options",
    access: "login",
    handler: ({ user }) => assignments.sectionOptions(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/section/list",
    access: "login",
    input: assignmentSectionSchema,
    handler: ({ input, user }) => assignments.forSection(input.sectionId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/delete",
    access: "login",
    input: idInputSchema,
    log: "删除作业",
    handler: ({ input, user }) => assignments.remove(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/:id/file/:fileId",
    method: "GET",
    access: "login",
    params: fileParams,
    handler: ({ params, user, req, reply }) => assignments.sendFile(req, reply, params.id, params.fileId, user),
  });

  /* ---------- submissions ---------- */
  defineRoute(app, deps, {
    url: "/api/l/assignment/submit",
    access: "login",
    input: submissionSaveSchema,
    log: "提交作业",
    handler: ({ input, user }) => submissions.submit(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/submission/mine",
    access: "login",
    input: assignmentIdSchema,
    handler: ({ input, user }) => submissions.mine(input.assignmentId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/submission/list",
    access: "login",
    input: submissionListSchema,
    handler: ({ input, user }) => submissions.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/submission/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => submissions.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/submission/review",
    access: "login",
    input: submissionReviewSchema,
    log: "批阅作业",
    handler: ({ input, user }) => submissions.review(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/submission/recommend",
    access: "login",
    input: submissionRecommendSchema,
    log: "推荐优秀作业",
    handler: ({ input, user }) => submissions.recommend(input.id, input.recommended, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/assignment/submission/consent",
    access: "login",
    input: submissionConsentSchema,
    handler: ({ input, user }) => submissions.consent(input.id, input.shareConsent, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/assignment/submission/:id/file/:fileId",
    method: "GET",
    access: "guest",
    params: fileParams,
    handler: ({ params, user, req, reply }) => submissions.sendFile(req, reply, params.id, params.fileId, user),
  });

  /* ---------- excellent work (public) ---------- */
  defineRoute(app, deps, {
    url: "/api/c/assignment/recommend/detail",
    access: "guest",
    input: idInputSchema,
    handler: ({ input }) => submissions.recommended(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/c/assignment/recommend/list",
    access: "guest",
    input: pageInputSchema,
    handler: ({ input }) => submissions.recommendedList(input),
  });
}
