import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TvService } from "./tv.service.js";

const api = endpoints.tv;

export function registerTvRoutes(app: FastifyInstance, deps: RouteDeps & { tv: TvService }) {
  const { tv } = deps;

  /* ---------- viewers (SPEC §7 portal content) ---------- */
  defineRoute(app, deps, {
    endpoint: api.channel.list,
    handler: ({ user }) => tv.channels(user),
  });
  defineRoute(app, deps, {
    endpoint: api.channel.guide,
    handler: ({ input }) => tv.guide(input),
  });
  // A scheduled channel as a live stream (signed-in viewers, as the programme files are).
  defineRoute(app, deps, {
    endpoint: api.channel.play,
    handler: ({ input, user }) => tv.play(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.section.list,
    handler: ({ user }) => tv.sections(user),
  });
  defineRoute(app, deps, {
    endpoint: api.section.resources,
    handler: ({ input, user }) => tv.sectionResources(input, user),
  });

  /* ---------- the station's manage screens ---------- */
  defineRoute(app, deps, {
    endpoint: api.manage.channel.list,
    handler: ({ user }) => tv.channels(user, true),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.channel.guide,
    handler: ({ input }) => tv.guide(input, true),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.channel.save,
    log: "保存电视台频道",
    handler: ({ input, user }) => tv.saveChannel(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.channel.delete,
    log: "删除电视台频道",
    handler: ({ input }) => tv.deleteChannel(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.schedule.detail,
    handler: ({ input }) => tv.schedule(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.schedule.save,
    log: "保存频道节目单",
    handler: ({ input, user }) => tv.saveSchedule(input.channelId, input.resourceIds, user),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.section.detail,
    handler: ({ input }) => tv.sectionDetail(input.id),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.section.save,
    log: "保存电视台栏目",
    handler: ({ input, user }) => tv.saveSection(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.section.delete,
    log: "删除电视台栏目",
    handler: ({ input }) => tv.deleteSection(input.id),
  });
}
