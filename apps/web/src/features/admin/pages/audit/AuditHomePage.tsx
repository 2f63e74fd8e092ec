import { Card } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { AuditSettingsPanel } from "../../../../components/audit";
import { AuditOverview } from "../../components/AuditOverview";

/** 审核设置 (the audit centre's home): pending counts and recent decisions, then the audit switches. */
export default function AuditHomePage() {
  const title = useRouteTitle();
  return (
    <>
      <Card title="审核概览" style={{ marginBottom: 16 }}>
        <AuditOverview />
      </Card>
      <Card title={title}>
        <AuditSettingsPanel links={{ course: "/admin/audit/course", resource: "/admin/audit/resource" }} />
      </Card>
    </>
  );
}
