import { ADMIN_SCREENS, type ScreenDef, USER_CENTRE_SCREENS } from "@otp/contract";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "./lazyPage";
import { featureRoutes } from "./routeRegistry";

/** Every route of the tree with its full path ("/admin/site/logo"). */
function flatten(routes: readonly RouteObject[], base = ""): { path: string; route: RouteObject }[] {
  return routes.flatMap((r) => {
    const path = r.path ? `${base}/${r.path}` : base;
    return [...(r.path ? [{ path, route: r }] : []), ...flatten(r.children ?? [], path)];
  });
}

const all = flatten(featureRoutes);
const routeAt = (path: string) => all.filter((r) => r.path === path);

describe.each([
  ["back-office", ADMIN_SCREENS as readonly ScreenDef[], "/admin"],
  ["personal-centre", USER_CENTRE_SCREENS as readonly ScreenDef[], "/user"],
])("%s routes come from the screen registry", (_name, screens, area) => {
  it("every screen has exactly one lazy route, titled as in the registry", () => {
    for (const s of screens) {
      const found = routeAt(s.path);
      expect(found, s.path).toHaveLength(1);
      expect((found[0].route.handle as RouteHandle).title, s.path).toBe(s.title);
      expect(found[0].route.lazy, s.path).toBeTypeOf("function");
    }
  });

  it("the area has no page the registry lacks", () => {
    const paths = all.map((r) => r.path).filter((p) => p.startsWith(`${area}/`));
    expect(paths.sort()).toEqual(screens.map((s) => s.path).sort());
  });
});
