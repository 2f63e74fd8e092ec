import { Button, Result } from "antd";

/**
 * A page's failed query: the server's own message as the title, so "AI课堂分析功能已关闭" or
 * "无权查看这节课" reads as what it is rather than as a network failure.
 */
export function Failed({ error, onRetry }: { error: Error | null; onRetry?(): void }) {
  const message = error?.message || "加载失败";
  const off = message.includes("已关闭");
  const status = (error as { status?: number } | null)?.status;
  return (
    <Result
      status={off || status === 403 ? "403" : status === 404 ? "404" : "warning"}
      title={message}
      subTitle={off ? "学校已关闭 AI 课堂分析：不再抽帧分析，已有报告也不再提供。如需使用请联系管理员。" : undefined}
      extra={
        onRetry && !off && status !== 403 && status !== 404 ? (
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : undefined
      }
    />
  );
}
