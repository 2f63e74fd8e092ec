import { asc, desc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, containsPattern } from "../../platform/db/sql-helpers.js";
import { resourceFiles, resources } from "./resource.tables.js";

/**
 * Recorded lessons as classroom analysis lists them: video and multi-screen resources. The
 * editor admits only video files in those types (resource.editor.ts TYPE_FILES) and a live's
 * recording is saved as videos, so such a resource with a file has a video file.
 */

export const RECORDED_TYPES = ["VIDEO", "MULTISCREEN"] as const;

export interface RecordedFilter {
  /** Only these owners' recordings, plus `alsoIds` (a teacher's live recordings); null: all. */
  ownerId: number | null;
  alsoIds: number[];
  keyword?: string;
}

/** One page of recorded lessons, newest first, and their total, in one statement. */
export function recordedLessonPage(db: DbOrTx, f: RecordedFilter, page: Page) {
  const hasFile = exists(
    db.select({ x: sql`1` }).from(resourceFiles).where(eq(resourceFiles.resourceId, resources.id)),
  );
  const whose =
    f.ownerId === null
      ? undefined
      : f.alsoIds.length
        ? or(eq(resources.ownerId, f.ownerId), inArray(resources.id, f.alsoIds))
        : eq(resources.ownerId, f.ownerId);
  return pageOf(
    page,
    db
      .select({
        resourceId: resources.id,
        title: resources.name,
        ownerId: resources.ownerId,
        duration: resources.duration,
        createdAt: resources.createdAt,
        total,
      })
      .from(resources)
      .where(
        allOf(
          inArray(resources.type, [...RECORDED_TYPES]),
          hasFile,
          whose,
          f.keyword ? ilike(resources.name, containsPattern(f.keyword)) : undefined,
        ),
      )
      .orderBy(desc(resources.createdAt), desc(resources.id))
      .$dynamic(),
  );
}

/** A recording's own facts and its files in order (null when the resource is gone). */
export async function recordedLesson(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: resources.id,
      title: resources.name,
      type: resources.type,
      ownerId: resources.ownerId,
      orgId: resources.orgId,
      termId: resources.termId,
      createdAt: resources.createdAt,
    })
    .from(resources)
    .where(eq(resources.id, id));
  if (!row) return null;
  const files = await db
    .select({ fileId: resourceFiles.fileId, label: resourceFiles.label })
    .from(resourceFiles)
    .where(eq(resourceFiles.resourceId, id))
    .orderBy(asc(resourceFiles.sort), asc(resourceFiles.id));
  return { ...row, files };
}
