import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown, type MenuProps } from "antd";
import { useLocation, useNavigate } from "react-router";
import { findGroup } from "../menus";
import { isLoggedIn, useSession } from "../session";
import { logout } from "../sessionActions";
import { useMenus } from "../useMenus";

export function UserMenu() {
  const user = useSession((s) => s.user);
  const menus = useMenus();
  const navigate = useNavigate();
  const location = useLocation();
  if (!isLoggedIn(user)) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Button type="primary" onClick={() => navigate(`/login?redirect=${back}`)}>
        登录
      </Button>
    );
  }
  const hasAdmin = (findGroup(menus, "MG")?.subList.length ?? 0) > 0;
  const items: MenuProps["items"] = [
    { key: "/user", icon: <UserOutlined />, label: "个人中心" },
    ...(hasAdmin ? [{ key: "/admin", icon: <SettingOutlined />, label: "管理后台" }] : []),
    { type: "divider" as const },
    { key: "logout", icon: <LogoutOutlined />, label: "退出登录" },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "logout") void logout(navigate);
    else navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      <button type="button" className="otp-user-trigger" aria-label="用户菜单">
        <Avatar size={32} src={user.avatarUrl || undefined} icon={<UserOutlined />} />
        <span className="otp-user-name">{user.realName || user.account}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
