import { LogoutOutlined, SettingOutlined, UserOutlined } from "@ant-design/icons";
import { Dropdown, type MenuProps } from "antd";
import type { ReactElement } from "react";
import { useNavigate } from "react-router";
import { findGroup } from "../menus";
import { logout } from "../sessionActions";
import { useMenus } from "../useMenus";

/** The logged-in user's menu: personal centre, back office (with any MG menu), logout. */
export default function UserDropdown({ children }: { children: ReactElement }) {
  const menus = useMenus();
  const navigate = useNavigate();
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
      {children}
    </Dropdown>
  );
}
