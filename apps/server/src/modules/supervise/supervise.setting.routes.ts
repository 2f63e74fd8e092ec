import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SuperviseSettings } from "./supervise.settings.js";

const api = endpoints.supervise.setting;

/** 督导设置: the rules every task and evaluation reads. */
export function registerSettingRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { superviseSettings: SuperviseSettings },
) {
  const settings = deps.superviseSettings;
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: () => settings.get(),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存督导设置",
    handler: ({ input }) => settings.save(input),
  });
}
