import type { PlanContentNode, PlanStatus, PreparePlanItem } from "@otp/contract";
import * as Y from "yjs";
import type { PlanRow } from "./prepare.queries.js";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : "");

export function toPlanItem(row: PlanRow, names: Map<number, { realName: string }>, canEdit: boolean): PreparePlanItem {
  return {
    id: row.id,
    title: row.title,
    assigneeId: row.assigneeId,
    assigneeName: names.get(row.assigneeId)?.realName ?? "",
    deadline: iso(row.deadline),
    status: row.status as PlanStatus,
    remark: row.remark,
    published: !!row.publishedAt,
    updatedAt: iso(row.updatedAt),
    canEdit,
  };
}

/** The editor's Yjs fragment as ProseMirror JSON (what TipTap renders), for students. */
export function fragmentToJson(fragment: Y.XmlFragment): PlanContentNode {
  return { type: "doc", content: fragment.toArray().flatMap(nodeToJson) };
}

function nodeToJson(node: Y.XmlElement | Y.XmlText | Y.XmlHook | Y.XmlFragment): PlanContentNode[] {
  if (node instanceof Y.XmlText) {
    return (node.toDelta() as { insert: unknown; attributes?: Record<string, Record<string, unknown>> }[])
      .filter((d) => typeof d.insert === "string")
      .map((d) => {
        const marks = Object.entries(d.attributes ?? {}).map(([type, attrs]) =>
          attrs && typeof attrs === "object" && Object.keys(attrs).length ? { type, attrs } : { type },
        );
        return { type: "text", text: d.insert as string, ...(marks.length ? { marks } : {}) };
      });
  }
  if (node instanceof Y.XmlElement) {
    const attrs = node.getAttributes() as Record<string, unknown>;
    const content = node.toArray().flatMap(nodeToJson);
    return [
      {
        type: node.nodeName,
        ...(Object.keys(attrs).length ? { attrs } : {}),
        ...(content.length ? { content } : {}),
      },
    ];
  }
  return [];
}

/** Plain text of a plan's document (tests, search). */
export function fragmentText(fragment: Y.XmlFragment): string {
  const walk = (n: PlanContentNode): string => n.text ?? (n.content ?? []).map(walk).join(n.type === "doc" ? "\n" : "");
  return walk(fragmentToJson(fragment));
}
