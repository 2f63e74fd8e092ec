import { USER_STATUS } from "@otp/contract";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { menus, roleMenus, userRoles, users } from "./user.tables.js";

/** Batch lookups other modules make through the directory: one statement for many users. */

/** Enabled teacher accounts among these, or in these organizations (ascending ids). */
export async function enabledTeachers(db: DbOrTx, by: { orgIds?: number[]; ids?: number[] }): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, "teacher"),
        eq(users.status, USER_STATUS.ENABLED),
        by.orgIds ? inArray(users.orgId, by.orgIds) : undefined,
        by.ids ? inArray(users.id, by.ids) : undefined,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** Every student of these classes, whatever their status, in one statement. */
export function studentsOfClasses(db: DbOrTx, classIds: number[]) {
  return db
    .select({ id: users.id, account: users.account, realName: users.realName, classId: users.classId })
    .from(users)
    .where(and(eq(users.userType, "student"), inArray(users.classId, classIds)))
    .orderBy(asc(users.classId), asc(users.id));
}

/** How many enabled students these classes have, in one statement. */
export async function enabledStudentCount(db: DbOrTx, classIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.userType, "student"), eq(users.status, USER_STATUS.ENABLED), inArray(users.classId, classIds)));
  return row?.n ?? 0;
}

/** Enabled users whose roles grant this back-office screen (permission code), ascending ids. */
export async function enabledScreenHolders(db: DbOrTx, code: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.groupCode, "MG"), eq(menus.code, code)))
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.status, USER_STATUS.ENABLED)))
    .orderBy(asc(userRoles.userId));
  return rows.map((r) => r.id);
}
