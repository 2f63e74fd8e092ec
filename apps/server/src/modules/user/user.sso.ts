import { randomBytes } from "node:crypto";
import { ADMIN_ROLE_ID, STUDENT_ROLE_ID, USER_STATUS, type UserType } from "@otp/contract";
import type { SessionService } from "../../platform/auth/sessions.js";
import type { Db } from "../../platform/db/client.js";
import { pinyinInitials } from "../../platform/search/pinyin.js";
import type { NewAccounts } from "./user.accounts.js";
import type { ProfileMemo } from "./user.ports.js";
import * as q from "./user.queries.js";
import { findRole } from "./user.role.queries.js";
import * as sq from "./user.sso.queries.js";

/** What an identity source says about a person; empty values leave the platform's as they are. */
export interface SourceProfile {
  realName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * The accounts single sign-on finds, makes and keeps current: the user module's side of the
 * sso module's `SsoUsers` port.
 */
export class SsoAccounts {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      accounts: NewAccounts;
      profiles: ProfileMemo;
      sessions: Pick<SessionService, "revokeUsers">;
      /** SSO_DEFAULT_ROLE: the role (name or code) accounts are made with when the source names none. */
      defaultRole: string;
    },
  ) {}

  async findByAccount(account: string) {
    const row = await q.findUserByAccount(this.db, account);
    return row ? { id: row.id, account: row.account, status: row.status } : undefined;
  }

  findByField(field: "phone" | "email", value: string) {
    return sq.usersByContact(this.db, field, value);
  }

  byIds(ids: number[]) {
    return sq.usersByIds(this.db, ids);
  }

  /** An enabled account whose password nobody knows: it signs in through its source only. */
  provision(input: {
    account: string;
    realName: string;
    userType: UserType;
    roleId: number;
    orgId: number | null;
    email: string | null;
    phone: string | null;
  }): Promise<number> {
    return this.deps.accounts.add({
      account: input.account,
      realName: input.realName,
      userType: input.userType,
      password: randomBytes(24).toString("base64url"),
      roleIds: [input.roleId],
      orgId: input.orgId,
      email: input.email?.slice(0, 100) ?? null,
      phone: input.phone?.slice(0, 20) ?? null,
    });
  }

  /** Writes the source's name, e-mail and phone where it gives them and they changed. */
  async updateProfile(userId: number, profile: SourceProfile) {
    const row = await q.findUser(this.db, userId);
    if (!row) return;
    const patch: Partial<q.NewUser> = {};
    const realName = profile.realName?.trim().slice(0, 30);
    if (realName && realName !== row.realName) {
      patch.realName = await this.deps.accounts.cleanName(realName);
      patch.nameInitials = pinyinInitials(patch.realName);
    }
    const email = profile.email?.trim().slice(0, 100);
    if (email && email !== row.email) patch.email = email;
    const phone = profile.phone?.trim().slice(0, 20);
    if (phone && phone !== row.phone) patch.phone = phone;
    if (!Object.keys(patch).length) return;
    await q.updateUser(this.db, userId, patch);
    await this.deps.profiles.forget([userId]);
  }

  /** Disables the users and ends their sessions (gone from the directory). */
  async suspend(userIds: number[]) {
    if (!userIds.length) return;
    await sq.setStatus(this.db, userIds, USER_STATUS.DISABLED);
    await this.deps.profiles.forget(userIds);
    await this.deps.sessions.revokeUsers(userIds);
  }

  async isPrivileged(userId: number): Promise<boolean> {
    return (await q.rolesOfUser(this.db, userId)).some((r) => r.id === ADMIN_ROLE_ID);
  }

  async roleExists(roleId: number): Promise<boolean> {
    return !!(await findRole(this.db, roleId));
  }

  async defaultRoleId(): Promise<number> {
    const name = this.deps.defaultRole.trim();
    return (name && (await sq.roleIdByName(this.db, name))) || STUDENT_ROLE_ID;
  }
}
