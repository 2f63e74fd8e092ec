import { idsInputSchema, wordCheckSchema, wordListSchema, wordSaveSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { WordService } from "./word.service.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const PERM = "audit.word";
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

export function registerWordRoutes(app: FastifyInstance, deps: RouteDeps & { words: WordService }) {
  const { words } = deps;
  defineRoute(app, deps, {
    url: "/api/m/audit/word/list",
    access: { perm: PERM },
    input: wordListSchema,
    handler: ({ input }) => words.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/word/save",
    access: { perm: PERM },
    input: wordSaveSchema,
    log: "保存敏感词",
    handler: ({ input, user }) => words.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/word/delete",
    access: { perm: PERM },
    input: idsInputSchema,
    log: "删除敏感词",
    handler: ({ input }) => words.remove(input.ids),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/word/check",
    access: { perm: PERM },
    input: wordCheckSchema,
    handler: ({ input }) => words.check(input.text),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/word/template",
    method: "GET",
    access: { perm: PERM },
    handler: async ({ reply }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("敏感词导入模板.xlsx"))
        .send(await words.template()),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/word/export",
    method: "GET",
    access: { perm: PERM },
    handler: async ({ reply }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("敏感词库.xlsx"))
        .send(await words.export()),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/word/import",
    access: { perm: PERM },
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
