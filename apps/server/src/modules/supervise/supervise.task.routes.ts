import {
  emptySchema,
  evaluationListSchema,
  evaluationReplySchema,
  evaluationSaveSchema,
  evaluationStartSchema,
  freeOptionsSchema,
  idInputSchema,
  lessonOptionsSchema,
  statisticsSchema,
  taskListSchema,
  taskSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { EvaluationService } from "./supervise.evaluation.service.js";
import type { StatisticsService } from "./supervise.statistics.service.js";
import type { TaskService } from "./supervise.task.service.js";

/** Tasks (back office and personal centre) and the evaluator's and teacher's evaluation calls. */
export function registerTaskRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { tasks: TaskService; evaluations: EvaluationService; statistics: StatisticsService },
) {
  const { tasks, evaluations, statistics } = deps;
  const manage = { perm: "business.superviseTask" } as const;
  defineRoute(app, deps, {
    url: "/api/m/supervise/task/list",
    access: manage,
    input: taskListSchema,
    handler: ({ input }) => tasks.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/task/delete",
    access: manage,
    input: idInputSchema,
    log: "删除督导任务",
    handler: ({ input }) => tasks.remove(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/evaluation/list",
    access: manage,
    input: evaluationListSchema,
    handler: ({ input, user }) => evaluations.manage(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/statistics",
    access: manage,
    input: statisticsSchema,
    handler: ({ input }) => statistics.statistics(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/supervise/statistics/export",
    method: "GET",
    access: manage,
    input: statisticsSchema,
    handler: async ({ input, reply }) =>
      reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent("督导统计.xlsx")}`)
        .send(await statistics.export(input)),
  });
  // Managers and a task's assistants arrange tasks: the object rule is checked in the service.
  defineRoute(app, deps, {
    url: "/api/l/supervise/task/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => tasks.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/task/save",
    access: "login",
    input: taskSaveSchema,
    log: "保存督导任务",
    handler: ({ input, user }) => tasks.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/lesson/options",
    access: "login",
    input: lessonOptionsSchema,
    handler: ({ input, user }) => tasks.lessonOptions(input.courseId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/task/assisted",
    access: "login",
    input: taskListSchema,
    handler: ({ input, user }) => tasks.assisted(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/task/mine",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => tasks.mine(user),
  });

  defineRoute(app, deps, {
    url: "/api/l/supervise/free/options",
    access: "login",
    input: freeOptionsSchema,
    handler: ({ input, user }) => evaluations.freeOptions(input.courseId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/start",
    access: "login",
    input: evaluationStartSchema,
    handler: ({ input, user }) => evaluations.start(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => evaluations.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/save",
    access: "login",
    input: evaluationSaveSchema,
    handler: ({ input, user }) => evaluations.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/submit",
    access: "login",
    input: evaluationSaveSchema,
    log: "提交听课评价",
    handler: ({ input, user }) => evaluations.submit(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/reply",
    access: "login",
    input: evaluationReplySchema,
    log: "回复听课评价",
    handler: ({ input, user }) => evaluations.reply(input.id, input.reply, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/written",
    access: "login",
    input: evaluationListSchema,
    handler: ({ input, user }) => evaluations.written(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/received",
    access: "login",
    input: evaluationListSchema,
    handler: ({ input, user }) => evaluations.received(input, user),
  });
  // The expert leader (personal centre 专家管理) sees every submitted evaluation.
  defineRoute(app, deps, {
    url: "/api/l/supervise/evaluation/all",
    access: "login",
    input: evaluationListSchema,
    handler: ({ input, user }) => evaluations.manage(input, user),
  });
}
