import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { researchOrgs, researchPlaces, researchSubjects, researchTerminals } from "./research.tables.js";

/** Every SQL statement of the interaction back office (organizations, subjects, terminals, places). */

export type OrgRow = typeof researchOrgs.$inferSelect;
export type SubjectRow = typeof researchSubjects.$inferSelect;
export type TerminalRow = typeof researchTerminals.$inferSelect;
export type PlaceRow = typeof researchPlaces.$inferSelect;
type ListPage = Page & { keyword?: string; orgId?: number };

/* ---------- organizations ---------- */

export function pageOrgs(db: DbOrTx, page: ListPage) {
  return pageOf(
    page,
    db
      .select({
        id: researchOrgs.id,
        name: researchOrgs.name,
        code: researchOrgs.code,
        contact: researchOrgs.contact,
        phone: researchOrgs.phone,
        address: researchOrgs.address,
        sort: researchOrgs.sort,
        placeCount:
          sql<number>`(select count(*) from ${researchPlaces} where ${researchPlaces.orgId} = ${researchOrgs.id})`.mapWith(
            Number,
          ),
        total,
      })
      .from(researchOrgs)
      .where(page.keyword ? anyContains(page.keyword, researchOrgs.name, researchOrgs.code) : undefined)
      .orderBy(asc(researchOrgs.sort), asc(researchOrgs.id))
      .$dynamic(),
  );
}

export function allOrgs(db: DbOrTx) {
  return db
    .select({ id: researchOrgs.id, name: researchOrgs.name })
    .from(researchOrgs)
    .orderBy(asc(researchOrgs.sort), asc(researchOrgs.id));
}

export async function orgNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: researchOrgs.id, name: researchOrgs.name })
    .from(researchOrgs)
    .where(inArray(researchOrgs.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findOrg(db: DbOrTx, id: number): Promise<OrgRow | undefined> {
  const [row] = await db.select().from(researchOrgs).where(eq(researchOrgs.id, id));
  return row;
}

export async function orgNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: researchOrgs.id })
    .from(researchOrgs)
    .where(allOf(eq(researchOrgs.name, name), exceptId ? ne(researchOrgs.id, exceptId) : undefined));
  return !!row;
}

export async function insertOrg(db: DbOrTx, values: typeof researchOrgs.$inferInsert): Promise<number> {
  const [row] = await db.insert(researchOrgs).values(values).returning({ id: researchOrgs.id });
  return (row as { id: number }).id;
}

export async function updateOrg(db: DbOrTx, id: number, values: Partial<typeof researchOrgs.$inferInsert>) {
  await db.update(researchOrgs).set(values).where(eq(researchOrgs.id, id));
}

/** Organizations among `ids` that still have terminals or places. */
export async function orgsInUse(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const [terminals, places] = await Promise.all([
    db
      .selectDistinct({ id: researchTerminals.orgId })
      .from(researchTerminals)
      .where(inArray(researchTerminals.orgId, ids)),
    db.selectDistinct({ id: researchPlaces.orgId }).from(researchPlaces).where(inArray(researchPlaces.orgId, ids)),
  ]);
  return [...new Set([...terminals, ...places].map((r) => r.id))];
}

export async function deleteOrgs(db: DbOrTx, ids: number[]) {
  await db.delete(researchOrgs).where(inArray(researchOrgs.id, ids));
}

/* ---------- subjects ---------- */

export function pageSubjects(db: DbOrTx, page: ListPage) {
  return pageOf(
    page,
    db
      .select({
        id: researchSubjects.id,
        name: researchSubjects.name,
        code: researchSubjects.code,
        sort: researchSubjects.sort,
        total,
      })
      .from(researchSubjects)
      .where(page.keyword ? anyContains(page.keyword, researchSubjects.name, researchSubjects.code) : undefined)
      .orderBy(asc(researchSubjects.sort), asc(researchSubjects.id))
      .$dynamic(),
  );
}

export function allSubjects(db: DbOrTx) {
  return db
    .select({ id: researchSubjects.id, name: researchSubjects.name })
    .from(researchSubjects)
    .orderBy(asc(researchSubjects.sort), asc(researchSubjects.id));
}

export async function findSubject(db: DbOrTx, id: number): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(researchSubjects).where(eq(researchSubjects.id, id));
  return row;
}

export async function subjectNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: researchSubjects.id })
    .from(researchSubjects)
    .where(allOf(eq(researchSubjects.name, name), exceptId ? ne(researchSubjects.id, exceptId) : undefined));
  return !!row;
}

export async function insertSubject(db: DbOrTx, values: typeof researchSubjects.$inferInsert): Promise<number> {
  const [row] = await db.insert(researchSubjects).values(values).returning({ id: researchSubjects.id });
  return (row as { id: number }).id;
}

export async function updateSubject(db: DbOrTx, id: number, values: Partial<typeof researchSubjects.$inferInsert>) {
  await db.update(researchSubjects).set(values).where(eq(researchSubjects.id, id));
}

export async function deleteSubjects(db: DbOrTx, ids: number[]) {
  await db.delete(researchSubjects).where(inArray(researchSubjects.id, ids));
}

/* ---------- terminals ---------- */

const terminalColumns = {
  id: researchTerminals.id,
  name: researchTerminals.name,
  orgId: researchTerminals.orgId,
  orgName: researchOrgs.name,
  kind: researchTerminals.kind,
  sipUri: researchTerminals.sipUri,
  streamKey: researchTerminals.streamKey,
  state: researchTerminals.state,
  remark: researchTerminals.remark,
  placeName: researchPlaces.name,
};
export interface TerminalListRow {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  kind: string;
  sipUri: string | null;
  streamKey: string;
  state: string;
  remark: string | null;
  placeName: string | null;
}

export function pageTerminals(db: DbOrTx, page: ListPage) {
  return pageOf(
    page,
    db
      .select({ ...terminalColumns, total })
      .from(researchTerminals)
      .innerJoin(researchOrgs, eq(researchOrgs.id, researchTerminals.orgId))
      .leftJoin(researchPlaces, eq(researchPlaces.terminalId, researchTerminals.id))
      .where(
        allOf(
          page.orgId ? eq(researchTerminals.orgId, page.orgId) : undefined,
          page.keyword ? anyContains(page.keyword, researchTerminals.name, researchTerminals.sipUri) : undefined,
        ),
      )
      .orderBy(asc(researchTerminals.orgId), asc(researchTerminals.id))
      .$dynamic(),
  );
}

/** Terminals a place may be given: enabled ones without a place, plus the place's own. */
export function freeTerminals(db: DbOrTx, orgId: number | undefined, placeId: number | undefined) {
  return db
    .select({ id: researchTerminals.id, name: researchTerminals.name, orgId: researchTerminals.orgId })
    .from(researchTerminals)
    .leftJoin(researchPlaces, eq(researchPlaces.terminalId, researchTerminals.id))
    .where(
      allOf(
        eq(researchTerminals.state, "enabled"),
        orgId ? eq(researchTerminals.orgId, orgId) : undefined,
        placeId
          ? sql`(${researchPlaces.id} is null or ${researchPlaces.id} = ${placeId})`
          : sql`${researchPlaces.id} is null`,
      ),
    )
    .orderBy(asc(researchTerminals.id));
}

export async function findTerminal(db: DbOrTx, id: number): Promise<TerminalRow | undefined> {
  const [row] = await db.select().from(researchTerminals).where(eq(researchTerminals.id, id));
  return row;
}

export async function terminalNameTaken(db: DbOrTx, orgId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: researchTerminals.id })
    .from(researchTerminals)
    .where(
      allOf(
        eq(researchTerminals.orgId, orgId),
        eq(researchTerminals.name, name),
        exceptId ? ne(researchTerminals.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function insertTerminal(db: DbOrTx, values: typeof researchTerminals.$inferInsert): Promise<number> {
  const [row] = await db.insert(researchTerminals).values(values).returning({ id: researchTerminals.id });
  return (row as { id: number }).id;
}

export async function updateTerminal(db: DbOrTx, id: number, values: Partial<typeof researchTerminals.$inferInsert>) {
  await db.update(researchTerminals).set(values).where(eq(researchTerminals.id, id));
}

export async function deleteTerminals(db: DbOrTx, ids: number[]) {
  await db.delete(researchTerminals).where(inArray(researchTerminals.id, ids));
}

/* ---------- places ---------- */

export interface PlaceListRow {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  terminalId: number | null;
  terminalName: string | null;
  location: string | null;
  capacity: number;
}

export function pagePlaces(db: DbOrTx, page: ListPage) {
  return pageOf(
    page,
    db
      .select({
        id: researchPlaces.id,
        name: researchPlaces.name,
        orgId: researchPlaces.orgId,
        orgName: researchOrgs.name,
        terminalId: researchPlaces.terminalId,
        terminalName: researchTerminals.name,
        location: researchPlaces.location,
        capacity: researchPlaces.capacity,
        total,
      })
      .from(researchPlaces)
      .innerJoin(researchOrgs, eq(researchOrgs.id, researchPlaces.orgId))
      .leftJoin(researchTerminals, eq(researchTerminals.id, researchPlaces.terminalId))
      .where(
        allOf(
          page.orgId ? eq(researchPlaces.orgId, page.orgId) : undefined,
          page.keyword ? anyContains(page.keyword, researchPlaces.name, researchPlaces.location) : undefined,
        ),
      )
      .orderBy(asc(researchPlaces.orgId), asc(researchPlaces.id))
      .$dynamic(),
  );
}

export async function findPlace(db: DbOrTx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(researchPlaces).where(eq(researchPlaces.id, id));
  return row;
}

/** The place a terminal is installed in, other than `exceptId`. */
export async function placeOfTerminal(db: DbOrTx, terminalId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: researchPlaces.id, name: researchPlaces.name })
    .from(researchPlaces)
    .where(allOf(eq(researchPlaces.terminalId, terminalId), exceptId ? ne(researchPlaces.id, exceptId) : undefined));
  return row;
}

export async function placeNameTaken(db: DbOrTx, orgId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(researchPlaces)
    .where(
      and(
        eq(researchPlaces.orgId, orgId),
        eq(researchPlaces.name, name),
        exceptId ? ne(researchPlaces.id, exceptId) : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertPlace(db: DbOrTx, values: typeof researchPlaces.$inferInsert): Promise<number> {
  const [row] = await db.insert(researchPlaces).values(values).returning({ id: researchPlaces.id });
  return (row as { id: number }).id;
}

export async function updatePlace(db: DbOrTx, id: number, values: Partial<typeof researchPlaces.$inferInsert>) {
  await db.update(researchPlaces).set(values).where(eq(researchPlaces.id, id));
}

export async function deletePlaces(db: DbOrTx, ids: number[]) {
  await db.delete(researchPlaces).where(inArray(researchPlaces.id, ids));
}

/** Which of `ids` exist in a table (for batch deletes: unknown ids are a 404). */
export async function existing(db: DbOrTx, kind: "org" | "subject" | "terminal" | "place", ids: number[]) {
  const table = { org: researchOrgs, subject: researchSubjects, terminal: researchTerminals, place: researchPlaces }[
    kind
  ];
  if (!ids.length) return [];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((r) => r.id);
}
