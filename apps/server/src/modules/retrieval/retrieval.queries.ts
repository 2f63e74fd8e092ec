import { and, asc, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { matches, rank, searchVector } from "../../platform/search/text.js";
import type { Keyframe } from "./retrieval.frames.js";
import { keyframeFiles, keyframes, momentTexts } from "./retrieval.tables.js";

/** Replaces a file's keyframes and records it as indexed. */
export async function saveKeyframes(db: DbOrTx, fileId: number, frames: Keyframe[], status: string) {
  await db.delete(keyframes).where(eq(keyframes.fileId, fileId));
  for (let i = 0; i < frames.length; i += 500) {
    await db
      .insert(keyframes)
      .values(frames.slice(i, i + 500).map((f) => ({ fileId, second: f.second, phash: f.phash, dhash: f.dhash })));
  }
  await db
    .insert(keyframeFiles)
    .values({ fileId, status, frames: Math.min(frames.length, 32_767) })
    .onConflictDoUpdate({
      target: keyframeFiles.fileId,
      set: { status, frames: Math.min(frames.length, 32_767), indexedAt: new Date() },
    });
}

export function allKeyframes(db: DbOrTx) {
  return db
    .select({ fileId: keyframes.fileId, second: keyframes.second, phash: keyframes.phash, dhash: keyframes.dhash })
    .from(keyframes);
}

/** Changes whenever keyframes are added or removed (the in-memory index reloads then). */
export async function keyframeVersion(db: DbOrTx): Promise<string> {
  const [r] = await db.select({ n: count(), top: max(keyframes.id) }).from(keyframes);
  return `${r?.n ?? 0}:${r?.top ?? 0}`;
}

export async function indexedFileIds(db: DbOrTx, fileIds: number[]): Promise<Set<number>> {
  if (!fileIds.length) return new Set();
  const rows = await db
    .select({ fileId: keyframeFiles.fileId })
    .from(keyframeFiles)
    .where(inArray(keyframeFiles.fileId, fileIds));
  return new Set(rows.map((r) => r.fileId));
}

export async function indexedCount(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(keyframeFiles);
  return r?.n ?? 0;
}

/** Replaces the text read in a file's frames. */
export async function saveMoments(db: DbOrTx, fileId: number, moments: { second: number; text: string }[]) {
  await db.delete(momentTexts).where(and(eq(momentTexts.fileId, fileId), eq(momentTexts.source, "ocr")));
  await insertMoments(db, fileId, "ocr", moments);
}

/** Replaces a video file's caption cues (from each of its caption files). */
export async function saveCaptions(
  db: DbOrTx,
  fileId: number,
  cues: { second: number; text: string; sourceFileId: number }[],
) {
  await db.delete(momentTexts).where(and(eq(momentTexts.fileId, fileId), eq(momentTexts.source, "caption")));
  await insertMoments(db, fileId, "caption", cues);
}

async function insertMoments(
  db: DbOrTx,
  fileId: number,
  source: string,
  moments: { second: number; text: string; sourceFileId?: number }[],
) {
  for (let i = 0; i < moments.length; i += 500) {
    await db.insert(momentTexts).values(
      moments.slice(i, i + 500).map((m) => ({
        fileId,
        second: m.second,
        source,
        sourceFileId: m.sourceFileId ?? null,
        text: m.text,
        searchDoc: searchVector([{ text: m.text, weight: "A", initials: false }]),
      })),
    );
  }
}

/** Which caption files each video file's indexed cues came from. */
export async function indexedCaptions(db: DbOrTx): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectDistinct({ fileId: momentTexts.fileId, sourceFileId: momentTexts.sourceFileId })
    .from(momentTexts)
    .where(eq(momentTexts.source, "caption"));
  const out = new Map<number, Set<number>>();
  for (const r of rows) out.set(r.fileId, (out.get(r.fileId) ?? new Set()).add(r.sourceFileId ?? 0));
  return out;
}

/** Moments whose text matches the keyword, best first. */
export function findMoments(db: DbOrTx, keyword: string, limit: number) {
  const where = matches(momentTexts.searchDoc, keyword);
  if (!where) return Promise.resolve([]);
  return db
    .select({
      id: momentTexts.id,
      fileId: momentTexts.fileId,
      second: momentTexts.second,
      source: momentTexts.source,
      text: momentTexts.text,
    })
    .from(momentTexts)
    .where(where)
    .orderBy(desc(rank(momentTexts.searchDoc, keyword)), asc(momentTexts.id))
    .limit(limit);
}
