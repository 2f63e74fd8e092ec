import type { AuditOverview } from "../auditcentre.js";
import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";

/** The audit centre's home (审核管理 → 审核首页). */
export const auditcentreEndpoints = {
  overview: endpoint({
    path: "/api/m/audit/overview",
    access: { perm: "audit.home" },
    input: emptySchema,
    output: out<AuditOverview>(),
    summary: "审核概览：各类待审核数量及其审核页面，最近的审核记录",
  }),
};
