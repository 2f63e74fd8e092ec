import { Card, Descriptions } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { formatDateTime } from "../../../../components/format";
import { QueryState } from "../../../../components/QueryState";
import { usePlatformVersion } from "./api";

/** Version information of the running platform. */
export default function VersionPage() {
  const title = useRouteTitle();
  const query = usePlatformVersion();
  return (
    <Card title={title}>
      <QueryState query={query} isEmpty={() => false}>
        {(data) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="平台版本">{data.version}</Descriptions.Item>
            <Descriptions.Item label="代码提交">{data.commit || "—"}</Descriptions.Item>
            <Descriptions.Item label="启动时间">{formatDateTime(data.startedAt) || "—"}</Descriptions.Item>
            <Descriptions.Item label="浏览器">{navigator.userAgent}</Descriptions.Item>
          </Descriptions>
        )}
      </QueryState>
    </Card>
  );
}
