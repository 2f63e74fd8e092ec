import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import { type StatsDashboardData, statsExportSchema, statsFilterSchema } from "../statistics.js";

const access = { perm: "maintenance.statistics" } as const;

/** Statistics dashboards (/data-statistics/*, 运维管理 → 数据统计) and the visit beacon. */
export const statsEndpoints = {
  dashboard: endpoint({
    path: "/api/m/statistics/dashboard",
    access,
    input: statsFilterSchema,
    output: out<StatsDashboardData>(),
    summary:
      "一个统计页面的数据：合计、图表、表格；筛选学期、院系、日期范围（YYYY-MM-DD，默认近30天，最多366天）、终端（仅访问统计）",
  }),
  export: endpoint({
    path: "/api/m/statistics/export",
    method: "GET",
    kind: "file",
    access,
    input: statsExportSchema,
    output: out<Blob>(),
    summary: "按同样的筛选导出统计页面的一张表（xlsx，文件名为 表名_开始_结束.xlsx）",
  }),
  visit: endpoint({
    path: "/api/c/statistics/visit",
    access: "public",
    input: emptySchema,
    output: out<null>(),
    summary: "网页每次加载报告一次系统访问（ds-system-visit 的来源）",
  }),
};
