import {
  emptySchema,
  idInputSchema,
  idSchema,
  idsInputSchema,
  placeSaveSchema,
  researchListSchema,
  researchOrgSaveSchema,
  researchSubjectSaveSchema,
  terminalSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { InteractionService } from "./research.interaction.service.js";
import { registerLectureRoutes } from "./research.lecture.routes.js";
import type { LectureService } from "./research.lecture.service.js";
import { registerMeetingRoutes } from "./research.meeting.routes.js";
import type { MeetingService } from "./research.meeting.service.js";
import { registerSeminarRoutes } from "./research.seminar.routes.js";
import type { SeminarService } from "./research.seminar.service.js";

const ORG = { perm: "business.interactionOrg" } as const;
const SUBJECT = { perm: "business.interactionSubject" } as const;
const SIP = { perm: "business.interactionSip" } as const;
const PLACE = { perm: "business.interactionPlace" } as const;
/** Forms of terminals and places choose an organization; the place form chooses a terminal. */
const TERMINAL_CHOOSERS = { perm: ["business.interactionSip", "business.interactionPlace"] as PermissionCode[] };

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
    url: "/api/kv/research/org/list",
    access: "public",
    input: emptySchema,
    handler: () => interaction.orgOptions(),
  });
  defineRoute(app, deps, {
    url: "/api/kv/research/subject/list",
    access: "public",
    input: emptySchema,
    handler: () => interaction.subjectOptions(),
  });
  defineRoute(app, deps, {
    url: "/api/m/research/terminal/options",
    access: TERMINAL_CHOOSERS,
    input: z.object({ orgId: idSchema.optional(), placeId: idSchema.optional() }),
    handler: ({ input }) => interaction.terminalOptions(input.orgId, input.placeId),
  });

  /* ---------- back office: 参与机构, 教研学科, 终端管理, 场所管理 ---------- */
  const crud = <S extends z.ZodType>(
    entity: string,
    access: { perm: PermissionCode },
    noun: string,
    saveSchema: S,
    ops: {
      list: (input: z.infer<typeof researchListSchema>, host: string) => Promise<unknown>;
      save: (input: z.infer<S>) => Promise<unknown>;
      remove: (ids: number[]) => Promise<unknown>;
    },
  ) => {
    defineRoute(app, deps, {
      url: `/api/m/research/${entity}/list`,
      access,
      input: researchListSchema,
      handler: ({ input, req }) => ops.list(input, req.headers.host ?? "localhost"),
    });
    defineRoute(app, deps, {
      url: `/api/m/research/${entity}/save`,
      access,
      input: saveSchema,
      log: `保存${noun}`,
      handler: ({ input }) => ops.save(input),
    });
    defineRoute(app, deps, {
      url: `/api/m/research/${entity}/delete`,
      access,
      input: idsInputSchema,
      log: `删除${noun}`,
      handler: ({ input }) => ops.remove(input.ids),
    });
  };
  crud("org", ORG, "参与机构", researchOrgSaveSchema, {
    list: (input) => interaction.listOrgs(input),
    save: (input) => interaction.saveOrg(input),
    remove: (ids) => interaction.deleteOrgs(ids),
  });
  crud("subject", SUBJECT, "教研学科", researchSubjectSaveSchema, {
    list: (input) => interaction.listSubjects(input),
    save: (input) => interaction.saveSubject(input),
    remove: (ids) => interaction.deleteSubjects(ids),
  });
  crud("terminal", SIP, "终端", terminalSaveSchema, {
    list: (input, host) => interaction.listTerminals(input, host),
    save: (input) => interaction.saveTerminal(input),
    remove: (ids) => interaction.deleteTerminals(ids),
  });
  crud("place", PLACE, "场所", placeSaveSchema, {
    list: (input) => interaction.listPlaces(input),
    save: (input) => interaction.savePlace(input),
    remove: (ids) => interaction.deletePlaces(ids),
  });
  defineRoute(app, deps, {
    url: "/api/m/research/terminal/key/rotate",
    access: SIP,
    input: idInputSchema,
    log: "重置终端推流密钥",
    handler: ({ input }) => interaction.rotateTerminalKey(input.id),
  });
}
