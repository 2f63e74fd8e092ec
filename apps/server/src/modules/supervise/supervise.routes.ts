import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import { registerActivityRoutes } from "./supervise.activity.routes.js";
import { registerPatrolRoutes } from "./supervise.patrol.routes.js";
import type { SuperviseService } from "./supervise.service.js";
import { registerTaskRoutes } from "./supervise.task.routes.js";
import { registerTemplateRoutes } from "./supervise.template.routes.js";

export function registerSuperviseRoutes(app: FastifyInstance, deps: RouteDeps & { supervise: SuperviseService }) {
  const s = deps.supervise;
  registerTemplateRoutes(app, {
    ...deps,
    templates: s.templates,
    superviseSettings: s.settings,
    // A template is in use once a task or an activity uses it.
    templatesInTasks: async (ids) => [
      ...new Set([...(await s.tasks.templatesInTasks(ids)), ...(await s.activities.templatesInActivities(ids))]),
    ],
  });
  registerTaskRoutes(app, { ...deps, tasks: s.tasks, evaluations: s.evaluations, statistics: s.statistics });
  registerPatrolRoutes(app, { ...deps, patrols: s.patrols });
  registerActivityRoutes(app, { ...deps, activities: s.activities });
}
