import { AuditList } from "../../../components/audit";
import { PageHeader } from "../components/PageHeader";

/** The auditor's 资源审核 (same list as /admin/audit/resource). */
export default function AuditResourcePage() {
  return (
    <>
      <PageHeader />
      <AuditList target="resource" />
    </>
  );
}
