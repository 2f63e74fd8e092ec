import { PUBLISH_STATUS } from "@otp/contract";
import { AuditCentreService } from "../modules/auditcentre/auditcentre.service.js";
import { ChaoxingService } from "../modules/chaoxing/chaoxing.service.js";
import { StatsService } from "../modules/stats/stats.service.js";
import { JobQueue } from "../platform/jobs/queue.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Statistics, the audit centre and the outbound audit push. */
export function wireInsight(deps: AppDeps, p: People, c: Content) {
  const { db } = deps;
  const { base, users, oplog, site } = p;
  const { courses, resources } = c;
  const stats = new StatsService(db, {
    courses: { statsRows: (scope) => courses.statsRows(scope) },
    resources: { statsRows: (scope) => resources.statsRows(scope) },
    base: { kvOrgs: () => base.kvOrgs(), kvTerms: () => base.kvTerms() },
    // live: the live module's daily figures, wired when it lands (ds-live shows its empty state until then).
  });
  const pendingOf = (rows: { status: number }[]) => rows.filter((r) => r.status === PUBLISH_STATUS.PENDING).length;
  const auditCentre = new AuditCentreService({
    pendingUsers: () => users.pendingCount(),
    pendingCourses: async () => pendingOf(await courses.statsRows({})),
    pendingResources: async () => pendingOf(await resources.statsRows({})),
    recentLog: (actions, limit) => oplog.recent(actions, limit),
  });
  // Outbound pushes have their own queue: they never wait behind media processing.
  const outbound = new JobQueue(db, { concurrency: 1, backoffBaseMs: 15_000 });
  const chaoxing = new ChaoxingService(db, {
    resources: () => resources.statsRows({}),
    property: (key) => site.property(key, "audit"),
    saveProperty: (key, value) => site.saveProperty(key, value, "audit"),
    queue: outbound,
  });
  return { stats, auditCentre, outbound, chaoxing };
}
