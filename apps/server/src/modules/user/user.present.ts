import {
  endpoints,
  isEvaluationExpert,
  type ManagedUserRow,
  type UserInfo,
  type UserListRow,
  urlOf,
} from "@otp/contract";
import type { Sent } from "../../platform/http/route.js";
import type { UserRow } from "./user.queries.js";

/** Output shaping of the user module: rows and looked-up names → what the API answers. Never writes. */

type Profile = Omit<UserRow, "passwordHash">;
type RoleRef = { id: number; name: string };

export function avatarUrl(fileId: number | null): string | null {
  return fileId ? urlOf(endpoints.file.picture, { id: fileId }) : null;
}

const nameIn = (names: Map<number, string>, id: number | null) => (id ? (names.get(id) ?? null) : null);

/** The ids a page of rows points at, for one name lookup per kind. */
export const idsOf = <K extends string>(rows: Partial<Record<K, number | null>>[], key: K): number[] => [
  ...new Set(rows.flatMap((r) => (r[key] ? [r[key] as number] : []))),
];

/** The profile shown on every page load (UserInfo). */
export function toInfo(
  u: Profile & { roles: RoleRef[] },
  orgs: Map<number, string>,
  classes: Map<number, string>,
): UserInfo {
  return {
    id: u.id,
    account: u.account,
    realName: u.realName,
    userType: u.userType,
    gender: u.gender,
    phone: u.phone,
    email: u.email,
    orgId: u.orgId,
    orgName: nameIn(orgs, u.orgId),
    classId: u.classId,
    className: nameIn(classes, u.classId),
    avatarUrl: avatarUrl(u.avatarFileId),
    title: u.title,
    intro: u.intro,
    roles: u.roles,
    isExpert: isEvaluationExpert(u.roles.map((r) => r.id)),
    isGuest: false,
  };
}

/**
 * A row of the user list. Everyone sees the public fields; contact details, status and roles
 * are added only on rows of the user types the caller manages.
 */
export function toListRow(
  u: Profile & { roles: RoleRef[] | null },
  managed: true,
  orgs: Map<number, string>,
  classes: Map<number, string>,
): Sent<ManagedUserRow>;
export function toListRow(
  u: Profile & { roles: RoleRef[] | null },
  managed: boolean,
  orgs: Map<number, string>,
  classes: Map<number, string>,
): Sent<UserListRow>;
export function toListRow(
  u: Profile & { roles: RoleRef[] | null },
  managed: boolean,
  orgs: Map<number, string>,
  classes: Map<number, string>,
): Sent<UserListRow> {
  const shown = {
    id: u.id,
    account: u.account,
    realName: u.realName,
    userType: u.userType,
    gender: u.gender,
    orgId: u.orgId,
    title: u.title,
    intro: u.intro,
    avatarFileId: u.avatarFileId,
    recommend: u.recommend,
    recommendSort: u.recommendSort,
    orgName: nameIn(orgs, u.orgId),
    avatarUrl: avatarUrl(u.avatarFileId),
  };
  if (!managed) return shown;
  return {
    ...shown,
    phone: u.phone,
    email: u.email,
    classId: u.classId,
    className: nameIn(classes, u.classId),
    status: u.status,
    lastLoginAt: u.lastLoginAt,
    lastLoginIp: u.lastLoginIp,
    createdAt: u.createdAt,
    roles: u.roles ?? [],
  };
}

/** The management view of one user (admin edit page): the profile and the account's state. */
export function toDetail(u: Profile, info: UserInfo) {
  return {
    ...info,
    status: u.status,
    recommend: u.recommend,
    recommendSort: u.recommendSort,
    avatarFileId: u.avatarFileId,
    lastLoginAt: u.lastLoginAt,
    lastLoginIp: u.lastLoginIp,
    createdAt: u.createdAt,
  };
}

export interface PublicProfile {
  id: number;
  realName: string;
  avatarUrl: string | null;
  orgName: string | null;
  title: string | null;
}

export function toPublicProfile(
  u: { id: number; realName: string; avatarFileId: number | null; orgId: number | null; title: string | null },
  orgs: Map<number, string>,
): PublicProfile {
  return {
    id: u.id,
    realName: u.realName,
    avatarUrl: avatarUrl(u.avatarFileId),
    orgName: nameIn(orgs, u.orgId),
    title: u.title ?? null,
  };
}
