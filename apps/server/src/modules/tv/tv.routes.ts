import {
  emptySchema,
  idInputSchema,
  tvChannelSaveSchema,
  tvGuideSchema,
  tvScheduleSaveSchema,
  tvSectionResourceListSchema,
  tvSectionSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TvService } from "./tv.service.js";

const manage = { perm: "business.tv" } as const;

export function registerTvRoutes(app: FastifyInstance, deps: RouteDeps & { tv: TvService }) {
  const { tv } = deps;

  /* ---------- viewers (SPEC §7 portal content) ---------- */
  defineRoute(app, deps, {
    url: "/api/c/tv/channel/list",
    access: "guest",
    input: emptySchema,
    handler: ({ user }) => tv.channels(user),
  });
  defineRoute(app, deps, {
    url: "/api/c/tv/channel/guide",
    access: "guest",
    input: tvGuideSchema,
    handler: ({ input }) => tv.guide(input),
  });
  // A scheduled channel as a live stream (signed-in viewers, as the programme files are).
  defineRoute(app, deps, {
    url: "/api/l/tv/channel/play",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => tv.play(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/tv/section/list",
    access: "guest",
    input: emptySchema,
    handler: ({ user }) => tv.sections(user),
  });
  defineRoute(app, deps, {
    url: "/api/c/tv/section/resource/list",
    access: "guest",
    input: tvSectionResourceListSchema,
    handler: ({ input, user }) => tv.sectionResources(input, user),
  });

  /* ---------- the station's manage screens ---------- */
  defineRoute(app, deps, {
    url: "/api/m/tv/channel/list",
    access: manage,
    input: emptySchema,
    handler: ({ user }) => tv.channels(user, true),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/channel/guide",
    access: manage,
    input: tvGuideSchema,
    handler: ({ input }) => tv.guide(input, true),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/channel/save",
    access: manage,
    input: tvChannelSaveSchema,
    log: "保存电视台频道",
    handler: ({ input, user }) => tv.saveChannel(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/channel/delete",
    access: manage,
    input: idInputSchema,
    log: "删除电视台频道",
    handler: ({ input }) => tv.deleteChannel(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/schedule/detail",
    access: manage,
    input: idInputSchema,
    handler: ({ input }) => tv.schedule(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/schedule/save",
    access: manage,
    input: tvScheduleSaveSchema,
    log: "保存频道节目单",
    handler: ({ input, user }) => tv.saveSchedule(input.channelId, input.resourceIds, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/section/detail",
    access: manage,
    input: idInputSchema,
    handler: ({ input }) => tv.sectionDetail(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/section/save",
    access: manage,
    input: tvSectionSaveSchema,
    log: "保存电视台栏目",
    handler: ({ input, user }) => tv.saveSection(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/tv/section/delete",
    access: manage,
    input: idInputSchema,
    log: "删除电视台栏目",
    handler: ({ input }) => tv.deleteSection(input.id),
  });
}
