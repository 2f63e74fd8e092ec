import type { Db } from "../../platform/db/client.js";
import { SuperviseActivityService } from "./supervise.activity.service.js";
import { EvaluationService } from "./supervise.evaluation.service.js";
import { PatrolService } from "./supervise.patrol.service.js";
import type { SuperviseDeps } from "./supervise.ports.js";
import { SuperviseSettings } from "./supervise.settings.js";
import { StatisticsService } from "./supervise.statistics.service.js";
import { TaskService } from "./supervise.task.service.js";
import { TemplateService } from "./supervise.template.service.js";

/** The supervision module: its parts, each a service of its own that routes call. */
export class SuperviseService {
  readonly templates: TemplateService;
  readonly settings: SuperviseSettings;
  readonly tasks: TaskService;
  readonly evaluations: EvaluationService;
  readonly statistics: StatisticsService;
  readonly patrols: PatrolService;
  readonly activities: SuperviseActivityService;

  constructor(
    db: Db,
    readonly deps: SuperviseDeps,
  ) {
    this.templates = new TemplateService(db, deps);
    this.settings = new SuperviseSettings(db, deps.textFilter);
    this.tasks = new TaskService(db, deps, this.templates);
    this.evaluations = new EvaluationService(db, deps, this.templates, this.settings);
    this.statistics = new StatisticsService(db, deps);
    this.patrols = new PatrolService(db, deps, this.settings);
    this.activities = new SuperviseActivityService(db, deps, this.templates);
  }
}
