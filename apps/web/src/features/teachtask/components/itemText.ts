import { RESOURCE_KINDS, type TeachTaskItem } from "@otp/contract";

/** What an item asks for, in a sentence. */
export function itemRequirement(item: TeachTaskItem): string {
  if (item.kind === "upload_resource") {
    const kind = RESOURCE_KINDS.find((k) => k.id === item.resourceKind)?.name ?? "资源";
    return `任务期间发布${item.count ?? 1}个${kind}`;
  }
  if (item.kind === "join_activity") return `报名参加活动“${item.activityName}”`;
  return "提交完成说明和材料，由布置者确认";
}
