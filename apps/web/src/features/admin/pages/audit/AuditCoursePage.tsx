import { Card } from "antd";
import { AuditList } from "../../../../components/audit";

/** 课程审核: pending courses; pass or reject with a reason. */
export default function AuditCoursePage() {
  return (
    <Card title="课程审核">
      <AuditList target="course" />
    </Card>
  );
}
