import { DownOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { UserAvatar } from "../../components/UserAvatar";
import { isLoggedIn, useSession } from "../session";

/** The dropdown (antd Dropdown + Menu) loads only for a logged-in user, after the page. */
const UserDropdown = lazy(() => import("./UserDropdown"));

/**
 * The trigger as a plain element: the Dropdown clones it to attach its hover/focus handlers. Its
 * name starts with the visible user name (WCAG 2.5.3 label in name).
 */
function userTrigger(name: string, avatarUrl?: string | null) {
  return (
    <button type="button" className="otp-user-trigger" aria-label={`${name} 用户菜单`}>
      <UserAvatar size={32} src={avatarUrl} />
      <span className="otp-user-name">{name}</span>
      <DownOutlined style={{ fontSize: 10 }} />
    </button>
  );
}

export function UserMenu() {
  const user = useSession((s) => s.user);
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
  const trigger = userTrigger(user.realName || user.account, user.avatarUrl);
  return (
    <Suspense fallback={trigger}>
      <UserDropdown>{trigger}</UserDropdown>
    </Suspense>
  );
}
