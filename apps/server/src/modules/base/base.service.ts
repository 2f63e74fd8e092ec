import type {
  baseListSchema,
  classSaveSchema,
  elementSaveSchema,
  kvCourseOriginSchema,
  orgSaveSchema,
  termSaveSchema,
} from "@otp/contract";
import { and, asc, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { Memo } from "../../platform/cache/memo.js";
import type { Db } from "../../platform/db/client.js";
import { anyContains, countAll, offsetOf } from "../../platform/db/sql-helpers.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { classes, elements, orgs, originCourses, terms } from "./base.tables.js";

type ListQuery = z.infer<typeof baseListSchema>;

/** Counts of users attached to an org or class; provided by the user module. */
export interface BaseUsage {
  usersInOrgs(orgIds: number[]): Promise<number>;
  usersInClasses(classIds: number[]): Promise<number>;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

async function paged<T>(rows: Promise<T[]>, count: Promise<{ count: number }[]>) {
  const [list, [c]] = await Promise.all([rows, count]);
  return { list, count: c?.count ?? 0 };
}

const WRITES = [
  "saveTerm",
  "deleteTerms",
  "saveOrg",
  "deleteOrgs",
  "saveClass",
  "deleteClasses",
  "saveElement",
  "deleteElements",
] as const;

/** Dictionaries change rarely and are read on every filter bar. */
const KV_TTL_MS = 30_000;

export class BaseService {
  private readonly kv = new Memo<unknown>(KV_TTL_MS);

  constructor(
    private readonly db: Db,
    private readonly usage: BaseUsage,
  ) {
    // Every write clears the kv memo once it has finished, successful or not.
    for (const name of WRITES) {
      const write = this[name].bind(this) as (...args: unknown[]) => Promise<unknown>;
      (this as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        try {
          return await write(...args);
        } finally {
          this.kv.clear();
        }
      };
    }
  }

  /* ---------- kv lists ---------- */

  kvTerms() {
    return this.memo("terms", () =>
      this.db
        .select({
          id: terms.id,
          name: terms.name,
          isCurrent: terms.isCurrent,
          startDate: terms.startDate,
          endDate: terms.endDate,
        })
        .from(terms)
        .orderBy(desc(terms.startDate)),
    );
  }

  kvOrgs() {
    return this.memo("orgs", () =>
      this.db
        .select({ id: orgs.id, name: orgs.name, code: orgs.code, parentId: orgs.parentId })
        .from(orgs)
        .orderBy(asc(orgs.sort), asc(orgs.id)),
    );
  }

  kvClasses(orgId?: number) {
    return this.memo(`classes:${orgId ?? ""}`, () =>
      this.db
        .select({ id: classes.id, name: classes.name, grade: classes.grade, orgId: classes.orgId, kind: classes.kind })
        .from(classes)
        .where(orgId ? eq(classes.orgId, orgId) : undefined)
        .orderBy(asc(classes.grade), asc(classes.name)),
    );
  }

  kvElements(type: string) {
    return this.memo(`ele:${type}`, () =>
      this.db
        .select({ id: elements.id, name: elements.name, code: elements.code, parentId: elements.parentId })
        .from(elements)
        .where(eq(elements.type, type))
        .orderBy(asc(elements.sort), asc(elements.id)),
    );
  }

  private memo<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    return this.kv.get(key, load) as Promise<T>;
  }

  kvOriginCourses(q: z.infer<typeof kvCourseOriginSchema>) {
    const where: SQL[] = [];
    if (q.termId) where.push(eq(originCourses.termId, q.termId));
    if (q.teacherId) where.push(eq(originCourses.teacherId, q.teacherId));
    if (q.course) where.push(anyContains(q.course, originCourses.name, originCourses.code));
    return this.db
      .select({
        id: originCourses.id,
        name: originCourses.name,
        code: originCourses.code,
        termId: originCourses.termId,
        teacherId: originCourses.teacherId,
        orgId: originCourses.orgId,
      })
      .from(originCourses)
      .where(where.length ? and(...where) : undefined)
      .orderBy(asc(originCourses.name))
      .limit(500);
  }

  /** One academic-system offering with its class (academic courses are built from it). */
  async originCourse(id: number) {
    const [row] = await this.db
      .select({
        id: originCourses.id,
        name: originCourses.name,
        termId: originCourses.termId,
        teacherId: originCourses.teacherId,
        orgId: originCourses.orgId,
        classId: originCourses.classId,
      })
      .from(originCourses)
      .where(eq(originCourses.id, id));
    return row ?? null;
  }

  /** Names for display, from the memoised lists (no query per page of users). */
  async orgNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const wanted = new Set(ids);
    return new Map((await this.kvOrgs()).filter((o) => wanted.has(o.id)).map((o) => [o.id, o.name]));
  }

  async classNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const wanted = new Set(ids);
    return new Map((await this.kvClasses()).filter((c) => wanted.has(c.id)).map((c) => [c.id, c.name]));
  }

  async orgExists(id: number) {
    return (await this.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id))).length > 0;
  }

  async classExists(id: number) {
    return (await this.db.select({ id: classes.id }).from(classes).where(eq(classes.id, id))).length > 0;
  }

  /* ---------- terms ---------- */

  listTerms(q: ListQuery) {
    const cond = q.keyword ? anyContains(q.keyword, terms.name) : undefined;
    return paged(
      this.db.select().from(terms).where(cond).orderBy(desc(terms.startDate)).limit(q.pageSize).offset(offsetOf(q)),
      this.db.select({ count: countAll }).from(terms).where(cond),
    );
  }

  async saveTerm(input: z.infer<typeof termSaveSchema>) {
    const values = {
      name: input.name,
      startDate: input.startDate,
      endDate: input.endDate,
      isCurrent: input.isCurrent ?? false,
    };
    return this.unique("学期名称已存在", async () =>
      this.db.transaction(async (tx) => {
        if (values.isCurrent) {
          await tx
            .update(terms)
            .set({ isCurrent: false })
            .where(input.id ? ne(terms.id, input.id) : undefined);
        }
        if (input.id) {
          const [row] = await tx.update(terms).set(values).where(eq(terms.id, input.id)).returning();
          if (!row) throw notFound("学期不存在");
          return row;
        }
        const [row] = await tx.insert(terms).values(values).returning();
        return row;
      }),
    );
  }

  async deleteTerms(ids: number[]) {
    const [{ count }] = await this.db
      .select({ count: countAll })
      .from(originCourses)
      .where(inArray(originCourses.termId, ids));
    if (count > 0) throw conflict("所选学期下已有课程，无法删除");
    await this.deleteExisting(terms, ids, "学期不存在");
  }

  /* ---------- orgs ---------- */

  listOrgs(q: ListQuery) {
    const cond = q.keyword ? anyContains(q.keyword, orgs.name, orgs.code) : undefined;
    return paged(
      this.db
        .select()
        .from(orgs)
        .where(cond)
        .orderBy(asc(orgs.sort), asc(orgs.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      this.db.select({ count: countAll }).from(orgs).where(cond),
    );
  }

  async saveOrg(input: z.infer<typeof orgSaveSchema>) {
    if (input.parentId) {
      if (input.parentId === input.id) throw badRequest("参数 parentId：上级机构不能是自身");
      if (!(await this.orgExists(input.parentId))) throw badRequest("参数 parentId：上级机构不存在");
    }
    const values = {
      name: input.name,
      code: input.code ?? null,
      parentId: input.parentId ?? null,
      sort: input.sort ?? 0,
    };
    if (input.id) {
      const [row] = await this.db.update(orgs).set(values).where(eq(orgs.id, input.id)).returning();
      if (!row) throw notFound("机构不存在");
      return row;
    }
    const [row] = await this.db.insert(orgs).values(values).returning();
    return row;
  }

  async deleteOrgs(ids: number[]) {
    const [{ count: children }] = await this.db
      .select({ count: countAll })
      .from(orgs)
      .where(inArray(orgs.parentId, ids));
    if (children > 0) throw conflict("请先删除下级机构");
    if ((await this.usage.usersInOrgs(ids)) > 0) throw conflict("所选机构下还有用户，无法删除");
    const [{ count: cls }] = await this.db.select({ count: countAll }).from(classes).where(inArray(classes.orgId, ids));
    if (cls > 0) throw conflict("所选机构下还有班级，无法删除");
    await this.deleteExisting(orgs, ids, "机构不存在");
  }

  /* ---------- classes ---------- */

  listClasses(q: ListQuery) {
    const where: SQL[] = [];
    if (q.keyword) where.push(anyContains(q.keyword, classes.name, classes.grade));
    if (q.orgId) where.push(eq(classes.orgId, q.orgId));
    if (q.kind) where.push(eq(classes.kind, q.kind));
    const cond = where.length ? and(...where) : undefined;
    return paged(
      this.db
        .select({
          id: classes.id,
          name: classes.name,
          grade: classes.grade,
          orgId: classes.orgId,
          kind: classes.kind,
          teacherId: classes.teacherId,
          orgName: orgs.name,
        })
        .from(classes)
        .leftJoin(orgs, eq(orgs.id, classes.orgId))
        .where(cond)
        .orderBy(asc(classes.grade), asc(classes.name))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      this.db.select({ count: countAll }).from(classes).where(cond),
    );
  }

  async saveClass(input: z.infer<typeof classSaveSchema>) {
    if (input.orgId && !(await this.orgExists(input.orgId))) throw badRequest("参数 orgId：所属机构不存在");
    const values = {
      name: input.name,
      grade: input.grade,
      orgId: input.orgId ?? null,
      kind: input.kind,
      teacherId: input.teacherId ?? null,
    };
    if (input.id) {
      const [row] = await this.db.update(classes).set(values).where(eq(classes.id, input.id)).returning();
      if (!row) throw notFound("班级不存在");
      return row;
    }
    const [row] = await this.db.insert(classes).values(values).returning();
    return row;
  }

  async deleteClasses(ids: number[]) {
    if ((await this.usage.usersInClasses(ids)) > 0) throw conflict("所选班级下还有学生，无法删除");
    await this.deleteExisting(classes, ids, "班级不存在");
  }

  /* ---------- elements ---------- */

  listElements(q: ListQuery) {
    const where: SQL[] = [];
    if (q.type) where.push(eq(elements.type, q.type));
    if (q.keyword) where.push(anyContains(q.keyword, elements.name, elements.code));
    const cond = where.length ? and(...where) : undefined;
    return paged(
      this.db
        .select()
        .from(elements)
        .where(cond)
        .orderBy(asc(elements.type), asc(elements.sort), asc(elements.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      this.db.select({ count: countAll }).from(elements).where(cond),
    );
  }

  async elementType(id: number): Promise<string> {
    const [r] = await this.db.select({ type: elements.type }).from(elements).where(eq(elements.id, id));
    if (!r) throw notFound("字典项不存在");
    return r.type;
  }

  async elementTypes(ids: number[]): Promise<string[]> {
    const rows = await this.db.selectDistinct({ type: elements.type }).from(elements).where(inArray(elements.id, ids));
    return rows.map((r) => r.type);
  }

  async saveElement(input: z.infer<typeof elementSaveSchema>) {
    const values = {
      type: input.type,
      name: input.name,
      code: input.code ?? null,
      parentId: input.parentId ?? null,
      sort: input.sort ?? 0,
      remark: input.remark ?? null,
    };
    return this.unique("同类型下名称已存在", async () => {
      if (input.id) {
        const [row] = await this.db
          .update(elements)
          .set(values)
          .where(and(eq(elements.id, input.id), eq(elements.type, input.type)))
          .returning();
        if (!row) throw notFound("字典项不存在");
        return row;
      }
      const [row] = await this.db.insert(elements).values(values).returning();
      return row;
    });
  }

  async deleteElements(ids: number[]) {
    await this.deleteExisting(elements, ids, "字典项不存在");
  }

  /* ---------- helpers ---------- */

  private async unique<T>(msg: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(msg);
      throw err;
    }
  }

  private async deleteExisting(
    table: typeof terms | typeof orgs | typeof classes | typeof elements,
    ids: number[],
    missing: string,
  ) {
    const rows = await this.db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
    if (rows.length === 0) throw notFound(missing);
  }
}
