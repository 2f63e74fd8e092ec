import { Card } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { AuditSettingsPanel } from "../../../../components/audit";

/** 审核设置: audit switches for courses and each resource kind, with pending counts. */
export default function AuditHomePage() {
  const title = useRouteTitle();
  return (
    <Card title={title}>
      <AuditSettingsPanel links={{ course: "/admin/audit/course", resource: "/admin/audit/resource" }} />
    </Card>
  );
}
