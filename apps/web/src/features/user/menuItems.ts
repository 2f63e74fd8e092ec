import { ALWAYS_OPEN_USER_PAGES, type MenuItem, USER_CENTRE_SCREENS } from "@otp/contract";
import { normalizePath } from "../../app/menus";

export interface CentreMenuItem {
  key: string;
  name: string;
  children?: CentreMenuItem[];
}

/** Key of a submenu (distinct from its own page's key, which becomes its first child). */
export const groupKey = (url: string) => `group:${url}`;

/**
 * The userCenter menu as side-menu items, keeping only pages this build has. An item with
 * children (我的资源 with its seven kinds) becomes a submenu whose first entry is the item's own
 * page ("全部…"), so the parent page stays reachable.
 */
export function centreMenu(items: readonly MenuItem[], known: ReadonlySet<string>): CentreMenuItem[] {
  return items.flatMap((m): CentreMenuItem[] => {
    const url = normalizePath(m.url);
    const children = m.subList?.length ? centreMenu(m.subList, known) : [];
    if (children.length) {
      const self = known.has(url) ? [{ key: url, name: `全部${m.name.replace(/^我的/, "")}` }] : [];
      return [{ key: groupKey(url), name: m.name, children: [...self, ...children] }];
    }
    return known.has(url) ? [{ key: url, name: m.name }] : [];
  });
}

/** Submenus to open for a path: the group holding the current page. */
export function openGroupsFor(items: readonly CentreMenuItem[], pathname: string): string[] {
  return items.filter((g) => g.children?.some((c) => c.key === pathname)).map((g) => g.key);
}

/** Pages the side menu may show: the registry's personal-centre screens. */
const KNOWN: ReadonlySet<string> = new Set(USER_CENTRE_SCREENS.map((s) => s.path));
/** Pages every user has (personal information): listed even when their menu lacks them. */
const ALWAYS_SHOWN = USER_CENTRE_SCREENS.filter((s) => ALWAYS_OPEN_USER_PAGES.includes(s.path));

/** The personal centre's side menu from the caller's userCenter items. */
export function userCentreMenu(items: readonly MenuItem[]): CentreMenuItem[] {
  const fromMenu = centreMenu(items, KNOWN);
  const missing = ALWAYS_SHOWN.filter((s) => !fromMenu.some((m) => m.key === s.path));
  return [...fromMenu, ...missing.map((s) => ({ key: s.path, name: s.title }))];
}
