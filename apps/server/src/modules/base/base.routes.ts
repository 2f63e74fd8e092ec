import { COURSE_STATUS, endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { BaseAdmin } from "./base.admin.js";
import type { BaseService } from "./base.service.js";

const api = endpoints.base;

export function registerBaseRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { base: BaseService; baseAdmin: BaseAdmin },
) {
  const { base, baseAdmin } = deps;

  /* ---------- choice lists, open to everyone ---------- */

  defineRoute(app, deps, { endpoint: api.kv.term, handler: () => base.kvTerms() });
  defineRoute(app, deps, { endpoint: api.kv.org, handler: () => base.kvOrgs() });
  defineRoute(app, deps, { endpoint: api.kv.courseStatus, handler: async () => COURSE_STATUS.map((s) => ({ ...s })) });
  defineRoute(app, deps, { endpoint: api.kv.terminalType, handler: () => base.kvElements("TERMINAL_TYPE") });
  defineRoute(app, deps, {
    endpoint: api.kv.class,
    handler: ({ input }) => base.kvClasses(input.orgId),
  });
  // An unknown dictionary in the path is a 404 (a page that does not exist), not a 400.
  defineRoute(app, deps, {
    endpoint: api.kv.element,
    handler: ({ params }) => base.kvDictionary(params.type),
  });
  defineRoute(app, deps, {
    endpoint: api.kv.resource,
    handler: ({ params }) => base.kvResourceDictionary(params.kind),
  });
  defineRoute(app, deps, {
    endpoint: api.kv.courseOrigin,
    handler: ({ input }) => base.kvOriginCourses(input),
  });

  /* ---------- management: list, save, delete per entity ---------- */

  defineRoute(app, deps, { endpoint: api.term.list, handler: ({ input }) => baseAdmin.listTerms(input) });
  defineRoute(app, deps, {
    endpoint: api.term.save,
    log: "保存学期",
    handler: ({ input }) => baseAdmin.saveTerm(input),
  });
  defineRoute(app, deps, {
    endpoint: api.term.delete,
    log: "删除学期",
    handler: ({ input }) => removed(baseAdmin.deleteTerms(input.ids)),
  });

  defineRoute(app, deps, { endpoint: api.org.list, handler: ({ input }) => baseAdmin.listOrgs(input) });
  defineRoute(app, deps, { endpoint: api.org.save, log: "保存院系", handler: ({ input }) => baseAdmin.saveOrg(input) });
  defineRoute(app, deps, {
    endpoint: api.org.delete,
    log: "删除院系",
    handler: ({ input }) => removed(baseAdmin.deleteOrgs(input.ids)),
  });

  defineRoute(app, deps, { endpoint: api.class.list, handler: ({ input }) => baseAdmin.listClasses(input) });
  defineRoute(app, deps, {
    endpoint: api.class.save,
    log: "保存班级",
    handler: ({ input }) => baseAdmin.saveClass(input),
  });
  defineRoute(app, deps, {
    endpoint: api.class.delete,
    log: "删除班级",
    handler: ({ input }) => removed(baseAdmin.deleteClasses(input.ids)),
  });

  // Dictionaries: the endpoints admit any dictionary screen; the service narrows by element type.
  defineRoute(app, deps, {
    endpoint: api.element.list,
    handler: ({ input, user }) => baseAdmin.listElements(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.element.save,
    log: "保存字典项",
    handler: ({ input, user }) => baseAdmin.saveElement(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.element.delete,
    log: "删除字典项",
    handler: ({ input, user }) => removed(baseAdmin.deleteElements(input.ids, user)),
  });
}

/** A delete answers null once done. */
async function removed(done: Promise<void>): Promise<null> {
  await done;
  return null;
}
