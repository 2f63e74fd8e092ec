import { screenTitle } from "@otp/contract";
import { ElementCrud } from "../../components/ElementCrud";

export default function CourseTypePage() {
  return (
    <ElementCrud
      type="COURSE_TYPE"
      title={screenTitle("/admin/basic/course-type")}
      detailPath="/admin/basic/course-type"
    />
  );
}
