import { PUBLISH_STATUS, RESOURCE_KINDS, type StatsChart, type StatsTable, VISIT_TERMINALS } from "@otp/contract";
import { chinaDay } from "../../platform/visits/visits.js";

/** Pure shaping of the dashboards: rows in, totals, charts and tables out. */

export const STATUS_NAMES: Record<number, string> = {
  [PUBLISH_STATUS.DRAFT]: "草稿",
  [PUBLISH_STATUS.PENDING]: "待审核",
  [PUBLISH_STATUS.PUBLISHED]: "已发布",
  [PUBLISH_STATUS.REJECTED]: "已驳回",
};
export const TYPE_NAMES: Record<string, string> = {
  VIDEO: "视频",
  MULTISCREEN: "多屏视频",
  DOCUMENT: "文档",
  AUDIO: "音频",
  PICTURE: "图片",
};
export const KIND_NAMES = new Map<number, string>(RESOURCE_KINDS.map((k) => [k.id, k.name]));
const TERMINAL_NAMES = new Map<string, string>(VISIT_TERMINALS.map((t) => [t.id, t.name]));
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Counts per key, most first. */
export function countBy<T>(rows: T[], key: (r: T) => string): [string, number][] {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
}

export function pie(key: string, title: string, entries: [string, number][]): StatsChart {
  return {
    key,
    title,
    kind: "pie",
    labels: entries.map((e) => e[0]),
    series: [{ name: title, data: entries.map((e) => e[1]) }],
  };
}

export function bar(key: string, title: string, entries: [string, number][], name: string): StatsChart {
  return {
    key,
    title,
    kind: "bar",
    labels: entries.map((e) => e[0]),
    series: [{ name, data: entries.map((e) => e[1]) }],
  };
}

/** How many rows were created each day of the range. */
export function createdTrend(
  key: string,
  title: string,
  rows: { createdAt: Date }[],
  days: string[],
  name: string,
): StatsChart {
  const per = new Map<string, number>();
  for (const r of rows) {
    const d = chinaDay(r.createdAt);
    per.set(d, (per.get(d) ?? 0) + 1);
  }
  return { key, title, kind: "line", labels: days, series: [{ name, data: days.map((d) => per.get(d) ?? 0) }] };
}

export function inRange(at: Date, from: string, to: string): boolean {
  const d = chinaDay(at);
  return d >= from && d <= to;
}

/** Per-organization table rows: count, published and visits of the content rows. */
export function orgTable(
  key: string,
  title: string,
  noun: string,
  rows: { orgId: number | null; status: number; visitCount: number }[],
  orgNames: Map<number, string>,
): StatsTable {
  const per = new Map<string, { total: number; published: number; visits: number }>();
  for (const r of rows) {
    const name = r.orgId ? (orgNames.get(r.orgId) ?? "未知院系") : "未设置院系";
    const e = per.get(name) ?? { total: 0, published: 0, visits: 0 };
    e.total += 1;
    if (r.status === PUBLISH_STATUS.PUBLISHED) e.published += 1;
    e.visits += r.visitCount;
    per.set(name, e);
  }
  return {
    key,
    title,
    columns: [
      { key: "org", title: "院系" },
      { key: "total", title: `${noun}数` },
      { key: "published", title: "已发布" },
      { key: "visits", title: "访问量" },
    ],
    rows: [...per]
      .sort((a, b) => b[1].total - a[1].total)
      .map(([org, e]) => ({ org, total: e.total, published: e.published, visits: e.visits })),
  };
}

export interface TrendRow {
  day: string;
  terminal: string;
  visits: number;
  visitors: number;
}

/** Visits per day with one series per terminal (or only the chosen one). */
export function visitTrend(rows: TrendRow[], days: string[], terminal?: string): StatsChart {
  const terminals = VISIT_TERMINALS.filter((t) => !terminal || t.id === terminal);
  const at = new Map(rows.map((r) => [`${r.day}|${r.terminal}`, r.visits]));
  return {
    key: "trend",
    title: "访问趋势",
    kind: "line",
    labels: days,
    series: terminals.map((t) => ({ name: t.name, data: days.map((d) => at.get(`${d}|${t.id}`) ?? 0) })),
  };
}

export function terminalPie(rows: TrendRow[]): StatsChart {
  const per = new Map<string, number>();
  for (const r of rows) per.set(r.terminal, (per.get(r.terminal) ?? 0) + r.visits);
  return pie(
    "terminals",
    "终端分布",
    VISIT_TERMINALS.map((t) => [t.name, per.get(t.id) ?? 0] as [string, number]).filter((e) => e[1] > 0),
  );
}

export function weekdayBar(rows: TrendRow[]): StatsChart {
  const per = new Array<number>(7).fill(0);
  for (const r of rows) {
    const w = new Date(`${r.day}T00:00:00Z`).getUTCDay();
    per[w] = (per[w] ?? 0) + r.visits;
  }
  const order = [1, 2, 3, 4, 5, 6, 0];
  return bar(
    "weekdays",
    "星期分布",
    order.map((w) => [WEEKDAYS[w] as string, per[w] as number]),
    "访问次数",
  );
}

/** One row per day: visits by terminal and the day's total. */
export function dailyTable(rows: TrendRow[], days: string[]): StatsTable {
  const at = new Map<string, TrendRow>(rows.map((r) => [`${r.day}|${r.terminal}`, r]));
  return {
    key: "daily",
    title: "每日访问明细",
    columns: [
      { key: "day", title: "日期" },
      ...VISIT_TERMINALS.map((t) => ({ key: t.id, title: t.name })),
      { key: "total", title: "访问次数" },
      { key: "visitors", title: "访客人次" },
    ],
    rows: [...days].reverse().map((day) => {
      const row: Record<string, string | number> = { day };
      let total = 0;
      let visitors = 0;
      for (const t of VISIT_TERMINALS) {
        const r = at.get(`${day}|${t.id}`);
        row[t.id] = r?.visits ?? 0;
        total += r?.visits ?? 0;
        visitors += r?.visitors ?? 0;
      }
      row.total = total;
      row.visitors = visitors;
      return row;
    }),
  };
}

export function sumOf<T>(rows: T[], f: (r: T) => number): number {
  let s = 0;
  for (const r of rows) s += f(r);
  return s;
}

export const terminalName = (id: string) => TERMINAL_NAMES.get(id) ?? id;

/** A ranking table (key `ranking`): its rows in the order given, numbered 排名 1…n. */
export function rankingTable(
  title: string,
  columns: StatsTable["columns"],
  rows: Record<string, string | number>[],
): StatsTable {
  return {
    key: "ranking",
    title,
    columns: [{ key: "rank", title: "排名" }, ...columns],
    rows: rows.map((r, i) => ({ rank: i + 1, ...r })),
  };
}

/** The most visited rows first (ties: the older first), at most `limit`. */
export const mostVisited = <T extends { id: number; visitCount: number }>(rows: T[], limit: number): T[] =>
  [...rows].sort((a, b) => b.visitCount - a.visitCount || a.id - b.id).slice(0, limit);
