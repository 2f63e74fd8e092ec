import {
  baseListSchema,
  COURSE_STATUS,
  classSaveSchema,
  type ElementType,
  elementSaveSchema,
  elementTypeSchema,
  emptySchema,
  idSchema,
  idsInputSchema,
  kvCourseOriginSchema,
  orgSaveSchema,
  termSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { requirePerm } from "../../platform/access/require.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { BaseService } from "./base.service.js";

/** The admin screen that manages each dictionary type. */
export const ELEMENT_PERMISSION: Record<ElementType, PermissionCode> = {
  SUBJECT: "basic.category",
  COURSE_CATEGORY: "basic.category",
  SP_LEVEL: "basic.category",
  COURSE_TYPE: "basic.courseType",
  RESOURCE_TAG: "basic.resourceTag",
  RESOURCE_SOURCE: "basic.resourceTag",
  RESOURCE_TYPE: "basic.resourceTag",
  RESOURCE_STREAM: "basic.resourceTag",
  RESOURCE_SCENE: "basic.resourceTag",
  TERMINAL_TYPE: "basic.resourceTag",
};

const ELEMENT_PERMS = [...new Set(Object.values(ELEMENT_PERMISSION))];

const RESOURCE_KV = {
  source: "RESOURCE_SOURCE",
  type: "RESOURCE_TYPE",
  stream: "RESOURCE_STREAM",
  scene: "RESOURCE_SCENE",
} as const;

export function registerBaseRoutes(app: FastifyInstance, deps: RouteDeps & { base: BaseService }) {
  const { base } = deps;
  const kv = <S extends z.ZodType>(
    url: string,
    input: S,
    handler: (input: z.infer<S>, params: Record<string, string>) => Promise<unknown>,
  ) =>
    defineRoute(app, deps, {
      url,
      access: "public",
      input,
      handler: ({ input, req }) => handler(input, req.params as Record<string, string>),
    });

  kv("/api/kv/term/list", emptySchema, () => base.kvTerms());
  kv("/api/kv/org/list", emptySchema, () => base.kvOrgs());
  kv("/api/kv/class/list", z.object({ orgId: idSchema.optional() }), (i) => base.kvClasses(i.orgId));
  kv("/api/kv/course/status/list", emptySchema, async () => COURSE_STATUS.map((s) => ({ ...s })));
  kv("/api/kv/terminal/type/list", emptySchema, () => base.kvElements("TERMINAL_TYPE"));
  kv("/api/kv/ele/:type/list", emptySchema, async (_i, params) => {
    const type = elementTypeSchema.safeParse(params.type);
    if (!type.success) throw notFound("字典类型不存在");
    return base.kvElements(type.data);
  });
  kv("/api/kv/resource/:kind/list", emptySchema, async (_i, params) => {
    const type = RESOURCE_KV[params.kind as keyof typeof RESOURCE_KV];
    if (!type) throw notFound("字典类型不存在");
    return base.kvElements(type);
  });
  defineRoute(app, deps, {
    url: "/api/kv/course/origin/list",
    access: "guest",
    input: kvCourseOriginSchema,
    handler: ({ input }) => base.kvOriginCourses(input),
  });

  /* ---------- management ---------- */

  const crud = (
    entity: string,
    perm: PermissionCode | readonly PermissionCode[],
    label: string,
    saveSchema: z.ZodType,
    ops: {
      list(q: z.infer<typeof baseListSchema>): Promise<unknown>;
      save(i: never): Promise<unknown>;
      remove(ids: number[]): Promise<void>;
    },
  ) => {
    defineRoute(app, deps, {
      url: `/api/m/base/${entity}/list`,
      access: { perm },
      input: baseListSchema,
      handler: ({ input }) => ops.list(input),
    });
    defineRoute(app, deps, {
      url: `/api/m/base/${entity}/save`,
      access: { perm },
      input: saveSchema,
      log: `保存${label}`,
      handler: ({ input }) => ops.save(input as never),
    });
    defineRoute(app, deps, {
      url: `/api/m/base/${entity}/delete`,
      access: { perm },
      input: idsInputSchema,
      log: `删除${label}`,
      handler: ({ input }) => ops.remove(input.ids),
    });
  };
  crud("term", "basic.semester", "学期", termSaveSchema, {
    list: (q) => base.listTerms(q),
    save: (i) => base.saveTerm(i),
    remove: (ids) => base.deleteTerms(ids),
  });
  crud("org", "basic.college", "院系", orgSaveSchema, {
    list: (q) => base.listOrgs(q),
    save: (i) => base.saveOrg(i),
    remove: (ids) => base.deleteOrgs(ids),
  });
  crud("class", ["basic.grade", "basic.class"], "班级", classSaveSchema, {
    list: (q) => base.listClasses(q),
    save: (i) => base.saveClass(i),
    remove: (ids) => base.deleteClasses(ids),
  });

  // Dictionaries: the route admits any dictionary screen; the handler narrows by element type.
  defineRoute(app, deps, {
    url: "/api/m/base/element/list",
    access: { perm: ELEMENT_PERMS },
    input: baseListSchema.extend({ type: elementTypeSchema }),
    handler: ({ input, user }) => {
      requirePerm(user, ELEMENT_PERMISSION[input.type]);
      return base.listElements(input);
    },
  });
  defineRoute(app, deps, {
    url: "/api/m/base/element/save",
    access: { perm: ELEMENT_PERMS },
    input: elementSaveSchema,
    log: "保存字典项",
    handler: async ({ input, user }) => {
      requirePerm(user, ELEMENT_PERMISSION[input.type]);
      if (input.id && (await base.elementType(input.id)) !== input.type)
        throw badRequest("参数 type：不能修改字典类型");
      return base.saveElement(input);
    },
  });
  defineRoute(app, deps, {
    url: "/api/m/base/element/delete",
    access: { perm: ELEMENT_PERMS },
    input: idsInputSchema,
    log: "删除字典项",
    handler: async ({ input, user }) => {
      const types = await base.elementTypes(input.ids);
      if (!types.length) throw notFound("字典项不存在");
      for (const t of types) requirePerm(user, ELEMENT_PERMISSION[t as ElementType]);
      return base.deleteElements(input.ids);
    },
  });
}
