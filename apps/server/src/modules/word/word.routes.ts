import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { readImportFile, sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { WordService } from "./word.service.js";

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
    handler: async ({ reply }) => sendDownload(reply, "敏感词导入模板.xlsx", await words.template()),
  });
  defineRoute(app, deps, {
    endpoint: api.export,
    handler: async ({ reply }) => sendDownload(reply, "敏感词库.xlsx", await words.export()),
  });
  defineRoute(app, deps, {
    endpoint: api.import,
    log: "导入敏感词",
    handler: async ({ req, user }) => words.import(await readImportFile(req), user),
  });
}
