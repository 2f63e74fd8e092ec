/**
 * Audit screens and the shared publication-status helpers. The back office mounts them under
 * /admin/audit/*, the auditor's personal centre under /user/audit-*. Plain antd (no
 * pro-components), so the personal centre stays light; list pages that only need tags and
 * thumbnails import ./shared instead.
 */

export { AuditList } from "./AuditList";
export { AuditSettingsPanel } from "./AuditSettingsPanel";
export type { AuditTarget } from "./api";
export * from "./shared";
