import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { UserAdmin } from "./user.admin.js";
import type { UserDirectory } from "./user.directory.js";
import type { MenuService } from "./user.menu.service.js";
import type { UserOnline } from "./user.online.js";
import type { UserPasswords } from "./user.passwords.js";
import type { UserRegistration } from "./user.registration.js";

const api = endpoints.user;

export interface UserRouteDeps extends RouteDeps {
  users: UserDirectory;
  userAdmin: UserAdmin;
  passwords: UserPasswords;
  registration: UserRegistration;
  online: UserOnline;
  menus: MenuService;
}

export function registerUserRoutes(app: FastifyInstance, deps: UserRouteDeps) {
  const { users, userAdmin, passwords, registration, online, menus } = deps;

  /* ---------- lookups ---------- */

  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => users.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.info,
    handler: ({ user }) => users.info(user.userId),
  });
  defineRoute(app, deps, {
    endpoint: api.roleType,
    handler: ({ user }) => users.roleType(user),
  });
  defineRoute(app, deps, {
    endpoint: api.rolesOf,
    handler: ({ input, user }) => users.rolesOf(input.userId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.modules,
    handler: ({ user }) => menus.forRoles(user.roleIds),
  });
  defineRoute(app, deps, {
    endpoint: api.kvTeachers,
    handler: () => users.kvTeachers(),
  });
  defineRoute(app, deps, {
    endpoint: api.kvRoles,
    handler: () => users.kvRoles(),
  });

  /* ---------- management ---------- */

  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存用户",
    handler: ({ input, user }) => userAdmin.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.delete,
    log: "删除用户",
    handler: async ({ input, user }) => {
      await userAdmin.remove(input.ids, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user }) => userAdmin.detail(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.recommend,
    log: "设置名师推荐",
    handler: async ({ input }) => {
      await userAdmin.setRecommend(input.id, input.recommend, input.recommendSort);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.saveRoles,
    log: "分配用户角色",
    handler: async ({ input, user }) => {
      await userAdmin.saveRoles(input.userId, input.roleIds, user);
      return null;
    },
  });

  /* ---------- passwords ---------- */

  defineRoute(app, deps, {
    endpoint: api.changePassword,
    log: "修改密码",
    handler: async ({ input, user }) => {
      await passwords.change(user, input.oldPassword, input.newPassword);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.resetPassword,
    log: "重置用户密码",
    handler: ({ input, user }) => passwords.reset(input.id, input.password, user),
  });
  defineRoute(app, deps, {
    endpoint: api.unlock,
    log: "解除登录限制",
    handler: ({ input, user }) => passwords.unlock(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.resetCode,
    log: "生成密码重置码",
    handler: ({ input, user }) => passwords.issueResetCode(input.id, user),
  });

  /* ---------- registration ---------- */

  defineRoute(app, deps, {
    endpoint: api.register,
    limit: "register",
    log: "用户注册",
    handler: ({ input }) => registration.register(input),
  });
  defineRoute(app, deps, {
    endpoint: api.pending,
    handler: ({ input }) => users.pendingList(input),
  });
  defineRoute(app, deps, {
    endpoint: api.audit,
    log: "审核注册用户",
    handler: async ({ input }) => {
      await registration.audit(input.ids, input.pass);
      return null;
    },
  });

  /* ---------- online users ---------- */

  defineRoute(app, deps, {
    endpoint: api.online.list,
    handler: ({ input }) => online.list(input),
  });
  defineRoute(app, deps, {
    endpoint: api.online.kick,
    log: "强制用户下线",
    handler: ({ input, user }) => online.kick(input.userId, user),
  });
}
