import type { CourseDetail, ManageCourseItem, MyCourseCard } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "./course.fixtures.js";

/** Publication: submit, audit with a reason the owner sees, admin business lists. */

let t: TestApp;
let admin: string;
let t001: string;
let t002: string;
let student: string;
let auditor: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, t001, t002, student, auditor] = await Promise.all(
    ["admin", "t001", "t002", "student", "auditor"].map((a) => t.login(a)),
  );
});
afterAll(() => t.close());

type Page<T> = { list: T[]; count: number };
const notices = async (as: string) =>
  ok<Page<{ title: string; content: string }>>(await t.call("/api/l/base/notice/list", {}, { as })).list;
const status = async (courseId: number) =>
  ok<CourseDetail>(await t.call("/api/l/course/edit/detail", { courseId }, { as: t001 }));

describe("audit flow", () => {
  let courseId: number;

  it("submit needs chapters, an editor and a session", async () => {
    const empty = await newCourse(t, t001, "空课程", { chapters: [] });
    expectBad(await t.call("/api/l/course/submit", { courseId: empty.id }, { as: t001 }), "章节");
    courseId = (await newCourse(t, t001, "初中物理浮力实验")).id;
    expectForbidden(await t.call("/api/l/course/submit", { courseId }, { as: t002 }));
    expectForbidden(await t.call("/api/l/course/submit", { courseId }, { as: student }));
    expectNoSession(await t.call("/api/l/course/submit", { courseId }));
    expectBad(await t.call("/api/l/course/submit", { courseId: -1 }, { as: t001 }), "courseId");
    expect((await t.call("/api/l/course/submit", { courseId: 999_999 }, { as: t001 })).statusCode).toBe(404);
  });

  it("goes to pending, shows in the auditor's queue, and stays pending on a second submit", async () => {
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId }, { as: t001 })).status).toBe(1);
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId }, { as: t001 })).status).toBe(1);
    const queue = ok<Page<ManageCourseItem>>(await t.call("/api/m/audit/course/list", {}, { as: auditor }));
    const row = queue.list.find((c) => c.id === courseId);
    expect(row).toMatchObject({ name: "初中物理浮力实验", status: 1, ownerName: expect.any(String) });
    expect(queue.list.every((c) => c.status === 1)).toBe(true);
    expect((await t.call("/api/c/course/detail", { courseId }, { as: t002 })).statusCode).toBe(404);
    // The auditor previews it (read only).
    const seen = ok<CourseDetail>(await t.call("/api/c/course/detail", { courseId }, { as: auditor }));
    expect(seen).toMatchObject({ status: 1, canEdit: false });
    expectForbidden(await t.call("/api/l/course/edit/detail", { courseId }, { as: auditor }));
  });

  it("the audit calls need audit.course", async () => {
    expectForbidden(await t.call("/api/m/audit/course/list", {}, { as: t001 }));
    expectForbidden(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: true }, { as: t001 }));
    expectNoSession(await t.call("/api/m/audit/course/list", {}));
    expectNoSession(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: true }));
    expectBad(await t.call("/api/m/audit/course/list", { status: 9 }, { as: auditor }), "status");
    expectBad(await t.call("/api/m/audit/course/decide", { ids: [], pass: true }, { as: auditor }), "ids");
    expectBad(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: false }, { as: auditor }), "reason");
    expect(
      (await t.call("/api/m/audit/course/decide", { ids: [999_999], pass: true }, { as: auditor })).statusCode,
    ).toBe(404);
  });

  it("a rejection carries its reason to the owner", async () => {
    const reason = "简介不完整，请补充教学目标";
    ok(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: false, reason }, { as: auditor }));
    expect(await status(courseId)).toMatchObject({ status: 3, rejectReason: reason });
    const [notice] = await notices(t001);
    expect(notice?.title).toBe("课程审核未通过");
    expect(notice?.content).toContain(reason);
    expect(notice?.content).toContain("初中物理浮力实验");
    const mine = ok<Page<MyCourseCard>>(await t.call("/api/l/course/my/list", { status: 3 }, { as: t001 }));
    expect(mine.list.find((c) => c.id === courseId)).toMatchObject({ rejectReason: reason, isOwner: true });
    // Deciding again on a course that is no longer pending is refused.
    expectBad(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: true }, { as: auditor }), "待审核");
    const rejected = ok<Page<ManageCourseItem>>(
      await t.call("/api/m/audit/course/list", { status: 3 }, { as: auditor }),
    );
    expect(rejected.list.map((c) => c.id)).toContain(courseId);
  });

  it("a resubmitted course goes back to pending, then approval publishes it", async () => {
    ok(
      await t.call(
        "/api/l/course/brief/save",
        { courseId, name: "初中物理浮力实验", brief: "<p>目标：理解浮力</p>" },
        { as: t001 },
      ),
    );
    expect((await status(courseId)).status).toBe(3);
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId }, { as: t001 })).status).toBe(1);
    expect((await status(courseId)).rejectReason).toBeNull();
    ok(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: true }, { as: auditor }));
    expect((await status(courseId)).status).toBe(2);
    expect((await notices(t001))[0]?.title).toBe("课程审核通过");
    const d = ok<CourseDetail>(await t.call("/api/c/course/detail", { courseId }));
    expect(d).toMatchObject({ status: 2, rejectReason: null, canEdit: false });
  });

  it("two auditors deciding at once: the course is decided once and its owner told once", async () => {
    const { id } = await newCourse(t, t001, "同时审核的课程");
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId: id }, { as: t001 })).status).toBe(1);
    const before = (await notices(t001)).length;
    const decide = (pass: boolean) =>
      t.call("/api/m/audit/course/decide", { ids: [id], pass, reason: pass ? "" : "重复" }, { as: auditor });
    const answers = await Promise.all([decide(true), decide(false)]);
    // Each call reports what it changed; a call that lost the race changed nothing (or was refused).
    const counts = answers.map((r) => (r.statusCode === 200 ? r.json().data.count : 0));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const after = await notices(t001);
    expect(after.length).toBe(before + 1);
    const state = (await status(id)).status;
    expect(after[0]?.title).toBe(state === 2 ? "课程审核通过" : "课程审核未通过");
  });

  it("a decision stands when its notice cannot be sent", async () => {
    const { id } = await newCourse(t, t001, "通知失败的课程");
    ok(await t.call("/api/l/course/submit", { courseId: id }, { as: t001 }));
    const notify = vi.spyOn(t.services.notices, "notify").mockRejectedValueOnce(new Error("notice store down"));
    try {
      const res = await t.call("/api/m/audit/course/decide", { ids: [id], pass: true }, { as: auditor });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.count).toBe(1);
      expect(notify).toHaveBeenCalledTimes(1);
    } finally {
      notify.mockRestore();
    }
    expect((await status(id)).status).toBe(2);
  });

  it("editing a published course keeps it published", async () => {
    ok(await t.call("/api/l/course/brief/save", { courseId, name: "初中物理浮力实验（修订）" }, { as: t001 }));
    expect((await status(courseId)).status).toBe(2);
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId }, { as: t001 })).status).toBe(2);
  });
});

describe("audit switched off", () => {
  it("publishes on submit", async () => {
    const settings = ok<{ course: boolean; resource: Record<string, boolean> }>(
      await t.call("/api/m/audit/setting/detail", {}, { as: admin }),
    );
    expect(settings.course).toBe(true);
    ok(await t.call("/api/m/audit/setting/save", { ...settings, course: false }, { as: admin }));
    try {
      const { id } = await newCourse(t, t001, "无需审核的课程");
      expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId: id }, { as: t001 })).status).toBe(
        2,
      );
      expect(ok<CourseDetail>(await t.call("/api/c/course/detail", { courseId: id })).status).toBe(2);
    } finally {
      ok(await t.call("/api/m/audit/setting/save", settings, { as: admin }));
    }
  });
});

describe("my courses", () => {
  it("lists the courses the caller teaches or assists, with filters", async () => {
    const fresh = await newTeacher(t, admin, "tnew1");
    const a = await newCourse(t, fresh, "我的课程一");
    const b = await newCourse(t, t002, "我协助的课程");
    ok(
      await t.call(
        "/api/l/course/member/save",
        { courseId: b.id, role: "assistant", userIds: [await userId(t, "tnew1")] },
        { as: t002 },
      ),
    );
    const list = ok<Page<MyCourseCard>>(await t.call("/api/l/course/my/list", {}, { as: fresh }));
    expect(list.list.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(list.list[1]).toMatchObject({ role: "teacher", isOwner: true, kind: "open", status: 0 });
    expect(list.list[0]).toMatchObject({ role: "assistant", isOwner: false });
    expect(ok<Page<MyCourseCard>>(await t.call("/api/l/course/my/list", { status: 2 }, { as: fresh })).count).toBe(0);
    expect(
      ok<Page<MyCourseCard>>(await t.call("/api/l/course/my/list", { kind: "academic" }, { as: fresh })).count,
    ).toBe(0);
    expect(
      ok<Page<MyCourseCard>>(await t.call("/api/l/course/my/list", { keyword: "协助" }, { as: fresh })).count,
    ).toBe(1);
    expectBad(await t.call("/api/l/course/my/list", { status: 7 }, { as: t002 }), "status");
    expectNoSession(await t.call("/api/l/course/my/list", {}));
  });
});

describe("admin business courses", () => {
  it("lists every course with filters, and deletes", async () => {
    const a = await newCourse(t, t002, "待管理员删除的课");
    const all = ok<Page<ManageCourseItem>>(
      await t.call("/api/m/business/course/list", { pageSize: 100 }, { as: admin }),
    );
    expect(all.list.map((c) => c.id)).toContain(a.id);
    const drafts = ok<Page<ManageCourseItem>>(
      await t.call("/api/m/business/course/list", { status: 0, keyword: "管理员删除" }, { as: admin }),
    );
    expect(drafts.list.map((c) => [c.id, c.ownerName])).toEqual([[a.id, expect.any(String)]]);
    expectForbidden(await t.call("/api/m/business/course/list", {}, { as: t002 }));
    expectForbidden(await t.call("/api/m/business/course/delete", { ids: [a.id] }, { as: t002 }));
    expectNoSession(await t.call("/api/m/business/course/list", {}));
    expectNoSession(await t.call("/api/m/business/course/delete", { ids: [a.id] }));
    expectBad(await t.call("/api/m/business/course/list", { pageSize: 500 }, { as: admin }), "pageSize");
    expectBad(await t.call("/api/m/business/course/delete", { ids: [] }, { as: admin }), "ids");
    expect(
      ok<{ deleted: number }>(await t.call("/api/m/business/course/delete", { ids: [a.id] }, { as: admin })).deleted,
    ).toBe(1);
    expect((await t.call("/api/m/business/course/delete", { ids: [a.id] }, { as: admin })).statusCode).toBe(404);
    const left = ok<Page<MyCourseCard>>(await t.call("/api/l/course/my/list", { pageSize: 100 }, { as: t002 }));
    expect(left.list.map((c) => c.id)).not.toContain(a.id);
  });
});
