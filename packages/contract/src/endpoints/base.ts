import type { z } from "zod";
import {
  baseListSchema,
  type ClassItem,
  classSaveSchema,
  ELEMENT_SCREENS,
  type ElementItem,
  elementListSchema,
  elementSaveSchema,
  type KvClass,
  type KvItem,
  type KvOriginCourse,
  kvClassSchema,
  kvCourseOriginSchema,
  kvElementParamsSchema,
  kvResourceParamsSchema,
  type OrgItem,
  orgSaveSchema,
  type TermItem,
  termSaveSchema,
} from "../basic.js";
import { emptySchema, idsInputSchema } from "../common.js";
import { type Access, endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";

/** A choice list open to everyone. */
const kv = <O>(path: string, summary: string) =>
  endpoint({ path, reads: true, access: "public", input: emptySchema, output: out<O>(), summary });

/** list, save and delete of one kind of base data (`/api/m/base/{entity}/…`). */
function crud<T, S extends z.ZodType, Saved = T, L extends z.ZodType = typeof baseListSchema>(
  entity: string,
  access: Exclude<Access, string>,
  label: string,
  save: S,
  list?: L,
) {
  return {
    list: endpoint({
      path: `/api/m/base/${entity}/list`,
      access,
      input: (list ?? baseListSchema) as L,
      output: out<ListResult<T>>(),
      summary: `${label}列表（分页，keyword）`,
    }),
    save: endpoint({
      path: `/api/m/base/${entity}/save`,
      access,
      input: save,
      output: out<Saved>(),
      summary: `保存${label}，返回保存后的记录；记入操作日志`,
    }),
    delete: endpoint({
      path: `/api/m/base/${entity}/delete`,
      access,
      input: idsInputSchema,
      output: out<null>(),
      summary: `删除${label}；记入操作日志`,
    }),
  };
}

/** Base data: the kv choice lists and the management of terms, colleges, classes and dictionaries. */
export const baseEndpoints = {
  kv: {
    term: kv<TermItem[]>("/api/kv/term/list", "学期选择列表"),
    org: kv<KvItem[]>("/api/kv/org/list", "院系（机构）选择列表"),
    courseStatus: kv<KvItem[]>("/api/kv/course/status/list", "课程状态选择列表"),
    terminalType: kv<KvItem[]>("/api/kv/terminal/type/list", "终端类型选择列表（字典 TERMINAL_TYPE）"),
    class: endpoint({
      path: "/api/kv/class/list",
      reads: true,
      access: "public",
      input: kvClassSchema,
      output: out<KvClass[]>(),
      summary: "班级选择列表，某机构的或全部",
    }),
    element: endpoint({
      path: "/api/kv/ele/:type/list",
      reads: true,
      access: "public",
      input: emptySchema,
      params: kvElementParamsSchema,
      output: out<KvItem[]>(),
      summary:
        "字典选择列表（SUBJECT, COURSE_TYPE, COURSE_CATEGORY, SP_LEVEL, RESOURCE_TAG …）；未知字典 404，不是字典名（__proto__、a.b）400「参数 type：字典类型不正确」",
    }),
    resource: endpoint({
      path: "/api/kv/resource/:kind/list",
      reads: true,
      access: "public",
      input: emptySchema,
      params: kvResourceParamsSchema,
      output: out<KvItem[]>(),
      summary:
        "资源字典选择列表（kind ∈ source, type, stream, scene）；未知 404，不是字典名 400「参数 kind：字典类型不正确」",
    }),
    courseOrigin: endpoint({
      path: "/api/kv/course/origin/list",
      reads: true,
      access: "guest",
      input: kvCourseOriginSchema,
      output: out<KvOriginCourse[]>(),
      summary: "教务系统开课选择列表（按学期、教师、课程名）",
    }),
  },
  term: crud<TermItem, typeof termSaveSchema>("term", { perm: "basic.semester" }, "学期", termSaveSchema),
  org: crud<OrgItem, typeof orgSaveSchema>("org", { perm: "basic.college" }, "院系", orgSaveSchema),
  class: crud<ClassItem, typeof classSaveSchema, Omit<ClassItem, "orgName">>(
    "class",
    { perm: ["basic.grade", "basic.class"] },
    "班级",
    classSaveSchema,
  ),
  element: crud<ElementItem, typeof elementSaveSchema, ElementItem, typeof elementListSchema>(
    "element",
    { perm: ELEMENT_SCREENS },
    "字典项",
    elementSaveSchema,
    elementListSchema,
  ),
};
