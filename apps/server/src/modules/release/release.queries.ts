import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { anyContains } from "../../platform/db/sql-helpers.js";
import { appVersions } from "./release.tables.js";

/** Every SQL statement of the app-release module. */

export type AppVersionRow = typeof appVersions.$inferSelect;
type Write = Omit<typeof appVersions.$inferInsert, "id" | "createdAt">;

export function page(db: DbOrTx, p: Page & { keyword?: string }) {
  return pageOf(
    p,
    db
      .select({
        id: appVersions.id,
        platform: appVersions.platform,
        version: appVersions.version,
        notes: appVersions.notes,
        downloadUrl: appVersions.downloadUrl,
        fileId: appVersions.fileId,
        published: appVersions.published,
        createdAt: appVersions.createdAt,
        total,
      })
      .from(appVersions)
      .where(p.keyword ? anyContains(p.keyword, appVersions.version, appVersions.notes) : undefined)
      .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
      .$dynamic(),
  );
}

export async function latest(db: DbOrTx, platform: string): Promise<AppVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(and(eq(appVersions.platform, platform), eq(appVersions.published, true)))
    .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
    .limit(1);
  return row;
}

export async function find(db: DbOrTx, id: number): Promise<AppVersionRow | undefined> {
  const [row] = await db.select().from(appVersions).where(eq(appVersions.id, id));
  return row;
}

export async function findVersion(db: DbOrTx, platform: string, version: string) {
  const [row] = await db
    .select({ id: appVersions.id })
    .from(appVersions)
    .where(and(eq(appVersions.platform, platform), eq(appVersions.version, version)));
  return row;
}

export async function insert(db: DbOrTx, values: Write): Promise<number> {
  const [row] = await db.insert(appVersions).values(values).returning({ id: appVersions.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Write) {
  await db.update(appVersions).set(values).where(eq(appVersions.id, id));
}

export async function remove(db: DbOrTx, ids: number[]): Promise<number> {
  return (await db.delete(appVersions).where(inArray(appVersions.id, ids)).returning({ id: appVersions.id })).length;
}
