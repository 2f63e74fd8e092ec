import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SuperviseSettings } from "./supervise.settings.js";

const api = endpoints.supervise.phrase;

/** 常用评语: the back-office list, and the read-only list evaluators insert from. */
export function registerPhraseRoutes(app: FastifyInstance, deps: RouteDeps & { superviseSettings: SuperviseSettings }) {
  const settings = deps.superviseSettings;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => settings.phrases(input),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存常用评语",
    handler: ({ input }) => settings.savePhrase(input),
  });
  defineRoute(app, deps, {
    endpoint: api.remove,
    log: "删除常用评语",
    handler: async ({ input }) => {
      await settings.removePhrases(input.ids);
      return null;
    },
  });
  // Evaluators insert phrases while writing: any logged-in user may read the list.
  defineRoute(app, deps, {
    endpoint: api.forWriting,
    handler: ({ input }) => settings.phrases(input),
  });
}
