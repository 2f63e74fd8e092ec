import type { Principal } from "../../platform/auth/principal.js";
import type { DbOrTx } from "../../platform/db/client.js";
import { notFound } from "../../platform/http/errors.js";
import { assertCanActOn } from "./user.access.js";
import * as q from "./user.queries.js";

/**
 * The users a manager is about to act on (edit, reset, delete, regrant), loaded with the
 * permissions their roles grant in one statement and checked against the rules of
 * user.access.ts: 404 when none exists, 403 when any is beyond the caller.
 */
export async function managedTargets(db: DbOrTx, caller: Principal, ids: number[]) {
  const rows = await q.targetRows(db, ids);
  if (!rows.length) throw notFound("用户不存在");
  for (const t of rows) assertCanActOn(caller, t, t.permissions);
  return rows;
}

export async function managedTarget(db: DbOrTx, caller: Principal, id: number) {
  return (await managedTargets(db, caller, [id]))[0] as q.TargetRow;
}
