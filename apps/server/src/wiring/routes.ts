import type { FastifyInstance } from "fastify";
import { registerActivityRoutes } from "../modules/activity/activity.routes.js";
import { registerAiRoutes } from "../modules/ai/ai.routes.js";
import { registerAnnouncementRoutes } from "../modules/announcement/announcement.routes.js";
import { registerAssignmentRoutes } from "../modules/assignment/assignment.routes.js";
import { registerAuditCentreRoutes } from "../modules/auditcentre/auditcentre.routes.js";
import { registerAuthRoutes } from "../modules/auth/auth.routes.js";
import { registerBaseRoutes } from "../modules/base/base.routes.js";
import { registerChaoxingRoutes } from "../modules/chaoxing/chaoxing.routes.js";
import { registerClassroomResearchRoutes } from "../modules/classroom/classroom.research.routes.js";
import { registerClassroomRoutes } from "../modules/classroom/classroom.routes.js";
import { registerCollectRoutes } from "../modules/collect/collect.routes.js";
import { registerCourseRoutes } from "../modules/course/course.routes.js";
import { registerFileRoutes } from "../modules/file/file.routes.js";
import { registerHealthRoutes } from "../modules/health/health.routes.js";
import { HealthService } from "../modules/health/health.service.js";
import { registerLearningRoutes } from "../modules/learning/learning.routes.js";
import { registerLiveRoutes } from "../modules/live/live.routes.js";
import { registerMediaRoutes } from "../modules/media/media.routes.js";
import { registerNoticeRoutes } from "../modules/notice/notice.routes.js";
import { registerOcrRoutes } from "../modules/ocr/ocr.routes.js";
import { registerOpLogRoutes } from "../modules/oplog/oplog.routes.js";
import { registerPrepareRoutes } from "../modules/prepare/prepare.routes.js";
import { registerReleaseRoutes } from "../modules/release/release.routes.js";
import { registerResearchRoutes } from "../modules/research/research.routes.js";
import { registerResourceRoutes } from "../modules/resource/resource.routes.js";
import { registerRetrievalRoutes } from "../modules/retrieval/retrieval.routes.js";
import { registerSearchRoutes } from "../modules/search/search.routes.js";
import { registerSiteRoutes } from "../modules/site/site.routes.js";
import { registerSsoRoutes } from "../modules/sso/sso.routes.js";
import { registerStatsRoutes } from "../modules/stats/stats.routes.js";
import { registerSuperviseRoutes } from "../modules/supervise/supervise.routes.js";
import { registerTeacherRoutes } from "../modules/teacher/teacher.routes.js";
import { registerTeachGroupRoutes } from "../modules/teachgroup/teachgroup.routes.js";
import { registerTeachTaskRoutes } from "../modules/teachtask/teachtask.routes.js";
import { registerTimetableRoutes } from "../modules/timetable/timetable.routes.js";
import { registerTvRoutes } from "../modules/tv/tv.routes.js";
import { registerRoleRoutes } from "../modules/user/user.role.routes.js";
import { registerUserRoutes } from "../modules/user/user.routes.js";
import { registerUserTransferRoutes } from "../modules/user/user.transfer.routes.js";
import { registerWordRoutes } from "../modules/word/word.routes.js";
import { RateLimiter } from "../platform/http/rate-limit.js";
import type { AppDeps } from "./deps.js";
import type { Services } from "./services.js";

/** Every domain's routes, each given the services it uses. */
export function registerRoutes(app: FastifyInstance, deps: AppDeps, services: Services) {
  const { config } = deps;
  const { site, oplog } = services;
  const routeDeps = { settings: site, audit: oplog, limiter: new RateLimiter(deps.cache) };
  registerAuthRoutes(app, { ...routeDeps, ...services, cookieSecure: config.COOKIE_SECURE });
  const health = new HealthService(deps.db, services.files.storage, deps.cache, !!config.REDIS_URL);
  registerHealthRoutes(app, { ...routeDeps, health });
  registerSsoRoutes(app, { ...routeDeps, ...services, cookieSecure: config.COOKIE_SECURE });
  registerSiteRoutes(app, { ...routeDeps, site, fileExists: (id) => services.files.exists(id) });
  registerBaseRoutes(app, { ...routeDeps, base: services.base, baseAdmin: services.baseAdmin });
  registerUserRoutes(app, { ...routeDeps, ...services });
  registerRoleRoutes(app, { ...routeDeps, ...services });
  registerUserTransferRoutes(app, { ...routeDeps, ...services });
  registerOpLogRoutes(app, { ...routeDeps, oplog });
  registerFileRoutes(app, {
    ...routeDeps,
    files: services.files,
    storageUsage: services.storageUsage,
    imageAccess: async (id) => (await services.supervise.patrols.photoAccess(id)) ?? services.resources.imageAccess(id),
  });
  registerNoticeRoutes(app, { ...routeDeps, notices: services.notices });
  registerMediaRoutes(app, { ...routeDeps, ...services });
  registerCollectRoutes(app, { ...routeDeps, ...services });
  registerLearningRoutes(app, { ...routeDeps, learning: services.learning });
  registerResourceRoutes(app, {
    ...routeDeps,
    ...services,
    pictureRendition: (fileId, width) => services.files.rendition(fileId, width),
  });
  registerCourseRoutes(app, { ...routeDeps, ...services });
  registerSearchRoutes(app, { ...routeDeps, ...services });
  registerWordRoutes(app, { ...routeDeps, words: services.words });
  registerAuditCentreRoutes(app, { ...routeDeps, auditCentre: services.auditCentre });
  registerChaoxingRoutes(app, { ...routeDeps, chaoxing: services.chaoxing });
  registerStatsRoutes(app, { ...routeDeps, stats: services.stats, visitSink: services.visitSink });

  registerAiRoutes(app, { ...routeDeps, chat: services.chat });
  registerOcrRoutes(app, { ...routeDeps, ocr: services.ocr });
  registerClassroomRoutes(app, { ...routeDeps, classroom: services.classroom });
  registerClassroomResearchRoutes(app, { ...routeDeps, ...services });
  registerRetrievalRoutes(app, { ...routeDeps, retrieval: services.retrieval });
  registerLiveRoutes(app, { ...routeDeps, lives: services.lives, playMarks: deps.cache });
  registerTvRoutes(app, { ...routeDeps, tv: services.tv });
  registerSuperviseRoutes(app, { ...routeDeps, supervise: services.supervise });
  registerAnnouncementRoutes(app, { ...routeDeps, ...services });
  registerActivityRoutes(app, { ...routeDeps, ...services });
  registerTeacherRoutes(app, { ...routeDeps, ...services });
  registerReleaseRoutes(app, { ...routeDeps, ...services });
  registerTeachGroupRoutes(app, { ...routeDeps, teachGroups: services.teachGroups });
  registerAssignmentRoutes(app, { ...routeDeps, ...services });
  registerTeachTaskRoutes(app, { ...routeDeps, teachTasks: services.teachTasks, taskProgress: services.taskProgress });
  registerTimetableRoutes(app, { ...routeDeps, timetable: services.timetable, curriculum: services.curriculum });
  registerPrepareRoutes(app, {
    ...routeDeps,
    prepares: services.prepares,
    planCollab: services.planCollab,
    previews: services.previews,
    planComments: services.planComments,
    planResources: services.planResources,
  });
  registerResearchRoutes(app, {
    ...routeDeps,
    interaction: services.interaction,
    seminars: services.seminars,
    lectures: services.lectures,
    meetings: services.meetings,
  });
}
