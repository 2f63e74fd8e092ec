import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TemplateService } from "./supervise.template.service.js";

const api = endpoints.supervise.template;

/**
 * Evaluation templates (督导管理 › 评价模板, also 业务管理 › 督导评价模板); task and activity
 * managers may list and read them to pick one.
 */
export function registerTemplateRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { templates: TemplateService; templatesInTasks: (ids: number[]) => Promise<number[]> },
) {
  const { templates } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input }) => templates.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input }) => templates.detail(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存评价模板",
    handler: ({ input, user }) => templates.saveBasic(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.saveForm,
    log: "保存评价指标",
    handler: ({ input }) => templates.saveForm(input),
  });
  defineRoute(app, deps, {
    endpoint: api.copy,
    log: "复制评价模板",
    handler: ({ input, user }) => templates.copy(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.remove,
    log: "删除评价模板",
    handler: async ({ input }) => {
      await templates.remove(input.ids, deps.templatesInTasks);
      return null;
    },
  });
}
