import {
  idInputSchema,
  idsInputSchema,
  mySeminarListSchema,
  seminarBriefSaveSchema,
  seminarJoinSchema,
  seminarListSchema,
  seminarMemberInviteSchema,
  seminarMemberRemoveSchema,
  seminarMemberSaveSchema,
  seminarNoticeDeleteSchema,
  seminarNoticeSaveSchema,
  seminarResourceAddSchema,
  seminarResourceRemoveSchema,
  seminarSaveSchema,
  seminarStandardSaveSchema,
  seminarSummarySchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { SEMINAR_SCREENS } from "./research.access.js";
import type { SeminarService } from "./research.seminar.service.js";

/** Seminar screens: any of them may call; the service narrows by the seminar's kind. */
const MANAGERS = { perm: SEMINAR_SCREENS };

export function registerSeminarRoutes(app: FastifyInstance, deps: RouteDeps & { seminars: SeminarService }) {
  const { seminars } = deps;

  /* ---------- /teaching and /seminar ---------- */
  defineRoute(app, deps, {
    url: "/api/c/research/seminar/list",
    access: "guest",
    input: seminarListSchema,
    handler: ({ input }) => seminars.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/c/research/seminar/detail",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user }) => seminars.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/join",
    access: "login",
    input: seminarJoinSchema,
    log: "加入教研活动",
    handler: ({ input, user }) => seminars.join(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/leave",
    access: "login",
    input: idInputSchema,
    log: "退出教研活动",
    handler: ({ input, user }) => seminars.leave(input.id, user),
  });

  /* ---------- personal centre 我的教研, and the host's edits ---------- */
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/mine",
    access: "login",
    input: mySeminarListSchema,
    handler: ({ input, user }) => seminars.mine(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/notice/save",
    access: "login",
    input: seminarNoticeSaveSchema,
    log: "发布教研公告",
    handler: ({ input, user }) => seminars.postNotice(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/summary/save",
    access: "login",
    input: seminarSummarySchema,
    log: "保存教研总结",
    handler: ({ input, user }) => seminars.saveSummary(input.id, input.summary, user),
  });

  /* ---------- the editor /network-seminar/{seminarId}/ ---------- */
  const { editor } = seminars;
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/get",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => editor.get(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/brief/save",
    access: "login",
    input: seminarBriefSaveSchema,
    log: "编辑教研简介",
    handler: ({ input, user }) => editor.saveBrief(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/member/save",
    access: "login",
    input: seminarMemberSaveSchema,
    log: "邀请教研参与人员",
    handler: ({ input, user }) => editor.saveMembers(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/member/invite",
    access: "login",
    input: seminarMemberInviteSchema,
    log: "批量邀请教研参与人员",
    handler: ({ input, user }) => editor.inviteMembers(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/member/remove",
    access: "login",
    input: seminarMemberRemoveSchema,
    log: "移除教研参与人员",
    handler: ({ input, user }) => editor.removeMember(input.seminarId, input.userId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/resource/add",
    access: "login",
    input: seminarResourceAddSchema,
    log: "添加研讨资料",
    handler: ({ input, user }) => editor.addResources(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/resource/remove",
    access: "login",
    input: seminarResourceRemoveSchema,
    log: "移除研讨资料",
    handler: ({ input, user }) => editor.removeResource(input.seminarId, input.resourceId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/standard/options",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => editor.standardOptions(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/standard/save",
    access: "login",
    input: seminarStandardSaveSchema,
    log: "设置教研评价标准",
    handler: ({ input, user }) => editor.saveStandard(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/research/seminar/notice/delete",
    access: "login",
    input: seminarNoticeDeleteSchema,
    log: "删除教研公告",
    handler: ({ input, user }) => editor.deleteNotice(input.seminarId, input.id, user),
  });

  /* ---------- back office: 示范教学, 网络教研, 全部教研活动 ---------- */
  defineRoute(app, deps, {
    url: "/api/m/research/seminar/list",
    access: MANAGERS,
    input: seminarListSchema,
    handler: ({ input, user }) => seminars.adminList(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/research/seminar/save",
    access: MANAGERS,
    input: seminarSaveSchema,
    log: "保存教研活动",
    handler: ({ input, user }) => seminars.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/research/seminar/delete",
    access: MANAGERS,
    input: idsInputSchema,
    log: "删除教研活动",
    handler: ({ input, user }) => seminars.remove(input.ids, user),
  });
}
