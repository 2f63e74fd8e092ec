import { USER_STATUS, USER_TYPES } from "@otp/contract";
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { sessions } from "../../platform/auth/session.tables.js";
import type { DbOrTx } from "../../platform/db/client.js";
import { countOf, type Page, pageOf, paginate, total } from "../../platform/db/paging.js";
import { anyOf, preparedStatement, ShapeMemo, shapeOf } from "../../platform/db/shapes.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { menus, roleMenus, roles, userRoles, users } from "./user.tables.js";

/** Every SQL statement on users and their roles: functions taking the database (or a transaction) first. */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export interface UserFilter {
  keyword?: string;
  userType?: string;
  orgId?: number;
  classId?: number;
  roleId?: number;
  status?: number;
  recommend?: boolean;
  /** Only users of these types (what the caller may list); absent = any type. */
  userTypes?: readonly string[];
  /** The keyword matches phone numbers only on users of these types (those the caller manages). */
  phoneTypes?: readonly string[];
  /** Users outside these types (those the caller manages) are listed only while enabled. */
  enabledOutside?: readonly string[];
}

type RoleRef = { id: number; name: string };

/** Every column but the password hash: what lists and profiles read. */
const { passwordHash: _hash, ...profileColumns } = getTableColumns(users);

/**
 * `"table"."column"`: drizzle leaves columns unqualified in a one-table select, where inside a
 * correlated subquery `"id"` would name the inner table's column instead of the user's.
 */
const c = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A user's roles as `[{ id, name }]`, ordered by id, computed beside the user's row. */
const rolesOfRow = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${c(roles.id)}, 'name', ${c(roles.name)}) order by ${c(roles.id)})
  from ${userRoles} join ${roles} on ${c(roles.id)} = ${c(userRoles.roleId)}
  where ${c(userRoles.userId)} = ${c(users.id)}), '[]'::json)`;

/** The role ids of a user, ordered, computed beside the user's row. */
const roleIdsOfRow = sql<number[]>`coalesce((
  select array_agg(${c(userRoles.roleId)} order by ${c(userRoles.roleId)})
  from ${userRoles} where ${c(userRoles.userId)} = ${c(users.id)}), '{}'::int[])`;

/** The back-office permission codes a user's roles grant, computed beside the user's row. */
const permissionsOfRow = sql<string[]>`coalesce((
  select array_agg(distinct ${c(menus.code)})::text[]
  from ${userRoles}
  join ${roleMenus} on ${c(roleMenus.roleId)} = ${c(userRoles.roleId)}
  join ${menus} on ${c(menus.id)} = ${c(roleMenus.menuId)}
  where ${c(userRoles.userId)} = ${c(users.id)} and ${c(menus.groupCode)} = 'MG'), '{}'::text[])`;

const one = <T>(rows: T[]): T | undefined => rows[0];

export function findUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).limit(1).then(one);
}

export function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`).limit(1).then(one);
}

/** Which of these accounts exist already (lower-cased), in one query. */
export async function existingAccounts(db: DbOrTx, accounts: string[]): Promise<Set<string>> {
  if (!accounts.length) return new Set();
  const lowered = [...new Set(accounts.map((a) => a.toLowerCase()))];
  const rows = await db
    .select({ account: users.account })
    .from(users)
    .where(inArray(sql`lower(${users.account})`, lowered));
  return new Set(rows.map((r) => r.account.toLowerCase()));
}

/** What a session's principal needs: the user, role ids and permission codes, in one statement. */
export function principalRow(db: DbOrTx, id: number) {
  return db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      userType: users.userType,
      status: users.status,
      roleIds: roleIdsOfRow,
      permissions: permissionsOfRow,
    })
    .from(users)
    .where(eq(users.id, id))
    .then(one);
}

/** One user's profile with their roles, in one statement. */
export function profileRow(db: DbOrTx, id: number) {
  return db
    .select({ ...profileColumns, roles: rolesOfRow })
    .from(users)
    .where(eq(users.id, id))
    .then(one);
}

/** Users (without the password hash) with the permissions their roles grant: whom a manager acts on. */
export function targetRows(db: DbOrTx, ids: number[]) {
  return db
    .select({ ...profileColumns, permissions: permissionsOfRow })
    .from(users)
    .where(inArray(users.id, ids));
}
export type TargetRow = Awaited<ReturnType<typeof targetRows>>[number];

/** Keyword on account, name and initials; on the phone number only of users of `phoneTypes`. */
function keywordWhere(keyword: string, phoneTypes: readonly string[] | undefined): SQL | undefined {
  const names = anyContains(keyword, users.account, users.realName, users.nameInitials);
  if (!phoneTypes?.length) return names;
  const phone = anyContains(keyword, users.phone);
  // Every type managed (the administrator): no type condition needed.
  return or(
    names,
    phoneTypes.length === USER_TYPES.length ? phone : and(inArray(users.userType, [...phoneTypes]), phone),
  );
}

function filterWhere(f: UserFilter): SQL | undefined {
  return allOf(
    f.keyword ? keywordWhere(f.keyword, f.phoneTypes) : undefined,
    f.userTypes ? inArray(users.userType, [...f.userTypes]) : undefined,
    f.enabledOutside
      ? or(
          eq(users.status, USER_STATUS.ENABLED),
          f.enabledOutside.length ? inArray(users.userType, [...f.enabledOutside]) : undefined,
        )
      : undefined,
    f.userType ? eq(users.userType, f.userType) : undefined,
    f.orgId ? eq(users.orgId, f.orgId) : undefined,
    f.classId ? eq(users.classId, f.classId) : undefined,
    f.status !== undefined ? eq(users.status, f.status) : undefined,
    f.recommend !== undefined ? eq(users.recommend, f.recommend) : undefined,
    f.roleId
      ? exists(
          sql`(select 1 from ${userRoles} where ${c(userRoles.userId)} = ${c(users.id)} and ${c(userRoles.roleId)} = ${f.roleId})`,
        )
      : undefined,
  );
}

/**
 * A page of users with the total and, when asked, each row's roles: one statement. Recommended
 * teachers come in their recommendation order, everyone else newest first. Built once per filter
 * shape and kept prepared (platform/db/shapes.ts); a keyword search (its pattern is made in JS) is
 * built per call.
 */
export function pageOfUsers(db: DbOrTx, page: Page, f: UserFilter, withRoles: boolean) {
  if (f.keyword) {
    return paginate(page, (limit, offset) => usersPage(db, f, withRoles, limit, offset).then(withTotal));
  }
  const shape = shapeOf(f);
  const query = pageShapes.get(db, `${shape.key}|${withRoles}`, (name) =>
    usersPage(db, shape.filter, withRoles, sql.placeholder("limit"), sql.placeholder("offset")).prepare(name),
  );
  return paginate(page, (limit, offset) => query.execute({ ...shape.values, limit, offset }).then(withTotal));
}

const pageShapes = new ShapeMemo<UsersPageRow[]>("user_page");

type Bound = number | Placeholder;
type UsersPageRow = Awaited<ReturnType<typeof usersPage>>[number];

/** The total arrives as text (count is bigint) through the subquery. */
const withTotal = (rows: UsersPageRow[]) => rows.map((r) => ({ ...r, total: Number(r.total) }));

/**
 * The page is cut first (`found`, its total a scalar subquery run once), then the roles of just
 * its rows are grouped in one pass: a roles subquery per row costs a sub-plan run per user, which
 * on the embedded database was most of the list's time.
 */
function usersPage(db: DbOrTx, f: UserFilter, withRoles: boolean, limit: Bound, offset: Bound) {
  const where = filterWhere(f);
  const found = db.$with("found").as(
    db
      .select({ ...profileColumns, total: countOf(users, where).as("total") })
      .from(users)
      .where(where)
      .orderBy(...(f.recommend ? [asc(users.recommendSort), asc(users.id)] : [desc(users.id)]))
      .limit(limit as number)
      .offset(offset as number),
  );
  const roleLists = db
    .select({
      userId: userRoles.userId,
      roles: sql<
        RoleRef[]
      >`json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}) order by ${roles.id})`.as("roles"),
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, db.select({ id: found.id }).from(found)))
    .groupBy(userRoles.userId)
    .as("role_lists");
  return db
    .with(found)
    .select({
      ...found._.selectedFields,
      roles: withRoles ? sql<RoleRef[]>`coalesce(${roleLists.roles}, '[]'::json)` : sql<null>`null`,
    })
    .from(found)
    .leftJoin(roleLists, withRoles ? eq(roleLists.userId, found.id) : sql`false`)
    .orderBy(...(f.recommend ? [asc(found.recommendSort), asc(found.id)] : [desc(found.id)]));
}

/** Every matching user, for export (bounded). */
export function allUsers(db: DbOrTx, f: UserFilter, limit = 50_000) {
  return db.select(profileColumns).from(users).where(filterWhere(f)).orderBy(asc(users.id)).limit(limit);
}

export function teacherChoices(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.realName, orgId: users.orgId })
    .from(users)
    .where(eq(users.userType, "teacher"))
    .orderBy(users.nameInitials);
}

export function nameRows(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: users.id, account: users.account, realName: users.realName })
    .from(users)
    .where(inArray(users.id, ids));
}

// Course members and comment authors on every course detail: prepared once.
const publicProfilesById = preparedStatement<
  { ids: number[] },
  { id: number; realName: string; avatarFileId: number | null; orgId: number | null; title: string | null }[]
>("user_public_profiles", (db, name) =>
  db
    .select({
      id: users.id,
      realName: users.realName,
      avatarFileId: users.avatarFileId,
      orgId: users.orgId,
      title: users.title,
    })
    .from(users)
    .where(anyOf(users.id, "ids"))
    .prepare(name),
);

export function publicProfileRows(db: DbOrTx, ids: number[]) {
  return publicProfilesById(db, { ids });
}

/** The roles of one user, ordered by id. */
export function rolesOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
}

export function countUsersIn(db: DbOrTx, column: "orgId" | "classId", ids: number[]): Promise<number> {
  return db
    .select({ n: count() })
    .from(users)
    .where(inArray(users[column], ids))
    .then((r) => r[0]?.n ?? 0);
}

export async function usersWithRole(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.userId);
}

/** Whether an enabled user other than these holds the role (the last administrator stays). */
export async function anotherEnabledHolder(db: DbOrTx, roleId: number, excludingUserIds: number[]) {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      allOf(
        eq(userRoles.roleId, roleId),
        eq(users.status, USER_STATUS.ENABLED),
        excludingUserIds.length ? notInArray(userRoles.userId, excludingUserIds) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/* ---------- writes ---------- */

/** Inserts users and their role links; the caller holds the transaction. */
export async function insertUsers(tx: DbOrTx, rows: (NewUser & { roleIds: number[] })[]): Promise<number[]> {
  const inserted = await tx
    .insert(users)
    .values(rows.map(({ roleIds: _r, ...u }) => u))
    .returning({ id: users.id });
  const links = inserted.flatMap((r, i) => (rows[i]?.roleIds ?? []).map((roleId) => ({ userId: r.id, roleId })));
  if (links.length) await tx.insert(userRoles).values(links);
  return inserted.map((r) => r.id);
}

export async function updateUser(db: DbOrTx, id: number, patch: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function setUserRoles(tx: DbOrTx, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function deleteUsers(db: DbOrTx, ids: number[]) {
  await db.delete(users).where(inArray(users.id, ids));
}

/** Decides pending registrations; returns the ids that were still pending. */
export async function decidePending(db: DbOrTx, ids: number[], status: number) {
  return db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(users.id, ids), eq(users.status, USER_STATUS.PENDING)))
    .returning({ id: users.id });
}

export async function markLogin(db: DbOrTx, userId: number, ip: string) {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), lastLoginIp: ip.slice(0, 64) })
    .where(eq(users.id, userId));
}

/* ---------- online sessions ---------- */

/** A page of live sessions with their users and the total, newest activity first: one statement. */
export function pageOfOnline(db: DbOrTx, page: Page & { keyword?: string }, idleSince: Date) {
  return pageOf(
    page,
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        account: users.account,
        realName: users.realName,
        userType: users.userType,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        loginAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        total,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        allOf(
          gt(sessions.lastSeenAt, idleSince),
          gt(sessions.expiresAt, new Date()),
          page.keyword ? anyContains(page.keyword, users.account, users.realName, sessions.ip) : undefined,
        ),
      )
      .orderBy(desc(sessions.lastSeenAt))
      .$dynamic(),
  );
}
