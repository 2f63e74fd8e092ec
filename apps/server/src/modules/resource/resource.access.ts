import { PUBLISH_STATUS, RESOURCE_KINDS } from "@otp/contract";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { hasPerm } from "../../platform/access/require.js";
import { isAdministrator, managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import { forbidden, notFound } from "../../platform/http/errors.js";

/** Who may see, change and manage resources and their notes: pure rules, used by every service of the module. */

/** The columns every access rule looks at. */
export interface AccessFacts {
  ownerId: number;
  ownerType: string;
  kind: number;
  status: number;
  visibility: string;
}

export function kindPerm(kind: number): PermissionCode {
  return `business.resource${kind}` as PermissionCode;
}

/** Kinds whose admin business screen the caller holds (business.resource holds them all). */
export function managedKinds(user: Principal): number[] {
  const all = RESOURCE_KINDS.map((k) => k.id as number);
  return hasPerm(user, "business.resource") ? all : all.filter((k) => hasPerm(user, kindPerm(k)));
}

/**
 * What the admin business screens show this caller: everything, or the kinds of the
 * business.resourceN screens they hold plus (business.resourceStudent) the resources of
 * student users; null when they hold none of them.
 */
export type BusinessScope = "all" | { kinds: number[]; students: boolean } | null;

export function businessScope(user: Principal): BusinessScope {
  if (hasPerm(user, "business.resource")) return "all";
  const kinds = managedKinds(user);
  const students = hasPerm(user, "business.resourceStudent");
  return kinds.length || students ? { kinds, students } : null;
}

/** The row-level form of businessScope. */
export function inBusinessScope(scope: BusinessScope, r: AccessFacts): boolean {
  if (scope === "all") return true;
  if (!scope) return false;
  return scope.kinds.includes(r.kind) || (scope.students && r.ownerType === "student");
}

/**
 * Why a business list filter asks for more than the caller's scope, or null when it does not:
 * a kind outside their kinds (unless they look at student resources), or teachers' resources
 * with student resources only.
 */
export function businessFilterRefusal(
  scope: Exclude<BusinessScope, null>,
  filter: { kind?: number | null; ownerType?: string | null },
): string | null {
  if (scope === "all") return null;
  const kindOk = !filter.kind || scope.kinds.includes(filter.kind);
  const viaStudents = scope.students && filter.ownerType !== "teacher";
  if (!kindOk && !viaStudents) return "没有管理该类别资源的权限";
  if (filter.ownerType === "teacher" && !scope.kinds.length) return "只能管理学生上传的资源";
  return null;
}

/**
 * Administrators, auditors and holders of a business screen covering the resource see it in any
 * state (an auditor has to preview what they approve).
 */
export function canManage(user: Principal | null, r: AccessFacts): boolean {
  if (!user) return false;
  return managesWith(user, "audit.resource") || inBusinessScope(businessScope(user), r);
}

/** Editing, submitting and deleting: the owner or an administrator. */
export function canEdit(user: Principal | null, r: { ownerId: number }): boolean {
  return !!user && (r.ownerId === user.userId || isAdministrator(user));
}

/**
 * Published resources: "public" ones for everybody (guests included), "school" and "classes"
 * ones for any logged-in user (resources carry no class list; classes read as school).
 * Drafts, pending and rejected ones: the owner and managers only.
 */
export function canView(user: Principal | null, r: AccessFacts): boolean {
  if (r.status === PUBLISH_STATUS.PUBLISHED && (r.visibility === "public" || user)) return true;
  return !!user && (r.ownerId === user.userId || canManage(user, r));
}

/** The resource when the viewer may see it: 404 when there is none, 403 with `refusal` when it is hidden from them. */
export function viewableOrThrow<R extends AccessFacts>(
  viewer: Principal | null,
  row: R | undefined,
  refusal = "没有查看该资源的权限",
): R {
  if (!row) throw notFound("资源不存在");
  if (!canView(viewer, row)) throw forbidden(refusal);
  return row;
}

/** The resource when the user may edit it: 404 when there is none, 403 with `refusal` otherwise. */
export function editableOrThrow<R extends AccessFacts>(user: Principal, row: R | undefined, refusal: string): R {
  if (!row) throw notFound("资源不存在");
  if (!canEdit(user, row)) throw forbidden(refusal);
  return row;
}

/** Attaching to a course section: one's own resources in any state, published ones, or anything for an administrator. */
export function canAttach(user: Principal, r: { ownerId: number; status: number }): boolean {
  return r.ownerId === user.userId || isAdministrator(user) || r.status === PUBLISH_STATUS.PUBLISHED;
}

/** A knowledge-point note is changed by its author or an administrator. */
export function canEditNote(user: Principal | null, note: { userId: number }): boolean {
  return !!user && (note.userId === user.userId || isAdministrator(user));
}

/** A note is deleted by its author, the resource's owner or an administrator. */
export function canDeleteNote(user: Principal | null, note: { userId: number }, r?: { ownerId: number }): boolean {
  return canEditNote(user, note) || (!!user && r?.ownerId === user.userId);
}
