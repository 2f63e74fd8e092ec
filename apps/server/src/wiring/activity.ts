import { ActivityAwardsService } from "../modules/activity/activity.awards.service.js";
import { ActivityCertificateService } from "../modules/activity/activity.certificate.service.js";
import { ActivityJudgingService } from "../modules/activity/activity.judging.service.js";
import { ActivityParticipation } from "../modules/activity/activity.participation.js";
import type { ActivityDeps } from "../modules/activity/activity.ports.js";
import { ActivityRecommendService } from "../modules/activity/activity.recommend.service.js";
import { ActivityService } from "../modules/activity/activity.service.js";
import { ActivityStatisticsService } from "../modules/activity/activity.statistics.service.js";
import type { SuperviseService } from "../modules/supervise/supervise.service.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Activities and contests: names from users and base data, the word filter on what organisers type. */
export function wireActivity(deps: AppDeps, p: People, c: Content, supervise: SuperviseService) {
  const { users, base, files, textFilter, site } = p;
  const subjects = () => base.kvElements("SUBJECT");
  const ports: ActivityDeps = {
    users: {
      names: (ids) => users.names(ids),
      orgOf: async (id) => (await users.info(id)).orgId,
      // Enabled teachers among the ids, in one query (a principal is loaded only for enabled users).
      teachers: async (ids) => new Set(await users.enabledTeachers({ ids })),
    },
    base: {
      orgNames: (ids) => base.orgNames(ids),
      subjectNames: async (ids) => {
        const wanted = new Set(ids);
        return new Map((await subjects()).filter((e) => wanted.has(e.id)).map((e) => [e.id, e.name]));
      },
      orgExists: (id) => base.orgExists(id),
      subjectExists: async (id) => (await subjects()).some((e) => e.id === id),
    },
    files: { many: (ids) => files.many(ids) },
    resources: {
      own: async (id, user) => {
        const [r] = await c.resources.catalogue.details([id], user);
        return r && r.ownerId === user.userId ? { type: r.type, subjectId: r.subjectId ?? null } : null;
      },
      covers: async (ids) => new Map((await c.resources.catalogue.details(ids, null)).map((r) => [r.id, r.coverUrl])),
    },
    site: {
      seal: async () => {
        const row = await site.detail("SEAL");
        if (!row.isUsing || !row.imgId) return null;
        const file = await files.get(row.imgId).catch(() => null);
        return file ? files.read(file) : null;
      },
      name: async () => (await site.baseInfo()).name,
    },
    templates: {
      formFor: (id) => supervise.templates.formFor(id),
      ready: () => supervise.templates.readyChoices(),
    },
    text: textFilter,
    notifier: p.notices,
  };
  return {
    activities: new ActivityService(deps.db, ports),
    activityParticipation: new ActivityParticipation(deps.db, ports),
    activityJudging: new ActivityJudgingService(deps.db, ports),
    activityAwards: new ActivityAwardsService(deps.db, ports),
    activityStatistics: new ActivityStatisticsService(deps.db, ports),
    activityCertificates: new ActivityCertificateService(deps.db, ports),
    activityRecommend: new ActivityRecommendService(deps.db, ports),
  };
}
