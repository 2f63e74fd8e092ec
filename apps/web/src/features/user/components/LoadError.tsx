import { Button, Result } from "antd";

/** The error state of a personal-centre list: what failed, the server's reason, and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error?: unknown; onRetry(): void }) {
  const reason = error instanceof Error && error.message ? error.message : "请检查网络后重试";
  return (
    <Result
      status="warning"
      title={`${what}加载失败`}
      subTitle={reason}
      extra={<Button onClick={onRetry}>重试</Button>}
    />
  );
}
