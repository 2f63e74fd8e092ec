import { ADMIN_SCREENS, type MenuItem } from "@otp/contract";
import { normalizePath } from "../../app/menus";

export interface ProRoute {
  path: string;
  name: string;
  hideInMenu?: boolean;
  routes?: ProRoute[];
}

/** Back-office screens of the registry that are menu items, by path. */
const MENU_SCREENS = new Map(ADMIN_SCREENS.flatMap((s) => ("hidden" in s ? [] : [[s.path as string, s.code]])));

/**
 * Screens reached from another screen rather than from the menu (the registry's hidden screens,
 * by their parent's code), placed next to it as hidden routes so the layout recognises the page
 * and the menu stays as on the parent screen.
 */
const HIDDEN_BY_PARENT = ADMIN_SCREENS.reduce((m, s) => {
  if ("hidden" in s) m.set(s.parent, [...(m.get(s.parent) ?? []), { path: s.path, name: s.title, hideInMenu: true }]);
  return m;
}, new Map<string, ProRoute[]>());

/**
 * The MG module group as ProLayout routes: menu names as the administrator named them, only
 * items that are registry screens; a section without any of them is dropped.
 */
export function adminMenuRoutes(items: readonly MenuItem[]): ProRoute[] {
  return items.flatMap((m): ProRoute[] => {
    const path = normalizePath(m.url) || `/admin/_group_${m.id}`;
    if (m.subList?.length) {
      const routes = adminMenuRoutes(m.subList);
      return routes.length ? [{ path, name: m.name, routes }] : [];
    }
    const code = MENU_SCREENS.get(path);
    if (!code) return [];
    return [{ path, name: m.name }, ...(HIDDEN_BY_PARENT.get(code) ?? [])];
  });
}
