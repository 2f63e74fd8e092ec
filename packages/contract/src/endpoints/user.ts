import type { UserInfo } from "../auth.js";
import { changePasswordSchema, type ModuleGroup } from "../auth.js";
import type { KvItem } from "../basic.js";
import { emptySchema, idInputSchema, idsInputSchema, pageInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type ManagedUser,
  type ManagedUserRow,
  type OnlineSession,
  onlineKickSchema,
  onlineListSchema,
  type PasswordResetResult,
  passwordResetSchema,
  REGISTRATION_AUDIT_SCREENS,
  type RegisterResult,
  type ResetCodeIssued,
  registerSchema,
  type SavedUser,
  type UnlockResult,
  USER_MANAGER_SCREENS,
  type UserImportResult,
  type UserListRow,
  type UserRoleType,
  userAuditSchema,
  userListSchema,
  userRecommendSchema,
  userRoleListSchema,
  userRoleSaveSchema,
  userSaveSchema,
} from "../user.js";
import { roleEndpoints } from "./user-role.js";

const manageUsers = { perm: USER_MANAGER_SCREENS } as const;

/** Users: lookups, management, passwords, registration, online sessions, import/export, and roles and menus. */
export const userEndpoints = {
  list: endpoint({
    path: "/api/c/base/user/list",
    reads: true,
    access: "guest",
    input: userListSchema,
    output: out<ListResult<UserListRow>>(),
    summary:
      "用户列表：各角色可查看的类型（游客和学生看教师，教师也看学生，管理者也看所管理的类型；查看其他 userType 403「无权查看该类用户」，非管理者按 roleId 筛选 403「无权按角色筛选用户」）；管理字段、停用/待审核用户和按手机号匹配关键字仅限所管理的类型",
  }),
  info: endpoint({
    path: "/api/l/base/user/info",
    access: "login",
    input: emptySchema,
    output: out<UserInfo>(),
    summary: "调用者的 UserInfo",
  }),
  roleType: endpoint({
    path: "/api/l/base/user/role/type",
    access: "login",
    input: emptySchema,
    output: out<UserRoleType>(),
    summary: "调用者的角色，及是否专家、专家管理员、管理员，用户类型",
  }),
  rolesOf: endpoint({
    path: "/api/c/base/user/role/list/role",
    access: "login",
    input: userRoleListSchema,
    output: out<{ id: number; name: string }[]>(),
    summary: "某用户的角色：自己的，或所管理类型的用户的（否则 403）",
  }),
  modules: endpoint({
    path: "/api/l/base/user/module/list",
    access: "login",
    input: emptySchema,
    output: out<ModuleGroup[]>(),
    summary: "调用者角色的菜单 ModuleGroup[]",
  }),
  kvTeachers: endpoint({
    path: "/api/kv/teacher/list",
    reads: true,
    access: "guest",
    input: emptySchema,
    output: out<KvItem[]>(),
    summary: "教师选择列表",
  }),
  kvRoles: endpoint({
    path: "/api/kv/role/list",
    access: "login",
    input: emptySchema,
    output: out<KvItem[]>(),
    summary: "角色选择列表",
  }),
  save: endpoint({
    path: "/api/l/base/user/save",
    access: "login",
    input: userSaveSchema,
    output: out<SavedUser>(),
    summary:
      "保存用户：本人编辑自己的资料，或管理者新建/编辑所管理类型的用户；新建未给密码时返回生成的 initialPassword（仅此一次）；记入操作日志",
  }),
  delete: endpoint({
    path: "/api/m/base/user/delete",
    access: manageUsers,
    input: idsInputSchema,
    output: out<null>(),
    summary: "删除用户（不能删除自己，须保留一个可用管理员）；结束其会话",
  }),
  detail: endpoint({
    path: "/api/m/base/user/detail",
    access: manageUsers,
    input: idInputSchema,
    output: out<ManagedUser>(),
    summary: "一个用户的管理视图（所管理类型的用户）",
  }),
  recommend: endpoint({
    path: "/api/m/base/user/recommend/update",
    access: { perm: "system.user" },
    input: userRecommendSchema,
    output: out<null>(),
    summary: "设置名师推荐及排序（只能推荐教师）",
  }),
  saveRoles: endpoint({
    path: "/api/m/base/user/role/save",
    access: { perm: "system.user" },
    input: userRoleSaveSchema,
    output: out<null>(),
    summary: "分配用户角色（不能移除自己的管理员角色）；通知该用户",
  }),
  changePassword: endpoint({
    path: "/api/l/base/user/pwd/change",
    access: "login",
    input: changePasswordSchema,
    output: out<null>(),
    summary: "修改自己的密码；结束该用户的其他会话",
  }),
  resetPassword: endpoint({
    path: "/api/m/base/user/pwd/reset",
    access: manageUsers,
    input: passwordResetSchema,
    output: out<PasswordResetResult>(),
    summary: "管理员重置密码：给定的或生成的新密码（返回一次）；结束其会话，解除登录等待",
  }),
  unlock: endpoint({
    path: "/api/m/base/user/unlock",
    access: manageUsers,
    input: idInputSchema,
    output: out<UnlockResult>(),
    summary: "解除账号的登录和重置码等待（所管理类型的用户），返回此前的失败次数；记入「解除登录限制」",
  }),
  resetCode: endpoint({
    path: "/api/m/base/user/pwd/code",
    access: manageUsers,
    input: idInputSchema,
    output: out<ResetCodeIssued>(),
    summary: "生成一次性密码重置码（24小时有效，只能用一次）",
  }),
  register: endpoint({
    path: "/api/c/base/user/register",
    access: "public",
    input: registerSchema,
    output: out<RegisterResult>(),
    summary:
      "自助注册（status 1 已启用，2 待审核）：账号已被占用时答复相同、不改动该账号并通知其持有人；同一地址每小时最多60次（429）",
  }),
  pending: endpoint({
    path: "/api/m/audit/user/list",
    access: { perm: REGISTRATION_AUDIT_SCREENS },
    input: pageInputSchema,
    output: out<ListResult<ManagedUserRow>>(),
    summary: "待审核的注册用户（用 /api/m/base/user/audit 审核，两个界面均可）",
  }),
  audit: endpoint({
    path: "/api/m/base/user/audit",
    access: { perm: REGISTRATION_AUDIT_SCREENS },
    input: userAuditSchema,
    output: out<null>(),
    summary: "通过或驳回待审核的注册；已不在待审核的忽略，全都不在时 404；通知用户",
  }),
  online: {
    list: endpoint({
      path: "/api/m/base/user/online/list",
      access: { perm: "system.online" },
      input: onlineListSchema,
      output: out<ListResult<OnlineSession>>(),
      summary: "在线会话（每个会话一行）",
    }),
    kick: endpoint({
      path: "/api/m/base/user/online/kick",
      access: { perm: "system.online" },
      input: onlineKickSchema,
      output: out<{ ended: number }>(),
      summary: "强制下线：结束该用户的全部会话（不能是自己），返回结束的会话数",
    }),
  },
  template: endpoint({
    path: "/api/m/base/user/template",
    method: "GET",
    kind: "file",
    access: manageUsers,
    output: out<Blob>(),
    summary: "用户导入模板 .xlsx",
  }),
  export: endpoint({
    path: "/api/m/base/user/export",
    method: "GET",
    kind: "file",
    access: manageUsers,
    input: userListSchema,
    output: out<Blob>(),
    summary: "按列表条件导出用户 .xlsx；每用户10分钟10次、每地址10分钟60次（429）",
  }),
  import: endpoint({
    path: "/api/m/base/user/import",
    kind: "upload",
    access: manageUsers,
    output: out<UserImportResult>(),
    summary: "从 .xlsx（multipart file，≤10MB，超过 413）导入用户；任一行有错则不创建；返回各新账号的初始密码",
  }),
  ...roleEndpoints,
};
