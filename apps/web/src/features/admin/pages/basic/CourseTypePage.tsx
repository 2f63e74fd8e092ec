import { screenTitle } from "@otp/contract";
import { useLocation } from "react-router";
import { ElementCrud } from "../../components/ElementCrud";

const SUPERVISION = "/admin/business/supervisor/course-type";

/**
 * 课程类型: the base-data screen (form on its own route), also serving supervision's own
 * course-type screen under 业务管理 › 督导 (form in a dialog there).
 */
export default function CourseTypePage() {
  const supervision = useLocation().pathname.startsWith(SUPERVISION);
  return supervision ? (
    <ElementCrud type="COURSE_TYPE" title={screenTitle(SUPERVISION)} />
  ) : (
    <ElementCrud
      type="COURSE_TYPE"
      title={screenTitle("/admin/basic/course-type")}
      detailPath="/admin/basic/course-type"
    />
  );
}
