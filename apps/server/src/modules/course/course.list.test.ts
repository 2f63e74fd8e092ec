import {
  type CourseCard,
  type CourseComment,
  type CourseMenuSetting,
  type ManageComment,
  TEACHER_ROLE_ID,
} from "@otp/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse, publish } from "./course.fixtures.js";

/** The catalogue: keyword (Chinese and pinyin initials), filters, sorts; learn list, comments, menus. */

let t: TestApp;
let admin: string;
let t001: string;
let t002: string;
let student: string;
let auditor: string;

type Kv = { id: number; name: string; parentId?: number | null }[];
type Page<T> = { list: T[]; count: number };
let subjects: Kv;
let categories: Kv;
let types: Kv;
let orgs: Kv;
const ids = new Map<string, number>();

const idOf = (list: Kv, name: string) => list.find((x) => x.name === name)?.id as number;

beforeAll(async () => {
  t = await startTestApp();
  [admin, t001, t002, student, auditor] = await Promise.all(
    ["admin", "t001", "t002", "student", "auditor"].map((a) => t.login(a)),
  );
  subjects = body<Kv>(await t.call("/api/kv/ele/SUBJECT/list")).data;
  categories = body<Kv>(await t.call("/api/kv/ele/COURSE_CATEGORY/list")).data;
  types = body<Kv>(await t.call("/api/kv/ele/COURSE_TYPE/list")).data;
  orgs = body<Kv>(await t.call("/api/kv/org/list")).data;
  const dept = orgs.find((o) => o.parentId) as { id: number; parentId: number };
  const make = async (as: string, name: string, brief: Record<string, unknown>) => {
    const { id } = await newCourse(t, as, name, { brief });
    await publish(t, id, as, auditor);
    ids.set(name, id);
  };
  await make(t001, "初中物理浮力实验", {
    subjectId: idOf(subjects, "物理"),
    categoryId: idOf(categories, "科技创新"),
    orgId: dept.id,
  });
  await make(t002, "趣味数学思维", {
    brief: "<p>用<b>物理</b>情境理解函数</p>",
    subjectId: idOf(subjects, "数学"),
    courseTypeId: idOf(types, "选修课"),
  });
  await make(t002, "高中化学实验安全", { subjectId: idOf(subjects, "化学"), courseTypeId: idOf(types, "选修课") });
});
afterAll(() => t.close());

const list = async (input: object, as?: string) =>
  ok<Page<CourseCard>>(await t.call("/api/c/course/list", { pageSize: 100, ...input }, { as }));
const names = async (input: object, as?: string) => (await list(input, as)).list.map((c) => c.name);

describe("catalogue keyword", () => {
  it("finds a Chinese word inside a name, and pinyin initials", async () => {
    expect(await names({ keyword: "浮力" })).toContain("初中物理浮力实验");
    expect(await names({ keyword: "wl" })).toContain("初中物理浮力实验");
    expect(await names({ keyword: "fl" })).toContain("初中物理浮力实验");
    expect(await names({ keyword: "czwl" })).toContain("初中物理浮力实验");
    expect(await names({ keyword: "浮力" })).not.toContain("高中化学实验安全");
    expect(await names({ keyword: "!!!" })).toEqual([]);
  });

  it("ranks a name match above a brief match", async () => {
    const found = await names({ keyword: "物理" });
    expect(found.indexOf("初中物理浮力实验")).toBeGreaterThanOrEqual(0);
    expect(found.indexOf("初中物理浮力实验")).toBeLessThan(found.indexOf("趣味数学思维"));
  });

  it("takes pinyin initials from names and facets, not from the brief", async () => {
    // 趣味数学思维 mentions 物理 in its brief only: the word finds it, its initials do not.
    expect(await names({ keyword: "物理" })).toContain("趣味数学思维");
    expect(await names({ keyword: "wl" })).not.toContain("趣味数学思维");
    expect(await names({ keyword: "sx" })).toContain("趣味数学思维");
  });

  it("finds courses by teacher name and subject name", async () => {
    const teacherName = (await t.services.users.info(await userId(t, "t002"))).realName;
    expect(await names({ keyword: teacherName })).toEqual(expect.arrayContaining(["趣味数学思维", "高中化学实验安全"]));
    expect(await names({ keyword: "化学" })).toContain("高中化学实验安全");
  });

  it("serves the search module", async () => {
    const hits = await t.services.courses.search("浮力", { pageNo: 1, pageSize: 10 }, null);
    expect(hits.list[0]).toMatchObject({ id: ids.get("初中物理浮力实验"), name: "初中物理浮力实验" });
    const brief = await t.services.courses.search("函数", { pageNo: 1, pageSize: 10 }, null);
    expect(brief.list.find((h) => h.id === ids.get("趣味数学思维"))?.brief).toBe("用 物理 情境理解函数");
  });
});

describe("search documents", () => {
  it("are rebuilt for every course in one statement: courses of a renamed teacher are found by the new name", async () => {
    const fresh = await newTeacher(t, admin, "trename");
    const mine = [await newCourse(t, fresh, "改名前的课一"), await newCourse(t, fresh, "改名前的课二")];
    for (const { id } of mine) await publish(t, id, fresh, auditor);
    const id = await userId(t, "trename");
    ok(await t.call("/api/l/base/user/save", { id, realName: "司马新名", roleIds: [TEACHER_ROLE_ID] }, { as: admin }));
    // A renamed user does not touch course documents until they are rebuilt.
    expect(await names({ keyword: "司马新名" })).toEqual([]);

    const all = ok<Page<CourseCard>>(await t.call("/api/m/business/course/list", { pageSize: 1 }, { as: admin })).count;
    // Every statement the app sends goes through its pool.
    const statements = vi.spyOn(pg.Pool.prototype, "query");
    try {
      await t.services.courses.reindex();
      const text = (arg: unknown) => (typeof arg === "string" ? arg : String((arg as { text?: string }).text));
      const updates = statements.mock.calls.flatMap((call, i) =>
        /^\s*update "courses" set "?search_doc/i.test(text(call[0])) ? [i] : [],
      );
      expect(updates).toHaveLength(1);
      const written = (await statements.mock.results[updates[0] as number]?.value) as pg.QueryResult;
      expect(written.rowCount).toBe(all);
    } finally {
      statements.mockRestore();
    }
    expect((await names({ keyword: "司马新名" })).sort()).toEqual(["改名前的课一", "改名前的课二"]);
    // Every other course was rewritten from its own data, so it is still found as before.
    expect(await names({ keyword: "wl" })).toContain("初中物理浮力实验");
    expect(await names({ keyword: "物理" })).toContain("趣味数学思维");
  });
});

describe("catalogue filters and sorts", () => {
  it("filters by subject, category, course type, college (with departments) and teacher", async () => {
    expect(await names({ subjectId: idOf(subjects, "物理") })).toContain("初中物理浮力实验");
    expect(await names({ subjectId: idOf(subjects, "物理") })).not.toContain("趣味数学思维");
    expect(await names({ categoryId: idOf(categories, "科技创新") })).toContain("初中物理浮力实验");
    const elective = await names({ courseTypeId: idOf(types, "选修课") });
    expect(elective).toEqual(expect.arrayContaining(["趣味数学思维", "高中化学实验安全"]));
    expect(elective).not.toContain("初中物理浮力实验");
    const dept = orgs.find((o) => o.parentId) as { id: number; parentId: number };
    expect(await names({ orgId: dept.parentId })).toContain("初中物理浮力实验");
    const byTeacher = await names({ teacherId: await userId(t, "t002") });
    expect(byTeacher).toEqual(expect.arrayContaining(["趣味数学思维", "高中化学实验安全"]));
    expect(byTeacher).not.toContain("初中物理浮力实验");
  });

  it("sorts by name, popularity and newest; pages", async () => {
    await t.call("/api/c/course/detail", { courseId: ids.get("高中化学实验安全") }, { as: student });
    const hot = await list({ sort: "hot" });
    expect(hot.list[0]?.visitCount).toBeGreaterThanOrEqual(hot.list[1]?.visitCount ?? 0);
    const byName = await names({ sort: "name" });
    expect(byName).toEqual([...byName].sort());
    const page = await list({ pageSize: 1, pageNo: 2 });
    expect(page.list).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(3);
    const card = (await list({ keyword: "浮力" })).list[0] as CourseCard;
    expect(card).toMatchObject({ subjectName: "物理", sectionCount: 1, status: 2 });
    expect(card.teachers[0]?.id).toBe(await userId(t, "t001"));
  });

  it("one kept statement serves every value of its filters, and answers as one built per call", async () => {
    const physics = await names({ subjectId: idOf(subjects, "物理") });
    const chemistry = await names({ subjectId: idOf(subjects, "化学") });
    expect(physics).toContain("初中物理浮力实验");
    expect(physics).not.toContain("高中化学实验安全");
    expect(chemistry).toContain("高中化学实验安全");
    expect(chemistry).not.toContain("初中物理浮力实验");
    // A keyword search is built per call: the same card, teachers and counts included.
    for (const card of (await list({ subjectId: idOf(subjects, "物理") }, student)).list) {
      const found = (await list({ keyword: card.name }, student)).list.find((c) => c.id === card.id);
      expect(found).toEqual(card);
    }
  });

  it("rejects bad input", async () => {
    expectBad(await t.call("/api/c/course/list", { pageSize: 1000 }), "pageSize");
    expectBad(await t.call("/api/c/course/list", { sort: "random" }), "sort");
    expectBad(await t.call("/api/c/course/list", { subjectId: "x" }), "subjectId");
    expectBad(await t.call("/api/c/course/list", { keyword: "字".repeat(101) }), "keyword");
  });
});

describe("learn list", () => {
  it("shows published courses of the caller's class", async () => {
    const classId = (await t.services.users.info(await userId(t, "student"))).classId as number;
    const courseId = ids.get("趣味数学思维") as number;
    ok(
      await t.call(
        "/api/l/course/permission/save",
        { courseId, visibility: "classes", classIds: [classId] },
        { as: t002 },
      ),
    );
    const mine = ok<Page<CourseCard>>(await t.call("/api/l/course/learn/list", {}, { as: student }));
    expect(mine.list.map((c) => c.id)).toContain(courseId);
    const other = ok<Page<CourseCard>>(await t.call("/api/l/course/learn/list", {}, { as: await t.login("s0001") }));
    expect(other.list.map((c) => c.id)).not.toContain(courseId);
    expectBad(await t.call("/api/l/course/learn/list", { pageNo: 0 }, { as: student }), "pageNo");
    expectNoSession(await t.call("/api/l/course/learn/list", {}));
    ok(await t.call("/api/l/course/permission/save", { courseId, visibility: "public" }, { as: t002 }));
  });

  it("adds the courses the caller collected", async () => {
    const courseId = ids.get("高中化学实验安全") as number;
    const res = await t.call("/api/l/collect/toggle", { targetType: "course", targetId: courseId }, { as: student });
    expect(ok<{ collected: boolean }>(res).collected).toBe(true);
    const mine = ok<Page<CourseCard>>(await t.call("/api/l/course/learn/list", {}, { as: student }));
    expect(mine.list.map((c) => c.id)).toContain(courseId);
    expect(
      ok<{ collected: boolean }>(await t.call("/api/c/course/detail", { courseId }, { as: student })).collected,
    ).toBe(true);
  });
});

describe("comments", () => {
  let courseId: number;
  let mine: number;
  beforeAll(() => {
    courseId = ids.get("初中物理浮力实验") as number;
  });
  const comments = async (as?: string) =>
    ok<Page<CourseComment>>(await t.call("/api/c/course/comment/list", { courseId }, { as }));

  it("anyone who may view the course reads them; logged-in viewers write them", async () => {
    mine = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "实验很有趣！" }, { as: student }),
    ).id;
    const guest = await comments();
    expect(guest.list[0]).toMatchObject({ id: mine, content: "实验很有趣！", canDelete: false });
    expect(guest.list[0]?.userName).toBeTruthy();
    expect((await comments(student)).list[0]?.canDelete).toBe(true);
    expect((await comments(t001)).list[0]?.canDelete).toBe(true);
    expect((await comments(t002)).list[0]?.canDelete).toBe(false);
    expect(ok<{ commentCount: number }>(await t.call("/api/c/course/detail", { courseId })).commentCount).toBe(1);

    expectBad(await t.call("/api/l/course/comment/save", { courseId, content: "  " }, { as: student }), "content");
    expectBad(
      await t.call("/api/l/course/comment/save", { courseId, content: "长".repeat(501) }, { as: student }),
      "content",
    );
    expectBad(await t.call("/api/c/course/comment/list", { courseId, pageSize: 51 }), "pageSize");
    expectNoSession(await t.call("/api/l/course/comment/save", { courseId, content: "游客" }));
    expect((await t.call("/api/c/course/comment/list", { courseId: 999_999 })).statusCode).toBe(404);
  });

  it("are deleted by the author, a course editor or a comment manager only", async () => {
    expectForbidden(await t.call("/api/l/course/comment/delete", { id: mine }, { as: t002 }));
    expectForbidden(await t.call("/api/l/course/comment/delete", { id: mine }, { as: await t.login("s0001") }));
    expectNoSession(await t.call("/api/l/course/comment/delete", { id: mine }));
    expectBad(await t.call("/api/l/course/comment/delete", {}, { as: student }), "id");
    ok(await t.call("/api/l/course/comment/delete", { id: mine }, { as: t001 }));
    expect((await t.call("/api/l/course/comment/delete", { id: mine }, { as: student })).statusCode).toBe(404);
    const again = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "再评一次" }, { as: student }),
    );
    ok(await t.call("/api/l/course/comment/delete", { id: again.id }, { as: student }));
  });

  it("admin comment management lists and deletes", async () => {
    const c = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "需要管理的评论" }, { as: student }),
    );
    const found = ok<Page<ManageComment>>(
      await t.call("/api/m/business/course/comment/list", { keyword: "需要管理" }, { as: admin }),
    );
    expect(found.list).toEqual([expect.objectContaining({ id: c.id, courseId, courseName: "初中物理浮力实验" })]);
    expect(
      ok<Page<ManageComment>>(await t.call("/api/m/business/course/comment/list", { courseId }, { as: admin })).count,
    ).toBe(1);
    expectForbidden(await t.call("/api/m/business/course/comment/list", {}, { as: t001 }));
    expectForbidden(await t.call("/api/m/business/course/comment/delete", { ids: [c.id] }, { as: t001 }));
    expectNoSession(await t.call("/api/m/business/course/comment/list", {}));
    expectNoSession(await t.call("/api/m/business/course/comment/delete", { ids: [c.id] }));
    expectBad(await t.call("/api/m/business/course/comment/list", { courseId: "x" }, { as: admin }), "courseId");
    expectBad(await t.call("/api/m/business/course/comment/delete", { ids: "x" }, { as: admin }), "ids");
    ok(await t.call("/api/m/business/course/comment/delete", { ids: [c.id] }, { as: admin }));
    expect((await comments()).count).toBe(0);
  });

  it("admin comment management keeps the course filter when a keyword matches course names", async () => {
    // The keyword matches both courses' names ("实验"): the filter must still hold to this course.
    const other = ids.get("高中化学实验安全") as number;
    const here = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "本课的评论" }, { as: student }),
    );
    const there = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId: other, content: "别的课的评论" }, { as: student }),
    );
    const found = ok<Page<ManageComment>>(
      await t.call("/api/m/business/course/comment/list", { courseId, keyword: "实验" }, { as: admin }),
    );
    expect(found.list.map((c) => c.id)).toEqual([here.id]);
    expect(found.count).toBe(1);
    ok(await t.call("/api/m/business/course/comment/delete", { ids: [here.id, there.id] }, { as: admin }));
  });

  it("look their authors up in one query", async () => {
    const a = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "甲" }, { as: student }),
    );
    const b = ok<{ id: number }>(await t.call("/api/l/course/comment/save", { courseId, content: "乙" }, { as: t002 }));
    const info = vi.spyOn(t.services.users, "info");
    const profiles = vi.spyOn(t.services.users, "profiles");
    try {
      const page = await comments();
      expect(page.list.map((c) => c.userName)).toEqual([
        (await t.services.users.findByAccount("t002"))?.realName,
        (await t.services.users.findByAccount("student"))?.realName,
      ]);
      expect(info).not.toHaveBeenCalled();
      expect(profiles).toHaveBeenCalledTimes(1);
    } finally {
      info.mockRestore();
      profiles.mockRestore();
    }
    ok(await t.call("/api/m/business/course/comment/delete", { ids: [a.id, b.id] }, { as: admin }));
  });
});

describe("course menus", () => {
  it("lists twenty menus, saves a binding whose target exists and has the right type", async () => {
    const all = ok<CourseMenuSetting[]>(await t.call("/api/m/site/navigation/setting/list", {}, { as: admin }));
    expect(all).toHaveLength(20);
    expect(all[0]).toMatchObject({ menu: 1, binding: null, targetId: null });
    const category = idOf(categories, "科技创新");
    const saved = ok<CourseMenuSetting>(
      await t.call(
        "/api/m/site/navigation/setting/save",
        { menu: 3, title: "科技创新", binding: "category", targetId: category },
        { as: admin },
      ),
    );
    expect(saved).toEqual({
      menu: 3,
      title: "科技创新",
      binding: "category",
      targetId: category,
      targetName: "科技创新",
    });
    expect(ok<CourseMenuSetting>(await t.call("/api/c/course/menu/detail", { menu: 3 }))).toEqual(saved);
    const college = orgs.find((o) => !o.parentId) as { id: number; name: string };
    ok(
      await t.call(
        "/api/m/site/navigation/setting/save",
        { menu: 3, title: "学院课程", binding: "college", targetId: college.id },
        { as: admin },
      ),
    );
    expect(ok<CourseMenuSetting>(await t.call("/api/c/course/menu/detail", { menu: 3 })).targetName).toBe(college.name);
    // The catalogue of that menu: the courses of the category it is bound to.
    const bound = await names({ categoryId: category });
    expect(bound).toContain("初中物理浮力实验");
    expect(bound).not.toContain("趣味数学思维");
  });

  it("refuses a target of the wrong type, bad menus, students and guests", async () => {
    const input = { menu: 4, title: "选修", binding: "category", targetId: idOf(types, "选修课") };
    expectBad(await t.call("/api/m/site/navigation/setting/save", input, { as: admin }), "targetId");
    expectBad(
      await t.call(
        "/api/m/site/navigation/setting/save",
        { ...input, binding: "college", targetId: 999_999 },
        { as: admin },
      ),
      "targetId",
    );
    expectBad(await t.call("/api/m/site/navigation/setting/save", { ...input, menu: 21 }, { as: admin }), "menu");
    expectBad(
      await t.call("/api/m/site/navigation/setting/save", { ...input, binding: "x" }, { as: admin }),
      "binding",
    );
    expectBad(await t.call("/api/m/site/navigation/setting/save", { ...input, title: "" }, { as: admin }), "title");
    expectBad(await t.call("/api/c/course/menu/detail", { menu: 0 }), "menu");
    expectForbidden(await t.call("/api/m/site/navigation/setting/save", input, { as: student }));
    expectForbidden(await t.call("/api/m/site/navigation/setting/list", {}, { as: t001 }));
    expectNoSession(await t.call("/api/m/site/navigation/setting/save", input));
    expectNoSession(await t.call("/api/m/site/navigation/setting/list", {}));
    expect(ok<CourseMenuSetting>(await t.call("/api/c/course/menu/detail", { menu: 4 })).binding).toBeNull();
  });
});
