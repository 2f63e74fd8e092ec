import { Card } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { AuditList } from "../../../../components/audit";

/** 课程审核: pending courses; pass or reject with a reason. */
export default function AuditCoursePage() {
  const title = useRouteTitle();
  return (
    <Card title={title}>
      <AuditList target="course" />
    </Card>
  );
}
