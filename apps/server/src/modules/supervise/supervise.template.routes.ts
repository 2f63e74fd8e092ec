import {
  emptySchema,
  idInputSchema,
  idsInputSchema,
  phraseListSchema,
  phraseSaveSchema,
  superviseSettingSchema,
  templateBasicSchema,
  templateFormSaveSchema,
  templateListSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SuperviseSettings } from "./supervise.settings.js";
import type { TemplateService } from "./supervise.template.service.js";

/** Templates, settings and phrases: the 督导管理 back-office screens. */
export function registerTemplateRoutes(
  app: FastifyInstance,
  deps: RouteDeps & {
    templates: TemplateService;
    superviseSettings: SuperviseSettings;
    templatesInTasks: (ids: number[]) => Promise<number[]>;
  },
) {
  // The same screens serve 督导管理 › 评价模板 and 业务管理 › 督导评价模板.
  const tpl = { perm: ["supervisor.template", "business.supervisorTemplate"] } as const;
  // Task and activity managers pick a template: they may list and read templates too.
  const readTpl = {
    perm: [
      "supervisor.template",
      "business.supervisorTemplate",
      "business.superviseTask",
      "business.superviseActivity",
      "supervisor.activity",
    ],
  } as const;
  defineRoute(app, deps, {
    url: "/api/m/supervise/template/list",
    access: readTpl,
    input: templateListSchema,
    handler: ({ input }) => deps.templates.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/template/detail",
    access: readTpl,
    input: idInputSchema,
    handler: ({ input }) => deps.templates.detail(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/template/save",
    access: tpl,
    input: templateBasicSchema,
    log: "保存评价模板",
    handler: ({ input, user }) => deps.templates.saveBasic(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/template/form/save",
    access: tpl,
    input: templateFormSaveSchema,
    log: "保存评价指标",
    handler: ({ input }) => deps.templates.saveForm(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/template/copy",
    access: tpl,
    input: idInputSchema,
    log: "复制评价模板",
    handler: ({ input, user }) => deps.templates.copy(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/template/delete",
    access: tpl,
    input: idsInputSchema,
    log: "删除评价模板",
    handler: ({ input }) => deps.templates.remove(input.ids, deps.templatesInTasks),
  });

  defineRoute(app, deps, {
    url: "/api/m/supervise/setting/detail",
    access: { perm: "supervisor.setting" },
    input: emptySchema,
    handler: () => deps.superviseSettings.get(),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/setting/save",
    access: { perm: "supervisor.setting" },
    input: superviseSettingSchema,
    log: "保存督导设置",
    handler: ({ input }) => deps.superviseSettings.save(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/word/list",
    access: { perm: "supervisor.wordList" },
    input: phraseListSchema,
    handler: ({ input }) => deps.superviseSettings.words(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/word/save",
    access: { perm: "supervisor.wordList" },
    input: phraseSaveSchema,
    log: "保存常用评语",
    handler: ({ input }) => deps.superviseSettings.saveWord(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/word/delete",
    access: { perm: "supervisor.wordList" },
    input: idsInputSchema,
    log: "删除常用评语",
    handler: ({ input }) => deps.superviseSettings.removeWords(input.ids),
  });
  // Evaluators insert phrases while writing: any logged-in user may read the list.
  defineRoute(app, deps, {
    url: "/api/l/supervise/word/list",
    access: "login",
    input: phraseListSchema,
    handler: ({ input }) => deps.superviseSettings.words(input),
  });
}
