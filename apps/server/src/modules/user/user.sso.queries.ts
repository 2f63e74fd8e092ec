import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { roles, users } from "./user.tables.js";

/** The statements single sign-on needs on users and roles (matching, profile refresh, suspension). */

const loginColumns = { id: users.id, account: users.account, status: users.status };

export function usersByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select(loginColumns).from(users).where(inArray(users.id, ids));
}

/** Users whose phone or e-mail is exactly the value (e-mail whatever its case). */
export function usersByContact(db: DbOrTx, field: "phone" | "email", value: string) {
  const match = field === "phone" ? eq(users.phone, value) : sql`lower(${users.email}) = lower(${value})`;
  return db.select(loginColumns).from(users).where(match).limit(2);
}

export async function setStatus(db: DbOrTx, ids: number[], status: number) {
  if (!ids.length) return;
  await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(users.id, ids), sql`${users.status} <> ${status}`));
}

/** The role of this name (or built-in code), if any. */
export async function roleIdByName(db: DbOrTx, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${roles.name} = ${name} or ${roles.code} = ${name}`)
    .limit(1);
  return row?.id;
}
