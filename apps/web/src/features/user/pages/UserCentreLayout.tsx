import { UserOutlined } from "@ant-design/icons";
import { Avatar, Badge, Menu, type MenuProps } from "antd";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useUnreadNotices } from "../../../api/notices";
import { findGroup, normalizePath } from "../../../app/menus";
import { useSession } from "../../../app/session";
import { useMenus } from "../../../app/useMenus";
import { type CentreMenuItem, openGroupsFor, userCentreMenu } from "../menuItems";
import "../user.css";

/** Personal centre: side menu from the userCenter module group, limited to registry screens. */
export default function UserCentreLayout() {
  const user = useSession((s) => s.user);
  const menus = useMenus();
  const navigate = useNavigate();
  const pathname = normalizePath(useLocation().pathname);
  const unread = useUnreadNotices();
  const tree = useMemo(() => userCentreMenu(findGroup(menus, "userCenter")?.subList ?? []), [menus]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openGroupsFor(tree, pathname));
  useEffect(() => {
    // Opening a page inside a submenu (by link or history) unfolds it; others stay as the user left them.
    const needed = openGroupsFor(tree, pathname);
    setOpenKeys((cur) => (needed.every((k) => cur.includes(k)) ? cur : [...new Set([...cur, ...needed])]));
  }, [tree, pathname]);

  const label = (key: string, name: string): ReactNode =>
    key === "/user/notice" && unread > 0 ? (
      <span className="user-centre-menu-label">
        {name}
        <Badge count={unread} size="small" overflowCount={99} aria-label={`${unread}条未读消息`} />
      </span>
    ) : (
      name
    );
  const toItems = (items: readonly CentreMenuItem[]): MenuProps["items"] =>
    items.map((m) =>
      m.children
        ? { key: m.key, label: m.name, children: toItems(m.children) }
        : { key: m.key, label: label(m.key, m.name) },
    );

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
          items={toItems(tree)}
          selectedKeys={[pathname]}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
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
