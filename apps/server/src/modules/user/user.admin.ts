import { ADMIN_ROLE_ID, roleMisfit, USER_STATUS, type UserInfo, type UserSaveInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import { pinyinInitials } from "../../platform/search/pinyin.js";
import {
  assertCanActOn,
  assertCanGrant,
  canManageType,
  defaultRoles,
  dropsOwnAdminRole,
  lockedChange,
  selfEditable,
} from "./user.access.js";
import type { NewAccounts } from "./user.accounts.js";
import { assertAllowedPassword, generatePassword } from "./user.passwords.js";
import type { PasswordRule, ProfileMemo, UserSessions } from "./user.ports.js";
import { toDetail } from "./user.present.js";
import * as q from "./user.queries.js";
import { existingRoleIds, permissionCodesOf } from "./user.role.queries.js";
import { managedTarget, managedTargets } from "./user.targets.js";

export interface UserAdminDeps {
  profiles: ProfileMemo & { info(userId: number): Promise<UserInfo> };
  accounts: Pick<NewAccounts, "assertReferencesExist" | "assertAccountFree" | "add" | "welcome" | "cleanName">;
  rule: PasswordRule;
  sessions: Pick<UserSessions, "revokeUsers" | "refreshUsers">;
  notifier: Notifier;
}

/** Managing users (用户管理): create, edit, delete, recommend, roles; and a user editing their own profile. */
export class UserAdmin {
  constructor(
    private readonly db: Db,
    private readonly deps: UserAdminDeps,
  ) {}

  /** The management view of one user (admin edit page). */
  async detail(id: number, caller: Principal) {
    const target = await managedTarget(this.db, caller, id);
    return toDetail(target, await this.deps.profiles.info(id));
  }

  /** Creates a user (no id), or edits one: a manager edits users they manage, anyone their own profile. */
  async save(input: UserSaveInput, caller: Principal) {
    if (!input.id) return this.create(input, caller);
    const [target] = await q.targetRows(this.db, [input.id]);
    if (!target) throw notFound("用户不存在");
    const self = target.id === caller.userId;
    const manager =
      canManageType(caller, target.userType) && (!input.userType || canManageType(caller, input.userType));
    if (!self && !manager) throw forbidden();
    if (manager && !self) assertCanActOn(caller, target, target.permissions);
    if (input.password) throw badRequest("参数 password：修改密码请使用修改密码或重置密码功能");
    if (!manager) {
      const roleIds = input.roleIds ? (await q.rolesOfUser(this.db, target.id)).map((r) => r.id) : [];
      const label = lockedChange(input, { ...target, roleIds });
      if (label) throw forbidden(`不能自行修改${label}，请联系管理员`);
    }

    const patch: Partial<q.NewUser> = {};
    const fields = manager ? (Object.keys(input) as (keyof UserSaveInput)[]) : selfEditable(target.userType);
    for (const k of fields) {
      if (k === "id" || k === "password" || k === "roleIds" || input[k] === undefined) continue;
      (patch as Record<string, unknown>)[k] = input[k] === "" ? null : input[k];
    }
    if (patch.realName) {
      patch.realName = await this.deps.accounts.cleanName(patch.realName);
      patch.nameInitials = pinyinInitials(patch.realName);
    }
    const disabling = patch.status !== undefined && patch.status !== USER_STATUS.ENABLED;
    if (self && disabling) throw badRequest("不能停用自己的账号");
    await this.deps.accounts.assertReferencesExist(input);
    if (input.account && input.account.toLowerCase() !== target.account.toLowerCase())
      await this.deps.accounts.assertAccountFree(input.account);
    if (disabling) await this.assertAdminsRemain([target.id]);
    // Checked before the transaction: the embedded database has a single connection.
    const roleIds = manager && input.roleIds && !self ? await this.checkedRoles(input.roleIds) : null;
    if (roleIds) await this.assertCanGrant(caller, roleIds);
    // Checked when the roles or the type change, so an old mismatch does not block other edits.
    if (manager && (roleIds || (input.userType && input.userType !== target.userType))) {
      const held = roleIds ?? (await q.rolesOfUser(this.db, target.id)).map((r) => r.id);
      const misfit = roleMisfit(input.userType ?? target.userType, held);
      if (misfit) throw badRequest(`参数 ${roleIds ? "roleIds" : "userType"}：${misfit}`);
    }
    await this.db.transaction(async (tx) => {
      await q.updateUser(tx, target.id, patch);
      if (roleIds) await q.setUserRoles(tx, target.id, roleIds);
    });
    await this.deps.profiles.forget([target.id]);
    if (disabling) await this.deps.sessions.revokeUsers([target.id]);
    else await this.deps.sessions.refreshUsers([target.id]);
    return this.deps.profiles.info(target.id);
  }

  private async create(input: UserSaveInput, caller: Principal) {
    if (!input.account) throw badRequest("参数 account：请输入账号");
    if (!input.realName) throw badRequest("参数 realName：请输入姓名");
    if (!input.userType) throw badRequest("参数 userType：请选择用户类型");
    if (!canManageType(caller, input.userType)) throw forbidden();
    const { accounts } = this.deps;
    await accounts.assertAccountFree(input.account);
    if (input.password) await assertAllowedPassword(this.deps.rule, input.password, "password");
    const password = input.password || generatePassword();
    await accounts.assertReferencesExist(input);
    const roleIds = input.roleIds?.length ? await this.checkedRoles(input.roleIds) : defaultRoles(input.userType);
    const misfit = roleMisfit(input.userType, roleIds);
    if (misfit) throw badRequest(`参数 roleIds：${misfit}`);
    await this.assertCanGrant(caller, roleIds);
    const id = await accounts.add({
      ...input,
      account: input.account,
      realName: input.realName,
      userType: input.userType,
      password,
      roleIds,
    });
    await accounts.welcome([id]);
    return { ...(await this.deps.profiles.info(id)), initialPassword: input.password ? undefined : password };
  }

  async remove(ids: number[], caller: Principal) {
    if (ids.includes(caller.userId)) throw badRequest("不能删除自己的账号");
    const targets = (await managedTargets(this.db, caller, ids)).map((t) => t.id);
    await this.assertAdminsRemain(targets);
    await this.deps.sessions.revokeUsers(targets);
    await q.deleteUsers(this.db, targets);
    await this.deps.profiles.forget(targets);
  }

  async setRecommend(id: number, recommend: boolean, sort?: number) {
    const target = await q.findUser(this.db, id);
    if (!target) throw notFound("用户不存在");
    if (recommend && target.userType !== "teacher") throw badRequest("只能推荐教师为名师");
    await q.updateUser(this.db, id, { recommend, recommendSort: sort ?? 0 });
    await this.deps.profiles.forget([id]);
  }

  async saveRoles(userId: number, roleIds: number[], caller: Principal) {
    const [target] = await q.targetRows(this.db, [userId]);
    if (!target) throw notFound("用户不存在");
    const ids = await this.checkedRoles(roleIds);
    if (userId !== caller.userId) assertCanActOn(caller, target, target.permissions);
    const misfit = roleMisfit(target.userType, ids);
    if (misfit) throw badRequest(`参数 roleIds：${misfit}`);
    await this.assertCanGrant(caller, ids);
    if (!ids.includes(ADMIN_ROLE_ID)) await this.assertAdminsRemain([userId]);
    if (dropsOwnAdminRole(caller, userId, ids)) throw badRequest("不能移除自己的管理员角色");
    await this.db.transaction((tx) => q.setUserRoles(tx, userId, ids));
    await this.deps.profiles.forget([userId]);
    const names = (await q.rolesOfUser(this.db, userId)).map((r) => r.name).join("、") || "无";
    await this.deps.notifier.notify([
      { userId, category: "role", title: "角色已变更", content: `您的角色已调整为：${names}。` },
    ]);
    await this.deps.sessions.refreshUsers([userId]);
  }

  /** The roles asked for, each once; 400 when one does not exist. */
  private async checkedRoles(roleIds: number[]) {
    const unique = [...new Set(roleIds)];
    const found = await existingRoleIds(this.db, unique);
    if (found.length !== unique.length) throw badRequest("参数 roleIds：包含不存在的角色");
    return unique;
  }

  private async assertCanGrant(caller: Principal, roleIds: number[]) {
    assertCanGrant(caller, await permissionCodesOf(this.db, roleIds));
  }

  /** Refuses a change that would leave no enabled administrator. */
  private async assertAdminsRemain(removingUserIds: number[]) {
    if (!(await q.anotherEnabledHolder(this.db, ADMIN_ROLE_ID, removingUserIds)))
      throw conflict("至少需要保留一个可用的管理员账号");
  }
}
