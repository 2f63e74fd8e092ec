import { Card } from "antd";
import { AuditList } from "../../../../components/audit";

/** 资源审核: pending resources; preview, pass or reject with a reason. */
export default function AuditResourcePage() {
  return (
    <Card title="资源审核">
      <AuditList target="resource" />
    </Card>
  );
}
