import type { MenuItem } from "@otp/contract";
import { Menu, type MenuProps } from "antd";
import { useLocation, useNavigate } from "react-router";
import { findGroup, normalizePath, pathMatchesUrl } from "../menus";
import { useMenus } from "../useMenus";

type Items = Required<MenuProps>["items"];

function toItems(list: readonly MenuItem[]): Items {
  return list.map((m) =>
    m.subList?.length
      ? { key: m.url || `group-${m.id}`, label: m.name, title: m.alt || m.name, children: toItems(m.subList) }
      : { key: m.url || `item-${m.id}`, label: m.name, title: m.alt || m.name },
  );
}

function selectedKeys(pathname: string, list: readonly MenuItem[]): string[] {
  const flat = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.subList ?? [])]);
  const hit = flat(list)
    .filter((m) => normalizePath(m.url) && pathMatchesUrl(pathname, m.url))
    .sort((a, b) => b.url.length - a.url.length)[0];
  return hit ? [hit.url] : [];
}

/** Main navigation from the `nav` module group. */
export function HeaderNav() {
  const nav = findGroup(useMenus(), "nav")?.subList ?? [];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (nav.length === 0) return <div className="otp-nav" />;
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (/^https?:\/\//.test(key)) window.open(key, "_blank", "noopener");
    else if (key.startsWith("/")) navigate(key);
  };
  return (
    <Menu
      className="otp-nav"
      mode="horizontal"
      items={toItems(nav)}
      selectedKeys={selectedKeys(pathname, nav)}
      onClick={onClick}
      disabledOverflow={false}
    />
  );
}
