import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";

/** The cheapest statement the database must answer. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
