import {
  ACTIVITY_SCORE_BUCKETS,
  type ActivityStatistics,
  type ActivityVideoList,
  type ActivityVideosInput,
} from "@otp/contract";
import ExcelJS from "exceljs";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { canEdit } from "./activity.access.js";
import type { ActivityDeps } from "./activity.ports.js";
import * as q from "./activity.queries.js";
import * as s from "./activity.statistics.queries.js";

/** 活动统计 (the organisers' tab and its xlsx) and /resource6, the works of finished activities. */
export class ActivityStatisticsService {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
  ) {}

  async statistics(activityId: number, user: Principal): Promise<ActivityStatistics> {
    const a = await q.find(this.db, activityId);
    if (!a) throw notFound("活动不存在");
    if (!canEdit(user, a)) throw forbidden("只有活动的组织者可以查看统计");
    return this.compute(a.id, a.name);
  }

  /** The numbers, without the access check (the bench measures this and the route's path). */
  async compute(activityId: number, activityName: string): Promise<ActivityStatistics> {
    const [regs, works, orgs, sheets, buckets, judges] = await Promise.all([
      s.registrationCounts(this.db, activityId),
      s.workCounts(this.db, activityId),
      s.byOrg(this.db, activityId),
      s.sheetCounts(this.db, activityId),
      s.histogram(this.db, activityId),
      s.judgeConsistency(this.db, activityId),
    ]);
    const [orgNames, people] = await Promise.all([
      this.deps.base.orgNames(orgs.flatMap((o) => (o.orgId === null ? [] : [o.orgId]))),
      this.deps.users.names(judges.map((j) => j.judgeId)),
    ]);
    const counts = new Map(buckets.map((b) => [b.bucket, b.count]));
    return {
      activityName,
      registrations: regs,
      byOrg: orgs.map((o) => ({
        orgName: o.orgId === null ? "未填写单位" : (orgNames.get(o.orgId) ?? "未知单位"),
        registrations: o.registrations,
        works: o.works,
        approvedWorks: o.approvedWorks,
      })),
      works: { total: works.total, submitted: works.submitted, approved: works.approved, returned: works.returned },
      judging: { ...sheets, judgedWorks: works.judged, unjudgedWorks: works.inJudging - works.judged },
      histogram: ACTIVITY_SCORE_BUCKETS.map((label, i) => ({ label, count: counts.get(i) ?? 0 })),
      scores: { mean: works.mean, max: works.max, min: works.min },
      judges: judges.map((j) => ({ ...j, name: people.get(j.judgeId)?.realName ?? "" })),
    };
  }

  /** The same numbers as an xlsx: one sheet per table of the tab. */
  async export(activityId: number, user: Principal): Promise<{ name: string; bytes: Buffer }> {
    const st = await this.statistics(activityId, user);
    const wb = new ExcelJS.Workbook();
    const sheet = (name: string, header: string[], rows: (string | number | null)[][]) => {
      const ws = wb.addWorksheet(name);
      ws.addRow(header).font = { bold: true };
      for (const r of rows) ws.addRow(r.map((v) => v ?? ""));
      ws.columns.forEach((c) => {
        c.width = 16;
      });
    };
    const r = st.registrations;
    const w = st.works;
    const j = st.judging;
    sheet(
      "概况",
      ["项目", "数量"],
      [
        ["报名总数", r.total],
        ["报名待审核", r.pending],
        ["报名已通过", r.approved],
        ["报名未通过", r.rejected],
        ["作品总数", w.total],
        ["作品待审核", w.submitted],
        ["作品已通过", w.approved],
        ["作品已退回", w.returned],
        ["评分表总数", j.sheets],
        ["评分表未评", j.assigned],
        ["评分表暂存", j.draft],
        ["评分表已提交", j.submitted],
        ["已完成评审作品", j.judgedWorks],
        ["未完成评审作品", j.unjudgedWorks],
        ["平均分", st.scores.mean],
        ["最高分", st.scores.max],
        ["最低分", st.scores.min],
      ],
    );
    sheet(
      "各单位报名",
      ["单位", "报名数", "作品数", "通过审核作品数"],
      st.byOrg.map((o) => [o.orgName, o.registrations, o.works, o.approvedWorks]),
    );
    sheet(
      "成绩分布",
      ["分数段", "作品数"],
      st.histogram.map((h) => [h.label, h.count]),
    );
    sheet(
      "评委一致性",
      ["评委", "评分表", "已提交", "平均分", "标准差", "与最终得分平均偏差", "平均偏高（+）/偏低（-）"],
      st.judges.map((x) => [x.name, x.sheets, x.submitted, x.mean, x.stdDev, x.meanAbsDeviation, x.bias]),
    );
    return { name: `${st.activityName}-统计.xlsx`, bytes: Buffer.from(await wb.xlsx.writeBuffer()) };
  }

  /** /resource6: approved works of activities whose results are out, for everyone. */
  async videos(input: ActivityVideosInput): Promise<ActivityVideoList> {
    const [{ rows, count }, activities] = await Promise.all([
      s.pageOfVideos(this.db, input),
      s.finishedActivities(this.db),
    ]);
    const [people, orgs, covers] = await Promise.all([
      this.deps.users.names([...new Set(rows.map((r) => r.ownerId))]),
      this.deps.base.orgNames([...new Set(rows.flatMap((r) => (r.orgId ? [r.orgId] : [])))]),
      this.deps.resources.covers(rows.map((r) => r.resourceId)),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        authorName: people.get(r.ownerId)?.realName ?? "",
        orgName: r.orgId ? (orgs.get(r.orgId) ?? "") : "",
        activityId: r.activityId,
        activityName: r.activityName,
        award: r.award ?? "",
        score: r.score,
        resourceId: r.resourceId,
        coverUrl: covers.get(r.resourceId) ?? null,
      })),
      count,
      activities,
    };
  }
}
