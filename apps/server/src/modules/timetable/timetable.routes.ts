import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { CurriculumService } from "./timetable.curriculum.js";
import type { TimetableService } from "./timetable.service.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
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
    handler: async ({ reply, user }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent("课程表导入模板.xlsx")}`)
        .send(await curriculum.template(user)),
  });
  defineRoute(app, deps, {
    endpoint: api.curriculum.import,
    log: "导入课程表",
    handler: async ({ req, user }) => {
      if (!req.isMultipart()) throw badRequest("参数 file：请使用multipart表单上传文件");
      const part = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest("参数 file：请选择要导入的Excel文件");
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, "导入文件不能超过5MB");
      return curriculum.import(bytes, user);
    },
  });
}
