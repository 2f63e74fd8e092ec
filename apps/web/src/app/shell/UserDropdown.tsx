import {
  AreaChartOutlined,
  AuditOutlined,
  BellOutlined,
  EyeOutlined,
  FundOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Badge, Dropdown, type MenuProps } from "antd";
import type { ReactElement } from "react";
import { useNavigate } from "react-router";
import { useUnreadNotices } from "../../api/notices";
import { findGroup, groupUrls } from "../menus";
import { useSession } from "../session";
import { logout } from "../sessionActions";
import { useMenus } from "../useMenus";

const NOTICE_URL = "/user/notice";

/**
 * The logged-in user's menu: personal centre, my messages (with the unread count), back office
 * (with any MG menu), logout. The unread count is asked once per page load, after the page.
 */
export default function UserDropdown({ children }: { children: ReactElement }) {
  const menus = useMenus();
  const navigate = useNavigate();
  const hasAdmin = (findGroup(menus, "MG")?.subList.length ?? 0) > 0;
  const hasNotice = groupUrls(menus, "userCenter").includes(NOTICE_URL);
  const unread = useUnreadNotices(hasNotice);
  // Supervision's front areas have no top navigation entry: evaluators patrol, managers read /supervise.
  const patrols = groupUrls(menus, "userCenter").includes("/user/supervise-task");
  const managesSupervision = groupUrls(menus, "MG").includes("/admin/business/supervise-task");
  // AI课堂分析: a teacher reads their own lessons, a holder of the screen every lesson.
  const teaches = useSession((s) => s.user?.userType === "teacher");
  const readsAnalyses = teaches || groupUrls(menus, "MG").includes("/admin/supervisor/ai-analysis");
  // AI教研分析 (issue 26): teachers see their own lessons beside the school's averages, leaders their organization.
  const readsResearch = readsAnalyses || groupUrls(menus, "MG").includes("/admin/supervisor/ai-research");
  const items: MenuProps["items"] = [
    { key: "/user", icon: <UserOutlined />, label: "个人中心" },
    ...(hasNotice
      ? [
          {
            key: NOTICE_URL,
            icon: <BellOutlined />,
            label: (
              <span className="otp-user-menu-notice">
                我的消息
                {unread > 0 ? <Badge count={unread} size="small" overflowCount={99} /> : null}
              </span>
            ),
          },
        ]
      : []),
    ...(managesSupervision ? [{ key: "/supervise", icon: <AuditOutlined />, label: "督导评价" }] : []),
    ...(patrols || managesSupervision
      ? [{ key: "/patrol_class/index", icon: <EyeOutlined />, label: "在线巡课" }]
      : []),
    ...(readsAnalyses
      ? [{ key: "/class-ai-analysis/class-analysis-all", icon: <AreaChartOutlined />, label: "AI课堂分析" }]
      : []),
    ...(readsResearch ? [{ key: "/ai-research/multi/college", icon: <FundOutlined />, label: "AI教研分析" }] : []),
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
      <Badge
        className="otp-user-badge"
        dot={hasNotice && unread > 0}
        title={unread > 0 ? `${unread}条未读消息` : undefined}
      >
        {children}
      </Badge>
    </Dropdown>
  );
}
