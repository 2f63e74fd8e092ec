import type { ElementType } from "@otp/contract";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Who may manage which base data: pure rules. */

/** The admin screen that manages each dictionary type. */
export const ELEMENT_PERMISSION: Record<ElementType, PermissionCode> = {
  SUBJECT: "basic.category",
  COURSE_CATEGORY: "basic.category",
  SP_LEVEL: "basic.category",
  COURSE_TYPE: "basic.courseType",
  RESOURCE_TAG: "basic.resourceTag",
  RESOURCE_SOURCE: "basic.resourceTag",
  RESOURCE_TYPE: "basic.resourceTag",
  RESOURCE_STREAM: "basic.resourceTag",
  RESOURCE_SCENE: "basic.resourceTag",
  TERMINAL_TYPE: "basic.resourceTag",
};

/** Other screens managing a dictionary type too: supervision's own course-type screen (业务管理 › 督导). */
const ALSO_MANAGED_BY: Partial<Record<ElementType, PermissionCode[]>> = {
  COURSE_TYPE: ["business.supervisorCourseType"],
};

/** Every dictionary screen: the element routes admit any, the service narrows by element type. */
export const ELEMENT_SCREENS = [
  ...new Set([...Object.values(ELEMENT_PERMISSION), ...Object.values(ALSO_MANAGED_BY).flat()]),
];

/** Whether the caller holds the screen of every one of these dictionary types. */
export function canManageElements(user: Principal, types: readonly string[]): boolean {
  return types.every((t) => {
    const code = ELEMENT_PERMISSION[t as ElementType];
    if (!code) return false;
    return [code, ...(ALSO_MANAGED_BY[t as ElementType] ?? [])].some((c) => hasPerm(user, c));
  });
}
