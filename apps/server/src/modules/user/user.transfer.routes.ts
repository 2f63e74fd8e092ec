import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { UserTransferService } from "./user.transfer.service.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const api = endpoints.user;

function attachment(name: string) {
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerUserTransferRoutes(app: FastifyInstance, deps: RouteDeps & { transfer: UserTransferService }) {
  const { transfer } = deps;

  defineRoute(app, deps, {
    endpoint: api.template,
    handler: async ({ reply }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("用户导入模板.xlsx"))
        .send(await transfer.template()),
  });

  defineRoute(app, deps, {
    endpoint: api.export,
    limit: "export",
    handler: async ({ input, reply, user }) => {
      const { pageNo: _p, pageSize: _s, ...filter } = input;
      const xlsx = await transfer.export(filter, user);
      return reply.header("content-type", XLSX).header("content-disposition", attachment("用户列表.xlsx")).send(xlsx);
    },
  });

  defineRoute(app, deps, {
    endpoint: api.import,
    log: "导入用户",
    handler: async ({ req, user }) => {
      if (!req.isMultipart()) throw badRequest("请使用multipart表单上传文件");
      const part = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest("参数 file：请选择要导入的Excel文件");
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, "导入文件不能超过10MB");
      return transfer.import(bytes, user);
    },
  });
}
