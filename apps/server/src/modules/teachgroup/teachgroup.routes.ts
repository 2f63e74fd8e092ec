import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TeachGroupService } from "./teachgroup.service.js";

const api = endpoints.teachgroup;

/** 个人中心 → 教研组 (/user/teach-group): who may do what is decided per group by the service. */
export function registerTeachGroupRoutes(app: FastifyInstance, deps: RouteDeps & { teachGroups: TeachGroupService }) {
  const { teachGroups } = deps;
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => teachGroups.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => teachGroups.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存教研组",
    handler: ({ input, user }) => teachGroups.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.member.add,
    log: "添加教研组成员",
    handler: async ({ input, user }) => {
      await teachGroups.addMembers(input.id, input.userIds, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.member.remove,
    log: "移除教研组成员",
    handler: async ({ input, user }) => {
      await teachGroups.removeMembers(input.id, input.userIds, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.delete,
    log: "删除教研组",
    handler: async ({ input, user }) => {
      await teachGroups.remove(input.id, user);
      return null;
    },
  });
}
