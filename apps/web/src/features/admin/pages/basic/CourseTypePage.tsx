import { ElementCrud } from "../../components/ElementCrud";

export default function CourseTypePage() {
  return <ElementCrud type="COURSE_TYPE" title="课程类型" detailPath="/admin/basic/course-type" />;
}
