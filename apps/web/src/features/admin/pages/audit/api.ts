import { auditcentreEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../api/call";

/** Query keys of the audit centre (审核管理). */
export const auditCentreKeys = {
  all: ["auditcentre"] as const,
  overview: () => [...auditCentreKeys.all, "overview"] as const,
};

/** What waits for a decision per kind, and the latest decisions. */
export function useAuditOverview() {
  return useQuery({ queryKey: auditCentreKeys.overview(), queryFn: () => call(auditcentreEndpoints.overview, {}) });
}
