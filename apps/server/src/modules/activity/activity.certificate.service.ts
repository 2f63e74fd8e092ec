import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { canEdit, currentStage, stageIndex } from "./activity.access.js";
import { certificatePdf } from "./activity.certificate.pdf.js";
import { membersOf } from "./activity.participation.queries.js";
import type { ActivityDeps } from "./activity.ports.js";
import { awardedWork } from "./activity.statistics.queries.js";

/**
 * 获奖证书: a PDF for a work with an award once the results are published, to its author and
 * team members, and to the activity's organisers. Nothing is stored: the certificate is drawn on each download
 * from the current names, so a corrected name prints correctly.
 */
export class ActivityCertificateService {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async pdf(workId: number, user: Principal): Promise<{ name: string; bytes: Buffer }> {
    const w = await awardedWork(this.db, workId);
    if (!w) throw notFound("作品不存在");
    // A team's certificate names the leader and every member, and each of them may download it.
    const members = w.registrationId ? await membersOf(this.db, [w.registrationId]) : [];
    const team = [w.ownerId, ...members.map((m) => m.userId)];
    if (!team.includes(user.userId) && !canEdit(user, w.activity)) {
      throw forbidden("只有获奖者本人和活动的组织者可以下载证书");
    }
    const published = stageIndex(currentStage(w.activity, this.clock())) >= stageIndex("results");
    if (!w.award || !published) throw notFound("该作品没有获奖证书");
    const orgIds = [w.orgId, w.activity.organizerOrgId].filter((x): x is number => x !== null);
    const [people, orgs, seal, siteName] = await Promise.all([
      this.deps.users.names(team),
      this.deps.base.orgNames(orgIds),
      this.deps.site.seal(),
      this.deps.site.name(),
    ]);
    const name = team.map((id) => people.get(id)?.realName ?? "").join("、");
    const issuer =
      (w.activity.organizerOrgId ? orgs.get(w.activity.organizerOrgId) : undefined) || siteName || "活动组委会";
    const bytes = await certificatePdf({
      name,
      orgName: w.orgId ? (orgs.get(w.orgId) ?? "") : "",
      activityName: w.activity.name,
      workTitle: w.title,
      award: w.award,
      issuer,
      date: w.activity.resultsAt ?? this.clock(),
      seal,
    });
    return { name: `${w.activity.name}-${name}-${w.award}.pdf`, bytes };
  }
}
