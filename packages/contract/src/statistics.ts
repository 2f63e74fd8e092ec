import { z } from "zod";
import { idSchema } from "./validation.js";

/** Statistics /data-statistics/* : filters, figures and the visit terminals. */

/** Where a visit came from, told by the browser's user agent. */
export const VISIT_TERMINALS = [
  { id: "pc", name: "电脑端" },
  { id: "mobile", name: "移动端" },
  { id: "app", name: "APP" },
] as const;
export type VisitTerminal = (typeof VISIT_TERMINALS)[number]["id"];
export const VISIT_KINDS = ["system", "course", "resource"] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** A dashboard covers at most this many days (a ten-year range is refused, not scanned). */
export const STATS_MAX_DAYS = 366;

const dateSchema = z
  .string({ error: "日期格式应为YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "日期不存在");

export const STATS_DASHBOARDS = ["ds-course", "ds-resource", "ds-live", "ds-course-visit", "ds-system-visit"] as const;
export type StatsDashboard = (typeof STATS_DASHBOARDS)[number];

export const statsFilterSchema = z
  .object({
    dashboard: z.enum(STATS_DASHBOARDS, { error: "未知的统计页面" }),
    termId: idSchema.optional(),
    orgId: idSchema.optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    terminal: z.enum(["pc", "mobile", "app"], { error: "终端类型不正确" }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to) {
      const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "结束日期不能早于开始日期" });
      else if (days >= STATS_MAX_DAYS)
        ctx.addIssue({ code: "custom", path: ["to"], message: `统计范围不能超过${STATS_MAX_DAYS}天` });
    }
  });
export type StatsFilterInput = z.infer<typeof statsFilterSchema>;

export const statsExportSchema = z.object({
  dashboard: z.enum(STATS_DASHBOARDS, { error: "未知的统计页面" }),
  termId: idSchema.optional(),
  orgId: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  terminal: z.enum(["pc", "mobile", "app"], { error: "终端类型不正确" }).optional(),
  /** Which table of the dashboard to export. */
  table: z.string().min(1, "请选择要导出的表格").max(40),
});
export type StatsExportInput = z.infer<typeof statsExportSchema>;

/** One number on the dashboard's header row. */
export interface StatsTotal {
  label: string;
  value: number;
}
/** A chart: labels along the x axis (or slices), one or more named series. */
export interface StatsChart {
  key: string;
  title: string;
  kind: "line" | "bar" | "pie";
  labels: string[];
  series: { name: string; data: number[] }[];
}
/** A table, exportable to xlsx by its key. */
export interface StatsTable {
  key: string;
  title: string;
  columns: { key: string; title: string }[];
  rows: Record<string, string | number>[];
}
export interface StatsDashboardData {
  dashboard: StatsDashboard;
  from: string;
  to: string;
  totals: StatsTotal[];
  charts: StatsChart[];
  tables: StatsTable[];
  /** Why a dashboard is empty when it has no source yet (ds-live before the live module). */
  note?: string;
}
