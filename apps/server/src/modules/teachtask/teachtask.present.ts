import {
  endpoints,
  type TeachTaskItem,
  type TeachTaskItemKind,
  type TeachTaskItemProgress,
  type TeachTaskSummary,
  type TeachTaskTargetKind,
  urlOf,
} from "@otp/contract";
import type { EvidenceRow, ItemRow, TaskRow } from "./teachtask.queries.js";

/** Pure output shaping of the teaching-task module. */

export function toItem(row: ItemRow, activityNames: Map<number, string>): TeachTaskItem {
  return {
    id: row.id,
    kind: row.kind as TeachTaskItemKind,
    title: row.title,
    resourceKind: row.resourceKind,
    count: row.count,
    activityId: row.activityId,
    activityName: row.activityId ? (activityNames.get(row.activityId) ?? "（活动已删除）") : "",
  };
}

export function toSummary(
  row: TaskRow,
  more: { targetName: string; creatorName: string; itemCount: number; teacherCount: number; finishedCount: number },
  canManage: boolean,
): TeachTaskSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    targetKind: row.targetKind as TeachTaskTargetKind,
    canManage,
    createdAt: row.createdAt.toISOString(),
    ...more,
  };
}

/** The files of one piece of evidence, through the route that checks who may read them. */
export function evidenceFiles(ev: EvidenceRow, names: Map<number, string>) {
  return ev.fileIds.flatMap((id) => {
    const name = names.get(id);
    return name === undefined
      ? []
      : [{ id, name, url: urlOf(endpoints.teachtask.evidence.file, { id: ev.id, fileId: id }) }];
  });
}

/** One teacher's standing on one item. */
export function itemProgress(
  item: ItemRow,
  facts: { published?: number; joined?: boolean; evidence?: EvidenceRow; fileNames: Map<number, string> },
): TeachTaskItemProgress {
  const base = { itemId: item.id, done: 0, content: "", files: [], remark: "", submittedAt: null };
  if (item.kind === "upload_resource") {
    const done = facts.published ?? 0;
    return { ...base, done, state: done >= (item.count ?? 1) ? "done" : "todo" };
  }
  if (item.kind === "join_activity")
    return { ...base, done: facts.joined ? 1 : 0, state: facts.joined ? "done" : "todo" };
  const ev = facts.evidence;
  if (!ev) return { ...base, state: "todo" };
  return {
    ...base,
    state: ev.status as TeachTaskItemProgress["state"],
    done: ev.status === "done" ? 1 : 0,
    content: ev.content,
    files: evidenceFiles(ev, facts.fileNames),
    remark: ev.remark,
    submittedAt: ev.submittedAt.toISOString(),
  };
}
