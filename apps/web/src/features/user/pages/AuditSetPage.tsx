import { AuditSettingsPanel } from "../../../components/audit";
import { PageHeader } from "../components/PageHeader";

/** The auditor's 审核设置 (same panel as /admin/audit/home). */
export default function AuditSetPage() {
  return (
    <>
      <PageHeader />
      <AuditSettingsPanel links={{ course: "/user/audit-course", resource: "/user/audit-resource" }} />
    </>
  );
}
