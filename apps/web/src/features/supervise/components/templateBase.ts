import { useLocation } from "react-router";

const SUPERVISOR = "/admin/supervisor/template" as const;
const BUSINESS = "/admin/business/supervisor/template" as const;

/**
 * The template screens serve two back-office menus (督导管理 and 业务管理 › 督导): links stay in
 * the area the page was opened from.
 */
export function useTemplateBase(): typeof SUPERVISOR | typeof BUSINESS {
  return useLocation().pathname.startsWith("/admin/business/") ? BUSINESS : SUPERVISOR;
}
