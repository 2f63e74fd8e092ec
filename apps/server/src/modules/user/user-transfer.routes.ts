import { userListSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest, forbidden } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { UserService } from "./user.service.js";
import type { UserTransferService } from "./user-transfer.service.js";

const MANAGE_USERS = ["system.user", "system.teacherUser", "system.studentUser"] as const;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

function attachment(name: string) {
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerUserTransferRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { transfer: UserTransferService; users: UserService },
) {
  const { transfer } = deps;

  defineRoute(app, deps, {
    url: "/api/m/base/user/template",
    method: "GET",
    access: { perm: MANAGE_USERS },
    handler: async ({ reply }) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("用户导入模板.xlsx"))
        .send(await transfer.template()),
  });

  defineRoute(app, deps, {
    url: "/api/m/base/user/export",
    method: "GET",
    access: { perm: MANAGE_USERS },
    input: userListSchema,
    handler: async ({ input, reply, user }) => {
      const { pageNo: _p, pageSize: _s, ...filter } = input;
      // Only the user types the caller manages, so contact details never leak across screens.
      const types = deps.users.managedTypes(user);
      if (filter.userType && !types.includes(filter.userType)) throw forbidden();
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", attachment("用户列表.xlsx"))
        .send(await transfer.export(filter, types));
    },
  });

  defineRoute(app, deps, {
    url: "/api/m/base/user/import",
    access: { perm: MANAGE_USERS },
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
