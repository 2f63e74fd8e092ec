import { Navigate, type RouteObject, useParams } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /activity/:activityId alone opens the first tab, as the desktop does. */
function FirstTab() {
  return <Navigate to={`/activity/${useParams().activityId}/introduction`} replace />;
}

/** 活动评比: the list by stage and one activity's tabs (/activity/:activityId/:type, types as on the desktop). */
export const routes: RouteObject[] = [
  { path: "activity", lazy: lazyPage(() => import("./pages/ActivityListPage")) },
  { path: "activity/:activityId", element: <FirstTab /> },
  { path: "activity/:activityId/:type", lazy: lazyPage(() => import("./pages/ActivityDetailPage")) },
];
