import { ProLayout } from "@ant-design/pro-components";
import type { MenuItem } from "@otp/contract";
import { Link, Outlet, useLocation } from "react-router";
import { findGroup, normalizePath } from "../../../app/menus";
import { useMenus } from "../../../app/useMenus";
import { ADMIN_SCREENS } from "../routes";

interface ProRoute {
  path: string;
  name: string;
  hideInMenu?: boolean;
  routes?: ProRoute[];
}

/**
 * Screens reached from another screen rather than from the menu, placed next to it as hidden
 * routes so the layout recognises the page (menu state stays as on the parent screen).
 */
const SUB_SCREENS: Record<string, { path: string; name: string }[]> = {
  "/admin/site/navigation": [{ path: "/admin/site/navigation/setting", name: "栏目设置" }],
};

/** Menu items as ProLayout routes: groups keep their screens that exist in this build. */
function toRoutes(items: readonly MenuItem[]): ProRoute[] {
  return items.flatMap((m): ProRoute[] => {
    const path = normalizePath(m.url) || `/admin/_group_${m.id}`;
    if (m.subList?.length) {
      const routes = toRoutes(m.subList);
      return routes.length ? [{ path, name: m.name, routes }] : [];
    }
    if (!ADMIN_SCREENS.has(path)) return [];
    const hidden = (SUB_SCREENS[path] ?? []).filter((s) => ADMIN_SCREENS.has(s.path));
    return [{ path, name: m.name }, ...hidden.map((s) => ({ ...s, hideInMenu: true }))];
  });
}

/** Back-office frame: a side menu built from the MG module group, under the common header. */
export default function AdminLayout() {
  const mg = findGroup(useMenus(), "MG");
  const location = useLocation();
  return (
    <ProLayout
      title="管理后台"
      logo={false}
      layout="side"
      fixSiderbar={false}
      siderWidth={220}
      headerRender={false}
      footerRender={false}
      menuHeaderRender={false}
      location={{ pathname: location.pathname }}
      route={{ path: "/admin", routes: toRoutes(mg?.subList ?? []) }}
      menuItemRender={(item, dom) =>
        item.path && !item.path.includes("/_group_") ? <Link to={item.path}>{dom}</Link> : dom
      }
      contentStyle={{ margin: 0, padding: 24, minHeight: "calc(100vh - 60px)" }}
      style={{ minHeight: "calc(100vh - 60px)" }}
    >
      <Outlet />
    </ProLayout>
  );
}
