import {
  activityAdminListSchema,
  activityAdvanceSchema,
  activityAnnouncementSaveSchema,
  activityAssignSchema,
  activityAwardLevelsSaveSchema,
  activityAwardsSaveSchema,
  activityAwardsVersionSchema,
  activityCopySchema,
  activityDecideSchema,
  activityJudgesSaveSchema,
  activityListSchema,
  activityPropertiesSaveSchema,
  activityRecommendSaveSchema,
  activityRecommendSettingsSchema,
  activityRegisterSchema,
  activityRound2Schema,
  activitySaveSchema,
  activityScoreSaveSchema,
  activitySheetSchema,
  activityStandardSaveSchema,
  activityVideosSchema,
  activityWorkSubmitSchema,
  activityWorksSchema,
  idInputSchema,
  idsInputSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ActivityParticipation } from "./activity.participation.js";
import type { ActivityService } from "./activity.service.js";
import type { ActivityAwardsService } from "./activity.awards.service.js";
import type { ActivityCertificateService } from "./activity.certificate.service.js";
import type { ActivityJudgingService } from "./activity.judging.service.js";
import type { ActivityRecommendService } from "./activity.recommend.service.js";
import type { ActivityStatisticsService } from "./activity.statistics.service.js";

const PERM = { perm: "business.activity" } as const;

export function registerActivityRoutes(
  app: FastifyInstance,
  deps: RouteDeps & {
    activities: ActivityService;
    activityParticipation: ActivityParticipation;
    activityJudging: ActivityJudgingService;
    activityAwards: ActivityAwardsService;
    activityStatistics: ActivityStatisticsService;
    activityCertificates: ActivityCertificateService;
    activityRecommend: ActivityRecommendService;
  },
) {
  const { activities, activityParticipation: participation, activityJudging: judging, activityAwards: awards } = deps;
  const { activityStatistics: statistics, activityCertificates: certificates, activityRecommend: recommend } = deps;

  /* ---------- public pages (/activity, /activity/{activityId}/{type}) ---------- */
  defineRoute(app, deps, {
    url: "/api/c/activity/list",
    access: "guest",
    input: activityListSchema,
    handler: ({ input }) => activities.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/c/activity/detail",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user }) => activities.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/activity/announcements",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user }) => activities.announcements(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/activity/works",
    access: "guest",
    input: activityWorksSchema,
    handler: ({ input, user }) => activities.works(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/activity/results",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user }) => activities.results(input.id, user),
  });

  /* ---------- the organiser (its creator or an activity manager; checked per activity) ---------- */
  defineRoute(app, deps, {
    url: "/api/l/activity/get",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => activities.get(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/save",
    access: "login",
    input: activitySaveSchema,
    log: "保存活动",
    handler: ({ input, user }) => activities.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/advance",
    access: "login",
    input: activityAdvanceSchema,
    log: "调整活动阶段",
    // 公布结果 is the awards' publish, with its unjudged-works check and version claim.
    handler: ({ input, user }) =>
      input.to === "results"
        ? awards.publish(input.id, input.version ?? "", user)
        : activities.advance(input.id, input.to, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/announcement/save",
    access: "login",
    input: activityAnnouncementSaveSchema,
    log: "发布活动公告",
    handler: ({ input, user }) => activities.saveAnnouncement(input, user),
  });

  /* ---------- registration, works, audit ---------- */
  defineRoute(app, deps, {
    url: "/api/l/activity/properties/save",
    access: "login",
    input: activityPropertiesSaveSchema,
    log: "设置报名字段",
    handler: ({ input, user }) => participation.saveProperties(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/register",
    access: "login",
    input: activityRegisterSchema,
    log: "报名活动",
    handler: ({ input, user }) => participation.register(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/work/submit",
    access: "login",
    input: activityWorkSubmitSchema,
    log: "提交活动作品",
    handler: ({ input, user }) => participation.submitWork(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/participants",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => participation.participants(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/registration/decide",
    access: "login",
    input: activityDecideSchema,
    log: "审核活动报名",
    handler: ({ input, user }) => participation.decideRegistrations(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/work/audit",
    access: "login",
    input: activityDecideSchema,
    log: "审核活动作品",
    handler: ({ input, user }) => participation.auditWorks(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/mine",
    access: "login",
    handler: ({ user }) => participation.mine(user),
  });

  /* ---------- judging: the organiser's set-up, the judge's sheets ---------- */
  defineRoute(app, deps, {
    url: "/api/l/activity/judging",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => judging.judging(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/judges/save",
    access: "login",
    input: activityJudgesSaveSchema,
    log: "设置活动评委",
    handler: ({ input, user }) => judging.saveJudges(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/standard/templates",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => judging.templates(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/standard/save",
    access: "login",
    input: activityStandardSaveSchema,
    log: "设置活动评价标准",
    handler: ({ input, user }) => judging.saveStandard(input.activityId, input.templateId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/judges/assign",
    access: "login",
    input: activityAssignSchema,
    log: "分配评审作品",
    handler: ({ input, user }) => judging.assign(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/judges/round2",
    access: "login",
    input: activityRound2Schema,
    log: "开启第二轮评审",
    handler: ({ input, user }) => judging.openRound2(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/judge/works",
    access: "login",
    handler: ({ user }) => judging.myWorks(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/judge/sheet",
    access: "login",
    input: activitySheetSchema,
    handler: ({ input, user }) => judging.sheet(input.id, user, input.round),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/judge/score",
    access: "login",
    input: activityScoreSaveSchema,
    log: "活动作品评分",
    handler: ({ input, user }) => judging.saveScore(input, user),
  });

  /* ---------- awards (奖项设置) ---------- */
  defineRoute(app, deps, {
    url: "/api/l/activity/awards",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => awards.board(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/awards/levels/save",
    access: "login",
    input: activityAwardLevelsSaveSchema,
    log: "设置活动奖项",
    handler: ({ input, user }) => awards.saveLevels(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/awards/propose",
    access: "login",
    input: activityAwardsVersionSchema,
    log: "按排名生成获奖名单",
    handler: ({ input, user }) => awards.propose(input.activityId, input.version, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/awards/save",
    access: "login",
    input: activityAwardsSaveSchema,
    log: "调整获奖名单",
    handler: ({ input, user }) => awards.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/awards/publish",
    access: "login",
    input: activityAwardsVersionSchema,
    log: "公布活动结果",
    handler: ({ input, user }) => awards.publish(input.activityId, input.version, user),
  });

  /* ---------- unit recommendation (单位推荐) ---------- */
  defineRoute(app, deps, {
    url: "/api/l/activity/recommend",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => recommend.board(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/recommend/mine",
    access: "login",
    handler: ({ user }) => recommend.mine(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/recommend/settings",
    access: "login",
    input: activityRecommendSettingsSchema,
    log: "设置单位推荐",
    handler: ({ input, user }) => recommend.saveSettings(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/recommend/save",
    access: "login",
    input: activityRecommendSaveSchema,
    log: "推荐参评作品",
    handler: ({ input, user }) => recommend.save(input, user),
  });

  /* ---------- statistics (活动统计), certificates, /resource6 ---------- */
  defineRoute(app, deps, {
    url: "/api/l/activity/statistics",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => statistics.statistics(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/statistics/export",
    method: "GET",
    access: "login",
    input: idInputSchema,
    handler: async ({ input, user, reply }) => {
      const file = await statistics.export(input.id, user);
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.bytes);
    },
  });
  defineRoute(app, deps, {
    url: "/api/l/activity/certificate",
    method: "GET",
    access: "login",
    input: idInputSchema,
    handler: async ({ input, user, reply }) => {
      const file = await certificates.pdf(input.id, user);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.bytes);
    },
  });
  defineRoute(app, deps, {
    url: "/api/c/activity/videos",
    access: "guest",
    input: activityVideosSchema,
    handler: ({ input }) => statistics.videos(input),
  });

  /* ---------- back office (业务管理 → 活动管理) ---------- */
  defineRoute(app, deps, {
    url: "/api/m/activity/list",
    access: PERM,
    input: activityAdminListSchema,
    handler: ({ input }) => activities.adminList(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/activity/copy",
    access: PERM,
    input: activityCopySchema,
    log: "复制活动",
    handler: ({ input, user }) => activities.copy(input.id, input.name, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/activity/delete",
    access: PERM,
    input: idsInputSchema,
    log: "删除活动",
    handler: ({ input, user }) => activities.remove(input.ids, user),
  });
}
