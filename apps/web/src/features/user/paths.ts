import type { ResourceKind } from "@otp/contract";
import { isResourceKind } from "../../components/audit/shared";

/** /user/resource → undefined (all kinds); /user/resource3 → 3; unknown kinds → undefined. */
export function kindFromPath(pathname: string): ResourceKind | undefined {
  const m = /\/resource(\d+)$/.exec(pathname.replace(/\/+$/, ""));
  const n = m ? Number(m[1]) : Number.NaN;
  return isResourceKind(n) ? n : undefined;
}

/** Where a collected item opens. */
export function collectLink(item: { targetType: "course" | "resource"; targetId: number }): string {
  return item.targetType === "course" ? `/course/${item.targetId}` : `/resource/${item.targetId}`;
}
