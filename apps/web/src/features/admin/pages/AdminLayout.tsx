import { ProLayout } from "@ant-design/pro-components";
import type { MenuItem } from "@otp/contract";
import { Link, Outlet, useLocation } from "react-router";
import { findGroup, normalizePath } from "../../../app/menus";
import { useMenus } from "../../../app/useMenus";
import { ADMIN_SCREENS } from "../routes";

interface ProRoute {
  path: string;
  name: string;
  routes?: ProRoute[];
}

/** Menu items as ProLayout routes: groups keep their screens that exist in this build. */
function toRoutes(items: readonly MenuItem[]): ProRoute[] {
  return items.flatMap((m) => {
    const path = normalizePath(m.url) || `/admin/_group_${m.id}`;
    if (m.subList?.length) {
      const routes = toRoutes(m.subList);
      return routes.length ? [{ path, name: m.name, routes }] : [];
    }
    return ADMIN_SCREENS.has(path) ? [{ path, name: m.name }] : [];
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
