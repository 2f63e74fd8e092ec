import {
  PUBLISH_STATUS,
  STATS_MAX_DAYS,
  type StatsDashboardData,
  type StatsExportInput,
  type StatsFilterInput,
  type StatsTable,
} from "@otp/contract";
import ExcelJS from "exceljs";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import { chinaDay } from "../../platform/visits/visits.js";
import type { StatsDeps } from "./stats.ports.js";
import {
  bar,
  countBy,
  createdTrend,
  dailyTable,
  daysOf,
  inRange,
  KIND_NAMES,
  mostVisited,
  orgTable,
  pie,
  rankingTable,
  STATUS_NAMES,
  sumOf,
  TYPE_NAMES,
  terminalPie,
  visitTrend,
  weekdayBar,
} from "./stats.present.js";
import * as q from "./stats.queries.js";

const DEFAULT_DAYS = 30;
const RANKING = 50;

interface Range {
  from: string;
  to: string;
  days: string[];
}

/** The dashboards of /data-statistics: content figures from their modules, visits from the roll-up. */
export class StatsService {
  constructor(
    private readonly db: Db,
    private readonly deps: StatsDeps,
  ) {}

  /** The last 30 days by default; at most a year (a ten-year range is refused, not scanned). */
  private range(input: StatsFilterInput): Range {
    const to = input.to ?? chinaDay();
    const from = input.from ?? shift(to, -(DEFAULT_DAYS - 1));
    if (from > to) throw badRequest("参数 to：结束日期不能早于开始日期");
    const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (span > STATS_MAX_DAYS) throw badRequest(`参数 to：统计范围不能超过${STATS_MAX_DAYS}天`);
    return { from, to, days: daysOf(from, to) };
  }

  private async orgNames(): Promise<Map<number, string>> {
    return new Map((await this.deps.base.kvOrgs()).map((o) => [o.id, o.name]));
  }

  async dashboard(input: StatsFilterInput): Promise<StatsDashboardData> {
    const range = this.range(input);
    const base = { dashboard: input.dashboard, from: range.from, to: range.to };
    switch (input.dashboard) {
      case "ds-course":
        return { ...base, ...(await this.courses(input, range)) };
      case "ds-resource":
        return { ...base, ...(await this.resources(input, range)) };
      case "ds-live":
        return { ...base, ...(await this.lives(input, range)) };
      case "ds-course-visit":
        return { ...base, ...(await this.courseVisits(input, range)) };
      case "ds-system-visit":
        return { ...base, ...(await this.systemVisits(input, range)) };
    }
  }

  /** One table of a dashboard as xlsx. */
  async export(input: StatsExportInput): Promise<{ name: string; bytes: Buffer }> {
    const { table: key, ...filter } = input;
    const data = await this.dashboard(filter);
    const table = data.tables.find((t) => t.key === key);
    if (!table) throw badRequest("参数 table：该统计页面没有这个表格");
    return { name: `${table.title}_${data.from}_${data.to}.xlsx`, bytes: await toXlsx(table) };
  }

  private async courses(input: StatsFilterInput, range: Range) {
    const [rows, orgs] = await Promise.all([this.deps.courses.statsRows(scope(input)), this.orgNames()]);
    const created = rows.filter((r) => inRange(r.createdAt, range.from, range.to));
    const published = rows.filter((r) => r.status === PUBLISH_STATUS.PUBLISHED);
    const orgTbl = orgTable("orgs", "院系课程统计", "课程", rows, orgs);
    return {
      totals: [
        { label: "课程总数", value: rows.length },
        { label: "已发布", value: published.length },
        { label: "待审核", value: rows.filter((r) => r.status === PUBLISH_STATUS.PENDING).length },
        { label: "期间新建", value: created.length },
        { label: "累计访问", value: sumOf(rows, (r) => r.visitCount) },
      ],
      charts: [
        createdTrend("created", "新建课程趋势", created, range.days, "新建课程"),
        pie(
          "status",
          "课程状态分布",
          countBy(rows, (r) => STATUS_NAMES[r.status] ?? "其他"),
        ),
        bar(
          "orgs",
          "各院系课程数",
          orgTbl.rows.slice(0, 15).map((r) => [String(r.org), Number(r.total)]),
          "课程数",
        ),
      ],
      tables: [
        orgTbl,
        rankingTable(
          "课程访问排行",
          [
            { key: "name", title: "课程名称" },
            { key: "org", title: "院系" },
            { key: "status", title: "状态" },
            { key: "visits", title: "访问量" },
          ],
          mostVisited(rows, RANKING).map((r) => ({
            name: r.name,
            org: r.orgId ? (orgs.get(r.orgId) ?? "") : "",
            status: STATUS_NAMES[r.status] ?? "",
            visits: r.visitCount,
          })),
        ),
      ],
    };
  }

  private async resources(input: StatsFilterInput, range: Range) {
    const [rows, orgs] = await Promise.all([this.deps.resources.statsRows(scope(input)), this.orgNames()]);
    const created = rows.filter((r) => inRange(r.createdAt, range.from, range.to));
    const orgTbl = orgTable("orgs", "院系资源统计", "资源", rows, orgs);
    return {
      totals: [
        { label: "资源总数", value: rows.length },
        { label: "已发布", value: rows.filter((r) => r.status === PUBLISH_STATUS.PUBLISHED).length },
        { label: "期间新增", value: created.length },
        { label: "视频时长（小时）", value: Math.round(sumOf(rows, (r) => r.duration ?? 0) / 360) / 10 },
        { label: "累计访问", value: sumOf(rows, (r) => r.visitCount) },
        { label: "累计下载", value: sumOf(rows, (r) => r.downloadCount) },
      ],
      charts: [
        createdTrend("created", "新增资源趋势", created, range.days, "新增资源"),
        pie(
          "types",
          "资源类型分布",
          countBy(rows, (r) => TYPE_NAMES[r.type] ?? r.type),
        ),
        bar(
          "kinds",
          "资源分类分布",
          countBy(rows, (r) => KIND_NAMES.get(r.kind) ?? "其他"),
          "资源数",
        ),
      ],
      tables: [
        orgTbl,
        rankingTable(
          "资源访问排行",
          [
            { key: "name", title: "资源名称" },
            { key: "kind", title: "分类" },
            { key: "type", title: "类型" },
            { key: "visits", title: "访问量" },
            { key: "downloads", title: "下载量" },
          ],
          mostVisited(rows, RANKING).map((r) => ({
            name: r.name,
            kind: KIND_NAMES.get(r.kind) ?? "",
            type: TYPE_NAMES[r.type] ?? r.type,
            visits: r.visitCount,
            downloads: r.downloadCount,
          })),
        ),
      ],
    };
  }

  private async lives(input: StatsFilterInput, range: Range) {
    const daily = this.deps.live ? await this.deps.live.daily({ ...scope(input), from: range.from, to: range.to }) : [];
    const orgs = await this.orgNames();
    const perDay = new Map<string, { lives: number; viewers: number }>();
    const perOrg = new Map<string, { lives: number; viewers: number; minutes: number }>();
    for (const f of daily) {
      const d = perDay.get(f.day) ?? { lives: 0, viewers: 0 };
      d.lives += f.lives;
      d.viewers += f.viewers;
      perDay.set(f.day, d);
      const name = f.orgId ? (orgs.get(f.orgId) ?? "未知院系") : "未设置院系";
      const o = perOrg.get(name) ?? { lives: 0, viewers: 0, minutes: 0 };
      o.lives += f.lives;
      o.viewers += f.viewers;
      o.minutes += f.minutes;
      perOrg.set(name, o);
    }
    const orgRows = [...perOrg].sort((a, b) => b[1].lives - a[1].lives);
    return {
      ...(this.deps.live ? {} : { note: "直播模块尚未上线，暂无直播数据；上线后这里会显示直播场次与观看人数。" }),
      totals: [
        { label: "直播场次", value: sumOf(daily, (f) => f.lives) },
        { label: "观看人次", value: sumOf(daily, (f) => f.viewers) },
        { label: "直播时长（小时）", value: Math.round(sumOf(daily, (f) => f.minutes) / 6) / 10 },
      ],
      charts: [
        {
          key: "trend",
          title: "直播趋势",
          kind: "line" as const,
          labels: range.days,
          series: [
            { name: "直播场次", data: range.days.map((d) => perDay.get(d)?.lives ?? 0) },
            { name: "观看人次", data: range.days.map((d) => perDay.get(d)?.viewers ?? 0) },
          ],
        },
        bar(
          "orgs",
          "各院系直播场次",
          orgRows.slice(0, 15).map(([n, o]) => [n, o.lives]),
          "直播场次",
        ),
      ],
      tables: [
        {
          key: "orgs",
          title: "院系直播统计",
          columns: [
            { key: "org", title: "院系" },
            { key: "lives", title: "直播场次" },
            { key: "viewers", title: "观看人次" },
            { key: "hours", title: "直播时长（小时）" },
          ],
          rows: orgRows.map(([org, o]) => ({
            org,
            lives: o.lives,
            viewers: o.viewers,
            hours: Math.round(o.minutes / 6) / 10,
          })),
        },
      ],
    };
  }

  private async courseVisits(input: StatsFilterInput, range: Range) {
    const scoped = input.termId || input.orgId;
    const courses = await this.deps.courses.statsRows(scope(input));
    const filter: q.VisitFilter = {
      kind: "course",
      from: range.from,
      to: range.to,
      terminal: input.terminal,
      targetIds: scoped ? courses.map((c) => c.id) : undefined,
    };
    const [trend, ranking, orgs] = await Promise.all([
      q.trend(this.db, filter),
      q.ranking(this.db, filter, RANKING, chinaDay()),
      this.orgNames(),
    ]);
    const byId = new Map(courses.map((c) => [c.id, c]));
    return {
      totals: [
        { label: "访问次数", value: sumOf(trend, (r) => r.visits) },
        { label: "访客人次", value: sumOf(trend, (r) => r.visitors) },
        { label: "被访问课程", value: ranking[0]?.targets ?? 0 },
      ],
      charts: [visitTrend(trend, range.days, input.terminal), terminalPie(trend)],
      tables: [
        rankingTable(
          "课程访问排行",
          [
            { key: "name", title: "课程名称" },
            { key: "org", title: "院系" },
            { key: "visits", title: "访问次数" },
            { key: "visitors", title: "访客人次" },
          ],
          ranking.map((r) => {
            const c = byId.get(r.targetId);
            return {
              name: c?.name ?? "（已删除的课程）",
              org: c?.orgId ? (orgs.get(c.orgId) ?? "") : "",
              visits: r.visits,
              visitors: r.visitors,
            };
          }),
        ),
        dailyTable(trend, range.days),
      ],
    };
  }

  private async systemVisits(input: StatsFilterInput, range: Range) {
    const trend = await q.trend(this.db, { kind: "system", from: range.from, to: range.to, terminal: input.terminal });
    const visits = sumOf(trend, (r) => r.visits);
    return {
      totals: [
        { label: "访问次数", value: visits },
        { label: "访客人次", value: sumOf(trend, (r) => r.visitors) },
        { label: "日均访问", value: Math.round(visits / range.days.length) },
      ],
      charts: [visitTrend(trend, range.days, input.terminal), terminalPie(trend), weekdayBar(trend)],
      tables: [dailyTable(trend, range.days)],
    };
  }

  /** Folds new visit events into the daily tables (the roll-up job). */
  rollup(): Promise<number> {
    return q.rollup(this.db);
  }
}

function scope(input: StatsFilterInput) {
  return { termId: input.termId, orgId: input.orgId };
}

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function toXlsx(table: StatsTable): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(table.title.slice(0, 31));
  ws.columns = table.columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(10, c.title.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const r of table.rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
