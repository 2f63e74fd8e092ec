import type { ResourceDetail } from "@otp/contract";

/**
 * The resource to play from `resourceId` (falls back to the first when absent or not in this
 * section) and the start second from `second` (for that resource, or the first when no resourceId is given).
 */
export function pickResource(
  list: readonly ResourceDetail[],
  params: URLSearchParams,
): { resource: ResourceDetail | null; second: number | undefined } {
  const wanted = Number(params.get("resourceId"));
  const found = Number.isInteger(wanted) && wanted > 0 ? list.find((r) => r.id === wanted) : undefined;
  const resource = found ?? list[0] ?? null;
  const raw = params.get("second");
  const s = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : undefined;
  // A second meant for another resource does not apply to the fallback; without resourceId it is the first's.
  const applies = found !== undefined || !params.has("resourceId");
  return { resource, second: resource && applies ? s : undefined };
}

/** Client-side pages of a list (the in-class grid shows 18 per page). */
export function pageOf<T>(list: readonly T[], pageNo: number, pageSize: number): T[] {
  const start = (Math.max(1, pageNo) - 1) * pageSize;
  return list.slice(start, start + pageSize);
}

/** The page holding an item's index, so the playing resource's page is shown first. */
export function pageHolding(index: number, pageSize: number): number {
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}
