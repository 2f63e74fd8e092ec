import { Card } from "antd";
import { AuditSettingsPanel } from "../../../../components/audit";

/** 审核设置: audit switches for courses and each resource kind, with pending counts. */
export default function AuditHomePage() {
  return (
    <Card title="审核设置">
      <AuditSettingsPanel links={{ course: "/admin/audit/course", resource: "/admin/audit/resource" }} />
    </Card>
  );
}
