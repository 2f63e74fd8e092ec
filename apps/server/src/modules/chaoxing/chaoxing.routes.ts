import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ChaoxingService } from "./chaoxing.service.js";

const api = endpoints.chaoxing;

export function registerChaoxingRoutes(app: FastifyInstance, deps: RouteDeps & { chaoxing: ChaoxingService }) {
  const { chaoxing } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => chaoxing.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.push,
    log: "上传资源到外部审核平台",
    handler: ({ input, user }) => chaoxing.push(input.ids, user),
  });
  defineRoute(app, deps, {
    endpoint: api.config.detail,
    handler: () => chaoxing.config(),
  });
  defineRoute(app, deps, {
    endpoint: api.config.save,
    log: "保存外部审核平台设置",
    handler: ({ input }) => chaoxing.saveConfig(input),
  });
}
