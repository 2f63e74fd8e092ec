import { Card } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { AuditList } from "../../../../components/audit";

/** 资源审核: pending resources; preview, pass or reject with a reason. */
export default function AuditResourcePage() {
  const title = useRouteTitle();
  return (
    <Card title={title}>
      <AuditList target="resource" />
    </Card>
  );
}
