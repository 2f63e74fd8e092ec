import type { SuperviseStatisticsInput, SuperviseStatisticsResult, SuperviseStatRow } from "@otp/contract";
import ExcelJS from "exceljs";
import type { Db } from "../../platform/db/client.js";
import type { SuperviseDeps } from "./supervise.ports.js";
import * as rq from "./supervise.rollup.queries.js";
import * as q from "./supervise.statistics.queries.js";

const LABEL: Record<SuperviseStatisticsInput["by"], string> = {
  teacher: "教师",
  org: "院系",
  courseType: "课程类型",
  indicator: "评价指标",
  evaluator: "评价人",
  term: "学期",
};

/** /supervise statistics: counts, averages and level distribution by a dimension; xlsx export. */
export class StatisticsService {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<SuperviseDeps, "base" | "users">,
  ) {}

  /** Whether the roll-up has been checked against the evaluations since this process started. */
  private rollupChecked = false;

  /**
   * Rebuilds the roll-up from the submitted evaluations: after a bulk load that bypassed
   * submission (the bench), or on the first statistics read of a database that has
   * evaluations but no roll-up yet (one upgraded from before the roll-up existed).
   */
  rebuild() {
    return this.db.transaction((tx) => rq.rebuild(tx));
  }

  /**
   * Mean submitted evaluation score (0–100) and count per teacher, organization or course: AI
   * research shows it beside each unit's classroom measures. Keys without evaluations are absent.
   */
  async meanScores(by: "teacher" | "org" | "course", keys: number[], termId?: number) {
    const rows = await q.meanScores(this.db, by, keys, termId);
    return new Map(
      rows.flatMap((r) => (r.key === null ? [] : [[r.key, { average: r.avg10 / 10, count: r.count }] as const])),
    );
  }

  async statistics(input: SuperviseStatisticsInput): Promise<SuperviseStatisticsResult> {
    if (!this.rollupChecked) {
      if (await rq.needsRebuild(this.db)) await this.rebuild();
      this.rollupChecked = true;
    }
    const f = { termId: input.termId, orgId: input.orgId };
    const [sum, allLevels] = await Promise.all([q.summary(this.db, f), q.levels(this.db, f)]);
    const summary = {
      count: sum.count,
      avg: sum.avg10 / 10,
      teachers: sum.teachers,
      evaluators: sum.evaluators,
      levels: Object.fromEntries(allLevels.map((l) => [l.level ?? "", l.count])),
    };
    return { summary, rows: await this.rows(input.by, f) };
  }

  async export(input: SuperviseStatisticsInput): Promise<Buffer> {
    const { rows } = await this.statistics(input);
    const levelNames = [...new Set(rows.flatMap((r) => Object.keys(r.levels)))];
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("督导统计");
    const rate = input.by === "indicator";
    ws.columns = [
      { header: LABEL[input.by], key: "name", width: 24 },
      { header: "评价数", key: "count", width: 10 },
      { header: rate ? "平均得分率(%)" : "平均分", key: "avg", width: 14 },
      { header: rate ? "最低得分率(%)" : "最低分", key: "min", width: 14 },
      { header: rate ? "最高得分率(%)" : "最高分", key: "max", width: 14 },
      ...(input.by === "evaluator"
        ? [
            { header: "草稿", key: "drafts", width: 8 },
            { header: "应完成", key: "expected", width: 10 },
          ]
        : levelNames.map((l) => ({ header: l, key: `level:${l}`, width: 10 }))),
    ];
    for (const r of rows)
      ws.addRow({ ...r, ...Object.fromEntries(Object.entries(r.levels).map(([k, v]) => [`level:${k}`, v])) });
    ws.getRow(1).font = { bold: true };
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  private async rows(by: SuperviseStatisticsInput["by"], f: q.StatFilter): Promise<SuperviseStatRow[]> {
    if (by === "indicator") {
      return (await q.byIndicator(this.db, f)).map((r) => ({
        key: r.name,
        name: r.name,
        count: r.count,
        avg: r.avg / 10,
        min: r.min / 10,
        max: r.max / 10,
        levels: {},
      }));
    }
    if (by === "evaluator") {
      const [submitted, drafts, expected] = await Promise.all([
        q.workload(this.db, f),
        q.draftsByEvaluator(this.db, f),
        q.expectedByEvaluator(this.db, f),
      ]);
      // Evaluators with drafts only are listed too (0 submitted).
      const work = [
        ...submitted.map((w) => ({ ...w, drafts: 0 })),
        ...drafts
          .filter((d) => !submitted.some((w) => w.evaluatorId === d.evaluatorId))
          .map((d) => ({ evaluatorId: d.evaluatorId, submitted: 0, avg10: 0, drafts: 0 })),
      ].map((w) => ({ ...w, drafts: drafts.find((d) => d.evaluatorId === w.evaluatorId)?.drafts ?? 0 }));
      const names = await this.deps.users.names(work.map((w) => w.evaluatorId));
      const exp = new Map(expected.map((e) => [e.userId, e.expected]));
      return work
        .map((w) => ({
          key: w.evaluatorId,
          name: names.get(w.evaluatorId)?.realName ?? "",
          count: w.submitted,
          avg: w.avg10 / 10,
          min: 0,
          max: 0,
          levels: {},
          drafts: w.drafts,
          expected: exp.get(w.evaluatorId) ?? 0,
        }))
        .sort((a, b) => b.count - a.count);
    }
    const [rows, levels] = await Promise.all([q.grouped(this.db, by, f), q.levelsBy(this.db, by, f)]);
    const names = await this.names(
      by,
      rows.map((r) => r.key).filter((k): k is number => k != null),
    );
    return rows.map((r) => ({
      key: r.key,
      name: r.key == null ? "未设置" : (names.get(r.key) ?? ""),
      count: r.count,
      avg: r.avg10 / 10,
      min: r.min10 / 10,
      max: r.max10 / 10,
      levels: Object.fromEntries(levels.filter((l) => l.key === r.key).map((l) => [l.level ?? "", l.count])),
    }));
  }

  private async names(by: "teacher" | "org" | "courseType" | "term", ids: number[]): Promise<Map<number, string>> {
    if (by === "teacher") return new Map([...(await this.deps.users.names(ids))].map(([id, n]) => [id, n.realName]));
    const list =
      by === "org"
        ? await this.deps.base.kvOrgs()
        : by === "term"
          ? await this.deps.base.kvTerms()
          : await this.deps.base.kvElements("COURSE_TYPE");
    return new Map(list.map((x) => [x.id, x.name]));
  }
}
