import { Button } from "antd";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a page fails to load or render (e.g. a lost chunk after a deployment). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="otp-route-error" role="alert">
      <h1>{notFound ? "页面不存在" : "页面加载失败"}</h1>
      <p>{notFound ? "您访问的页面不存在或已被删除" : "请刷新页面重试，如仍有问题请联系技术支持"}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </div>
  );
}
