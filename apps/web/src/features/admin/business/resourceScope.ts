import type { ResourceKind } from "@otp/contract";
import { isResourceKind, kindName } from "../../../components/audit";

/** Which resources an admin business resource screen lists. */
export interface ResourceScope {
  title: string;
  kind?: ResourceKind;
  ownerType?: "student";
}

/**
 * /admin/business/resource → all; resource1..7 → one kind; resource-student → resources owned
 * by students. Anything else falls back to all.
 */
export function resourceScope(pathname: string): ResourceScope {
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/resource-student")) return { title: "学生资源", ownerType: "student" };
  const m = /\/resource(\d+)$/.exec(path);
  const n = m ? Number(m[1]) : Number.NaN;
  if (isResourceKind(n)) return { title: kindName(n), kind: n };
  return { title: "资源管理" };
}
