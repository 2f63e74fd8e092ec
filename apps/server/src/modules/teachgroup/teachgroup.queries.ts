import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { teachGroupMembers, teachGroups } from "./teachgroup.tables.js";

/** Every SQL statement of the teaching-group module. */

export type TeachGroupRow = typeof teachGroups.$inferSelect;
export type TeachGroupWrite = Omit<typeof teachGroups.$inferInsert, "id" | "createdAt" | "updatedAt">;

const memberCount =
  sql<number>`(select count(*) from ${teachGroupMembers} where ${teachGroupMembers.groupId} = "teach_groups"."id")`.mapWith(
    Number,
  );

/** Groups the user leads or belongs to. */
function involving(userId: number): SQL {
  return sql`(${teachGroups.leaderId} = ${userId} or exists (select 1 from ${teachGroupMembers} m where m.group_id = "teach_groups"."id" and m.user_id = ${userId}))`;
}

export interface GroupFilter {
  keyword?: string;
  kind?: string;
  /** Only groups this user leads or belongs to; undefined: every group. */
  memberId?: number;
}

export function page(db: DbOrTx, p: Page, f: GroupFilter) {
  return pageOf(
    p,
    db
      .select({
        id: teachGroups.id,
        name: teachGroups.name,
        kind: teachGroups.kind,
        intro: teachGroups.intro,
        leaderId: teachGroups.leaderId,
        createdAt: teachGroups.createdAt,
        memberCount,
        total,
      })
      .from(teachGroups)
      .where(
        allOf(
          f.kind ? eq(teachGroups.kind, f.kind) : undefined,
          f.keyword ? anyContains(f.keyword, teachGroups.name) : undefined,
          f.memberId ? involving(f.memberId) : undefined,
        ),
      )
      .orderBy(asc(teachGroups.kind), asc(teachGroups.name), asc(teachGroups.id))
      .$dynamic(),
  );
}

export async function find(db: DbOrTx, id: number): Promise<TeachGroupRow | undefined> {
  const [row] = await db.select().from(teachGroups).where(eq(teachGroups.id, id));
  return row;
}

export async function insert(db: DbOrTx, values: TeachGroupWrite): Promise<number> {
  const [row] = await db.insert(teachGroups).values(values).returning({ id: teachGroups.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Partial<TeachGroupWrite>) {
  await db
    .update(teachGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teachGroups.id, id));
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(teachGroups).where(eq(teachGroups.id, id));
}

export function members(db: DbOrTx, groupId: number) {
  return db
    .select({ userId: teachGroupMembers.userId, joinedAt: teachGroupMembers.joinedAt })
    .from(teachGroupMembers)
    .where(eq(teachGroupMembers.groupId, groupId))
    .orderBy(asc(teachGroupMembers.joinedAt), asc(teachGroupMembers.userId));
}

export async function isMember(db: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: teachGroupMembers.userId })
    .from(teachGroupMembers)
    .where(and(eq(teachGroupMembers.groupId, groupId), eq(teachGroupMembers.userId, userId)));
  return !!row;
}

/** Adds members; those already in stay as they were. */
export async function addMembers(db: DbOrTx, groupId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .insert(teachGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: DbOrTx, groupId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .delete(teachGroupMembers)
    .where(and(eq(teachGroupMembers.groupId, groupId), inArray(teachGroupMembers.userId, userIds)));
}

/** Ids of the groups a user leads or belongs to, newest first (for other domains). */
export async function groupIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: teachGroups.id })
    .from(teachGroups)
    .where(involving(userId))
    .orderBy(desc(teachGroups.id));
  return rows.map((r) => r.id);
}

/** Another group of this kind already named so (names are unique per kind). */
export async function sameName(db: DbOrTx, kind: string, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teachGroups.id })
    .from(teachGroups)
    .where(
      allOf(
        eq(teachGroups.kind, kind),
        eq(teachGroups.name, name),
        exceptId ? sql`${teachGroups.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

/** Every group, for choosing one (teaching tasks). */
export function choices(db: DbOrTx) {
  return db
    .select({ id: teachGroups.id, name: teachGroups.name })
    .from(teachGroups)
    .orderBy(asc(teachGroups.kind), asc(teachGroups.name));
}
