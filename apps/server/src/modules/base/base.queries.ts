import { asc, desc, eq, getTableColumns, inArray, ne } from "drizzle-orm";
import type { AnyPgTable, PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { classes, elements, orgs, originCourses, terms } from "./base.tables.js";

/** Every SQL statement of the base data (学期, 院系, 班级, 字典, 开课): functions taking the database first. */

type NewTerm = typeof terms.$inferInsert;
type NewOrg = typeof orgs.$inferInsert;
type NewClass = typeof classes.$inferInsert;
type NewElement = typeof elements.$inferInsert;

/* ---------- choice lists ---------- */

export function termChoices(db: DbOrTx) {
  return db
    .select({
      id: terms.id,
      name: terms.name,
      isCurrent: terms.isCurrent,
      startDate: terms.startDate,
      endDate: terms.endDate,
    })
    .from(terms)
    .orderBy(desc(terms.startDate));
}

export function orgChoices(db: DbOrTx) {
  return db
    .select({ id: orgs.id, name: orgs.name, code: orgs.code, parentId: orgs.parentId })
    .from(orgs)
    .orderBy(asc(orgs.sort), asc(orgs.id));
}

export function classChoices(db: DbOrTx, orgId?: number) {
  return db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, orgId: classes.orgId, kind: classes.kind })
    .from(classes)
    .where(orgId ? eq(classes.orgId, orgId) : undefined)
    .orderBy(asc(classes.grade), asc(classes.name));
}

export function elementChoices(db: DbOrTx, type: string) {
  return db
    .select({ id: elements.id, name: elements.name, code: elements.code, parentId: elements.parentId })
    .from(elements)
    .where(eq(elements.type, type))
    .orderBy(asc(elements.sort), asc(elements.id));
}

const originColumns = {
  id: originCourses.id,
  name: originCourses.name,
  code: originCourses.code,
  termId: originCourses.termId,
  teacherId: originCourses.teacherId,
  orgId: originCourses.orgId,
  classId: originCourses.classId,
};

/** Offerings of the academic system by term, teacher and name or code (at most `limit`). */
export function originChoices(db: DbOrTx, f: { termId?: number; teacherId?: number; course?: string }, limit: number) {
  const { classId: _c, ...columns } = originColumns;
  return db
    .select(columns)
    .from(originCourses)
    .where(
      allOf(
        f.termId ? eq(originCourses.termId, f.termId) : undefined,
        f.teacherId ? eq(originCourses.teacherId, f.teacherId) : undefined,
        f.course ? anyContains(f.course, originCourses.name, originCourses.code) : undefined,
      ),
    )
    .orderBy(asc(originCourses.name))
    .limit(limit);
}

export function findOrigin(db: DbOrTx, id: number) {
  const { code: _c, ...columns } = originColumns;
  return db
    .select(columns)
    .from(originCourses)
    .where(eq(originCourses.id, id))
    .then((r) => r[0]);
}

async function idExists(db: DbOrTx, table: typeof orgs | typeof classes, id: number): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

export const orgExists = (db: DbOrTx, id: number) => idExists(db, orgs, id);
export const classExists = (db: DbOrTx, id: number) => idExists(db, classes, id);

/** Whether any row has one of these values in the column: what a delete must not orphan. */
async function anyReferences(db: DbOrTx, table: AnyPgTable, column: PgColumn, ids: number[]) {
  return (await db.select({ one: column }).from(table).where(inArray(column, ids)).limit(1)).length > 0;
}

/** Terms that academic offerings belong to. */
export const termsInUse = (db: DbOrTx, ids: number[]) => anyReferences(db, originCourses, originCourses.termId, ids);
export const orgsWithChildren = (db: DbOrTx, ids: number[]) => anyReferences(db, orgs, orgs.parentId, ids);
export const orgsWithClasses = (db: DbOrTx, ids: number[]) => anyReferences(db, classes, classes.orgId, ids);

/* ---------- management pages (page + total in one statement) ---------- */

export function pageOfTerms(db: DbOrTx, page: Page, keyword?: string) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(terms), total })
      .from(terms)
      .where(keyword ? anyContains(keyword, terms.name) : undefined)
      .orderBy(desc(terms.startDate))
      .$dynamic(),
  );
}

export function pageOfOrgs(db: DbOrTx, page: Page, keyword?: string) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(orgs), total })
      .from(orgs)
      .where(keyword ? anyContains(keyword, orgs.name, orgs.code) : undefined)
      .orderBy(asc(orgs.sort), asc(orgs.id))
      .$dynamic(),
  );
}

export function pageOfClasses(db: DbOrTx, page: Page, f: { keyword?: string; orgId?: number; kind?: string }) {
  return pageOf(
    page,
    db
      .select({
        id: classes.id,
        name: classes.name,
        grade: classes.grade,
        orgId: classes.orgId,
        kind: classes.kind,
        teacherId: classes.teacherId,
        orgName: orgs.name,
        total,
      })
      .from(classes)
      .leftJoin(orgs, eq(orgs.id, classes.orgId))
      .where(
        allOf(
          f.keyword ? anyContains(f.keyword, classes.name, classes.grade) : undefined,
          f.orgId ? eq(classes.orgId, f.orgId) : undefined,
          f.kind ? eq(classes.kind, f.kind) : undefined,
        ),
      )
      .orderBy(asc(classes.grade), asc(classes.name))
      .$dynamic(),
  );
}

export function pageOfElements(db: DbOrTx, page: Page, f: { keyword?: string; type?: string }) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(elements), total })
      .from(elements)
      .where(
        allOf(
          f.type ? eq(elements.type, f.type) : undefined,
          f.keyword ? anyContains(f.keyword, elements.name, elements.code) : undefined,
        ),
      )
      .orderBy(asc(elements.type), asc(elements.sort), asc(elements.id))
      .$dynamic(),
  );
}

/* ---------- writes ---------- */

/** Saves a term; when it is the current one, no other stays current. The caller holds the transaction. */
export async function saveTerm(tx: DbOrTx, id: number | undefined, values: NewTerm) {
  if (values.isCurrent) {
    await tx
      .update(terms)
      .set({ isCurrent: false })
      .where(id ? ne(terms.id, id) : undefined);
  }
  if (id) return (await tx.update(terms).set(values).where(eq(terms.id, id)).returning())[0];
  return (await tx.insert(terms).values(values).returning())[0];
}

export async function saveOrg(db: DbOrTx, id: number | undefined, values: NewOrg) {
  if (id) return (await db.update(orgs).set(values).where(eq(orgs.id, id)).returning())[0];
  return (await db.insert(orgs).values(values).returning())[0];
}

export async function saveClass(db: DbOrTx, id: number | undefined, values: NewClass) {
  if (id) return (await db.update(classes).set(values).where(eq(classes.id, id)).returning())[0];
  return (await db.insert(classes).values(values).returning())[0];
}

/** Saves a dictionary item; an existing one keeps its type (an id of another type matches nothing). */
export async function saveElement(db: DbOrTx, id: number | undefined, values: NewElement) {
  if (id)
    return (
      await db
        .update(elements)
        .set(values)
        .where(allOf(eq(elements.id, id), eq(elements.type, values.type)))
        .returning()
    )[0];
  return (await db.insert(elements).values(values).returning())[0];
}

export async function elementTypes(db: DbOrTx, ids: number[]): Promise<string[]> {
  const rows = await db.selectDistinct({ type: elements.type }).from(elements).where(inArray(elements.id, ids));
  return rows.map((r) => r.type);
}

/** Deletes rows by id; returns how many there were. */
async function deleteByIds(
  db: DbOrTx,
  table: typeof terms | typeof orgs | typeof classes | typeof elements,
  ids: number[],
): Promise<number> {
  return (await db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id })).length;
}

export const deleteTerms = (db: DbOrTx, ids: number[]) => deleteByIds(db, terms, ids);
export const deleteOrgs = (db: DbOrTx, ids: number[]) => deleteByIds(db, orgs, ids);
export const deleteClasses = (db: DbOrTx, ids: number[]) => deleteByIds(db, classes, ids);
export const deleteElements = (db: DbOrTx, ids: number[]) => deleteByIds(db, elements, ids);
