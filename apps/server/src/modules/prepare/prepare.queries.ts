import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import {
  prepareCourses,
  preparePlanComments,
  preparePlanDocs,
  preparePlanResources,
  preparePlans,
  preparePlanVersions,
  preparePreviewDone,
} from "./prepare.tables.js";

export type PrepareRow = typeof prepareCourses.$inferSelect;
export type PlanRow = typeof preparePlans.$inferSelect;

export async function findPrepare(db: DbOrTx, id: number): Promise<PrepareRow | undefined> {
  return (await db.select().from(prepareCourses).where(eq(prepareCourses.id, id)))[0];
}

export async function prepareOf(db: DbOrTx, groupId: number, courseId: number): Promise<PrepareRow | undefined> {
  return (
    await db
      .select()
      .from(prepareCourses)
      .where(and(eq(prepareCourses.groupId, groupId), eq(prepareCourses.courseId, courseId)))
  )[0];
}

/** Preparations of the given groups (every group when undefined), newest first. */
export function prepares(db: DbOrTx, groupIds?: number[]) {
  if (groupIds && !groupIds.length) return Promise.resolve([] as PrepareRow[]);
  return db
    .select()
    .from(prepareCourses)
    .where(groupIds ? inArray(prepareCourses.groupId, groupIds) : undefined)
    .orderBy(desc(prepareCourses.createdAt), desc(prepareCourses.id));
}

export async function insertPrepare(db: DbOrTx, values: { groupId: number; courseId: number; createdBy: number }) {
  const [row] = await db.insert(prepareCourses).values(values).returning({ id: prepareCourses.id });
  return row?.id ?? 0;
}

export function plansOf(db: DbOrTx, prepareIds: number[]) {
  if (!prepareIds.length) return Promise.resolve([] as PlanRow[]);
  return db
    .select()
    .from(preparePlans)
    .where(inArray(preparePlans.prepareId, prepareIds))
    .orderBy(asc(preparePlans.deadline), asc(preparePlans.id));
}

export async function findPlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  return (await db.select().from(preparePlans).where(eq(preparePlans.id, id)))[0];
}

export async function insertPlan(
  db: DbOrTx,
  values: { prepareId: number; title: string; assigneeId: number; deadline: Date },
): Promise<number> {
  const [row] = await db.insert(preparePlans).values(values).returning({ id: preparePlans.id });
  return row?.id ?? 0;
}

/** Moves a plan from one status to another; false when another call moved it first. */
export async function moveStatus(
  db: DbOrTx,
  id: number,
  from: string[],
  values: { status: string; remark?: string },
): Promise<boolean> {
  const rows = await db
    .update(preparePlans)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(preparePlans.id, id), inArray(preparePlans.status, from)))
    .returning({ id: preparePlans.id });
  return rows.length > 0;
}

export async function setPublished(db: DbOrTx, id: number, content: string | null) {
  await db
    .update(preparePlans)
    .set({ publishedContent: content, publishedAt: content ? new Date() : null, updatedAt: new Date() })
    .where(eq(preparePlans.id, id));
}

export async function touchPlan(db: DbOrTx, id: number) {
  await db.update(preparePlans).set({ updatedAt: new Date() }).where(eq(preparePlans.id, id));
}

/* ---------- the Yjs document and its versions ---------- */

/** Holds the plan's row until the transaction ends: one store of its document at a time, whichever instance. */
export async function lockPlan(tx: DbOrTx, planId: number) {
  await tx.select({ id: preparePlans.id }).from(preparePlans).where(eq(preparePlans.id, planId)).for("update");
}

export async function docState(db: DbOrTx, planId: number): Promise<string | undefined> {
  return (
    await db.select({ state: preparePlanDocs.state }).from(preparePlanDocs).where(eq(preparePlanDocs.planId, planId))
  )[0]?.state;
}

export async function saveDocState(db: DbOrTx, planId: number, state: string) {
  await db
    .insert(preparePlanDocs)
    .values({ planId, state })
    .onConflictDoUpdate({ target: preparePlanDocs.planId, set: { state, updatedAt: new Date() } });
}

export async function insertVersion(
  db: DbOrTx,
  values: { planId: number; label: string; state: string; createdBy: number },
) {
  const [row] = await db.insert(preparePlanVersions).values(values).returning({ id: preparePlanVersions.id });
  return row?.id ?? 0;
}

export function versions(db: DbOrTx, planId: number) {
  return db
    .select({
      id: preparePlanVersions.id,
      label: preparePlanVersions.label,
      createdBy: preparePlanVersions.createdBy,
      createdAt: preparePlanVersions.createdAt,
    })
    .from(preparePlanVersions)
    .where(eq(preparePlanVersions.planId, planId))
    .orderBy(desc(preparePlanVersions.createdAt), desc(preparePlanVersions.id));
}

export async function findVersion(db: DbOrTx, id: number) {
  return (await db.select().from(preparePlanVersions).where(eq(preparePlanVersions.id, id)))[0];
}

/* ---------- students' preview materials ---------- */

/** Published plans of the given courses, with the student's done mark. */
export function publishedOf(db: DbOrTx, courseIds: number[], userId: number) {
  if (!courseIds.length) return Promise.resolve([]);
  return db
    .select({
      id: preparePlans.id,
      title: preparePlans.title,
      assigneeId: preparePlans.assigneeId,
      courseId: prepareCourses.courseId,
      publishedAt: preparePlans.publishedAt,
      publishedContent: preparePlans.publishedContent,
      done: sql<boolean>`${preparePreviewDone.userId} is not null`,
    })
    .from(preparePlans)
    .innerJoin(prepareCourses, eq(prepareCourses.id, preparePlans.prepareId))
    .leftJoin(
      preparePreviewDone,
      and(eq(preparePreviewDone.planId, preparePlans.id), eq(preparePreviewDone.userId, userId)),
    )
    .where(and(inArray(prepareCourses.courseId, courseIds), isNotNull(preparePlans.publishedAt)))
    .orderBy(desc(preparePlans.publishedAt), desc(preparePlans.id));
}

export async function markDone(db: DbOrTx, planId: number, userId: number) {
  await db.insert(preparePreviewDone).values({ planId, userId }).onConflictDoNothing();
}

/* ---------- comments anchored to passages ---------- */

export type CommentRow = typeof preparePlanComments.$inferSelect;

export function comments(db: DbOrTx, planId: number) {
  return db
    .select()
    .from(preparePlanComments)
    .where(eq(preparePlanComments.planId, planId))
    .orderBy(asc(preparePlanComments.createdAt), asc(preparePlanComments.id));
}

export async function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  return (await db.select().from(preparePlanComments).where(eq(preparePlanComments.id, id)))[0];
}

export async function insertComment(
  db: DbOrTx,
  values: { planId: number; authorId: number; quote: string; body: string; anchorFrom: string; anchorTo: string },
): Promise<number> {
  const [row] = await db.insert(preparePlanComments).values(values).returning({ id: preparePlanComments.id });
  return row?.id ?? 0;
}

export async function setCommentResolved(db: DbOrTx, id: number, resolved: boolean) {
  await db.update(preparePlanComments).set({ resolved }).where(eq(preparePlanComments.id, id));
}

export async function deleteComment(db: DbOrTx, id: number) {
  await db.delete(preparePlanComments).where(eq(preparePlanComments.id, id));
}

/* ---------- attached resources ---------- */

/** Resource ids attached to each of these plans, in the order they were added. */
export async function resourceIdsOf(db: DbOrTx, planIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!planIds.length) return out;
  const rows = await db
    .select({ planId: preparePlanResources.planId, resourceId: preparePlanResources.resourceId })
    .from(preparePlanResources)
    .where(inArray(preparePlanResources.planId, planIds))
    .orderBy(asc(preparePlanResources.createdAt), asc(preparePlanResources.resourceId));
  for (const r of rows) out.set(r.planId, [...(out.get(r.planId) ?? []), r.resourceId]);
  return out;
}

export async function addResources(db: DbOrTx, planId: number, resourceIds: number[], addedBy: number) {
  await db
    .insert(preparePlanResources)
    .values(resourceIds.map((resourceId) => ({ planId, resourceId, addedBy })))
    .onConflictDoNothing();
}

export async function removeResource(db: DbOrTx, planId: number, resourceId: number): Promise<boolean> {
  const rows = await db
    .delete(preparePlanResources)
    .where(and(eq(preparePlanResources.planId, planId), eq(preparePlanResources.resourceId, resourceId)))
    .returning({ id: preparePlanResources.resourceId });
  return rows.length > 0;
}
