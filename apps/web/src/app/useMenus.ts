import type { ModuleGroup } from "@otp/contract";
import { usePublicMenus } from "../api/auth";
import { useSession } from "./session";

/**
 * The caller's module groups: those the guard loaded with the token, otherwise (guests and
 * white-listed pages) the public menus the permission call gives.
 */
export function useMenus(): ModuleGroup[] {
  const loaded = useSession((s) => s.permissionsLoaded);
  const menus = useSession((s) => s.menus);
  const userId = useSession((s) => s.user?.id ?? -1);
  const fallback = usePublicMenus(userId, !loaded);
  return loaded ? menus : (fallback.data ?? []);
}
