import { randomInt } from "node:crypto";
import {
  ADMIN_ROLE_ID,
  checkPassword,
  GUEST_USER,
  isEvaluationExpert,
  type registerSchema,
  STUDENT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  TEACHER_ROLE_ID,
  USER_STATUS,
  type UserInfo,
  type UserSaveInput,
} from "@otp/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { hasPerm } from "../../platform/access/require.js";
import type { PlatformSettings } from "../../platform/access/settings.js";
import type { PasswordHasher } from "../../platform/auth/password.js";
import type { Principal, PrincipalLoader } from "../../platform/auth/principal.js";
import type { SessionService } from "../../platform/auth/sessions.js";
import { hashToken, safeEqualHex } from "../../platform/auth/token.js";
import type { Cache } from "../../platform/cache/index.js";
import { Memo } from "../../platform/cache/memo.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import { pinyinInitials } from "../../platform/search/pinyin.js";
import * as q from "./user.queries.js";
import { roles, userRoles, users } from "./user.tables.js";

/** What this module needs from the base-data and file modules. */
export interface UserDirectory {
  orgNames(ids: number[]): Promise<Map<number, string>>;
  classNames(ids: number[]): Promise<Map<number, string>>;
  orgExists(id: number): Promise<boolean>;
  classExists(id: number): Promise<boolean>;
  fileExists(id: number): Promise<boolean>;
}

const PUBLIC_FIELDS_ONLY = [
  "id",
  "account",
  "realName",
  "userType",
  "gender",
  "orgId",
  "title",
  "intro",
  "avatarFileId",
  "recommend",
  "recommendSort",
] as const;

/** Fields a user may change on their own profile. */
const SELF_EDITABLE = ["gender", "phone", "email", "title", "intro", "avatarFileId"] as const;

const RESET_CODE_SECONDS = 24 * 3600;

export function avatarUrl(fileId: number | null): string | null {
  return fileId ? `/api/c/file/${fileId}` : null;
}

export function generatePassword(): string {
  const sets = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnpqrstuvwxyz", "23456789", "!@#$%&*?"];
  const chars = sets.map((s) => s[randomInt(s.length)]);
  const all = sets.join("");
  while (chars.length < 12) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join("");
}

export class UserService implements PrincipalLoader {
  private readonly infoMemo = new Memo<UserInfo>(30_000);

  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly sessions: () => SessionService,
    private readonly settings: PlatformSettings,
    private readonly dir: UserDirectory,
    private readonly notifier: Notifier,
    private readonly cache: Cache,
  ) {}

  /* ---------- principal ---------- */

  async load(userId: number): Promise<Omit<Principal, "sessionId"> | null> {
    const u = await q.findUser(this.db, userId);
    if (!u || u.status !== USER_STATUS.ENABLED) return null;
    const roleIds = (await q.rolesOf(this.db, [u.id])).map((r) => r.id);
    return {
      userId: u.id,
      account: u.account,
      realName: u.realName,
      userType: u.userType,
      roleIds,
      permissions: await q.permissionCodesOf(this.db, roleIds),
    };
  }

  /** Profile shown on every page load; cleared here on writes, other instances within the TTL. */
  info(userId: number): Promise<UserInfo> {
    return this.infoMemo.get(String(userId), () => this.loadInfo(userId));
  }

  private async loadInfo(userId: number): Promise<UserInfo> {
    const u = await q.findUser(this.db, userId);
    if (!u) throw notFound("用户不存在");
    const roleRows = await q.rolesOf(this.db, [u.id]);
    const [orgs, cls] = await Promise.all([
      this.dir.orgNames(u.orgId ? [u.orgId] : []),
      this.dir.classNames(u.classId ? [u.classId] : []),
    ]);
    return {
      id: u.id,
      account: u.account,
      realName: u.realName,
      userType: u.userType,
      gender: u.gender,
      phone: u.phone,
      email: u.email,
      orgId: u.orgId,
      orgName: u.orgId ? (orgs.get(u.orgId) ?? null) : null,
      classId: u.classId,
      className: u.classId ? (cls.get(u.classId) ?? null) : null,
      avatarUrl: avatarUrl(u.avatarFileId),
      title: u.title,
      intro: u.intro,
      roles: roleRows.map((r) => ({ id: r.id, name: r.name })),
      isExpert: isEvaluationExpert(roleRows.map((r) => r.id)),
      isGuest: false,
    };
  }

  /** The management view of one user (admin edit page). */
  async detail(id: number, caller: Principal) {
    const u = await q.findUser(this.db, id);
    if (!u) throw notFound("用户不存在");
    await this.assertCanActOn(caller, u);
    return {
      ...(await this.info(id)),
      status: u.status,
      recommend: u.recommend,
      recommendSort: u.recommendSort,
      avatarFileId: u.avatarFileId,
      lastLoginAt: u.lastLoginAt,
      lastLoginIp: u.lastLoginIp,
      createdAt: u.createdAt,
    };
  }

  guestInfo(): UserInfo {
    return { ...GUEST_USER, roles: [] };
  }

  async roleType(user: Principal) {
    const roleRows = await q.rolesOf(this.db, [user.userId]);
    const ids = roleRows.map((r) => r.id);
    return {
      roles: roleRows.map((r) => ({ id: r.id, name: r.name })),
      isExpert: isEvaluationExpert(ids),
      isExpertManager: ids.includes(SUPERVISER_EXPERT_MANAGER_ROLE_ID),
      isAdmin: ids.includes(ADMIN_ROLE_ID),
      userType: user.userType,
    };
  }

  findByAccount(account: string) {
    return q.findUserByAccount(this.db, account);
  }

  async markLogin(userId: number, ip: string) {
    await this.db
      .update(users)
      .set({ lastLoginAt: new Date(), lastLoginIp: ip.slice(0, 64) })
      .where(eq(users.id, userId));
  }

  /* ---------- listing ---------- */

  /**
   * Guests see teachers only; people without the user-management permission never see
   * contact details or account status.
   */
  /**
   * Guests see teachers only. Contact details, status and roles are shown only on rows of the
   * user types the caller manages, and only such callers may search by phone number.
   */
  async list(filter: q.UserFilter, caller: Principal | null) {
    const manages = (userType: string) => !!caller && this.canManage(caller, userType);
    const anyManager = ["admin", "staff", "teacher", "student"].some(manages);
    const f = { ...filter, searchPhone: anyManager };
    if (!caller) f.userType = "teacher";
    if (!anyManager) f.status = USER_STATUS.ENABLED;
    const { list, count } = await q.listUsers(this.db, f);
    const managed = list.filter((u) => manages(u.userType));
    const [roleRows, orgs, cls] = await Promise.all([
      q.rolesOf(
        this.db,
        managed.map((u) => u.id),
      ),
      this.dir.orgNames(list.flatMap((u) => (u.orgId ? [u.orgId] : []))),
      this.dir.classNames(list.flatMap((u) => (u.classId ? [u.classId] : []))),
    ]);
    return {
      count,
      list: list.map((u) => {
        const base = Object.fromEntries(PUBLIC_FIELDS_ONLY.map((k) => [k, u[k]])) as Record<string, unknown>;
        base.orgName = u.orgId ? (orgs.get(u.orgId) ?? null) : null;
        base.avatarUrl = avatarUrl(u.avatarFileId);
        if (!manages(u.userType)) return base;
        return {
          ...base,
          phone: u.phone,
          email: u.email,
          classId: u.classId,
          className: u.classId ? (cls.get(u.classId) ?? null) : null,
          status: u.status,
          lastLoginAt: u.lastLoginAt,
          lastLoginIp: u.lastLoginIp,
          createdAt: u.createdAt,
          roles: roleRows.filter((r) => r.userId === u.id).map((r) => ({ id: r.id, name: r.name })),
        };
      }),
    };
  }

  /** The user types this caller may manage (for exports). */
  managedTypes(caller: Principal): string[] {
    return ["admin", "staff", "teacher", "student"].filter((t) => this.canManage(caller, t));
  }

  async kvTeachers() {
    const rows = await this.db
      .select({ id: users.id, name: users.realName, orgId: users.orgId })
      .from(users)
      .where(eq(users.userType, "teacher"))
      .orderBy(users.nameInitials);
    return rows;
  }

  async names(ids: number[]): Promise<Map<number, { account: string; realName: string }>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: users.id, account: users.account, realName: users.realName })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, { account: r.account, realName: r.realName }]));
  }

  /**
   * Public profile facts of many users in one query (course member lists, comment authors);
   * unknown ids are left out.
   */
  async profiles(
    ids: number[],
  ): Promise<
    Map<
      number,
      { id: number; realName: string; avatarUrl: string | null; orgName: string | null; title: string | null }
    >
  > {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({
        id: users.id,
        realName: users.realName,
        avatarFileId: users.avatarFileId,
        orgId: users.orgId,
        title: users.title,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    const orgs = await this.dir.orgNames([...new Set(rows.flatMap((u) => (u.orgId ? [u.orgId] : [])))]);
    return new Map(
      rows.map((u) => [
        u.id,
        {
          id: u.id,
          realName: u.realName,
          avatarUrl: avatarUrl(u.avatarFileId),
          orgName: u.orgId ? (orgs.get(u.orgId) ?? null) : null,
          title: u.title ?? null,
        },
      ]),
    );
  }

  kvRoles() {
    return this.db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.id);
  }

  async rolesOfUser(userId: number) {
    if (!(await q.findUser(this.db, userId))) throw notFound("用户不存在");
    return (await q.rolesOf(this.db, [userId])).map((r) => ({ id: r.id, name: r.name }));
  }

  /* ---------- writes ---------- */

  /** Which management permission covers users of this type. */
  static managePerms(userType: string): PermissionCode[] {
    if (userType === "teacher") return ["system.user", "system.teacherUser"];
    if (userType === "student") return ["system.user", "system.studentUser"];
    return ["system.user"];
  }

  private canManage(caller: Principal, userType: string) {
    return UserService.managePerms(userType).some((p) => hasPerm(caller, p));
  }

  /**
   * Acting on a user needs the screen for their type and every permission their roles grant,
   * so nobody can reset, edit or delete someone more privileged than themselves.
   */
  private async assertCanActOn(caller: Principal, target: { id: number; userType: string }) {
    if (!this.canManage(caller, target.userType)) throw forbidden();
    const roleIds = (await q.rolesOf(this.db, [target.id])).map((r) => r.id);
    const perms = await q.permissionCodesOf(this.db, roleIds);
    if (perms.some((p) => !caller.permissions.includes(p))) throw forbidden("无权管理权限高于自己的用户");
  }

  /** Granting roles: only roles whose permissions the caller holds, unless they manage permissions. */
  private async assertCanGrant(caller: Principal, roleIds: number[]) {
    if (hasPerm(caller, "system.permission")) return;
    const perms = await q.permissionCodesOf(this.db, roleIds);
    if (perms.some((p) => !caller.permissions.includes(p))) throw forbidden("无权授予超出自身权限的角色");
  }

  private async validateRefs(input: Partial<UserSaveInput>) {
    if (input.orgId && !(await this.dir.orgExists(input.orgId))) throw badRequest("参数 orgId：所属机构不存在");
    if (input.classId && !(await this.dir.classExists(input.classId))) throw badRequest("参数 classId：所属班级不存在");
    if (input.avatarFileId && !(await this.dir.fileExists(input.avatarFileId)))
      throw badRequest("参数 avatarFileId：头像图片不存在");
  }

  private async checkNewPassword(password: string) {
    const msg = checkPassword(password, await this.settings.strongPassword());
    if (msg) throw badRequest(`参数 password：${msg}`);
  }

  async save(input: UserSaveInput, caller: Principal): Promise<Record<string, unknown>> {
    if (!input.id) return this.create(input, caller);
    const target = await q.findUser(this.db, input.id);
    if (!target) throw notFound("用户不存在");
    const self = target.id === caller.userId;
    const manager =
      this.canManage(caller, target.userType) && (!input.userType || this.canManage(caller, input.userType));
    if (!self && !manager) throw forbidden();
    if (manager && !self) await this.assertCanActOn(caller, target);
    if (input.password) throw badRequest("参数 password：修改密码请使用修改密码或重置密码功能");

    const patch: Partial<typeof users.$inferInsert> = {};
    const fields = manager ? (Object.keys(input) as (keyof UserSaveInput)[]) : SELF_EDITABLE;
    if (!manager) {
      const forbiddenField = (Object.keys(input) as string[]).find(
        (k) =>
          k !== "id" &&
          !(SELF_EDITABLE as readonly string[]).includes(k) &&
          input[k as keyof UserSaveInput] !== undefined,
      );
      if (forbiddenField) throw forbidden(`无权修改字段 ${forbiddenField}`);
    }
    for (const k of fields) {
      if (k === "id" || k === "password" || k === "roleIds" || input[k] === undefined) continue;
      (patch as Record<string, unknown>)[k] = input[k] === "" ? null : input[k];
    }
    if (patch.realName) patch.nameInitials = pinyinInitials(patch.realName);
    if (self && patch.status !== undefined && patch.status !== USER_STATUS.ENABLED)
      throw badRequest("不能停用自己的账号");
    await this.validateRefs(input);
    if (input.account && input.account.toLowerCase() !== target.account.toLowerCase()) {
      const clash = await q.findUserByAccount(this.db, input.account);
      if (clash) throw conflict("账号已存在");
    }
    if (patch.status !== undefined && patch.status !== USER_STATUS.ENABLED) await this.assertAdminsRemain([target.id]);
    patch.updatedAt = new Date();
    // Checked before the transaction: the embedded database has a single connection.
    const roleIds = manager && input.roleIds && !self ? await this.checkedRoles(input.roleIds) : null;
    if (roleIds) await this.assertCanGrant(caller, roleIds);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set(patch).where(eq(users.id, target.id));
      if (roleIds) await q.setUserRoles(tx, target.id, roleIds);
    });
    this.infoMemo.delete(String(target.id));
    if (patch.status !== undefined && patch.status !== USER_STATUS.ENABLED)
      await this.sessions().revokeUsers([target.id]);
    else await this.sessions().refreshUsers([target.id]);
    return this.info(target.id) as unknown as Record<string, unknown>;
  }

  private async checkedRoles(roleIds: number[]) {
    const unique = [...new Set(roleIds)];
    const found = await q.existingRoleIds(this.db, unique);
    if (found.length !== unique.length) throw badRequest("参数 roleIds：包含不存在的角色");
    return unique;
  }

  private async create(input: UserSaveInput, caller: Principal) {
    if (!input.account) throw badRequest("参数 account：请输入账号");
    if (!input.realName) throw badRequest("参数 realName：请输入姓名");
    if (!input.userType) throw badRequest("参数 userType：请选择用户类型");
    if (!this.canManage(caller, input.userType)) throw forbidden();
    if (await q.findUserByAccount(this.db, input.account)) throw conflict("账号已存在");
    const password = input.password || generatePassword();
    if (input.password) await this.checkNewPassword(input.password);
    await this.validateRefs(input);
    const roleIds = input.roleIds?.length
      ? await this.checkedRoles(input.roleIds)
      : input.userType === "teacher"
        ? [TEACHER_ROLE_ID]
        : input.userType === "student"
          ? [STUDENT_ROLE_ID]
          : [];
    await this.assertCanGrant(caller, roleIds);
    const id = await this.insertUser(
      { ...input, account: input.account, realName: input.realName, userType: input.userType, password },
      roleIds,
    );
    await this.welcome([id]);
    return { ...(await this.info(id)), initialPassword: input.password ? undefined : password };
  }

  async insertUser(
    u: { account: string; realName: string; userType: string; password: string } & Partial<UserSaveInput>,
    roleIds: number[],
  ): Promise<number> {
    const [id] = await this.insertMany([{ ...u, roleIds }]);
    return id as number;
  }

  /**
   * Creates users in one transaction. Passwords are hashed first (a few at a time), so the
   * transaction — on the embedded database, the only connection — is held just for the inserts.
   */
  async insertMany(
    rows: ({
      account: string;
      realName: string;
      userType: string;
      password: string;
      roleIds: number[];
    } & Partial<UserSaveInput>)[],
  ): Promise<number[]> {
    const hashes: string[] = [];
    for (let i = 0; i < rows.length; i += 4) {
      hashes.push(...(await Promise.all(rows.slice(i, i + 4).map((r) => this.hasher.hash(r.password)))));
    }
    try {
      return await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values(
            rows.map((u, i) => ({
              account: u.account,
              passwordHash: hashes[i] as string,
              realName: u.realName,
              nameInitials: pinyinInitials(u.realName),
              userType: u.userType,
              gender: u.gender ?? 0,
              phone: u.phone || null,
              email: u.email || null,
              orgId: u.orgId ?? null,
              classId: u.classId ?? null,
              title: u.title ?? null,
              intro: u.intro ?? null,
              avatarFileId: u.avatarFileId ?? null,
              status: u.status ?? USER_STATUS.ENABLED,
            })),
          )
          .returning({ id: users.id });
        const links = inserted.flatMap((r, i) => (rows[i]?.roleIds ?? []).map((roleId) => ({ userId: r.id, roleId })));
        if (links.length) await tx.insert(userRoles).values(links);
        return inserted.map((r) => r.id);
      });
    } catch (err) {
      // Two requests racing for the same account: the unique index decides, the loser gets 409.
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === "23505" || e.cause?.code === "23505") throw conflict("账号已存在");
      throw err;
    }
  }

  /** Tells users created by an administrator (one by one or imported) how to start. */
  welcome(userIds: number[]) {
    return this.notifier.notify(
      userIds.map((userId) => ({
        userId,
        category: "account" as const,
        title: "账号已开通",
        content: "管理员为您开通了平台账号，请登录后尽快修改初始密码。",
      })),
    );
  }

  /** Refuses a change that would leave no enabled administrator. */
  private async assertAdminsRemain(removingUserIds: number[]) {
    if ((await q.countUsersWithRole(this.db, ADMIN_ROLE_ID, removingUserIds)) === 0) {
      throw conflict("至少需要保留一个可用的管理员账号");
    }
  }

  async remove(ids: number[], caller: Principal) {
    if (ids.includes(caller.userId)) throw badRequest("不能删除自己的账号");
    const targets = await this.db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(inArray(users.id, ids));
    if (!targets.length) throw notFound("用户不存在");
    for (const t of targets) await this.assertCanActOn(caller, t);
    await this.assertAdminsRemain(targets.map((t) => t.id));
    await this.sessions().revokeUsers(targets.map((t) => t.id));
    for (const t of targets) this.infoMemo.delete(String(t.id));
    await this.db.delete(users).where(
      inArray(
        users.id,
        targets.map((t) => t.id),
      ),
    );
  }

  async setRecommend(id: number, recommend: boolean, sort?: number) {
    const target = await q.findUser(this.db, id);
    if (!target) throw notFound("用户不存在");
    if (recommend && target.userType !== "teacher") throw badRequest("只能推荐教师为名师");
    await this.db
      .update(users)
      .set({ recommend, recommendSort: sort ?? 0, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  async saveRoles(userId: number, roleIds: number[], caller: Principal) {
    const target = await q.findUser(this.db, userId);
    if (!target) throw notFound("用户不存在");
    const ids = await this.checkedRoles(roleIds);
    if (userId !== caller.userId) await this.assertCanActOn(caller, target);
    await this.assertCanGrant(caller, ids);
    if (!ids.includes(ADMIN_ROLE_ID)) await this.assertAdminsRemain([userId]);
    if (userId === caller.userId && !ids.includes(ADMIN_ROLE_ID) && caller.roleIds.includes(ADMIN_ROLE_ID)) {
      throw badRequest("不能移除自己的管理员角色");
    }
    await this.db.transaction((tx) => q.setUserRoles(tx, userId, ids));
    this.infoMemo.delete(String(userId));
    const names = (await q.rolesOf(this.db, [userId])).map((r) => r.name).join("、") || "无";
    await this.notifier.notify([
      { userId, category: "role", title: "角色已变更", content: `您的角色已调整为：${names}。` },
    ]);
    await this.sessions().refreshUsers([userId]);
  }

  async resetPassword(id: number, password: string | undefined, caller: Principal) {
    const target = await q.findUser(this.db, id);
    if (!target) throw notFound("用户不存在");
    await this.assertCanActOn(caller, target);
    if (password) await this.checkNewPassword(password);
    const next = password || generatePassword();
    await this.db
      .update(users)
      .set({ passwordHash: await this.hasher.hash(next), updatedAt: new Date() })
      .where(eq(users.id, id));
    await this.sessions().revokeUsers([id]);
    await this.notifier.notify([
      {
        userId: id,
        category: "security",
        title: "密码已被管理员重置",
        content: "管理员重置了您的登录密码。如非本人申请，请尽快联系管理员。",
      },
    ]);
    return { account: target.account, password: next };
  }

  async changePassword(caller: Principal, oldPassword: string, newPassword: string) {
    const u = await q.findUser(this.db, caller.userId);
    if (!u) throw notFound("用户不存在");
    if (!(await this.hasher.verify(u.passwordHash, oldPassword))) throw badRequest("参数 oldPassword：原密码不正确");
    if (oldPassword === newPassword) throw badRequest("参数 newPassword：新密码不能与原密码相同");
    const msg = checkPassword(newPassword, await this.settings.strongPassword());
    if (msg) throw badRequest(`参数 newPassword：${msg}`);
    await this.db
      .update(users)
      .set({ passwordHash: await this.hasher.hash(newPassword), updatedAt: new Date() })
      .where(eq(users.id, u.id));
    await this.sessions().revokeUsers([u.id], caller.sessionId);
    await this.notifier.notify([
      {
        userId: u.id,
        category: "security",
        title: "密码已修改",
        content: "您的登录密码已修改，其他设备上的登录已退出。",
      },
    ]);
  }

  /** Self-service reset: the account and its registered phone must match. */
  /** A one-time code an administrator gives a user who forgot their password (24 h, single use). */
  async issueResetCode(id: number, caller: Principal) {
    const target = await q.findUser(this.db, id);
    if (!target) throw notFound("用户不存在");
    await this.assertCanActOn(caller, target);
    const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join("");
    await this.cache.set(`pwdcode:${target.id}`, hashToken(code), RESET_CODE_SECONDS);
    return { account: target.account, code, expiresAt: new Date(Date.now() + RESET_CODE_SECONDS * 1000) };
  }

  /** Self-service reset with an administrator's code; false when account or code do not match. */
  async resetWithCode(account: string, code: string, newPassword: string): Promise<boolean> {
    const msg = checkPassword(newPassword, await this.settings.strongPassword());
    if (msg) throw badRequest(`参数 newPassword：${msg}`);
    const u = await q.findUserByAccount(this.db, account);
    const stored = u ? await this.cache.get(`pwdcode:${u.id}`) : null;
    if (!u || !stored || !safeEqualHex(stored, hashToken(code)) || u.status !== USER_STATUS.ENABLED) {
      await this.hasher.burn(newPassword);
      return false;
    }
    if ((await this.cache.take(`pwdcode:${u.id}`)) === null) return false;
    await this.db
      .update(users)
      .set({ passwordHash: await this.hasher.hash(newPassword), updatedAt: new Date() })
      .where(eq(users.id, u.id));
    await this.sessions().revokeUsers([u.id]);
    await this.notifier.notify([
      {
        userId: u.id,
        category: "security",
        title: "密码已通过重置码重置",
        content: "您的登录密码已通过管理员发放的重置码重置。如非本人操作，请立即联系管理员。",
      },
    ]);
    return true;
  }

  async register(input: z.infer<typeof registerSchema>) {
    await this.checkNewPassword(input.password);
    if (input.orgId && !(await this.dir.orgExists(input.orgId))) throw badRequest("参数 orgId：所属机构不存在");
    if (await q.findUserByAccount(this.db, input.account)) throw conflict("账号已存在，请更换账号");
    const status = (await this.settings.registerNeedsAudit()) ? USER_STATUS.PENDING : USER_STATUS.ENABLED;
    const roleIds = input.userType === "teacher" ? [TEACHER_ROLE_ID] : [STUDENT_ROLE_ID];
    const id = await this.insertUser({ ...input, status }, roleIds);
    return { id, status };
  }

  async audit(ids: number[], pass: boolean) {
    const rows = await this.db
      .update(users)
      .set({ status: pass ? USER_STATUS.ENABLED : USER_STATUS.DISABLED, updatedAt: new Date() })
      .where(and(inArray(users.id, ids), eq(users.status, USER_STATUS.PENDING)))
      .returning({ id: users.id });
    if (!rows.length) throw notFound("待审核用户不存在");
    for (const r of rows) this.infoMemo.delete(String(r.id));
    await this.notifier.notify(
      rows.map((r) => ({
        userId: r.id,
        category: "account" as const,
        title: pass ? "注册审核已通过" : "注册审核未通过",
        content: pass ? "您的注册申请已通过审核，欢迎使用平台。" : "您的注册申请未通过审核，如有疑问请联系管理员。",
      })),
    );
  }

  online(page: { pageNo: number; pageSize: number; keyword?: string }) {
    return q.onlineSessions(this.db, this.sessions().idleCutoff(), page);
  }

  async kick(userId: number, caller: Principal) {
    if (userId === caller.userId) throw badRequest("不能强制下线自己");
    if (!(await q.findUser(this.db, userId))) throw notFound("用户不存在");
    return { ended: await this.sessions().revokeUsers([userId]) };
  }

  usersInOrgs(ids: number[]) {
    return q.countUsersIn(this.db, "orgId", ids);
  }
  usersInClasses(ids: number[]) {
    return q.countUsersIn(this.db, "classId", ids);
  }
  usersWithRole(roleId: number) {
    return q.usersWithRole(this.db, roleId);
  }
}
