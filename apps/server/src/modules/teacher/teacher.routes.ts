import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TeacherService } from "./teacher.service.js";

const api = endpoints.teacher;

export function registerTeacherRoutes(app: FastifyInstance, deps: RouteDeps & { teachers: TeacherService }) {
  const { teachers } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => teachers.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => teachers.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.honour.list,
    handler: ({ user }) => teachers.myHonours(user),
  });
  defineRoute(app, deps, {
    endpoint: api.honour.save,
    log: "保存荣誉称号",
    handler: ({ input, user }) => teachers.saveHonour(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.honour.delete,
    log: "删除荣誉称号",
    handler: async ({ input, user }) => {
      await teachers.deleteHonours(input.ids, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.introOutro.get,
    handler: ({ user }) => teachers.myIntroOutro(user),
  });
  defineRoute(app, deps, {
    endpoint: api.introOutro.save,
    log: "保存片头片尾",
    handler: ({ input, user }) => teachers.saveIntroOutro(input, user),
  });
}
