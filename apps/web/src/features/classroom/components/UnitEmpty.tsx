import { Button, Empty, Space } from "antd";
import { Link } from "react-router";

/** A term (or scope) with no analysed lesson: say so, never a chart of zeros. */
export function NoAnalysedLessons({ what = "所选学期" }: { what?: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span>
          {what}还没有已分析的课堂。课堂录像经 AI 分析完成后，这里会自动出现统计。
          <br />
          <Link to="/class-ai-analysis/class-analysis-all">去 AI课堂分析 查看或发起分析</Link>
        </span>
      }
    />
  );
}

/**
 * A level with no unit in the chosen scope although the school has lessons: the lessons may
 * belong to the organization itself rather than to one of its departments (or to no course),
 * so offer the other levels of the same scope.
 */
export function NoUnits({
  scopeName,
  unitName,
  others,
}: {
  scopeName: string;
  unitName: string;
  others: Array<{ label: string; onClick(): void }>;
}) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={`「${scopeName}」下没有可按${unitName}汇总的已分析课堂：课堂可能直接属于上级机构、不属于任何课程，或本学期尚未分析。`}
    >
      <Space wrap>
        {others.map((o) => (
          <Button key={o.label} onClick={o.onClick}>
            {o.label}
          </Button>
        ))}
      </Space>
    </Empty>
  );
}
