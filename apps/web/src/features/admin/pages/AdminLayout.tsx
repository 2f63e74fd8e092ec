import { ProLayout } from "@ant-design/pro-components";
import { Link, Outlet, useLocation } from "react-router";
import { findGroup } from "../../../app/menus";
import { useMenus } from "../../../app/useMenus";
import { adminMenuRoutes } from "../adminMenu";

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
      route={{ path: "/admin", routes: adminMenuRoutes(mg?.subList ?? []) }}
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
