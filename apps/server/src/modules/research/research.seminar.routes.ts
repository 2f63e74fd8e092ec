import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SeminarService } from "./research.seminar.service.js";

const api = endpoints.research.seminar;

/** Seminar screens may call the back-office routes; the service narrows by the seminar's kind. */
export function registerSeminarRoutes(app: FastifyInstance, deps: RouteDeps & { seminars: SeminarService }) {
  const { seminars } = deps;
  const done = async (work: Promise<void>) => {
    await work;
    return null;
  };

  /* ---------- /teaching and /seminar ---------- */
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => seminars.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => seminars.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.join,
    log: "加入教研活动",
    handler: ({ input, user }) => seminars.join(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.leave,
    log: "退出教研活动",
    handler: ({ input, user }) => seminars.leave(input.id, user),
  });

  /* ---------- personal centre 我的教研, and the host's edits ---------- */
  defineRoute(app, deps, {
    endpoint: api.mine,
    handler: ({ input, user }) => seminars.mine(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.notice.save,
    log: "发布教研公告",
    handler: ({ input, user }) => seminars.postNotice(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.summary.save,
    log: "保存教研总结",
    handler: ({ input, user }) => done(seminars.saveSummary(input.id, input.summary, user)),
  });

  /* ---------- the editor /network-seminar/{seminarId}/ ---------- */
  const { editor } = seminars;
  defineRoute(app, deps, {
    endpoint: api.get,
    handler: ({ input, user }) => editor.get(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.brief.save,
    log: "编辑教研简介",
    handler: ({ input, user }) => editor.saveBrief(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.member.save,
    log: "邀请教研参与人员",
    handler: ({ input, user }) => editor.saveMembers(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.member.invite,
    log: "批量邀请教研参与人员",
    handler: ({ input, user }) => editor.inviteMembers(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.member.remove,
    log: "移除教研参与人员",
    handler: ({ input, user }) => done(editor.removeMember(input.seminarId, input.userId, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.resource.add,
    log: "添加研讨资料",
    handler: ({ input, user }) => editor.addResources(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.resource.remove,
    log: "移除研讨资料",
    handler: ({ input, user }) => done(editor.removeResource(input.seminarId, input.resourceId, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.standard.options,
    handler: ({ input, user }) => editor.standardOptions(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.standard.save,
    log: "设置教研评价标准",
    handler: ({ input, user }) => editor.saveStandard(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.notice.delete,
    log: "删除教研公告",
    handler: ({ input, user }) => done(editor.deleteNotice(input.seminarId, input.id, user)),
  });

  /* ---------- back office: 示范教学, 网络教研, 全部教研活动 ---------- */
  defineRoute(app, deps, {
    endpoint: api.admin.list,
    handler: ({ input, user }) => seminars.adminList(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.save,
    log: "保存教研活动",
    handler: ({ input, user }) => seminars.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.delete,
    log: "删除教研活动",
    handler: ({ input, user }) => done(seminars.remove(input.ids, user)),
  });
}
