import { AuditList } from "../../../components/audit";
import { PageHeader } from "../components/PageHeader";

/** The auditor's 课程审核 (same list as /admin/audit/course). */
export default function AuditCoursePage() {
  return (
    <>
      <PageHeader />
      <AuditList target="course" />
    </>
  );
}
