import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { InteractionService } from "./research.interaction.service.js";
import { registerLectureRoutes } from "./research.lecture.routes.js";
import type { LectureService } from "./research.lecture.service.js";
import { registerMeetingRoutes } from "./research.meeting.routes.js";
import type { MeetingService } from "./research.meeting.service.js";
import { registerSeminarRoutes } from "./research.seminar.routes.js";
import type { SeminarService } from "./research.seminar.service.js";

const api = endpoints.research;

export function registerResearchRoutes(
  app: FastifyInstance,
  deps: RouteDeps & {
    interaction: InteractionService;
    seminars: SeminarService;
    lectures: LectureService;
    meetings: MeetingService;
  },
) {
  const { interaction } = deps;
  registerSeminarRoutes(app, deps);
  registerLectureRoutes(app, deps);
  registerMeetingRoutes(app, deps);

  /* ---------- choice lists (filters of seminars and lectures, forms) ---------- */
  defineRoute(app, deps, {
    endpoint: api.orgOptions,
    handler: () => interaction.orgOptions(),
  });
  defineRoute(app, deps, {
    endpoint: api.subjectOptions,
    handler: () => interaction.subjectOptions(),
  });
  defineRoute(app, deps, {
    endpoint: api.terminalOptions,
    handler: ({ input }) => interaction.terminalOptions(input.orgId, input.placeId),
  });

  /* ---------- back office: 参与机构, 教研学科, 终端管理, 场所管理 ---------- */
  const done = async (work: Promise<void>) => {
    await work;
    return null;
  };
  defineRoute(app, deps, {
    endpoint: api.org.list,
    handler: ({ input }) => interaction.listOrgs(input),
  });
  defineRoute(app, deps, {
    endpoint: api.org.save,
    log: "保存参与机构",
    handler: ({ input }) => interaction.saveOrg(input),
  });
  defineRoute(app, deps, {
    endpoint: api.org.delete,
    log: "删除参与机构",
    handler: ({ input }) => done(interaction.deleteOrgs(input.ids)),
  });
  defineRoute(app, deps, {
    endpoint: api.subject.list,
    handler: ({ input }) => interaction.listSubjects(input),
  });
  defineRoute(app, deps, {
    endpoint: api.subject.save,
    log: "保存教研学科",
    handler: ({ input }) => interaction.saveSubject(input),
  });
  defineRoute(app, deps, {
    endpoint: api.subject.delete,
    log: "删除教研学科",
    handler: ({ input }) => done(interaction.deleteSubjects(input.ids)),
  });
  defineRoute(app, deps, {
    endpoint: api.terminal.list,
    handler: ({ input, req }) => interaction.listTerminals(input, req.headers.host ?? "localhost"),
  });
  defineRoute(app, deps, {
    endpoint: api.terminal.save,
    log: "保存终端",
    handler: ({ input }) => interaction.saveTerminal(input),
  });
  defineRoute(app, deps, {
    endpoint: api.terminal.delete,
    log: "删除终端",
    handler: ({ input }) => done(interaction.deleteTerminals(input.ids)),
  });
  defineRoute(app, deps, {
    endpoint: api.place.list,
    handler: ({ input }) => interaction.listPlaces(input),
  });
  defineRoute(app, deps, {
    endpoint: api.place.save,
    log: "保存场所",
    handler: ({ input }) => interaction.savePlace(input),
  });
  defineRoute(app, deps, {
    endpoint: api.place.delete,
    log: "删除场所",
    handler: ({ input }) => done(interaction.deletePlaces(input.ids)),
  });
  defineRoute(app, deps, {
    endpoint: api.terminal.rotateKey,
    log: "重置终端推流密钥",
    handler: ({ input }) => interaction.rotateTerminalKey(input.id),
  });
}
