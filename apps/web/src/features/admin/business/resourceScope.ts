import type { ResourceKind } from "@otp/contract";
import { isResourceKind } from "../../../components/audit";

/** Which resources an admin business resource screen lists. */
export interface ResourceScope {
  kind?: ResourceKind;
  ownerType?: "student";
}

/**
 * /admin/business/resource → all; resource1..7 → one kind; resource-student → resources owned
 * by students. Anything else falls back to all.
 */
export function resourceScope(pathname: string): ResourceScope {
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/resource-student")) return { ownerType: "student" };
  const m = /\/resource(\d+)$/.exec(path);
  const n = m ? Number(m[1]) : Number.NaN;
  return isResourceKind(n) ? { kind: n } : {};
}
