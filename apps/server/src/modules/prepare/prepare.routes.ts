import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { routeUpgrades } from "../../platform/http/upgrade.js";
import type { PlanCollab } from "./prepare.collab.js";
import type { PlanCommentService } from "./prepare.comments.js";
import type { PreviewService } from "./prepare.preview.js";
import type { PlanResourceService } from "./prepare.resources.js";
import type { PrepareService } from "./prepare.service.js";

const api = endpoints.prepare;

/** Runs a call that answers nothing; the envelope's data is null. */
const done = async (work: Promise<unknown>) => {
  await work;
  return null;
};

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
  // WebSocket upgrades are routed like calls (access policy, session, the endpoint's access);
  // an upgrade of any other path gets the router's 404.
  routeUpgrades(app);
  app.addHook("onClose", () => planCollab.close());
  defineRoute(app, deps, {
    endpoint: api.collab,
    handler: ({ user, req, reply }) => planCollab.accept(req, reply, user),
  });

  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ user }) => prepares.list(user),
  });
  defineRoute(app, deps, {
    endpoint: api.create,
    log: "发起集体备课",
    handler: ({ input, user }) => prepares.create(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => prepares.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.assign,
    log: "分配备课章节",
    handler: ({ input, user }) => prepares.assign(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.submit,
    log: "提交教案",
    handler: ({ input, user }) => done(prepares.submit(input.id, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.review,
    log: "审核教案",
    handler: ({ input, user }) => done(prepares.review(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.publish,
    log: "发布预习材料",
    handler: ({ input, user }) => done(prepares.publish(input.id, input.publish, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.versions,
    handler: ({ input, user }) => prepares.versions(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.version.save,
    log: "保存教案版本",
    handler: ({ input, user }) => prepares.saveVersion(input.id, input.label, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.version.restore,
    log: "恢复教案版本",
    handler: ({ input, user }) => done(prepares.restore(input.id, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.content,
    handler: ({ input, user }) => prepares.content(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.comment.list,
    handler: ({ input, user }) => planComments.list(input.planId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.comment.add,
    log: "评论教案",
    handler: ({ input, user }) => planComments.add(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.comment.resolve,
    log: "处理教案评论",
    handler: ({ input, user }) => done(planComments.resolve(input.id, input.resolved, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.comment.delete,
    log: "删除教案评论",
    handler: ({ input, user }) => done(planComments.remove(input.id, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.resource.list,
    handler: ({ input, user }) => planResources.list(input.planId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.resource.add,
    log: "添加教案附件",
    handler: ({ input, user }) => planResources.add(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.plan.resource.remove,
    log: "移除教案附件",
    handler: ({ input, user }) => done(planResources.remove(input.planId, input.resourceId, user)),
  });
  // 业务管理 → 集体备课: every preparation, for holders of the screen.
  defineRoute(app, deps, {
    endpoint: api.listAll,
    handler: () => prepares.listAll(),
  });
  defineRoute(app, deps, {
    endpoint: api.preview.list,
    handler: ({ input, user }) => previews.list(user, input.courseId),
  });
  defineRoute(app, deps, {
    endpoint: api.preview.done,
    log: "完成预习",
    handler: ({ input, user }) => done(previews.markDone(input.id, user)),
  });
}
