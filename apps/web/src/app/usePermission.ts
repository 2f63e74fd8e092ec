import { useMemo } from "react";
import { permissionKeys } from "./menus";
import { useMenus } from "./useMenus";

/**
 * Has-permission check (SPEC §6): true when the user holds a menu item with this code or URL
 * (or the module group code, e.g. "MG"). Several keys: any of them suffices.
 */
export function usePermission(): (key: string | readonly string[]) => boolean {
  const menus = useMenus();
  const keys = useMemo(() => permissionKeys(menus), [menus]);
  return (key) => (typeof key === "string" ? keys.has(key) : key.some((k) => keys.has(k)));
}
