import { ADMIN_SCREENS, ADMIN_SECTIONS, type MenuItem } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { adminMenuRoutes, type ProRoute } from "./adminMenu";

let id = 0;
const item = (name: string, url: string, subList: MenuItem[] = []): MenuItem => ({
  id: ++id,
  code: url,
  name,
  url,
  alt: "",
  css: "",
  loginVisit: true,
  subList,
});

/** The MG group as the server ships it: sections holding their screens that are menu items. */
const SHIPPED = ADMIN_SECTIONS.map((sec) =>
  item(
    sec.name,
    `/admin/${sec.code}`,
    ADMIN_SCREENS.filter((s) => s.section === sec.code && !("hidden" in s)).map((s) => item(s.title, s.path)),
  ),
);

const flat = (routes: readonly ProRoute[]): ProRoute[] => routes.flatMap((r) => [r, ...flat(r.routes ?? [])]);

describe("admin side menu", () => {
  const routes = flat(adminMenuRoutes(SHIPPED));

  it("shows every menu screen of the registry under the name the menu gives it", () => {
    const shown = routes.filter((r) => !r.hideInMenu && !r.routes).map((r) => r.path);
    expect(shown).toEqual(ADMIN_SCREENS.filter((s) => !("hidden" in s)).map((s) => s.path));
  });

  it("keeps hidden screens out of the menu, each placed right after its parent screen", () => {
    for (const s of ADMIN_SCREENS.filter((x) => "hidden" in x)) {
      const at = routes.findIndex((r) => r.path === s.path);
      expect(routes[at], s.path).toEqual({ path: s.path, name: s.title, hideInMenu: true });
      const parent = ADMIN_SCREENS.find((p) => p.code === ("parent" in s ? s.parent : ""));
      const before = routes.slice(0, at).filter((r) => !r.hideInMenu);
      expect(before.at(-1)?.path, s.path).toBe(parent?.path);
    }
  });

  it("drops menu items that are not registry screens, and sections left empty", () => {
    const menus = [
      item("站点管理", "/admin/site", [item("站点信息", "/admin/site/logo"), item("旧页面", "/admin/site/old")]),
      item("直播管理", "/admin/live", [item("直播", "/admin/live/list")]),
    ];
    expect(adminMenuRoutes(menus)).toEqual([
      { path: "/admin/site", name: "站点管理", routes: [{ path: "/admin/site/logo", name: "站点信息" }] },
    ]);
  });
});
