import type {
  baseListSchema,
  ClassItem,
  classSaveSchema,
  ElementItem,
  elementSaveSchema,
  orgSaveSchema,
  termSaveSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { canManageElements } from "./base.access.js";
import type { BaseUsage } from "./base.ports.js";
import * as q from "./base.queries.js";
import type { BaseService } from "./base.service.js";

type ListQuery = z.infer<typeof baseListSchema>;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export interface BaseAdminDeps {
  lists: Pick<BaseService, "forgetLists" | "orgExists">;
  usage: BaseUsage;
}

/** Managing the base data (基础数据): terms, colleges, classes and dictionaries. */
export class BaseAdmin {
  constructor(
    private readonly db: Db,
    private readonly deps: BaseAdminDeps,
  ) {}

  /**
   * Runs a write, then clears the memoised lists whatever happened; a unique violation becomes
   * a 409 with `duplicate` as its message.
   */
  private async write<T>(duplicate: string | null, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (duplicate && isUniqueViolation(err)) throw conflict(duplicate);
      throw err;
    } finally {
      this.deps.lists.forgetLists();
    }
  }

  private async deleted(count: Promise<number>, missing: string) {
    if ((await count) === 0) throw notFound(missing);
  }

  /* ---------- terms ---------- */

  async listTerms(input: ListQuery) {
    const { rows, count } = await q.pageOfTerms(this.db, input, input.keyword);
    return { list: rows, count };
  }

  saveTerm(input: z.infer<typeof termSaveSchema>) {
    const values = {
      name: input.name,
      startDate: input.startDate,
      endDate: input.endDate,
      isCurrent: input.isCurrent ?? false,
    };
    return this.write("学期名称已存在", () =>
      this.db.transaction(async (tx) => {
        const row = await q.saveTerm(tx, input.id, values);
        // Thrown inside, so the other terms keep their current flag when the id is unknown.
        if (!row) throw notFound("学期不存在");
        return row;
      }),
    );
  }

  deleteTerms(ids: number[]) {
    return this.write(null, async () => {
      if (await q.termsInUse(this.db, ids)) throw conflict("所选学期下已有课程，无法删除");
      await this.deleted(q.deleteTerms(this.db, ids), "学期不存在");
    });
  }

  /* ---------- orgs ---------- */

  async listOrgs(input: ListQuery) {
    const { rows, count } = await q.pageOfOrgs(this.db, input, input.keyword);
    return { list: rows, count };
  }

  saveOrg(input: z.infer<typeof orgSaveSchema>) {
    return this.write(null, async () => {
      if (input.parentId) {
        if (input.parentId === input.id) throw badRequest("参数 parentId：上级机构不能是自身");
        if (!(await this.deps.lists.orgExists(input.parentId))) throw badRequest("参数 parentId：上级机构不存在");
      }
      const row = await q.saveOrg(this.db, input.id, {
        name: input.name,
        code: input.code ?? null,
        parentId: input.parentId ?? null,
        sort: input.sort ?? 0,
      });
      if (!row) throw notFound("机构不存在");
      return row;
    });
  }

  deleteOrgs(ids: number[]) {
    return this.write(null, async () => {
      if (await q.orgsWithChildren(this.db, ids)) throw conflict("请先删除下级机构");
      if ((await this.deps.usage.usersInOrgs(ids)) > 0) throw conflict("所选机构下还有用户，无法删除");
      if (await q.orgsWithClasses(this.db, ids)) throw conflict("所选机构下还有班级，无法删除");
      await this.deleted(q.deleteOrgs(this.db, ids), "机构不存在");
    });
  }

  /* ---------- classes ---------- */

  async listClasses(input: ListQuery) {
    const { rows, count } = await q.pageOfClasses(this.db, input, input);
    // kind holds only the CLASS_KINDS the save schema admits.
    return { list: rows as ClassItem[], count };
  }

  saveClass(input: z.infer<typeof classSaveSchema>) {
    return this.write(null, async () => {
      if (input.orgId && !(await this.deps.lists.orgExists(input.orgId)))
        throw badRequest("参数 orgId：所属机构不存在");
      const row = await q.saveClass(this.db, input.id, {
        name: input.name,
        grade: input.grade,
        orgId: input.orgId ?? null,
        kind: input.kind,
        teacherId: input.teacherId ?? null,
      });
      if (!row) throw notFound("班级不存在");
      return row as Omit<ClassItem, "orgName">;
    });
  }

  deleteClasses(ids: number[]) {
    return this.write(null, async () => {
      if ((await this.deps.usage.usersInClasses(ids)) > 0) throw conflict("所选班级下还有学生，无法删除");
      await this.deleted(q.deleteClasses(this.db, ids), "班级不存在");
    });
  }

  /* ---------- dictionaries: each type is managed on its own screen ---------- */

  async listElements(input: ListQuery & { type: string }, user: Principal) {
    if (!canManageElements(user, [input.type])) throw forbidden();
    const { rows, count } = await q.pageOfElements(this.db, input, input);
    // type holds only the ELEMENT_TYPES the save schema admits.
    return { list: rows as ElementItem[], count };
  }

  saveElement(input: z.infer<typeof elementSaveSchema>, user: Principal) {
    return this.write("同类型下名称已存在", async () => {
      if (!canManageElements(user, [input.type])) throw forbidden();
      if (input.id) {
        const [type] = await q.elementTypes(this.db, [input.id]);
        if (!type) throw notFound("字典项不存在");
        if (type !== input.type) throw badRequest("参数 type：不能修改字典类型");
      }
      const row = await q.saveElement(this.db, input.id, {
        type: input.type,
        name: input.name,
        code: input.code ?? null,
        parentId: input.parentId ?? null,
        sort: input.sort ?? 0,
        remark: input.remark ?? null,
      });
      if (!row) throw notFound("字典项不存在");
      return row as ElementItem;
    });
  }

  deleteElements(ids: number[], user: Principal) {
    return this.write(null, async () => {
      const types = await q.elementTypes(this.db, ids);
      if (!types.length) throw notFound("字典项不存在");
      if (!canManageElements(user, types)) throw forbidden();
      await this.deleted(q.deleteElements(this.db, ids), "字典项不存在");
    });
  }
}
