import { Navigate } from "react-router";
import { groupUrls } from "../../../app/menus";
import { useMenus } from "../../../app/useMenus";

const DEFAULT = "/user/my-course";

/** /user opens "my learning" (SPEC: default my courses), or personal information without it. */
export default function UserIndex() {
  const urls = groupUrls(useMenus(), "userCenter");
  return <Navigate to={urls.includes(DEFAULT) ? DEFAULT : "/user/personal-information"} replace />;
}
