import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { ssoLinks, ssoReturnUrls, ssoSources } from "./sso.tables.js";

/** Every SQL statement of single sign-on. */

export type SourceRow = typeof ssoSources.$inferSelect;
export type LinkRow = typeof ssoLinks.$inferSelect;

export function sources(db: DbOrTx): Promise<SourceRow[]> {
  return db.select().from(ssoSources);
}

export async function source(db: DbOrTx, kind: string): Promise<SourceRow | undefined> {
  return (await db.select().from(ssoSources).where(eq(ssoSources.kind, kind)))[0];
}

/** Inserts or replaces a source's configuration (the last sync is kept). */
export async function saveSource(db: DbOrTx, row: Omit<SourceRow, "updatedAt" | "lastSync">) {
  const { kind, ...rest } = row;
  await db
    .insert(ssoSources)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ssoSources.kind, set: { ...rest, updatedAt: new Date() } });
}

/** Seeds a source from the environment only when none is saved yet (the back office wins after). */
export async function seedSource(db: DbOrTx, row: Omit<SourceRow, "updatedAt" | "lastSync">) {
  await db
    .insert(ssoSources)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoNothing();
}

export async function saveLastSync(db: DbOrTx, kind: string, lastSync: unknown) {
  await db.update(ssoSources).set({ lastSync }).where(eq(ssoSources.kind, kind));
}

export async function linkOf(db: DbOrTx, kind: string, issuer: string, subject: string): Promise<LinkRow | undefined> {
  return (
    await db
      .select()
      .from(ssoLinks)
      .where(and(eq(ssoLinks.kind, kind), eq(ssoLinks.issuer, issuer), eq(ssoLinks.subject, subject)))
  )[0];
}

/** The user's link to a kind of source (a directory account has one to ldap). */
export async function linkOfUser(db: DbOrTx, userId: number, kind: string): Promise<LinkRow | undefined> {
  return (
    await db
      .select()
      .from(ssoLinks)
      .where(and(eq(ssoLinks.userId, userId), eq(ssoLinks.kind, kind)))
  )[0];
}

export function linksOfKind(db: DbOrTx, kind: string, issuer: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(ssoLinks)
    .where(and(eq(ssoLinks.kind, kind), eq(ssoLinks.issuer, issuer)));
}

/** Links the identity to the user; a concurrent first login of the same identity keeps the first. */
export async function addLink(db: DbOrTx, row: { userId: number; kind: string; issuer: string; subject: string }) {
  await db.insert(ssoLinks).values(row).onConflictDoNothing();
}

export async function removeLinks(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(ssoLinks).where(inArray(ssoLinks.id, ids));
}

export function returnUrls(db: DbOrTx) {
  return db.select().from(ssoReturnUrls).orderBy(asc(ssoReturnUrls.sort), asc(ssoReturnUrls.code));
}

/** Replaces the whole whitelist at once. */
export async function replaceReturnUrls(db: DbOrTx, items: { code: string; name: string; url: string }[]) {
  await db.delete(ssoReturnUrls);
  if (items.length) await db.insert(ssoReturnUrls).values(items.map((item, sort) => ({ ...item, sort })));
}
