import { groupUrls } from "../../app/menus";
import { useMenus } from "../../app/useMenus";

/** Whether the caller holds the station's back-office screen (the manage tabs show). */
export function useTvManager(): boolean {
  return groupUrls(useMenus(), "MG").some((u) => u.endsWith("business/tv"));
}
