import { Button, Result } from "antd";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../api/http";
import { loginRedirect } from "../../../app/guard";
import { isLoggedIn, useSession } from "../../../app/session";

interface Props {
  error: unknown;
  /** What failed to load, e.g. "课程". */
  what: string;
  onRetry?: () => void;
  /** Extra action (e.g. back to the catalogue). */
  extra?: ReactNode;
}

/** The error state of a page whose main call failed: 404, 403 (guests are offered login), other. */
export function QueryError({ error, what, onRetry, extra }: Props) {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const status = error instanceof ApiError ? error.status : 0;
  const msg = error instanceof ApiError ? error.message : "";
  if (status === 404) {
    const title = `${what}不存在`;
    return (
      <Result
        status="404"
        title={title}
        subTitle={msg && msg !== title ? msg : `该${what}不存在或已被删除`}
        extra={extra}
      />
    );
  }
  if (status === 403) {
    const guest = !isLoggedIn(user);
    return (
      <Result
        status="403"
        title="没有查看权限"
        subTitle={msg || (guest ? `登录后才能查看该${what}` : `您没有查看该${what}的权限`)}
        extra={
          <>
            {guest ? (
              <Link to={loginRedirect({ pathname: location.pathname, search: location.search })}>
                <Button type="primary">去登录</Button>
              </Link>
            ) : null}
            {extra}
          </>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title={`${what}加载失败`}
      subTitle={msg || "网络或服务器异常，请稍后重试"}
      extra={
        <>
          {onRetry ? (
            <Button type="primary" onClick={onRetry}>
              重试
            </Button>
          ) : null}
          {extra}
        </>
      }
    />
  );
}
