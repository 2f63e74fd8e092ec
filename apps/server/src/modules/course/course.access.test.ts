import { ADMIN_ROLE_ID, PUBLISH_STATUS, STUDENT_ROLE_ID, TEACHER_ROLE_ID } from "@otp/contract";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/auth/principal.js";
import {
  audienceKey,
  audienceOf,
  canBuildFrom,
  canCreate,
  canDelete,
  canDeleteComment,
  canEdit,
  classCoursesOf,
  isCourseAdmin,
  needsClassCourses,
  viewRefusal,
  viewVerdict,
} from "./course.access.js";

/** The course access rules on their own: no database, every branch. */

const user = (userId: number, roleIds: number[], permissions: string[] = []): Principal => ({
  userId,
  account: `u${userId}`,
  realName: `用户${userId}`,
  userType: "teacher",
  roleIds,
  permissions,
  sessionId: 0,
});
const owner = user(1, [TEACHER_ROLE_ID]);
const colleague = user(2, [TEACHER_ROLE_ID]);
const student = user(3, [STUDENT_ROLE_ID]);
const admin = user(4, [ADMIN_ROLE_ID]);
const courseKeeper = user(5, [], ["business.course"]);
const auditor = user(6, [], ["audit.course"]);
const commentKeeper = user(7, [], ["business.courseComment"]);

const course = (status: number, visibility: string) => ({ ownerId: owner.userId, status, visibility });
const published = (visibility: string) => course(PUBLISH_STATUS.PUBLISHED, visibility);

describe("course admins", () => {
  it("are administrators and holders of the course-management screen, nobody else", () => {
    expect(isCourseAdmin(admin)).toBe(true);
    expect(isCourseAdmin(courseKeeper)).toBe(true);
    for (const u of [null, owner, student, auditor, commentKeeper]) expect(isCourseAdmin(u)).toBe(false);
  });
});

describe("creating and deleting", () => {
  it("lets teachers and course admins create, no one else", () => {
    expect(canCreate(owner)).toBe(true);
    expect(canCreate(admin)).toBe(true);
    expect(canCreate(courseKeeper)).toBe(true);
    expect(canCreate(student)).toBe(false);
    expect(canCreate(auditor)).toBe(false);
  });

  it("builds an academic course from the caller's own offering (course admins: any)", () => {
    expect(canBuildFrom(owner, { teacherId: owner.userId })).toBe(true);
    expect(canBuildFrom(owner, { teacherId: colleague.userId })).toBe(false);
    expect(canBuildFrom(admin, { teacherId: colleague.userId })).toBe(true);
    expect(canBuildFrom(courseKeeper, { teacherId: colleague.userId })).toBe(true);
  });

  it("lets the owner and course admins delete, not a co-teacher", () => {
    const c = course(PUBLISH_STATUS.DRAFT, "public");
    expect(canDelete(owner, c)).toBe(true);
    expect(canDelete(admin, c)).toBe(true);
    expect(canDelete(courseKeeper, c)).toBe(true);
    expect(canDelete(colleague, c)).toBe(false);
  });
});

describe("editing", () => {
  it("lets members (teacher or assistant) and course admins edit", () => {
    expect(canEdit(colleague, "teacher")).toBe(true);
    expect(canEdit(student, "assistant")).toBe(true);
    expect(canEdit(admin, null)).toBe(true);
    expect(canEdit(courseKeeper, null)).toBe(true);
    expect(canEdit(colleague, null)).toBe(false);
    expect(canEdit(auditor, null)).toBe(false);
    expect(canEdit(null, null)).toBe(false);
  });
});

describe("viewing", () => {
  const refusal = (u: Principal | null, c: { status: number; visibility: string }, editor = false, inClass = false) =>
    viewRefusal(viewVerdict(u, c, editor), inClass);

  it("opens any course to its editors and to course auditors", () => {
    for (const status of Object.values(PUBLISH_STATUS)) {
      expect(refusal(owner, course(status, "classes"), true)).toBeNull();
      expect(refusal(auditor, course(status, "classes"))).toBeNull();
    }
  });

  it("hides drafts, pending and rejected courses from everybody else (404)", () => {
    for (const status of [PUBLISH_STATUS.DRAFT, PUBLISH_STATUS.PENDING, PUBLISH_STATUS.REJECTED]) {
      for (const u of [null, colleague, student, commentKeeper]) {
        expect(viewVerdict(u, course(status, "public"), false)).toBe("hidden");
        expect(refusal(u, course(status, "public"))?.status).toBe(404);
      }
    }
  });

  it("follows the visibility of published courses: public, school (logged in), listed classes", () => {
    expect(refusal(null, published("public"))).toBeNull();
    expect(refusal(null, published("school"))?.message).toContain("请先登录");
    expect(refusal(null, published("classes"))?.status).toBe(403);
    expect(refusal(student, published("school"))).toBeNull();
    expect(viewVerdict(student, published("classes"), false)).toBe("classes");
    expect(refusal(student, published("classes"), false, true)).toBeNull();
    expect(refusal(student, published("classes"), false, false)?.message).toContain("指定班级");
  });
});

describe("comments", () => {
  const comment = { userId: student.userId };

  it("are deleted by their author, course editors and comment managers", () => {
    expect(canDeleteComment(student, comment, false)).toBe(true);
    expect(canDeleteComment(owner, comment, true)).toBe(true);
    expect(canDeleteComment(commentKeeper, comment, false)).toBe(true);
    expect(canDeleteComment(admin, comment, false)).toBe(true);
    // A course admin edits every course, so moderates its comments.
    expect(canDeleteComment(courseKeeper, comment, canEdit(courseKeeper, null))).toBe(true);
  });

  it("are kept from other users and guests", () => {
    expect(canDeleteComment(colleague, comment, false)).toBe(false);
    expect(canDeleteComment(null, comment, false)).toBe(false);
  });
});

describe("catalogue audiences (who may share a kept catalogue answer)", () => {
  // Course 10 is open to class 100 and taught by user 1; course 11 to classes 100 and 101, assisted by user 2.
  const classCourses = classCoursesOf([
    { courseId: 10, member: true, ref: 1 },
    { courseId: 10, member: false, ref: 100 },
    { courseId: 11, member: true, ref: 2 },
    { courseId: 11, member: false, ref: 101 },
    { courseId: 11, member: false, ref: 100 },
  ]);
  const of = (userId: number | null, classId: number | null, admin = false) => {
    const viewer = { userId, classId, admin };
    return audienceKey(audienceOf(viewer, classCourses));
  };

  it("course admins are one audience, guests another; neither needs the classes courses", () => {
    expect(of(4, null, true)).toBe("all");
    expect(of(null, null)).toBe("guests");
    expect(needsClassCourses({ userId: 4, classId: null, admin: true })).toBe(false);
    expect(needsClassCourses({ userId: null, classId: null, admin: false })).toBe(false);
    expect(needsClassCourses({ userId: 3, classId: 100, admin: false })).toBe(true);
  });

  it("users with the same classes courses share one; any difference in them parts them", () => {
    // No classes course of their own: every such user is one audience.
    expect(of(5, 102)).toBe("users:");
    expect(of(6, null)).toBe(of(5, 102));
    // Two students of class 100 alike; class 101 sees course 11 only.
    expect(of(3, 100)).toBe("users:10,11");
    expect(of(7, 100)).toBe(of(3, 100));
    expect(of(8, 101)).toBe("users:11");
    // Members see their courses whatever their class; ids are sorted and not repeated.
    expect(of(1, null)).toBe("users:10");
    expect(of(2, 100)).toBe("users:10,11");
    expect(of(1, 101)).toBe("users:10,11");
    const keys = [of(null, null), of(4, null, true), of(5, 102), of(8, 101), of(1, null), of(3, 100)];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
