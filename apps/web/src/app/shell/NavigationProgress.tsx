import { useNavigation } from "react-router";

/** A thin bar at the top while a route (guard, lazy page) is loading. */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return busy ? <div className="otp-progress" role="progressbar" aria-label="页面加载中" /> : null;
}
