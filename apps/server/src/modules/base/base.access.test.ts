import { ELEMENT_TYPES } from "@otp/contract";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/auth/principal.js";
import { canManageElements, ELEMENT_PERMISSION, ELEMENT_SCREENS } from "./base.access.js";

const holder = (...permissions: string[]): Principal => ({
  userId: 1,
  account: "x",
  realName: "测试",
  userType: "staff",
  roleIds: [],
  permissions,
  sessionId: 1,
});

describe("dictionary screens", () => {
  it("every dictionary type has its screen", () => {
    expect(Object.keys(ELEMENT_PERMISSION).sort()).toEqual([...ELEMENT_TYPES].sort());
    expect(ELEMENT_SCREENS.sort()).toEqual([
      "basic.category",
      "basic.courseType",
      "basic.resourceTag",
      "business.supervisorCourseType",
    ]);
  });

  it("a holder manages the types of their screen only, all of them at once or none", () => {
    const courseTypes = holder("basic.courseType");
    expect(canManageElements(courseTypes, ["COURSE_TYPE"])).toBe(true);
    expect(canManageElements(courseTypes, ["SUBJECT"])).toBe(false);
    expect(canManageElements(courseTypes, ["COURSE_TYPE", "SUBJECT"])).toBe(false);
    expect(canManageElements(holder("basic.category", "basic.courseType"), ["COURSE_TYPE", "SUBJECT"])).toBe(true);
    expect(canManageElements(holder("basic.resourceTag"), ["RESOURCE_TAG", "TERMINAL_TYPE"])).toBe(true);
    expect(canManageElements(courseTypes, ["UNKNOWN"])).toBe(false);
    // Supervision's course-type screen manages course types, nothing else.
    const supervision = holder("business.supervisorCourseType");
    expect(canManageElements(supervision, ["COURSE_TYPE"])).toBe(true);
    expect(canManageElements(supervision, ["SUBJECT"])).toBe(false);
  });
});
