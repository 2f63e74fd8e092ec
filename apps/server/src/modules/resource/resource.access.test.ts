import { ADMIN_ROLE_ID, PUBLISH_STATUS, TEACHER_ROLE_ID } from "@otp/contract";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/auth/principal.js";
import {
  type AccessFacts,
  businessFilterRefusal,
  businessScope,
  canAttach,
  canDeleteNote,
  canEdit,
  canEditNote,
  canManage,
  canView,
  editableOrThrow,
  inBusinessScope,
  managedKinds,
  viewableOrThrow,
} from "./resource.access.js";

const user = (userId: number, permissions: string[] = [], roleIds = [TEACHER_ROLE_ID]): Principal => ({
  userId,
  account: `u${userId}`,
  realName: `用户${userId}`,
  userType: "teacher",
  roleIds,
  permissions,
  sessionId: 0,
});
const owner = user(1);
const stranger = user(2);
const admin = user(3, [], [ADMIN_ROLE_ID]);
const auditor = user(4, ["audit.resource"]);
const microKeeper = user(5, ["business.resource2"]);
const studentKeeper = user(6, ["business.resourceStudent"]);
const allKeeper = user(7, ["business.resource"]);

const resource = (r: Partial<AccessFacts> = {}): AccessFacts => ({
  ownerId: 1,
  ownerType: "teacher",
  kind: 2,
  status: PUBLISH_STATUS.DRAFT,
  visibility: "school",
  ...r,
});
const published = (visibility: string) => resource({ status: PUBLISH_STATUS.PUBLISHED, visibility });

describe("viewing", () => {
  it("shows published public resources to everybody, school ones to logged-in users", () => {
    expect(canView(null, published("public"))).toBe(true);
    expect(canView(null, published("school"))).toBe(false);
    expect(canView(null, published("classes"))).toBe(false);
    expect(canView(stranger, published("school"))).toBe(true);
    expect(canView(stranger, published("classes"))).toBe(true);
  });

  it("shows drafts, pending and rejected resources to the owner and managers only", () => {
    for (const status of [PUBLISH_STATUS.DRAFT, PUBLISH_STATUS.PENDING, PUBLISH_STATUS.REJECTED]) {
      const r = resource({ status, visibility: "public" });
      expect(canView(null, r)).toBe(false);
      expect(canView(stranger, r)).toBe(false);
      for (const u of [owner, admin, auditor, microKeeper, allKeeper]) expect(canView(u, r), u.account).toBe(true);
      // business.resource2 covers kind 2 only; business.resourceStudent student resources only.
      expect(canView(microKeeper, { ...r, kind: 3 })).toBe(false);
      expect(canView(studentKeeper, r)).toBe(false);
      expect(canView(studentKeeper, { ...r, ownerType: "student" })).toBe(true);
    }
  });

  it("answers 404 for a missing resource and 403 with the reason for a hidden one", () => {
    expect(() => viewableOrThrow(stranger, undefined)).toThrow("资源不存在");
    expect(() => viewableOrThrow(stranger, resource())).toThrow("没有查看该资源的权限");
    expect(() => viewableOrThrow(null, published("school"), "请登录")).toThrow("请登录");
    const r = published("public");
    expect(viewableOrThrow(null, r)).toBe(r);
  });
});

describe("editing and managing", () => {
  it("lets the owner and an administrator edit, nobody else (managers neither)", () => {
    expect(canEdit(owner, resource())).toBe(true);
    expect(canEdit(admin, resource())).toBe(true);
    for (const u of [null, stranger, auditor, allKeeper]) expect(canEdit(u, resource())).toBe(false);
    expect(() => editableOrThrow(stranger, resource(), "只能修改自己的资源")).toThrow("只能修改自己的资源");
    expect(() => editableOrThrow(owner, undefined, "x")).toThrow("资源不存在");
  });

  it("lets administrators, auditors and the holders of a screen covering the resource manage it", () => {
    expect(canManage(null, resource())).toBe(false);
    expect(canManage(stranger, resource())).toBe(false);
    expect(canManage(admin, resource())).toBe(true);
    expect(canManage(auditor, resource({ kind: 7 }))).toBe(true);
    expect(canManage(allKeeper, resource({ kind: 7 }))).toBe(true);
    expect(canManage(microKeeper, resource({ kind: 2 }))).toBe(true);
    expect(canManage(microKeeper, resource({ kind: 3 }))).toBe(false);
  });

  it("attaches one's own resources in any state and published ones", () => {
    expect(canAttach(owner, resource())).toBe(true);
    expect(canAttach(stranger, resource())).toBe(false);
    expect(canAttach(stranger, published("school"))).toBe(true);
    expect(canAttach(admin, resource())).toBe(true);
  });
});

describe("business scope", () => {
  it("is everything, some kinds and/or student resources, or nothing", () => {
    expect(businessScope(allKeeper)).toBe("all");
    expect(businessScope(microKeeper)).toEqual({ kinds: [2], students: false });
    expect(businessScope(studentKeeper)).toEqual({ kinds: [], students: true });
    expect(businessScope(user(8, ["business.resource2", "business.resourceStudent"]))).toEqual({
      kinds: [2],
      students: true,
    });
    expect(businessScope(auditor)).toBeNull();
    expect(managedKinds(allKeeper)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("covers the rows it shows", () => {
    expect(inBusinessScope("all", resource({ kind: 7 }))).toBe(true);
    expect(inBusinessScope(null, resource())).toBe(false);
    expect(inBusinessScope({ kinds: [2], students: false }, resource({ kind: 3 }))).toBe(false);
    expect(inBusinessScope({ kinds: [], students: true }, resource({ ownerType: "student", kind: 3 }))).toBe(true);
  });

  it("refuses list filters beyond it", () => {
    const micro = { kinds: [2], students: false };
    const students = { kinds: [], students: true };
    expect(businessFilterRefusal("all", { kind: 5, ownerType: "teacher" })).toBeNull();
    expect(businessFilterRefusal(micro, { kind: 2 })).toBeNull();
    expect(businessFilterRefusal(micro, { kind: 3 })).toBe("没有管理该类别资源的权限");
    // Student resources of any kind are theirs to see.
    expect(businessFilterRefusal(students, { kind: 3 })).toBeNull();
    expect(businessFilterRefusal(students, { ownerType: "teacher" })).toBe("只能管理学生上传的资源");
  });
});

describe("knowledge-point notes", () => {
  const note = { userId: 2 };
  it("are changed by their author or an administrator", () => {
    expect(canEditNote(stranger, note)).toBe(true);
    expect(canEditNote(admin, note)).toBe(true);
    expect(canEditNote(owner, note)).toBe(false);
    expect(canEditNote(null, note)).toBe(false);
  });

  it("are deleted by their author, the resource's owner or an administrator", () => {
    expect(canDeleteNote(stranger, note, resource())).toBe(true);
    expect(canDeleteNote(owner, note, resource())).toBe(true);
    expect(canDeleteNote(admin, note)).toBe(true);
    expect(canDeleteNote(user(9), note, resource())).toBe(false);
    expect(canDeleteNote(null, note, resource())).toBe(false);
  });
});
