import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { PDF_MIME, sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ActivityAwardsService } from "./activity.awards.service.js";
import type { ActivityCertificateService } from "./activity.certificate.service.js";
import type { ActivityJudgingService } from "./activity.judging.service.js";
import type { ActivityParticipation } from "./activity.participation.js";
import type { ActivityRecommendService } from "./activity.recommend.service.js";
import type { ActivityService } from "./activity.service.js";
import type { ActivityStatisticsService } from "./activity.statistics.service.js";

const api = endpoints.activity;

/** A call that answers nothing (the envelope's data is null). */
const done = async (work: Promise<unknown>): Promise<null> => {
  await work;
  return null;
};

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
    endpoint: api.list,
    handler: ({ input }) => activities.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => activities.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.announcements,
    handler: ({ input, user }) => activities.announcements(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.works,
    handler: ({ input, user }) => activities.works(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.results,
    handler: ({ input, user }) => activities.results(input.id, user),
  });

  /* ---------- the organiser (its creator or an activity manager; checked per activity) ---------- */
  defineRoute(app, deps, {
    endpoint: api.get,
    handler: ({ input, user }) => activities.get(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存活动",
    handler: ({ input, user }) => activities.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.advance,
    log: "调整活动阶段",
    // 公布结果 is the awards' publish, with its unjudged-works check and version claim.
    handler: ({ input, user }) =>
      input.to === "results"
        ? awards.publish(input.id, input.version ?? "", user)
        : activities.advance(input.id, input.to, user),
  });
  defineRoute(app, deps, {
    endpoint: api.announcementSave,
    log: "发布活动公告",
    handler: ({ input, user }) => activities.saveAnnouncement(input, user),
  });

  /* ---------- registration, works, audit ---------- */
  defineRoute(app, deps, {
    endpoint: api.propertiesSave,
    log: "设置报名字段",
    handler: ({ input, user }) => done(participation.saveProperties(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.register,
    log: "报名活动",
    handler: ({ input, user }) => participation.register(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.workSubmit,
    log: "提交活动作品",
    handler: ({ input, user }) => participation.submitWork(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.participants,
    handler: ({ input, user }) => participation.participants(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.registrationDecide,
    log: "审核活动报名",
    handler: ({ input, user }) => done(participation.decideRegistrations(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.workAudit,
    log: "审核活动作品",
    handler: ({ input, user }) => done(participation.auditWorks(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.mine,
    handler: ({ user }) => participation.mine(user),
  });

  /* ---------- judging: the organiser's set-up, the judge's sheets ---------- */
  defineRoute(app, deps, {
    endpoint: api.judging,
    handler: ({ input, user }) => judging.judging(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.judgesSave,
    log: "设置活动评委",
    handler: ({ input, user }) => done(judging.saveJudges(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.standardTemplates,
    handler: ({ input, user }) => judging.templates(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.standardSave,
    log: "设置活动评价标准",
    handler: ({ input, user }) => done(judging.saveStandard(input.activityId, input.templateId, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.judgesAssign,
    log: "分配评审作品",
    handler: ({ input, user }) => judging.assign(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.judgesRound2,
    log: "开启第二轮评审",
    handler: ({ input, user }) => judging.openRound2(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.judgeWorks,
    handler: ({ user }) => judging.myWorks(user),
  });
  defineRoute(app, deps, {
    endpoint: api.judgeSheet,
    handler: ({ input, user }) => judging.sheet(input.id, user, input.round),
  });
  defineRoute(app, deps, {
    endpoint: api.judgeScore,
    log: "活动作品评分",
    handler: ({ input, user }) => judging.saveScore(input, user),
  });

  /* ---------- awards (奖项设置) ---------- */
  defineRoute(app, deps, {
    endpoint: api.awards,
    handler: ({ input, user }) => awards.board(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.awardLevelsSave,
    log: "设置活动奖项",
    handler: ({ input, user }) => done(awards.saveLevels(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.awardsPropose,
    log: "按排名生成获奖名单",
    handler: ({ input, user }) => done(awards.propose(input.activityId, input.version, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.awardsSave,
    log: "调整获奖名单",
    handler: ({ input, user }) => done(awards.save(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.awardsPublish,
    log: "公布活动结果",
    handler: ({ input, user }) => awards.publish(input.activityId, input.version, user),
  });

  /* ---------- unit recommendation (单位推荐) ---------- */
  defineRoute(app, deps, {
    endpoint: api.recommend,
    handler: ({ input, user }) => recommend.board(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.recommendMine,
    handler: ({ user }) => recommend.mine(user),
  });
  defineRoute(app, deps, {
    endpoint: api.recommendSettings,
    log: "设置单位推荐",
    handler: ({ input, user }) => done(recommend.saveSettings(input, user)),
  });
  defineRoute(app, deps, {
    endpoint: api.recommendSave,
    log: "推荐参评作品",
    handler: ({ input, user }) => done(recommend.save(input, user)),
  });

  /* ---------- statistics (活动统计), certificates, /resource6 ---------- */
  defineRoute(app, deps, {
    endpoint: api.statistics,
    handler: ({ input, user }) => statistics.statistics(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.statisticsExport,
    handler: async ({ input, user, reply }) => {
      const file = await statistics.export(input.id, user);
      return sendDownload(reply, file.name, file.bytes);
    },
  });
  defineRoute(app, deps, {
    endpoint: api.certificate,
    handler: async ({ input, user, reply }) => {
      const file = await certificates.pdf(input.id, user);
      return sendDownload(reply, file.name, file.bytes, PDF_MIME);
    },
  });
  defineRoute(app, deps, {
    endpoint: api.videos,
    handler: ({ input }) => statistics.videos(input),
  });

  /* ---------- back office (业务管理 → 活动管理) ---------- */
  defineRoute(app, deps, {
    endpoint: api.admin.list,
    handler: ({ input }) => activities.adminList(input),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.copy,
    log: "复制活动",
    handler: ({ input, user }) => activities.copy(input.id, input.name, user),
  });
  defineRoute(app, deps, {
    endpoint: api.admin.delete,
    log: "删除活动",
    handler: ({ input, user }) => done(activities.remove(input.ids, user)),
  });
}
