import { ADMIN_SECTIONS, type ModuleGroupCode, SCREENS, type ScreenDef } from "@otp/contract";

export interface MenuDef {
  code: string;
  name: string;
  url: string;
  css?: string;
  /** false: open to guests (when guest mode is on). */
  loginVisit?: boolean;
  children?: MenuDef[];
}

const menuOf = (s: ScreenDef, all: readonly ScreenDef[]): MenuDef => {
  const children = all.filter((c) => c.parent === s.code && !c.hidden).map((c) => menuOf(c, all));
  return {
    code: s.code,
    name: s.title,
    url: s.path,
    ...(s.css ? { css: s.css } : {}),
    ...(s.guest ? { loginVisit: false } : {}),
    ...(children.length ? { children } : {}),
  };
};

const topLevel = (group: ScreenDef["group"]) =>
  SCREENS.filter((s) => s.group === group && !s.parent && !s.hidden).map((s) => menuOf(s, SCREENS));

/**
 * The menus the platform ships, made from the screen registry. Synced into the menus table at
 * every start (by code), so a release that adds a screen adds its menu item; what
 * administrators edit (names, grants) is kept.
 */
export const MENU_CATALOGUE: Record<ModuleGroupCode, MenuDef[]> = {
  nav: topLevel("nav"),
  userCenter: topLevel("userCenter"),
  socluster: [],
  MG: ADMIN_SECTIONS.map((section) => ({
    code: section.code,
    name: section.name,
    url: `/admin/${section.code}`,
    children: SCREENS.filter((s) => s.section === section.code && !s.hidden).map((s) => menuOf(s, SCREENS)),
  })),
};

/** The registry entry behind a menu code (for default grants); sections have none. */
export const SCREEN_BY_CODE: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.code, s]));

export const MODULE_GROUP_NAMES: Record<ModuleGroupCode, string> = {
  nav: "导航",
  userCenter: "个人中心",
  socluster: "中控",
  MG: "管理后台",
};
