import { Button, Result } from "antd";
import { Link, useNavigate } from "react-router";
import { type CompareQuery, chooseRoute } from "../compareModel";
import { Failed } from "./Failed";

/** Nothing (or not enough) to compare: say so in Chinese and offer the choice page. */
export function ComparePrompt({ problem, query }: { problem: string; query: CompareQuery }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={problem}
      subTitle="在对比分析页选择两到三节课堂（或两到三位教师、两到三个班级）后，即可查看对比结果。"
      extra={
        <Button type="primary" onClick={() => navigate(chooseRoute(query))}>
          去选择对比对象
        </Button>
      }
    />
  );
}

/**
 * A refused comparison: the server's own message ("对比中包含无权查看的课堂", "参数 ids：不能与自身
 * 对比…"), a retry only when trying again can help, and the way back to the choice.
 */
export function CompareFailed({
  error,
  query,
  onRetry,
}: {
  error: Error | null;
  query: CompareQuery;
  onRetry(): void;
}) {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return (
    <div className="ca-compare-failed">
      <Failed error={error} onRetry={status >= 400 && status < 500 ? undefined : onRetry} />
      <p>
        <Link to={chooseRoute(query)}>重新选择对比对象</Link>
      </p>
    </div>
  );
}
