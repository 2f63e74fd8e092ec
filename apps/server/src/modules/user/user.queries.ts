import { and, asc, count, desc, eq, exists, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { sessions } from "../../platform/auth/session.tables.js";
import type { Db } from "../../platform/db/client.js";
import { containsPattern, countAll, offsetOf } from "../../platform/db/sql-helpers.js";
import { menus, roleMenus, roles, userRoles, users } from "./user.tables.js";

export type UserRow = typeof users.$inferSelect;

export interface UserFilter {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  userType?: string;
  orgId?: number;
  classId?: number;
  roleId?: number;
  status?: number;
  recommend?: boolean;
  /** Phone numbers are matched only for callers allowed to see them. */
  searchPhone?: boolean;
}

export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`).limit(1);
  return u;
}

/** Which of these accounts exist already (lower-cased), in one query. */
export async function existingAccounts(db: Db, accounts: string[]): Promise<Set<string>> {
  if (!accounts.length) return new Set();
  const lowered = [...new Set(accounts.map((a) => a.toLowerCase()))];
  const rows = await db
    .select({ account: users.account })
    .from(users)
    .where(inArray(sql`lower(${users.account})`, lowered));
  return new Set(rows.map((r) => r.account.toLowerCase()));
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

export async function rolesOf(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
}

export async function permissionCodesOf(db: Db, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.groupCode, "MG")));
  return rows.map((r) => r.code);
}

function filterWhere(f: UserFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    const cols = [users.account, users.realName, users.nameInitials, ...(f.searchPhone ? [users.phone] : [])];
    where.push(or(...cols.map((c) => sql`${c} ilike ${p}`)) as SQL);
  }
  if (f.userType) where.push(eq(users.userType, f.userType));
  if (f.orgId) where.push(eq(users.orgId, f.orgId));
  if (f.classId) where.push(eq(users.classId, f.classId));
  if (f.status !== undefined) where.push(eq(users.status, f.status));
  if (f.recommend !== undefined) where.push(eq(users.recommend, f.recommend));
  if (f.roleId) {
    where.push(
      exists(
        sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${f.roleId})`,
      ),
    );
  }
  return where.length ? and(...where) : undefined;
}

export async function listUsers(db: Db, f: UserFilter) {
  const cond = filterWhere(f);
  const order = f.recommend ? [asc(users.recommendSort), asc(users.id)] : [desc(users.id)];
  const [list, [c]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(cond)
      .orderBy(...order)
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    db.select({ count: countAll }).from(users).where(cond),
  ]);
  return { list, count: c?.count ?? 0 };
}

/** Every matching user, for export (bounded). */
export function allUsers(db: Db, f: Omit<UserFilter, "pageNo" | "pageSize">, limit = 50_000) {
  return db
    .select()
    .from(users)
    .where(filterWhere({ ...f, pageNo: 1, pageSize: limit }))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function existingRoleIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids))).map((r) => r.id);
}

export async function countUsersWithRole(db: Db, roleId: number, excludingUserIds: number[] = []) {
  const where = [eq(userRoles.roleId, roleId), eq(users.status, 1)];
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(...where));
  return rows.filter((r) => !excludingUserIds.includes(r.userId)).length;
}

export async function usersWithRole(db: Db, roleId: number): Promise<number[]> {
  return (await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId))).map(
    (r) => r.userId,
  );
}

export async function countUsersIn(db: Db, column: "orgId" | "classId", ids: number[]) {
  if (!ids.length) return 0;
  const [r] = await db.select({ n: count() }).from(users).where(inArray(users[column], ids));
  return r?.n ?? 0;
}

export async function onlineSessions(
  db: Db,
  since: Date,
  page: { pageNo: number; pageSize: number; keyword?: string },
) {
  const where: SQL[] = [gt(sessions.lastSeenAt, since), gt(sessions.expiresAt, new Date())];
  if (page.keyword) {
    const p = containsPattern(page.keyword);
    where.push(
      or(sql`${users.account} ilike ${p}`, sql`${users.realName} ilike ${p}`, sql`${sessions.ip} ilike ${p}`) as SQL,
    );
  }
  const cond = and(...where);
  const [list, [c]] = await Promise.all([
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
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(cond)
      .orderBy(desc(sessions.lastSeenAt))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ count: countAll }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(cond),
  ]);
  return { list, count: c?.count ?? 0 };
}
