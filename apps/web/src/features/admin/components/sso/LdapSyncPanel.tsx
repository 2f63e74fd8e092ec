import type { LdapSyncResult } from "@otp/contract";
import { Alert, Button, Descriptions, Divider, Space, Typography } from "antd";
import { formatDateTime } from "../../../../components/format";
import { useLdapSync } from "./ssoApi";
import { syncCounts } from "./ssoForm";

interface Props {
  lastSync: LdapSyncResult | null;
  /** The directory is saved and enabled: a sync reads the saved settings, not the form's. */
  ready: boolean;
}

/** 立即同步 and the last run: when, what it read and changed, and why it failed or skipped entries. */
export function LdapSyncPanel({ lastSync, ready }: Props) {
  const sync = useLdapSync();
  return (
    <>
      <Divider orientation="left" orientationMargin={0} plain>
        目录同步
      </Divider>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space wrap>
          <Button onClick={() => void sync.run(undefined)} loading={sync.busy} disabled={!ready}>
            立即同步
          </Button>
          <Typography.Text type="secondary">
            {ready
              ? "按已保存的配置读取目录，更新平台用户；目录中已删除的用户按上面的设置处理"
              : "启用并保存目录配置后可同步"}
          </Typography.Text>
        </Space>
        {lastSync ? (
          <Descriptions size="small" column={{ xs: 1, sm: 1, md: 3 }} bordered title={null}>
            <Descriptions.Item label="上次同步">
              {formatDateTime(lastSync.startedAt)}
              {lastSync.finishedAt ? ` 至 ${formatDateTime(lastSync.finishedAt)}` : "（进行中）"}
            </Descriptions.Item>
            <Descriptions.Item label="结果">
              {lastSync.finishedAt === null ? (
                <Typography.Text type="warning">进行中</Typography.Text>
              ) : lastSync.ok ? (
                <Typography.Text type="success">成功</Typography.Text>
              ) : (
                <Typography.Text type="danger">失败</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="用户">{syncCounts(lastSync)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">尚未同步过</Typography.Text>
        )}
        {lastSync?.message ? (
          <Alert
            // A clean run says only "同步完成"; notes (skipped entries) make it a warning.
            type={!lastSync.ok ? "error" : lastSync.message.includes("；") ? "warning" : "success"}
            showIcon
            message={lastSync.message}
          />
        ) : null}
      </Space>
    </>
  );
}
