import {
  ADMIN_ROLE_ID,
  GUEST_USER,
  isEvaluationExpert,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  USER_STATUS,
  USER_TYPES,
  type UserInfo,
  type UserListRow,
} from "@otp/contract";
import type { Principal, PrincipalLoader } from "../../platform/auth/principal.js";
import type { Cache } from "../../platform/cache/index.js";
import { Memo } from "../../platform/cache/memo.js";
import { VersionedMemo } from "../../platform/cache/versioned.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { canManageType, canSeeRolesOf, listableTypes, managedTypes } from "./user.access.js";
import * as lookup from "./user.lookup.queries.js";
import type { OrgClassNames, ProfileMemo } from "./user.ports.js";
import { idsOf, type PublicProfile, toInfo, toListRow, toPublicProfile } from "./user.present.js";
import * as q from "./user.queries.js";
import { roleChoices } from "./user.role.queries.js";

/** How long a profile is served from memory; writers here clear it at once. */
const INFO_TTL_MS = 30_000;

type PageOfUsers = Awaited<ReturnType<typeof q.pageOfUsers>>;
type UserListView = { count: number; list: UserListRow[] };

/**
 * Looking users up: the session principal, the profile of every page load, the user list, and
 * the names and profiles other modules show. Reads only, except the profile memo it keeps.
 */
export class UserDirectory implements PrincipalLoader, ProfileMemo {
  private readonly infoMemo = new Memo<UserInfo>(INFO_TTL_MS);
  /**
   * Pages of users by filter (the caller's scope is in the filter), valid until any user or role
   * write in any instance bumps the version (`forget`). Names and the caller's view of each row
   * are applied per call.
   */
  private readonly pages: VersionedMemo<PageOfUsers>;
  /**
   * The user list as answered, by filter (which holds the caller's managed types, all the view
   * depends on besides names), in JSON form (dates as ISO text): a repeated list costs no
   * statement, no shaping and no date formatting.
   */
  private readonly views: VersionedMemo<UserListView>;
  /** Names of users by id (course cards, comment authors), under the same version as the pages. */
  private readonly nameLists: VersionedMemo<{ id: number; account: string; realName: string }[]>;

  constructor(
    private readonly db: Db,
    private readonly orgsAndClasses: OrgClassNames,
    versions: Pick<Cache, "get" | "set" | "setIfAbsent">,
  ) {
    this.pages = new VersionedMemo(versions, "users");
    this.views = new VersionedMemo(versions, "users");
    this.nameLists = new VersionedMemo(versions, "users");
  }

  /** The principal of a session: an enabled user with their role ids and permission codes. */
  async load(userId: number): Promise<Omit<Principal, "sessionId"> | null> {
    const u = await q.principalRow(this.db, userId);
    if (!u || u.status !== USER_STATUS.ENABLED) return null;
    return {
      userId: u.id,
      account: u.account,
      realName: u.realName,
      userType: u.userType,
      roleIds: u.roleIds,
      permissions: u.permissions,
    };
  }

  /**
   * The user as the platform acts for them without a session (a finished live's recording is
   * published as its owner's); throws when the user is gone or disabled.
   */
  async actingFor(userId: number): Promise<Principal> {
    const user = await this.load(userId);
    if (!user) throw new Error(`user ${userId} is gone or disabled`);
    return { ...user, sessionId: 0 };
  }

  /** Profile shown on every page load; cleared here on writes, other instances within the TTL. */
  info(userId: number): Promise<UserInfo> {
    return this.infoMemo.get(String(userId), () => this.loadInfo(userId));
  }

  /**
   * After a write to users or roles has committed: drops these profiles here and every kept page
   * of users in every instance (role names and last logins show on every page).
   */
  async forget(userIds: number[]): Promise<void> {
    for (const id of userIds) this.infoMemo.delete(String(id));
    this.views.clear();
    this.nameLists.clear();
    await this.pages.bump();
  }

  /** One page of users, kept by the exact filter and page until a user or role write. */
  private pageOfUsers(page: Page, f: q.UserFilter, withRoles: boolean): Promise<PageOfUsers> {
    const key = JSON.stringify([page.pageNo, page.pageSize, withRoles, f]);
    return this.pages.get(key, () => q.pageOfUsers(this.db, page, f, withRoles));
  }

  private async loadInfo(userId: number): Promise<UserInfo> {
    const u = await q.profileRow(this.db, userId);
    if (!u) throw notFound("用户不存在");
    const [orgs, classes] = await this.namesFor([u]);
    return toInfo(u, orgs, classes);
  }

  private namesFor(rows: { orgId: number | null; classId: number | null }[]) {
    return Promise.all([
      this.orgsAndClasses.orgNames(idsOf(rows, "orgId")),
      this.orgsAndClasses.classNames(idsOf(rows, "classId")),
    ]);
  }

  guestInfo(): UserInfo {
    return { ...GUEST_USER, roles: [] };
  }

  async roleType(user: Principal) {
    const roles = await q.rolesOfUser(this.db, user.userId);
    const ids = roles.map((r) => r.id);
    return {
      roles,
      isExpert: isEvaluationExpert(ids),
      isExpertManager: ids.includes(SUPERVISER_EXPERT_MANAGER_ROLE_ID),
      isAdmin: ids.includes(ADMIN_ROLE_ID),
      userType: user.userType,
    };
  }

  findByAccount(account: string) {
    return q.findUserByAccount(this.db, account);
  }

  /**
   * One page of users, in one statement, of the types the caller may list. Contact details,
   * status and roles are shown only on rows of the user types the caller manages; only there
   * does the keyword match phone numbers, and only there are disabled and pending accounts
   * listed. Filtering by role is for managers.
   */
  async list(input: Page & q.UserFilter, caller: Principal | null) {
    const { pageNo, pageSize, ...filter } = input;
    const managed = managedTypes(caller);
    const listable: string[] = listableTypes(caller);
    if (filter.userType && !listable.includes(filter.userType)) throw forbidden("无权查看该类用户");
    if (filter.roleId && !managed.length) throw forbidden("无权按角色筛选用户");
    // Conditions that cover every type (the administrator) are left out of the statement.
    const everyType = (types: readonly string[]) => types.length === USER_TYPES.length;
    const f: q.UserFilter = {
      ...filter,
      userTypes: filter.userType ? [filter.userType] : everyType(listable) ? undefined : listable,
      phoneTypes: managed,
      enabledOutside: everyType(managed) ? undefined : managed,
    };
    return this.views.get(JSON.stringify([pageNo, pageSize, f]), async () => {
      const { rows, count } = await q.pageOfUsers(this.db, { pageNo, pageSize }, f, managed.length > 0);
      const [orgs, classes] = await this.namesFor(rows);
      const list = rows.map((u) => toListRow(u, canManageType(caller, u.userType), orgs, classes));
      return { count, list: JSON.parse(JSON.stringify(list)) as UserListRow[] };
    });
  }

  /** Registrations waiting for audit, with contact details (the auditor judges by them). */
  async pendingList(page: Page) {
    const { rows, count } = await this.pageOfUsers(page, { status: USER_STATUS.PENDING }, true);
    const [orgs, classes] = await this.namesFor(rows);
    return { count, list: rows.map((u) => toListRow(u, true, orgs, classes)) };
  }

  /** For the audit centre: how many registrations wait for audit. */
  async pendingCount(): Promise<number> {
    const { count } = await this.pageOfUsers({ pageNo: 1, pageSize: 1 }, { status: USER_STATUS.PENDING }, true);
    return count;
  }

  kvTeachers() {
    return q.teacherChoices(this.db);
  }

  kvRoles() {
    return roleChoices(this.db);
  }

  async names(ids: number[]): Promise<Map<number, { account: string; realName: string }>> {
    if (!ids.length) return new Map();
    const unique = [...new Set(ids)].sort((x, y) => x - y);
    const rows = await this.nameLists.get(unique.join(","), () => q.nameRows(this.db, unique));
    return new Map(rows.map((r) => [r.id, { account: r.account, realName: r.realName }]));
  }

  /**
   * Public profile facts of many users in one query (course member lists, comment authors);
   * unknown ids are left out.
   */
  async profiles(ids: number[]): Promise<Map<number, PublicProfile>> {
    if (!ids.length) return new Map();
    const rows = await q.publicProfileRows(this.db, [...new Set(ids)]);
    const orgs = await this.orgsAndClasses.orgNames(idsOf(rows, "orgId"));
    return new Map(rows.map((u) => [u.id, toPublicProfile(u, orgs)]));
  }

  /** A user's roles: the caller's own, or any user's for a manager of that user's type. */
  async rolesOf(userId: number, caller: Principal) {
    // Someone who manages nobody learns nothing about other accounts, not even whether they exist.
    if (userId !== caller.userId && !managedTypes(caller).length) throw forbidden("只能查看自己的角色");
    const target = await q.findUser(this.db, userId);
    if (!target) throw notFound("用户不存在");
    if (!canSeeRolesOf(caller, target)) throw forbidden("无权查看该用户的角色");
    return q.rolesOfUser(this.db, userId);
  }

  usersInOrgs(ids: number[]) {
    return ids.length ? q.countUsersIn(this.db, "orgId", ids) : Promise.resolve(0);
  }

  /** Enabled teachers in these organizations, or among these users (teaching research invites them). */
  enabledTeachers(by: { orgIds?: number[]; ids?: number[] }): Promise<number[]> {
    if ((by.orgIds && !by.orgIds.length) || (by.ids && !by.ids.length)) return Promise.resolve([]);
    return lookup.enabledTeachers(this.db, by);
  }

  usersInClasses(ids: number[]) {
    return ids.length ? q.countUsersIn(this.db, "classId", ids) : Promise.resolve(0);
  }

  /** How many enabled students these classes have (a lesson of them expects as many). */
  enabledStudentsIn(classIds: number[]): Promise<number> {
    return classIds.length ? lookup.enabledStudentCount(this.db, classIds) : Promise.resolve(0);
  }

  /** The enabled users whose roles grant this back-office screen (notices go to them). */
  screenHolders(code: string): Promise<number[]> {
    return code ? lookup.enabledScreenHolders(this.db, code) : Promise.resolve([]);
  }

  /** The students of these classes (supervision activities count them), in one query. */
  async studentsOfClasses(
    classIds: number[],
  ): Promise<{ id: number; account: string; realName: string; classId: number }[]> {
    if (!classIds.length) return [];
    const rows = await lookup.studentsOfClasses(this.db, classIds);
    return rows.flatMap((r) => (r.classId === null ? [] : [{ ...r, classId: r.classId }]));
  }
}
