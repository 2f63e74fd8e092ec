import type { CollectItem, CollectTarget } from "@otp/contract";
import type { CollectTargetInfo } from "./collect.ports.js";

/** Output shaping of the collect module. */

export const TARGET_NAMES: Record<CollectTarget, string> = { course: "课程", resource: "资源" };

/** One entry of 我的收藏; a deleted target keeps its entry, named as deleted. */
export function presentEntry(
  row: { targetType: string; targetId: number; createdAt: Date },
  info: CollectTargetInfo | undefined,
): CollectItem {
  return {
    targetType: row.targetType as CollectTarget,
    targetId: row.targetId,
    name: info?.name ?? `${TARGET_NAMES[row.targetType as CollectTarget] ?? ""}已删除`,
    coverUrl: info?.coverUrl ?? null,
    createdAt: row.createdAt.toISOString(),
    available: info?.available ?? false,
  };
}
