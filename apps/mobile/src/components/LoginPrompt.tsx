import { ErrorBlock } from "antd-mobile";
import { Link, useLocation } from "react-router";
import { loginPath } from "../app/redirect";

/** What a page that needs an account shows a visitor: a way to log in that comes back here. */
export function LoginPrompt({ text = "登录后查看" }: { text?: string }) {
  const location = useLocation();
  return (
    <div className="m-center">
      <ErrorBlock status="default" title={text} description="请先登录您的账号">
        <Link className="m-button" to={loginPath(location.pathname + location.search)}>
          去登录
        </Link>
      </ErrorBlock>
    </div>
  );
}
