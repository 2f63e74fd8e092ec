import { ADMIN_ROLE_ID } from "@otp/contract";
import type { Principal } from "../auth/principal.js";
import type { PermissionCode } from "./permissions.js";
import { hasPerm } from "./require.js";

/**
 * The system administrator (the built-in role 1): sees and edits everything. Every domain's
 * access rules ask this one function; holders of a domain's management screen are a separate,
 * narrower rule (`managesWith`).
 */
export function isAdministrator(user: Principal | null | undefined): boolean {
  return !!user?.roleIds.includes(ADMIN_ROLE_ID);
}

/** An administrator, or a holder of any of these back-office screens. */
export function managesWith(user: Principal | null | undefined, ...codes: PermissionCode[]): boolean {
  if (!user) return false;
  return isAdministrator(user) || codes.some((c) => hasPerm(user, c));
}
