import type { ClassroomSettings, LessonMeasures, WarningRule } from "@otp/contract";
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { removeLessons } from "./classroom.rollup.queries.js";
import {
  classroomAnalyses as a,
  classroomFias,
  classroomSettings,
  classroomSamples as s,
  classroomWarnings as w,
} from "./classroom.tables.js";

/** Every statement on the classroom tables; the lesson facts of other domains come through the ports. */

export type AnalysisRecord = typeof a.$inferSelect;
export type NewAnalysis = Omit<typeof a.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type SampleRecord = typeof s.$inferSelect;
export type WarningRecord = typeof w.$inferSelect;

const ACTIVE = ["queued", "running"];

/* ---------- settings ---------- */

export async function loadSettings(db: DbOrTx): Promise<unknown> {
  const [row] = await db
    .select({ value: classroomSettings.value })
    .from(classroomSettings)
    .where(eq(classroomSettings.id, 1));
  return row?.value ?? null;
}

export async function saveSettings(db: DbOrTx, value: ClassroomSettings) {
  await db
    .insert(classroomSettings)
    .values({ id: 1, value })
    .onConflictDoUpdate({ target: classroomSettings.id, set: { value, updatedAt: new Date() } });
}

/* ---------- analyses ---------- */
export async function findAnalysis(db: DbOrTx, id: number): Promise<AnalysisRecord | undefined> {
  const [row] = await db.select().from(a).where(eq(a.id, id));
  return row;
}

export async function analysesOfResources(db: DbOrTx, resourceIds: number[]) {
  if (!resourceIds.length) return [];
  return db
    .select({ id: a.id, resourceId: a.resourceId, status: a.status, teacherId: a.teacherId })
    .from(a)
    .where(inArray(a.resourceId, resourceIds));
}

/**
 * Creates the lesson's row, or resets it for a new run, in one statement: the reset only
 * happens while no run is queued or running, so of two runs at once exactly one gets the row
 * back; the other gets undefined (409). Call it in a transaction (the warnings are dropped too).
 */
export async function claimRun(db: DbOrTx, v: NewAnalysis): Promise<AnalysisRecord | undefined> {
  const [row] = await db
    .insert(a)
    .values(v)
    .onConflictDoUpdate({
      target: a.resourceId,
      set: {
        ...v,
        measures: null,
        error: null,
        jobId: null,
        startedAt: null,
        finishedAt: null,
        updatedAt: new Date(),
      },
      setWhere: notInArray(a.status, ACTIVE),
    })
    .returning();
  // A re-run starts clean: no warnings, out of the research roll-ups (in the caller's transaction).
  if (row) {
    await db.delete(w).where(eq(w.analysisId, row.id));
    await removeLessons(db, [row.id]);
  }
  return row;
}

/**
 * Deleted recordings' analyses with their samples, warnings and FIAS codings; the frames' keys
 * returned. Analyses first: insertSample holds the row, so every committed sample is then seen.
 */
export async function deleteAnalyses(db: Db, ids: number[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.delete(a).where(inArray(a.id, ids));
    const rows = await tx.delete(s).where(inArray(s.analysisId, ids)).returning({ key: s.frameKey });
    await tx.delete(w).where(inArray(w.analysisId, ids));
    await tx.delete(classroomFias).where(inArray(classroomFias.analysisId, ids));
    await removeLessons(tx, ids);
    return rows.flatMap((r) => (r.key ? [r.key] : []));
  });
}

export async function setJob(db: DbOrTx, id: number, token: string, jobId: number) {
  await db
    .update(a)
    .set({ jobId })
    .where(and(eq(a.id, id), eq(a.runToken, token)));
}

/** Progress of the run holding `token`; false when the run was cancelled or replaced (the worker stops). */
export async function progress(
  db: DbOrTx,
  id: number,
  token: string,
  v: { progress?: number; stage?: string; duration?: number; running?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(a)
    .set({
      ...(v.progress !== undefined ? { progress: v.progress } : {}),
      ...(v.stage !== undefined ? { stage: v.stage } : {}),
      ...(v.duration !== undefined ? { duration: v.duration } : {}),
      ...(v.running ? { status: "running", startedAt: sql`coalesce(${a.startedAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(a.id, id), eq(a.runToken, token), inArray(a.status, ACTIVE)))
    .returning({ id: a.id });
  return rows.length > 0;
}

/** The run's end: measures and the lesson's warnings replaced in one transaction by the caller. */
export async function finishRun(tx: DbOrTx, id: number, token: string, measures: LessonMeasures): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ status: "done", progress: 100, stage: "分析完成", measures, error: null, finishedAt: new Date() })
    .where(and(eq(a.id, id), eq(a.runToken, token), inArray(a.status, ACTIVE)))
    .returning({ id: a.id });
  return rows.length > 0;
}

export async function failRun(db: DbOrTx, id: number, token: string, error: string): Promise<boolean> {
  const rows = await db
    .update(a)
    .set({ status: "failed", stage: "分析失败", error: error.slice(0, 500), measures: null, finishedAt: new Date() })
    .where(and(eq(a.id, id), eq(a.runToken, token), inArray(a.status, ACTIVE)))
    .returning({ id: a.id });
  return rows.length > 0;
}

export async function cancelRun(db: DbOrTx, id: number): Promise<AnalysisRecord | undefined> {
  const [row] = await db
    .update(a)
    .set({ status: "cancelled", stage: "已取消", finishedAt: new Date() })
    .where(and(eq(a.id, id), inArray(a.status, ACTIVE)))
    .returning();
  return row;
}

/** Every run of the school that is not finished (the switch turned off cancels them). */
export async function cancelAllActive(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(a)
    .set({ status: "cancelled", stage: "已取消（功能已关闭）", finishedAt: new Date() })
    .where(inArray(a.status, ACTIVE))
    .returning({ id: a.id });
  return rows.length;
}

export interface AnalysisFilter {
  teacherId?: number;
  orgId?: number;
  termId?: number;
  courseId?: number;
  sectionId?: number;
  classId?: number;
  status?: string;
  keyword?: string;
}

function filterWhere(f: AnalysisFilter) {
  return allOf(
    f.teacherId ? eq(a.teacherId, f.teacherId) : undefined,
    f.orgId ? eq(a.orgId, f.orgId) : undefined,
    f.termId ? eq(a.termId, f.termId) : undefined,
    f.courseId ? eq(a.courseId, f.courseId) : undefined,
    f.sectionId ? eq(a.sectionId, f.sectionId) : undefined,
    f.classId ? sql`${a.classIds} @> ${JSON.stringify([f.classId])}::jsonb` : undefined,
    f.status ? eq(a.status, f.status) : undefined,
    f.keyword ? anyContains(f.keyword, a.title) : undefined,
  );
}

export function analysisPage(db: DbOrTx, page: Page, f: AnalysisFilter) {
  // Written out in full: inside a select list drizzle leaves `${a.id}` unqualified, and the
  // subquery would read it as the warning's own id (every lesson showed the same count).
  const warningCount =
    sql<number>`(select count(*) from classroom_warnings cw where cw.analysis_id = "classroom_analyses"."id" and "classroom_analyses"."status" = 'done')`.mapWith(
      Number,
    );
  return pageOf(
    page,
    db
      .select({ row: a, warningCount, total })
      .from(a)
      .where(filterWhere(f))
      .orderBy(desc(a.lessonAt), desc(a.id))
      .$dynamic(),
  );
}

/** The caller's (or everyone's) analysed lessons for the filter lists and the trends. */
export function analysesWhere(db: DbOrTx, f: AnalysisFilter & { done?: boolean }) {
  return db
    .select()
    .from(a)
    .where(allOf(filterWhere(f), f.done ? eq(a.status, "done") : undefined))
    .orderBy(asc(a.lessonAt), asc(a.id))
    .limit(2000);
}

export async function warningCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: w.analysisId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(w)
    .innerJoin(a, eq(a.id, w.analysisId))
    .where(and(inArray(w.analysisId, ids), eq(a.status, "done")))
    .groupBy(w.analysisId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/* ---------- samples ---------- */

/** One sample, only while its run is active (row held against deletion); false: already saved or run over. */
export async function insertSample(db: Db, v: Omit<typeof s.$inferInsert, "id" | "createdAt">): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, v.analysisId), eq(a.runToken, v.runToken), inArray(a.status, ACTIVE)))
      .for("share");
    if (!active) return false;
    const rows = await tx.insert(s).values(v).onConflictDoNothing().returning({ id: s.id });
    return rows.length > 0;
  });
}

export async function sampleTimes(db: DbOrTx, id: number, token: string, camera: string): Promise<Set<number>> {
  const rows = await db
    .select({ t: s.t })
    .from(s)
    .where(and(eq(s.analysisId, id), eq(s.runToken, token), eq(s.camera, camera)));
  return new Set(rows.map((r) => r.t));
}

export function samplesOf(db: DbOrTx, id: number, token: string, camera: string) {
  return db
    .select({ t: s.t, width: s.width, height: s.height, data: s.data })
    .from(s)
    .where(and(eq(s.analysisId, id), eq(s.runToken, token), eq(s.camera, camera)))
    .orderBy(asc(s.t));
}

export function framePage(db: DbOrTx, page: Page, id: number, token: string, camera: string) {
  return pageOf(
    page,
    db
      .select({ id: s.id, t: s.t, width: s.width, height: s.height, data: s.data, frameKey: s.frameKey, total })
      .from(s)
      .where(
        and(
          eq(s.analysisId, id),
          eq(s.runToken, token),
          eq(s.camera, camera),
          // Teacher frames whose picture was kept (at the student camera's pace), not every position.
          camera === "teacher" ? sql`(${s.data}->>'kept') = 'true'` : undefined,
        ),
      )
      .orderBy(asc(s.t))
      .$dynamic(),
  );
}

export async function findSample(db: DbOrTx, analysisId: number, sampleId: number) {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, sampleId), eq(s.analysisId, analysisId)));
  return row;
}

/** Samples of earlier runs (a re-run starts over): removed, their frame keys returned to delete. */
export async function dropOtherRuns(db: DbOrTx, id: number, keepToken: string): Promise<string[]> {
  const rows = await db
    .delete(s)
    .where(and(eq(s.analysisId, id), ne(s.runToken, keepToken)))
    .returning({ key: s.frameKey });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * Frames past the retention period, in id order after `afterId` (the purge removes their files,
 * then clears the keys; it pages past the ones whose file could not be removed).
 */
export async function frameKeysBefore(db: DbOrTx, before: Date, afterId = 0, limit = 500) {
  return db
    .select({ id: s.id, key: s.frameKey })
    .from(s)
    .where(and(isNotNull(s.frameKey), lt(s.createdAt, before), gt(s.id, afterId)))
    .orderBy(asc(s.id))
    .limit(limit);
}

export async function clearFrameKeys(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.update(s).set({ frameKey: null }).where(inArray(s.id, ids));
}

/* ---------- warnings ---------- */

export async function replaceWarnings(
  tx: DbOrTx,
  analysisId: number,
  rows: Array<Omit<typeof w.$inferInsert, "id" | "createdAt" | "analysisId">>,
) {
  await tx.delete(w).where(eq(w.analysisId, analysisId));
  if (rows.length) await tx.insert(w).values(rows.map((r) => ({ ...r, analysisId })));
}

export function warningsOf(db: DbOrTx, analysisId: number) {
  return db.select().from(w).where(eq(w.analysisId, analysisId)).orderBy(asc(w.at), asc(w.id));
}

export interface WarningFilter {
  teacherId?: number;
  orgId?: number;
  termId?: number;
  classId?: number;
  rule?: WarningRule;
  from?: Date;
  until?: Date;
}

/** Warnings of done analyses only: a re-run, cancelled or failed lesson shows none. */
function warningWhere(f: WarningFilter) {
  return allOf(
    eq(a.status, "done"),
    f.teacherId ? eq(w.teacherId, f.teacherId) : undefined,
    f.orgId ? eq(w.orgId, f.orgId) : undefined,
    f.termId ? eq(w.termId, f.termId) : undefined,
    f.classId ? sql`${w.classIds} @> ${JSON.stringify([f.classId])}::jsonb` : undefined,
    f.rule ? eq(w.rule, f.rule) : undefined,
    f.from ? sql`${w.lessonAt} >= ${f.from.toISOString()}` : undefined,
    f.until ? sql`${w.lessonAt} < ${f.until.toISOString()}` : undefined,
  );
}

export function warningPage(db: DbOrTx, page: Page, f: WarningFilter) {
  return pageOf(
    page,
    db
      .select({ row: w, title: a.title, total })
      .from(w)
      .innerJoin(a, eq(a.id, w.analysisId))
      .where(warningWhere(f))
      .orderBy(desc(w.lessonAt), asc(w.id))
      .$dynamic(),
  );
}

/** Every matching warning (the summaries and the export), bounded. */
export function warningsWhere(db: DbOrTx, f: WarningFilter, limit = 10_000) {
  return db
    .select({ row: w, title: a.title })
    .from(w)
    .innerJoin(a, eq(a.id, w.analysisId))
    .where(warningWhere(f))
    .orderBy(desc(w.lessonAt), asc(w.id))
    .limit(limit);
}

/* ---------- FIAS ---------- */

export async function findFias(db: DbOrTx, analysisId: number, coderId: number) {
  const [row] = await db
    .select()
    .from(classroomFias)
    .where(and(eq(classroomFias.analysisId, analysisId), eq(classroomFias.coderId, coderId)));
  return row;
}

export async function saveFias(db: DbOrTx, analysisId: number, coderId: number, codes: number[]) {
  const [row] = await db
    .insert(classroomFias)
    .values({ analysisId, coderId, codes })
    .onConflictDoUpdate({
      target: [classroomFias.analysisId, classroomFias.coderId],
      set: { codes, updatedAt: new Date() },
    })
    .returning();
  return row;
}
