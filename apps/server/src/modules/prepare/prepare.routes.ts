import {
  idInputSchema,
  planAssignSchema,
  planCommentAddSchema,
  planCommentListSchema,
  planCommentResolveSchema,
  planPublishSchema,
  planResourceAddSchema,
  planResourceRemoveSchema,
  planReviewSchema,
  planVersionSaveSchema,
  prepareCreateSchema,
  previewListSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { PlanCollab } from "./prepare.collab.js";
import type { PlanCommentService } from "./prepare.comments.js";
import type { PreviewService } from "./prepare.preview.js";
import type { PlanResourceService } from "./prepare.resources.js";
import type { PrepareService } from "./prepare.service.js";

const noInput = z.object({});

/** 个人中心 → 集体备课 and its editor; rights are decided per group and plan by the service. */
export function registerPrepareRoutes(
  app: FastifyInstance,
  deps: RouteDeps & {
    prepares: PrepareService;
    planCollab: PlanCollab;
    previews: PreviewService;
    planComments: PlanCommentService;
    planResources: PlanResourceService;
  },
) {
  const { prepares, planCollab, previews, planComments, planResources } = deps;
  app.server.on("upgrade", (req, socket, head) => {
    if (planCollab.handleUpgrade(req, socket, head)) return;
    // Node closes an unanswered upgrade only while nobody listens for upgrades; the co-editing
    // path is the only WebSocket here, so any other upgrade is refused instead of left open.
    if (app.server.listenerCount("upgrade") === 1) socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
  });
  app.addHook("onClose", () => planCollab.close());

  defineRoute(app, deps, {
    url: "/api/l/prepare/list",
    access: "login",
    input: noInput,
    handler: ({ user }) => prepares.list(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/create",
    access: "login",
    input: prepareCreateSchema,
    log: "发起集体备课",
    handler: ({ input, user }) => prepares.create(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => prepares.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/assign",
    access: "login",
    input: planAssignSchema,
    log: "分配备课章节",
    handler: ({ input, user }) => prepares.assign(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/submit",
    access: "login",
    input: idInputSchema,
    log: "提交教案",
    handler: ({ input, user }) => prepares.submit(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/review",
    access: "login",
    input: planReviewSchema,
    log: "审核教案",
    handler: ({ input, user }) => prepares.review(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/publish",
    access: "login",
    input: planPublishSchema,
    log: "发布预习材料",
    handler: ({ input, user }) => prepares.publish(input.id, input.publish, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/versions",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => prepares.versions(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/version/save",
    access: "login",
    input: planVersionSaveSchema,
    log: "保存教案版本",
    handler: ({ input, user }) => prepares.saveVersion(input.id, input.label, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/version/restore",
    access: "login",
    input: idInputSchema,
    log: "恢复教案版本",
    handler: ({ input, user }) => prepares.restore(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/content",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => prepares.content(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/comment/list",
    access: "login",
    input: planCommentListSchema,
    handler: ({ input, user }) => planComments.list(input.planId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/comment/add",
    access: "login",
    input: planCommentAddSchema,
    log: "评论教案",
    handler: ({ input, user }) => planComments.add(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/comment/resolve",
    access: "login",
    input: planCommentResolveSchema,
    log: "处理教案评论",
    handler: ({ input, user }) => planComments.resolve(input.id, input.resolved, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/comment/delete",
    access: "login",
    input: idInputSchema,
    log: "删除教案评论",
    handler: ({ input, user }) => planComments.remove(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/resource/list",
    access: "login",
    input: planCommentListSchema,
    handler: ({ input, user }) => planResources.list(input.planId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/resource/add",
    access: "login",
    input: planResourceAddSchema,
    log: "添加教案附件",
    handler: ({ input, user }) => planResources.add(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/plan/resource/remove",
    access: "login",
    input: planResourceRemoveSchema,
    log: "移除教案附件",
    handler: ({ input, user }) => planResources.remove(input.planId, input.resourceId, user),
  });
  // 业务管理 → 集体备课: every preparation, for holders of the screen.
  defineRoute(app, deps, {
    url: "/api/m/prepare/list",
    access: { perm: "business.prepareCourse" },
    input: noInput,
    handler: () => prepares.listAll(),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/preview/list",
    access: "login",
    input: previewListSchema,
    handler: ({ input, user }) => previews.list(user, input.courseId),
  });
  defineRoute(app, deps, {
    url: "/api/l/prepare/preview/done",
    access: "login",
    input: idInputSchema,
    log: "完成预习",
    handler: ({ input, user }) => previews.markDone(input.id, user),
  });
}
