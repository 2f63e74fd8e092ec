import { groupUrls } from "../../app/menus";
import { useMenus } from "../../app/useMenus";

/**
 * What the signed-in user does in supervision, read from their menus (the server decides every
 * call): evaluators hold 听课任务, managers the 督导任务 back-office screen.
 */
export function useSuperviseRights() {
  const menus = useMenus();
  return {
    evaluates: groupUrls(menus, "userCenter").includes("/user/supervise-task"),
    manages: groupUrls(menus, "MG").includes("/admin/business/supervise-task"),
  };
}
