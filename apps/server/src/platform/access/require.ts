import type { Principal } from "../auth/principal.js";
import { forbidden } from "../http/errors.js";
import type { PermissionCode } from "./permissions.js";

export function hasPerm(user: Principal | null, code: PermissionCode): boolean {
  return !!user?.permissions.includes(code);
}

/** For calls whose permission depends on the input (checked in the handler, not the route). */
export function requirePerm(user: Principal, code: PermissionCode): void {
  if (!hasPerm(user, code)) throw forbidden();
}
