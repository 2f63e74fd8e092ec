import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { WordService } from "./word.service.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

const api = endpoints.word;

export function registerWordRoutes(app: FastifyInstance, deps: RouteDeps & { words: WordService }) {
  const { words } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => words.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存敏感词",
    handler: ({ input, user }) => words.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.delete,
    log: "删除敏感词",
    handler: ({ input }) => words.remove(input.ids),
  });
  defineRoute(app, deps, {
    endpoint: api.check,
    handler: ({ input }) => words.check(input.text),
  });
  defineRoute(app, deps, {
    endpoint: api.template,
    handler: async ({ reply }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("敏感词导入模板.xlsx"))
        .send(await words.template()),
  });
  defineRoute(app, deps, {
    endpoint: api.export,
    handler: async ({ reply }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("敏感词库.xlsx"))
        .send(await words.export()),
  });
  defineRoute(app, deps, {
    endpoint: api.import,
    log: "导入敏感词",
    handler: async ({ req, user }) => {
      if (!req.isMultipart()) throw badRequest("请使用multipart表单上传文件");
      const part = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest("参数 file：请选择要导入的Excel文件");
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, "导入文件不能超过10MB");
      return words.import(bytes, user);
    },
  });
}
