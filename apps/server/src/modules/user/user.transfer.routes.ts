import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { readImportFile, sendDownload } from "../../platform/http/download.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { UserTransferService } from "./user.transfer.service.js";

const api = endpoints.user;

export function registerUserTransferRoutes(app: FastifyInstance, deps: RouteDeps & { transfer: UserTransferService }) {
  const { transfer } = deps;

  defineRoute(app, deps, {
    endpoint: api.template,
    handler: async ({ reply }) => sendDownload(reply, "用户导入模板.xlsx", await transfer.template()),
  });

  defineRoute(app, deps, {
    endpoint: api.export,
    limit: "export",
    handler: async ({ input, reply, user }) => {
      const { pageNo: _p, pageSize: _s, ...filter } = input;
      return sendDownload(reply, "用户列表.xlsx", await transfer.export(filter, user));
    },
  });

  defineRoute(app, deps, {
    endpoint: api.import,
    log: "导入用户",
    handler: async ({ req, user }) => transfer.import(await readImportFile(req), user),
  });
}
