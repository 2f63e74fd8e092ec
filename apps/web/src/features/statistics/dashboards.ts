import type { StatsDashboard } from "@otp/contract";

/** The five dashboards of /data-statistics, in menu order. */
export const DASHBOARDS: { key: StatsDashboard; title: string }[] = [
  { key: "ds-course", title: "课程统计" },
  { key: "ds-resource", title: "资源统计" },
  { key: "ds-live", title: "直播统计" },
  { key: "ds-course-visit", title: "课程访问统计" },
  { key: "ds-system-visit", title: "系统访问统计" },
];

export function isDashboard(key: string | undefined): key is StatsDashboard {
  return DASHBOARDS.some((d) => d.key === key);
}
