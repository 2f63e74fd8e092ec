import { ELEMENT_ALSO_MANAGED_BY, ELEMENT_PERMISSION, ELEMENT_SCREENS, type ElementType } from "@otp/contract";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Who may manage which base data: pure rules. */

/** Which screen manages each dictionary type, and every dictionary screen: declared in the contract. */
export { ELEMENT_PERMISSION, ELEMENT_SCREENS };

/** Whether the caller holds the screen of every one of these dictionary types. */
export function canManageElements(user: Principal, types: readonly string[]): boolean {
  return types.every((t) => {
    const code = ELEMENT_PERMISSION[t as ElementType];
    if (!code) return false;
    return [code, ...(ELEMENT_ALSO_MANAGED_BY[t as ElementType] ?? [])].some((c) => hasPerm(user, c));
  });
}
