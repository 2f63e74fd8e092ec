import {
  emptySchema,
  honourSaveSchema,
  idsInputSchema,
  introOutroSaveSchema,
  teacherIdSchema,
  teacherListSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TeacherService } from "./teacher.service.js";

export function registerTeacherRoutes(app: FastifyInstance, deps: RouteDeps & { teachers: TeacherService }) {
  const { teachers } = deps;
  defineRoute(app, deps, {
    url: "/api/c/teacher/list",
    access: "guest",
    input: teacherListSchema,
    handler: ({ input }) => teachers.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/c/teacher/detail",
    access: "guest",
    input: teacherIdSchema,
    handler: ({ input, user }) => teachers.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teacher/honour/list",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => teachers.myHonours(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teacher/honour/save",
    access: "login",
    input: honourSaveSchema,
    log: "保存荣誉称号",
    handler: ({ input, user }) => teachers.saveHonour(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teacher/honour/delete",
    access: "login",
    input: idsInputSchema,
    log: "删除荣誉称号",
    handler: ({ input, user }) => teachers.deleteHonours(input.ids, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teacher/opening-ending/get",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => teachers.myIntroOutro(user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teacher/opening-ending/save",
    access: "login",
    input: introOutroSaveSchema,
    log: "保存片头片尾",
    handler: ({ input, user }) => teachers.saveIntroOutro(input, user),
  });
}
