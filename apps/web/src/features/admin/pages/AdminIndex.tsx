import { Navigate } from "react-router";
import { groupUrls } from "../../../app/menus";
import { useMenus } from "../../../app/useMenus";

const DEFAULT = "/admin/site/logo";

/** /admin opens site/logo, or the first back-office screen the user may open. */
export default function AdminIndex() {
  const urls = groupUrls(useMenus(), "MG");
  const target = urls.includes(DEFAULT) ? DEFAULT : (urls.find((u) => u.split("/").length > 3) ?? urls[0]);
  return target ? <Navigate to={target} replace /> : <Navigate to="/404" replace />;
}
