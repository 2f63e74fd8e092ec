import { ADMIN_ROLE_ID, PUBLISH_STATUS } from "@otp/contract";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";
import { resources } from "./resource.tables.js";

/** The columns every access rule looks at. */
export interface AccessFacts {
  ownerId: number;
  ownerType: string;
  kind: number;
  status: number;
  visibility: string;
}

export function isAdmin(user: Principal | null): boolean {
  return !!user?.roleIds.includes(ADMIN_ROLE_ID);
}

export function kindPerm(kind: number): PermissionCode {
  return `business.resource${kind}` as PermissionCode;
}

/** Kinds whose admin business screen the caller holds (business.resource holds them all). */
export function managedKinds(user: Principal): number[] {
  if (hasPerm(user, "business.resource")) return [1, 2, 3, 4, 5, 6, 7];
  return [1, 2, 3, 4, 5, 6, 7].filter((k) => hasPerm(user, kindPerm(k)));
}

/**
 * Administrators, auditors and holders of a business screen covering the resource see it in any
 * state (an auditor has to preview what they approve).
 */
export function canManage(user: Principal | null, r: AccessFacts): boolean {
  if (!user) return false;
  if (isAdmin(user) || hasPerm(user, "audit.resource")) return true;
  if (managedKinds(user).includes(r.kind)) return true;
  return r.ownerType === "student" && hasPerm(user, "business.resourceStudent");
}

/** Editing, submitting and deleting: the owner or an administrator. */
export function canEdit(user: Principal | null, r: AccessFacts): boolean {
  return !!user && (r.ownerId === user.userId || isAdmin(user));
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

/** The SQL form of the published half of canView, for public lists and search. */
export function publishedFor(viewer: Principal | null): SQL {
  const published = eq(resources.status, PUBLISH_STATUS.PUBLISHED);
  return viewer ? published : (and(published, eq(resources.visibility, "public")) as SQL);
}

/**
 * What the admin business list may show to this caller, or null when nothing. Kinds come from
 * business.resource / business.resourceN, student-owned resources from business.resourceStudent.
 */
export function businessScope(user: Principal): SQL | null | "all" {
  if (hasPerm(user, "business.resource")) return "all";
  const parts: SQL[] = [];
  const kinds = managedKinds(user);
  if (kinds.length) parts.push(inArray(resources.kind, kinds));
  if (hasPerm(user, "business.resourceStudent")) parts.push(eq(resources.ownerType, "student"));
  if (!parts.length) return null;
  return parts.length === 1 ? (parts[0] as SQL) : (or(...parts) as SQL);
}

/** The row-level form of businessScope. */
export function inBusinessScope(user: Principal, r: AccessFacts): boolean {
  if (hasPerm(user, "business.resource")) return true;
  if (managedKinds(user).includes(r.kind)) return true;
  return r.ownerType === "student" && hasPerm(user, "business.resourceStudent");
}
