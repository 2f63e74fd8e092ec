import { chaoxingConfigSchema, chaoxingListSchema, chaoxingPushSchema, emptySchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ChaoxingService } from "./chaoxing.service.js";

const PERM = "audit.chaoxing";

export function registerChaoxingRoutes(app: FastifyInstance, deps: RouteDeps & { chaoxing: ChaoxingService }) {
  const { chaoxing } = deps;
  defineRoute(app, deps, {
    url: "/api/m/audit/chaoxing/list",
    access: { perm: PERM },
    input: chaoxingListSchema,
    handler: ({ input }) => chaoxing.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/chaoxing/push",
    access: { perm: PERM },
    input: chaoxingPushSchema,
    log: "上传资源到外部审核平台",
    handler: ({ input, user }) => chaoxing.push(input.ids, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/chaoxing/config/detail",
    access: { perm: PERM },
    input: emptySchema,
    handler: () => chaoxing.config(),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/chaoxing/config/save",
    access: { perm: PERM },
    input: chaoxingConfigSchema,
    log: "保存外部审核平台设置",
    handler: ({ input }) => chaoxing.saveConfig(input),
  });
}
