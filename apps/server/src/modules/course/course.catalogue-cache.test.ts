import { type CourseCard, type CourseListInput, endpoints, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userId } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { setResourceAudit } from "../resource/resource.fixtures.js";
import { KEPT_PAGE_MS } from "./course.catalogue-cache.js";
import { newCourse, publish, videoResource } from "./course.fixtures.js";

/**
 * The kept catalogue (course.catalogue-cache.ts): each answer is asked once before a write, so it
 * is kept, and again after it — the second answer shows the write. Viewers with different rights
 * never get each other's kept answer, whichever asked first.
 */

const api = endpoints.course;
let t: TestApp;
let admin: string;
let auditor: string;
let t001: string;
let t002: string;
let student: string;
/** A student of another class than `student`'s. */
let otherClass: string;
/** A student of `student`'s class. */
let classmate: string;
let studentClass: number;

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor, t001, t002, student, otherClass] = await Promise.all(
    ["admin", "auditor", "t001", "t002", "student", "s0001"].map((a) => t.login(a)),
  );
  studentClass = (await t.services.users.info(await userId(t, "student"))).classId as number;
  expect((await t.services.users.info(await userId(t, "s0001"))).classId).not.toBe(studentClass);
  for (let i = 2; !classmate; i++) {
    const account = `s${String(i).padStart(4, "0")}`;
    if ((await t.services.users.info(await userId(t, account))).classId === studentClass)
      classmate = await t.login(account);
  }
});
afterAll(() => t.close());

type Input = Partial<CourseListInput>;
const catalogue = (as?: string, input: Input = {}) => t.send(api.list, { pageSize: 100, ...input }, { as });
const ids = async (as?: string, input: Input = {}) => (await catalogue(as, input)).list.map((c) => c.id);
const card = async (id: number, as?: string, input: Input = {}) =>
  (await catalogue(as, input)).list.find((c) => c.id === id) as CourseCard;

/** A published public course of t001 with one chapter of one section. */
async function published(name: string) {
  const course = await newCourse(t, t001, name);
  await publish(t, course.id, t001, auditor);
  return course;
}

describe("a kept catalogue answer is fresh after every kind of write", () => {
  it("publishing (submit, then the audit's approval) and deleting", async () => {
    const { id } = await newCourse(t, t001, "缓存测试：发布与删除");
    expect(await ids()).not.toContain(id);
    const { status } = await t.send(api.submit, { courseId: id }, { as: t001 });
    expect(await ids(admin)).not.toContain(id);
    if (status === 1) await t.send(api.audit.decide, { ids: [id], pass: true }, { as: auditor });
    expect(await ids()).toContain(id);
    expect(await ids(admin)).toContain(id);
    await t.send(api.remove, { courseId: id }, { as: t001 });
    expect(await ids()).not.toContain(id);

    const other = await published("缓存测试：管理员删除");
    expect(await ids(student)).toContain(other.id);
    await t.send(api.manage.remove, { ids: [other.id] }, { as: admin });
    expect(await ids(student)).not.toContain(other.id);
  });

  it("with audit off, a submission publishes at once", async () => {
    await setResourceAudit(t, admin, true, false);
    try {
      const { id } = await newCourse(t, t002, "缓存测试：免审发布");
      expect(await ids()).not.toContain(id);
      expect((await t.send(api.submit, { courseId: id }, { as: t002 })).status).toBe(2);
      expect(await ids()).toContain(id);
    } finally {
      await setResourceAudit(t, admin, true, true);
    }
  });

  it("the brief: name, dictionaries and filters, keyword search (the search document)", async () => {
    const { id } = await published("缓存测试：改名之前");
    const physics = (await t.services.base.kvElements("SUBJECT")).find((e) => e.name === "物理")?.id as number;
    expect(await ids(undefined, { subjectId: physics })).not.toContain(id);
    expect(await ids(undefined, { keyword: "改名之前" })).toContain(id);
    await t.send(
      api.saveBrief,
      { courseId: id, name: "缓存测试：改名之后", brief: "", subjectId: physics },
      { as: t001 },
    );
    expect((await card(id)).name).toBe("缓存测试：改名之后");
    expect((await card(id)).subjectName).toBe("物理");
    expect(await ids(undefined, { subjectId: physics })).toContain(id);
    expect(await ids(undefined, { keyword: "改名之后" })).toContain(id);
    expect(await ids(undefined, { keyword: "改名之前" })).not.toContain(id);
  });

  it("columns and the textbook (the card's update time and the default order)", async () => {
    const { id } = await published("缓存测试：栏目与教材");
    const before = (await card(id, t002, { sort: "name" })).updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    await t.send(
      api.saveColumns,
      { courseId: id, columns: [{ title: "课程标准", content: "<p>…</p>" }] },
      { as: t001 },
    );
    const afterColumns = (await card(id, t002, { sort: "name" })).updatedAt;
    expect(afterColumns > before).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    const textbook = { name: "物理八年级下册", author: "", publisher: "", isbn: "" };
    await t.send(api.saveTextbook, { courseId: id, textbook }, { as: t001 });
    expect((await card(id, t002, { sort: "name" })).updatedAt > afterColumns).toBe(true);
  });

  it("members: the card's teachers and the teacher filter", async () => {
    const { id } = await published("缓存测试：成员");
    const t002Id = await userId(t, "t002");
    expect(await ids(undefined, { teacherId: t002Id })).not.toContain(id);
    expect((await card(id)).teachers.map((x) => x.id)).toEqual([await userId(t, "t001")]);
    const userIds = [await userId(t, "t001"), t002Id];
    await t.send(api.saveMembers, { courseId: id, role: "teacher", userIds }, { as: t001 });
    expect((await card(id)).teachers.map((x) => x.id)).toEqual(userIds);
    expect(await ids(undefined, { teacherId: t002Id })).toContain(id);
  });

  it("chapters, section resources and a deleted resource (the card's counts)", async () => {
    const course = await published("缓存测试：章节与资源");
    expect(await card(course.id)).toMatchObject({ sectionCount: 1, resourceCount: 0 });
    const chapterId = (await t.send(api.editDetail, { courseId: course.id }, { as: t001 })).chapters[0]?.id;
    const sections = [{ id: course.sectionIds[0], title: "第一节" }, { title: "第二节" }];
    await t.send(
      api.saveChapters,
      { courseId: course.id, chapters: [{ id: chapterId, title: "第一章", sections }] },
      { as: t001 },
    );
    expect((await card(course.id)).sectionCount).toBe(2);

    await setResourceAudit(t, admin, false);
    const video = await videoResource(t, t001, "t001", "缓存测试视频", true);
    const sectionId = course.sectionIds[0] as number;
    await t.send(api.section.saveResources, { courseId: course.id, sectionId, resourceIds: [video] }, { as: t001 });
    expect((await card(course.id)).resourceCount).toBe(1);
    await t.send(endpoints.resource.remove, { id: video }, { as: t001 });
    expect((await card(course.id)).resourceCount).toBe(0);
  });

  it("names other modules keep: a teacher renamed, a subject renamed", async () => {
    const { id } = await published("缓存测试：名称");
    const teacher = await t.services.users.info(await userId(t, "t001"));
    expect((await card(id)).teachers[0]?.name).toBe(teacher.realName);
    const save = { id: teacher.id, realName: "缓存改名教师", roleIds: [TEACHER_ROLE_ID] };
    ok(await t.call("/api/l/base/user/save", save, { as: admin }));
    try {
      expect((await card(id)).teachers[0]?.name).toBe("缓存改名教师");
    } finally {
      ok(await t.call("/api/l/base/user/save", { ...save, realName: teacher.realName }, { as: admin }));
    }

    const chemistry = (await t.services.base.kvElements("SUBJECT")).find((e) => e.name === "化学");
    const subjectId = chemistry?.id as number;
    await t.send(api.saveBrief, { courseId: id, name: "缓存测试：名称", brief: "", subjectId }, { as: t001 });
    expect((await card(id)).subjectName).toBe("化学");
    const element = { id: subjectId, type: "SUBJECT", name: "化学（新）" };
    ok(await t.call("/api/m/base/element/save", element, { as: admin }));
    try {
      expect((await card(id)).subjectName).toBe("化学（新）");
    } finally {
      ok(await t.call("/api/m/base/element/save", { ...element, name: "化学" }, { as: admin }));
    }
  });

  it("visit counts show within KEPT_PAGE_MS (a counted visit does not drop kept answers)", async () => {
    const { id } = await published("缓存测试：访问量");
    const before = (await card(id, undefined, { sort: "hot" })).visitCount;
    await t.send(api.detail, { courseId: id }, { as: student });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + KEPT_PAGE_MS + 1 });
    try {
      expect((await card(id, undefined, { sort: "hot" })).visitCount).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("viewers with different rights never get each other's kept answer", () => {
  let id: number;
  beforeAll(async () => {
    id = (await published("缓存测试：查看范围")).id;
  });
  const permission = (visibility: "public" | "school" | "classes", classIds: number[] = []) =>
    t.send(api.savePermission, { courseId: id, visibility, classIds }, { as: t001 });
  /** Whether each viewer sees the course, asked in this order, on a page size no one asked before. */
  let size = 100;
  const seen = async (...viewers: (string | undefined)[]) => {
    size--;
    const out: boolean[] = [];
    for (const as of viewers) out.push((await ids(as, { pageSize: size })).includes(id));
    return out;
  };

  it("a school course: users, not guests, whichever asks first", async () => {
    await permission("school");
    expect(await seen(undefined, student)).toEqual([false, true]);
    expect(await seen(student, undefined)).toEqual([true, false]);
    await permission("public");
    expect(await seen(undefined, student)).toEqual([true, true]);
  });

  it("a classes course: its class, its members and course admins, not another class nor another teacher", async () => {
    await permission("classes", [studentClass]);
    // student, a classmate, another class's student, the owner (a member), another teacher, admin, guest
    const viewers = [student, classmate, otherClass, t001, t002, admin, undefined];
    const expected = [true, true, false, true, false, true, false];
    expect(await seen(...viewers)).toEqual(expected);
    expect(await seen(...[...viewers].reverse())).toEqual([...expected].reverse());
    // Classmates have the same rights: the same answer.
    expect(await catalogue(classmate, { pageSize: size })).toEqual(await catalogue(student, { pageSize: size }));
    // The other class is listed now: its student sees it, the first class no longer does.
    const other = (await t.services.users.info(await userId(t, "s0001"))).classId as number;
    await permission("classes", [other]);
    expect(await seen(student, otherClass, classmate)).toEqual([false, true, false]);
    // t002 joins as an assistant: a member sees it.
    await t.send(
      api.saveMembers,
      { courseId: id, role: "assistant", userIds: [await userId(t, "t002")] },
      { as: t001 },
    );
    expect(await seen(t002, student)).toEqual([true, false]);
    await permission("public");
  });

  it("keyword searches are kept per viewer too", async () => {
    await permission("school");
    const keyword = "查看范围";
    expect((await ids(undefined, { keyword })).includes(id)).toBe(false);
    expect((await ids(student, { keyword })).includes(id)).toBe(true);
    expect((await ids(undefined, { keyword })).includes(id)).toBe(false);
    await permission("public");
    expect((await ids(undefined, { keyword })).includes(id)).toBe(true);
  });
});

const { DATABASE_URL, REDIS_URL } = process.env;

describe.runIf(!!DATABASE_URL && !!REDIS_URL)("instances sharing one database and Redis", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await startTestApp({ database: t.database, prefix: t.prefix });
  });
  afterAll(() => b?.close());

  it("a write on one instance shows in the next answer of the other", async () => {
    const { id } = await published("缓存测试：两个实例");
    const onB = async () => (await b.send(api.list, { pageSize: 100 }, {})).list.find((c) => c.id === id);
    expect((await onB())?.name).toBe("缓存测试：两个实例");
    await t.send(api.saveBrief, { courseId: id, name: "缓存测试：另一实例改名", brief: "" }, { as: t001 });
    expect((await onB())?.name).toBe("缓存测试：另一实例改名");
    await t.send(api.remove, { courseId: id }, { as: t001 });
    expect(await onB()).toBeUndefined();
  });
});
