import { PUBLISH_STATUS } from "@otp/contract";
import { AuditCentreService } from "../modules/auditcentre/auditcentre.service.js";
import { ChaoxingService, OUTBOUND_QUEUE } from "../modules/chaoxing/chaoxing.service.js";
import type { LiveService } from "../modules/live/live.service.js";
import { StatsService } from "../modules/stats/stats.service.js";
import { parseAllowList } from "../platform/http/outbound.js";
import { JobQueue } from "../platform/jobs/queue.js";
import { schoolDays } from "../platform/time/school-day.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Statistics, the audit centre and the outbound audit push. */
export function wireInsight(deps: AppDeps, p: People, c: Content, lives: LiveService) {
  const { db } = deps;
  const { base, users, oplog, site } = p;
  const { courses, resources } = c;
  const stats = new StatsService(db, {
    courses: { statsRows: (scope) => courses.statsRows(scope) },
    resources: { statsRows: (scope) => resources.statsRows(scope) },
    base: { kvOrgs: () => base.kvOrgs(), kvTerms: () => base.kvTerms() },
    // ds-live: lives held per day (China time) and organization; lives belong to no term.
    live: {
      daily: async ({ orgId, from, to }) => {
        const days = schoolDays(from, to);
        const rows = await lives.countsPerDay(days.from, days.until);
        return rows
          .filter((r) => !orgId || r.orgId === orgId)
          .map((r) => ({ day: r.day, orgId: r.orgId, lives: r.count, viewers: r.viewers, minutes: r.minutes }));
      },
    },
  });
  const pendingOf = (rows: { status: number }[]) => rows.filter((r) => r.status === PUBLISH_STATUS.PENDING).length;
  const auditCentre = new AuditCentreService({
    pendingUsers: () => users.pendingCount(),
    pendingCourses: async () => pendingOf(await courses.statsRows({})),
    pendingResources: async () => pendingOf(await resources.statsRows({})),
    recentLog: (actions, limit) => oplog.recent(actions, limit),
  });
  const outbound = new JobQueue(db, OUTBOUND_QUEUE);
  const chaoxing = new ChaoxingService(db, {
    resources: () => resources.statsRows({}),
    property: (key) => site.property(key, "audit"),
    saveProperty: (key, value) => site.saveProperty(key, value, "audit"),
    queue: outbound,
    allowPrivate: parseAllowList(deps.config.OUTBOUND_ALLOW_PRIVATE),
  });
  return { stats, auditCentre, outbound, chaoxing };
}
