import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { readImportFile, sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { CurriculumService } from "./timetable.curriculum.js";
import type { TimetableService } from "./timetable.service.js";

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const api = endpoints.timetable;

/** 我的课表 (/user/timetable) for everyone; 课表管理 (/user/curriculum) for administrators. */
export function registerTimetableRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { timetable: TimetableService; curriculum: CurriculumService },
) {
  const { timetable, curriculum } = deps;
  defineRoute(app, deps, {
    endpoint: api.week,
    handler: ({ input, user }) => timetable.week(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.curriculum.list,
    handler: ({ input, user }) => curriculum.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.curriculum.save,
    log: "修改课表条目",
    handler: ({ input, user }) => curriculum.update(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.curriculum.delete,
    log: "删除课表条目",
    handler: ({ input, user }) => curriculum.remove(input.ids, user),
  });
  defineRoute(app, deps, {
    endpoint: api.curriculum.template,
    handler: async ({ reply, user }) => sendDownload(reply, "课程表导入模板.xlsx", await curriculum.template(user)),
  });
  defineRoute(app, deps, {
    endpoint: api.curriculum.import,
    log: "导入课程表",
    handler: async ({ req, user }) => curriculum.import(await readImportFile(req, IMPORT_MAX_BYTES), user),
  });
}
