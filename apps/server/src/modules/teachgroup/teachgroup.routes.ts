import { idInputSchema, teachGroupListSchema, teachGroupMembersSchema, teachGroupSaveSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { TeachGroupService } from "./teachgroup.service.js";

/** 个人中心 → 教研组 (/user/teach-group): who may do what is decided per group by the service. */
export function registerTeachGroupRoutes(app: FastifyInstance, deps: RouteDeps & { teachGroups: TeachGroupService }) {
  const { teachGroups } = deps;
  defineRoute(app, deps, {
    url: "/api/l/teach-group/list",
    access: "login",
    input: teachGroupListSchema,
    handler: ({ input, user }) => teachGroups.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-group/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => teachGroups.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-group/save",
    access: "login",
    input: teachGroupSaveSchema,
    log: "保存教研组",
    handler: ({ input, user }) => teachGroups.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-group/member/add",
    access: "login",
    input: teachGroupMembersSchema,
    log: "添加教研组成员",
    handler: ({ input, user }) => teachGroups.addMembers(input.id, input.userIds, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-group/member/remove",
    access: "login",
    input: teachGroupMembersSchema,
    log: "移除教研组成员",
    handler: ({ input, user }) => teachGroups.removeMembers(input.id, input.userIds, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/teach-group/delete",
    access: "login",
    input: idInputSchema,
    log: "删除教研组",
    handler: ({ input, user }) => teachGroups.remove(input.id, user),
  });
}
