import { ErrorBlock } from "antd-mobile";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** An unknown address, or a route that failed to load (a new build replaced its chunk, the network dropped). */
export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  const missing = notFound || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <div className="m-center">
      <ErrorBlock
        status={missing ? "empty" : "default"}
        title={missing ? "页面不存在" : "页面加载失败"}
        description={missing ? "您访问的页面不存在或已删除" : "请检查网络后重试"}
      >
        <div className="m-row">
          <button type="button" className="m-button" onClick={() => window.location.reload()}>
            重新加载
          </button>
          <Link className="m-button m-button-ghost" to="/portal">
            返回首页
          </Link>
        </div>
      </ErrorBlock>
    </div>
  );
}
