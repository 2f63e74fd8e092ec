import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import { registerActivityRoutes } from "./supervise.activity.routes.js";
import { registerEvaluationRoutes } from "./supervise.evaluation.routes.js";
import { registerPatrolRoutes } from "./supervise.patrol.routes.js";
import { registerPhraseRoutes } from "./supervise.phrase.routes.js";
import type { SuperviseService } from "./supervise.service.js";
import { registerSettingRoutes } from "./supervise.setting.routes.js";
import { registerStatisticsRoutes } from "./supervise.statistics.routes.js";
import { registerTaskRoutes } from "./supervise.task.routes.js";
import { registerTemplateRoutes } from "./supervise.template.routes.js";

/** Every supervision route, one file per sub-entity (endpoints.supervise.*). */
export function registerSuperviseRoutes(app: FastifyInstance, deps: RouteDeps & { supervise: SuperviseService }) {
  const s = deps.supervise;
  registerTemplateRoutes(app, {
    ...deps,
    templates: s.templates,
    // A template is in use once a task or an activity uses it.
    templatesInTasks: async (ids) => [
      ...new Set([...(await s.tasks.templatesInTasks(ids)), ...(await s.activities.templatesInActivities(ids))]),
    ],
  });
  registerSettingRoutes(app, { ...deps, superviseSettings: s.settings });
  registerPhraseRoutes(app, { ...deps, superviseSettings: s.settings });
  registerTaskRoutes(app, { ...deps, tasks: s.tasks });
  registerEvaluationRoutes(app, { ...deps, evaluations: s.evaluations });
  registerStatisticsRoutes(app, { ...deps, statistics: s.statistics });
  registerPatrolRoutes(app, { ...deps, patrols: s.patrols });
  registerActivityRoutes(app, { ...deps, activities: s.activities });
}
