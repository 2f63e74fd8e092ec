import { useQuery } from "@tanstack/react-query";
import { Card, Descriptions, Skeleton } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { adminApi } from "../../api";

/** Version information of the running platform. */
export default function VersionPage() {
  const title = useRouteTitle();
  const { data, isLoading } = useQuery({ queryKey: ["admin", "version"], queryFn: adminApi.version });
  return (
    <Card title={title}>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="平台版本">{data?.version ?? "—"}</Descriptions.Item>
          <Descriptions.Item label="代码提交">{data?.commit || "—"}</Descriptions.Item>
          <Descriptions.Item label="启动时间">
            {data?.startedAt ? new Date(data.startedAt).toLocaleString("zh-CN") : "—"}
          </Descriptions.Item>
          <Descriptions.Item label="浏览器">{navigator.userAgent}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
