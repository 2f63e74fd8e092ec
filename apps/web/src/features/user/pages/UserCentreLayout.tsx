import { UserOutlined } from "@ant-design/icons";
import { Avatar, Badge, Menu } from "antd";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useUnreadNotices } from "../../../api/notices";
import { findGroup, flattenMenu, normalizePath } from "../../../app/menus";
import { useSession } from "../../../app/session";
import { useMenus } from "../../../app/useMenus";
import { USER_CENTRE_PAGES } from "../routes";
import "../user.css";

const KNOWN = new Set(USER_CENTRE_PAGES.map((p) => `/user/${p.path}`));

/** Personal centre: menu from the userCenter module group (pages that exist in this build). */
export default function UserCentreLayout() {
  const user = useSession((s) => s.user);
  const menus = useMenus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadNotices();
  const label = (key: string, name: string) =>
    key === "/user/notice" && unread > 0 ? (
      <span className="user-centre-menu-label">
        {name}
        <Badge count={unread} size="small" overflowCount={99} aria-label={`${unread}条未读消息`} />
      </span>
    ) : (
      name
    );
  const fromGroup = flattenMenu(findGroup(menus, "userCenter")?.subList ?? [])
    .map((m) => ({ key: normalizePath(m.url), label: label(normalizePath(m.url), m.name) }))
    .filter((m) => KNOWN.has(m.key));
  const items = fromGroup.some((m) => m.key === "/user/personal-information")
    ? fromGroup
    : [{ key: "/user/personal-information", label: "个人信息" }, ...fromGroup];
  return (
    <div className="user-centre">
      <aside className="user-centre-side">
        <div className="user-centre-profile">
          <Avatar size={64} src={user?.avatarUrl || undefined} icon={<UserOutlined />} />
          <div className="user-centre-name">{user?.realName}</div>
          <div className="user-centre-org">{user?.orgName ?? ""}</div>
        </div>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[pathname]}
          onClick={({ key }) => navigate(key)}
          style={{ borderInlineEnd: "none" }}
        />
      </aside>
      <section className="user-centre-content">
        <Outlet />
      </section>
    </div>
  );
}
