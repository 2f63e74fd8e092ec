import {
  baseListSchema,
  COURSE_STATUS,
  classSaveSchema,
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
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { ELEMENT_SCREENS } from "./base.access.js";
import type { BaseAdmin } from "./base.admin.js";
import type { BaseService } from "./base.service.js";

export function registerBaseRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { base: BaseService; baseAdmin: BaseAdmin },
) {
  const { base, baseAdmin } = deps;

  /* ---------- choice lists, open to everyone ---------- */

  const kv = (url: string, handler: () => Promise<unknown>) =>
    defineRoute(app, deps, { url, access: "public", input: emptySchema, handler });
  kv("/api/kv/term/list", () => base.kvTerms());
  kv("/api/kv/org/list", () => base.kvOrgs());
  kv("/api/kv/course/status/list", async () => COURSE_STATUS.map((s) => ({ ...s })));
  kv("/api/kv/terminal/type/list", () => base.kvElements("TERMINAL_TYPE"));
  defineRoute(app, deps, {
    url: "/api/kv/class/list",
    access: "public",
    input: z.object({ orgId: idSchema.optional() }),
    handler: ({ input }) => base.kvClasses(input.orgId),
  });
  // An unknown dictionary in the path is a 404 (a page that does not exist), not a 400.
  defineRoute(app, deps, {
    url: "/api/kv/ele/:type/list",
    access: "public",
    input: emptySchema,
    params: z.object({ type: z.string() }),
    handler: ({ params }) => base.kvDictionary(params.type),
  });
  defineRoute(app, deps, {
    url: "/api/kv/resource/:kind/list",
    access: "public",
    input: emptySchema,
    params: z.object({ kind: z.string() }),
    handler: ({ params }) => base.kvResourceDictionary(params.kind),
  });
  defineRoute(app, deps, {
    url: "/api/kv/course/origin/list",
    access: "guest",
    input: kvCourseOriginSchema,
    handler: ({ input }) => base.kvOriginCourses(input),
  });

  /* ---------- management: list, save, delete per entity ---------- */

  const crud = <S extends z.ZodType>(
    entity: string,
    perm: PermissionCode | readonly PermissionCode[],
    label: string,
    saveSchema: S,
    ops: {
      list(input: z.infer<typeof baseListSchema>): Promise<unknown>;
      save(input: z.infer<S>): Promise<unknown>;
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
      handler: ({ input }) => ops.save(input),
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
    list: (input) => baseAdmin.listTerms(input),
    save: (input) => baseAdmin.saveTerm(input),
    remove: (ids) => baseAdmin.deleteTerms(ids),
  });
  crud("org", "basic.college", "院系", orgSaveSchema, {
    list: (input) => baseAdmin.listOrgs(input),
    save: (input) => baseAdmin.saveOrg(input),
    remove: (ids) => baseAdmin.deleteOrgs(ids),
  });
  crud("class", ["basic.grade", "basic.class"], "班级", classSaveSchema, {
    list: (input) => baseAdmin.listClasses(input),
    save: (input) => baseAdmin.saveClass(input),
    remove: (ids) => baseAdmin.deleteClasses(ids),
  });

  // Dictionaries: the route admits any dictionary screen; the service narrows by element type.
  const dictionaries = { perm: ELEMENT_SCREENS } as const;
  defineRoute(app, deps, {
    url: "/api/m/base/element/list",
    access: dictionaries,
    input: baseListSchema.extend({ type: elementTypeSchema }),
    handler: ({ input, user }) => baseAdmin.listElements(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/element/save",
    access: dictionaries,
    input: elementSaveSchema,
    log: "保存字典项",
    handler: ({ input, user }) => baseAdmin.saveElement(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/element/delete",
    access: dictionaries,
    input: idsInputSchema,
    log: "删除字典项",
    handler: ({ input, user }) => baseAdmin.deleteElements(input.ids, user),
  });
}
