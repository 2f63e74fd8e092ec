import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { anyContains } from "../../platform/db/sql-helpers.js";
import { supPatrols } from "./supervise.tables.js";

/** Statements of patrol records. */

export async function insertPatrol(db: DbOrTx, values: typeof supPatrols.$inferInsert): Promise<number> {
  const [r] = await db.insert(supPatrols).values(values).returning({ id: supPatrols.id });
  return r?.id as number;
}

export function pageOfPatrols(db: DbOrTx, page: Page & { keyword?: string }) {
  return pageOf(
    page,
    db
      .select({ p: supPatrols, total })
      .from(supPatrols)
      .where(page.keyword ? anyContains(page.keyword, supPatrols.room, supPatrols.remark) : undefined)
      .orderBy(desc(supPatrols.createdAt), desc(supPatrols.id))
      .$dynamic(),
  );
}

export async function findPatrol(db: DbOrTx, id: number) {
  const [r] = await db.select().from(supPatrols).where(eq(supPatrols.id, id));
  return r;
}
