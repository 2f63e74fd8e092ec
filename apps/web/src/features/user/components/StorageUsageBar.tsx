import { Progress, Space } from "antd";
import { formatBytes } from "../../../components/format";
import { useStorageUsage } from "../api";

/** The caller's storage: used of quota (the largest quota of their roles), or used when unlimited. */
export function StorageUsageBar() {
  const usage = useStorageUsage();
  if (!usage.data) return <span>—</span>;
  const { usedBytes, quotaBytes } = usage.data;
  if (quotaBytes === null) return <span>已用 {formatBytes(usedBytes)}（不限）</span>;
  const percent = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  return (
    <Space size={12} style={{ width: "100%" }}>
      <Progress
        percent={Number(percent.toFixed(1))}
        size="small"
        status={percent >= 90 ? "exception" : "normal"}
        showInfo={false}
        style={{ width: 160, margin: 0 }}
        aria-label="存储空间使用比例"
      />
      <span>
        已用 {formatBytes(usedBytes)} / 共 {formatBytes(quotaBytes)}
      </span>
    </Space>
  );
}
