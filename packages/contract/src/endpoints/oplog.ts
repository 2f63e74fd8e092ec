import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import { type LogItem, logListSchema } from "../log.js";

/** The system log: login and operation records (运维管理 → 系统日志). */
export const oplogEndpoints = {
  list: endpoint({
    path: "/api/m/base/log/list",
    access: { perm: "maintenance.log" },
    input: logListSchema,
    output: out<ListResult<LogItem>>(),
    summary: "登录和操作日志分页，可按关键字、类型、日期范围筛选",
  }),
};
