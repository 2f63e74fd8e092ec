import { PlanCollab } from "../modules/prepare/prepare.collab.js";
import { PlanCommentService } from "../modules/prepare/prepare.comments.js";
import type { PrepareDeps } from "../modules/prepare/prepare.ports.js";
import { PreviewService } from "../modules/prepare/prepare.preview.js";
import { PlanResourceService } from "../modules/prepare/prepare.resources.js";
import { PrepareService } from "../modules/prepare/prepare.service.js";
import type { TeachGroupService } from "../modules/teachgroup/teachgroup.service.js";
import type { EventBus } from "../platform/bus/bus.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Collective lesson preparation (集体备课) and its co-editing server. */
export function wirePrepare(deps: AppDeps, p: People, content: Content, groups: TeachGroupService, bus: EventBus) {
  const { users, sessions, textFilter } = p;
  let prepares: PrepareService | undefined;
  const planCollab = new PlanCollab(
    deps.db,
    {
      session: (token) => sessions.resolve(token),
      mode: async (planId, user) => (prepares ? prepares.collabMode(planId, user) : null),
      siteOrigins: async () => {
        const { siteUrl } = await p.site.mobileSettings();
        return siteUrl ? [siteUrl] : [];
      },
      accessPolicy: () => p.site.accessPolicy(),
    },
    // Several instances share the documents through Redis when it is configured.
    { bus, redisUrl: deps.config.REDIS_URL },
  );
  // Logout, disabling, password change, deletion: the ended sessions' sockets close at once.
  sessions.onEnded((tokenHashes) => planCollab.endSessions(tokenHashes));
  const ports: PrepareDeps = {
    groups: {
      idsOf: (userId) => groups.groupIdsOf(userId),
      info: (id) => groups.info(id),
      names: async (ids) => {
        const infos = await Promise.all([...new Set(ids)].map(async (id) => [id, await groups.info(id)] as const));
        return new Map(infos.flatMap(([id, g]) => (g ? [[id, g.name] as [number, string]] : [])));
      },
    },
    courses: {
      names: (ids) => content.courses.names([...new Set(ids)]),
      ofStudent: async (userId) => {
        const classId = (await users.info(userId)).classId;
        return classId ? content.courses.courseIdsOfClass(classId) : [];
      },
    },
    resources: {
      attachable: (ids, user) => content.resources.attachable(ids, user),
      cards: async (ids, viewer) =>
        ids.length
          ? (await content.resources.details(ids, viewer)).map((r) => ({
              id: r.id,
              name: r.name,
              type: r.type,
              ownerName: r.ownerName,
            }))
          : [],
    },
    users: { names: (ids) => users.names(ids) },
    text: textFilter,
  };
  prepares = new PrepareService(deps.db, ports, planCollab);
  return {
    prepares,
    planCollab,
    previews: new PreviewService(deps.db, ports),
    planComments: new PlanCommentService(deps.db, ports, prepares),
    planResources: new PlanResourceService(deps.db, ports, prepares),
  };
}
