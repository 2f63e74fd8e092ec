import type { SQL } from "drizzle-orm";
import { searchVector } from "../../platform/search/text.js";

/**
 * The search documents of resources and knowledge-point notes, in one place: ResourceService and
 * ResourceNotes write them on save, and the demo seed and the search bench write them in bulk.
 */

/**
 * A resource: name (A); owner, subject and org names (B); brief (C) and file names without their
 * extension (D). Pinyin initials come from the name and the B names only: briefs and file names
 * are running text, where initials would bloat the document and match by accident.
 */
export function resourceSearchDoc(r: {
  name: string;
  brief: string;
  ownerName?: string | null;
  subjectName?: string | null;
  orgName?: string | null;
  fileNames?: readonly string[];
}): SQL {
  return searchVector([
    { text: r.name, weight: "A" },
    { text: [r.ownerName, r.subjectName, r.orgName].filter(Boolean).join(" "), weight: "B" },
    { text: r.brief.replace(/<[^>]*>/g, " "), weight: "C", initials: false },
    { text: (r.fileNames ?? []).map((n) => n.replace(/\.[^.]*$/, "")).join(" "), weight: "D", initials: false },
  ]);
}

/** A knowledge-point note: its caption (A, a short title-like text) and the resource's name (B). */
export function noteSearchDoc(n: { content: string; resourceName: string }): SQL {
  return searchVector([
    { text: n.content, weight: "A" },
    { text: n.resourceName, weight: "B" },
  ]);
}
