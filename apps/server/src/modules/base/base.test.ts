import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
/** Holds only 课程类型 (COURSE_TYPE dictionaries): another screen for every other base route. */
let courseTypes: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  courseTypes = await userWithScreens(t, admin, "ctype01", ["basic.courseType"]);
});
afterAll(() => t.close());

type Kv = { id: number; name: string }[];
type Page<T> = { list: T[]; count: number };
const HOSTILE = ["'; drop table users; --", "%", "_", "\\", "物理' or '1'='1", "\u0000x"];

describe("kv lists", () => {
  it("answer the demo school's base data", async () => {
    const lists: [string, number][] = [
      ["/api/kv/term/list", 3],
      ["/api/kv/org/list", 10],
      ["/api/kv/teacher/list", 30],
      ["/api/kv/ele/SUBJECT/list", 10],
      ["/api/kv/ele/COURSE_TYPE/list", 3],
      ["/api/kv/ele/COURSE_CATEGORY/list", 3],
      ["/api/kv/ele/SP_LEVEL/list", 3],
      ["/api/kv/course/status/list", 4],
      ["/api/kv/resource/source/list", 3],
      ["/api/kv/resource/type/list", 3],
      ["/api/kv/resource/stream/list", 3],
      ["/api/kv/resource/scene/list", 3],
      ["/api/kv/terminal/type/list", 3],
      ["/api/kv/class/list", 8],
    ];
    for (const [url, min] of lists) {
      const data = ok<Kv>(await t.call(url));
      expect(data.length, url).toBeGreaterThanOrEqual(min);
      expect(data[0]?.name, url).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(ok<Kv>(await t.call("/api/kv/role/list", {}, { as: student }))).toHaveLength(8);
    expectNotFound(await t.call("/api/kv/ele/NOPE/list"));
    expectNotFound(await t.call("/api/kv/resource/nope/list"));
    expectNotFound(await t.call("/api/kv/resource/constructor/list"));
  });

  it("classes filter by college", async () => {
    const orgs = ok<Kv>(await t.call("/api/kv/org/list"));
    const college = orgs.find((o) => o.name === "高中部") as { id: number };
    const classes = ok<{ orgId: number }[]>(await t.call("/api/kv/class/list", { orgId: college.id }));
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((c) => c.orgId === college.id)).toBe(true);
    expectBad(await t.call("/api/kv/class/list", { orgId: "x" }), "orgId");
  });

  it("course origins filter by term, teacher and course name, safely", async () => {
    const all = ok<{ termId: number; teacherId: number; name: string }[]>(await t.call("/api/kv/course/origin/list"));
    expect(all.length).toBeGreaterThan(30);
    const first = all[0] as { termId: number; teacherId: number; name: string };
    const byTerm = ok<{ termId: number }[]>(await t.call("/api/kv/course/origin/list", { termId: first.termId }));
    expect(byTerm.every((c) => c.termId === first.termId)).toBe(true);
    const byTeacher = ok<{ teacherId: number }[]>(
      await t.call("/api/kv/course/origin/list", { teacherId: first.teacherId }),
    );
    expect(byTeacher.length).toBeGreaterThan(0);
    expect(byTeacher.every((c) => c.teacherId === first.teacherId)).toBe(true);
    const byName = ok<{ name: string }[]>(await t.call("/api/kv/course/origin/list", { course: "物理" }));
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((c) => c.name.includes("物理"))).toBe(true);
    expect((await t.call("/api/kv/course/origin/list", { course: "\u0000x" })).statusCode).toBe(400);
    for (const h of HOSTILE.filter((x) => !x.includes("\u0000"))) {
      expect(ok<unknown[]>(await t.call("/api/kv/course/origin/list", { course: h })), h).toEqual([]);
    }
    expectBad(await t.call("/api/kv/course/origin/list", { termId: "abc" }), "termId");
  });
});

describe("semesters", () => {
  it("create, list, edit, delete, with validation and one current term", async () => {
    const save = (input: object) => t.call("/api/m/base/term/save", input, { as: admin });
    expectBad(await save({ name: "新学期", startDate: "2027-02-01", endDate: "2027-01-01" }), "endDate");
    expectBad(await save({ name: "", startDate: "2027-02-01", endDate: "2027-07-01" }), "name");
    const term = { name: "2026-2027学年第二学期", startDate: "2027-02-20", endDate: "2027-07-10" };
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/base/term/save",
      body: { ...term, isCurrent: true },
      as: admin,
      bad: { body: { ...term, startDate: "x" }, field: "startDate" },
      wrongRole: courseTypes,
    });
    const terms = ok<{ id: number; isCurrent: boolean }[]>(await t.call("/api/kv/term/list"));
    expect(terms.filter((x) => x.isCurrent).map((x) => x.id)).toEqual([id]);
    expect((await save(term)).statusCode).toBe(409);
    const listed = await checkEndpoint<Page<{ name: string }>>(t, {
      url: "/api/m/base/term/list",
      body: { keyword: "第二学期" },
      as: admin,
      bad: { body: { pageSize: 10000 }, field: "pageSize" },
      wrongRole: student,
    });
    expect(listed.count).toBe(2);
    const renamed = ok<{ name: string; isCurrent: boolean }>(await save({ ...term, id, name: "改名学期" }));
    expect(renamed).toMatchObject({ name: "改名学期", isCurrent: false });
    // An unknown id changes nothing, not even which term is current.
    expectNotFound(await save({ ...term, id: 99999, isCurrent: true }));
    expect(ok<{ isCurrent: boolean }[]>(await t.call("/api/kv/term/list")).some((x) => x.isCurrent)).toBe(false);
    await checkEndpoint(t, {
      url: "/api/m/base/term/delete",
      body: { ids: [id] },
      as: admin,
      bad: { body: { ids: [] }, field: "ids" },
      wrongRole: courseTypes,
    });
    expectNotFound(await t.call("/api/m/base/term/delete", { ids: [id] }, { as: admin }));
    // A term with course offerings cannot go.
    const used = ok<{ termId: number }[]>(await t.call("/api/kv/course/origin/list"))[0]?.termId;
    expect((await t.call("/api/m/base/term/delete", { ids: [used] }, { as: admin })).statusCode).toBe(409);
    expectForbidden(await t.call("/api/m/base/term/save", { ...term, name: "x" }, { as: student }));
  });
});

describe("colleges and classes", () => {
  it("manage colleges with parent checks and in-use protection", async () => {
    const orgs = ok<{ id: number; name: string; parentId: number | null }[]>(await t.call("/api/kv/org/list"));
    const college = orgs.find((o) => o.name === "高中部") as { id: number };
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/base/org/save",
      body: { name: "高中信息技术教研组", parentId: college.id },
      as: admin,
      bad: { body: { name: "" }, field: "name" },
      wrongRole: courseTypes,
    });
    const save = (input: object) => t.call("/api/m/base/org/save", input, { as: admin });
    expectBad(await save({ id, name: "自环", parentId: id }), "parentId");
    expectBad(await save({ name: "孤儿", parentId: 99999 }), "parentId");
    expectNotFound(await save({ id: 99999, name: "不存在" }));
    expect(ok<{ name: string }>(await save({ id, name: "高中信息教研组", parentId: college.id })).name).toBe(
      "高中信息教研组",
    );
    expect((await t.call("/api/m/base/org/delete", { ids: [college.id] }, { as: admin })).statusCode).toBe(409);
    await checkEndpoint(t, {
      url: "/api/m/base/org/delete",
      body: { ids: [id] },
      as: admin,
      bad: { body: { ids: "x" }, field: "ids" },
      wrongRole: student,
    });
    const listed = await checkEndpoint<Page<{ name: string }>>(t, {
      url: "/api/m/base/org/list",
      body: { keyword: "高中" },
      as: admin,
      bad: { body: { pageNo: 0 }, field: "pageNo" },
      wrongRole: courseTypes,
    });
    expect(listed.list.every((o) => o.name.includes("高中"))).toBe(true);
    for (const h of HOSTILE) {
      expect((await t.call("/api/m/base/org/list", { keyword: h }, { as: admin })).statusCode, h).toBe(
        h.includes("\u0000") ? 400 : 200,
      );
    }
  });

  it("a college with users or classes cannot be deleted", async () => {
    const orgs = ok<{ id: number; name: string; parentId: number | null }[]>(await t.call("/api/kv/org/list"));
    const withClass = ok<{ id: number }>(
      await t.call("/api/m/base/org/save", { name: "只有班级的院系" }, { as: admin }),
    );
    ok(await t.call("/api/m/base/class/save", { name: "挂靠班", grade: "高三", orgId: withClass.id }, { as: admin }));
    const teacher = await t.login("teacher");
    const { orgId } = ok<{ orgId: number }>(await t.call("/api/l/base/user/info", {}, { as: teacher }));
    expect(orgs.some((o) => o.parentId === orgId)).toBe(false);
    const withUsers = await t.call("/api/m/base/org/delete", { ids: [orgId] }, { as: admin });
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().msg).toContain("用户");
    const refused = await t.call("/api/m/base/org/delete", { ids: [withClass.id] }, { as: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain("班级");
  });

  it("manage classes; a class with students cannot be deleted", async () => {
    const list = await checkEndpoint<Page<{ id: number; name: string; orgName: string }>>(t, {
      url: "/api/m/base/class/list",
      body: { keyword: "高一" },
      as: admin,
      bad: { body: { kind: "other" }, field: "kind" },
      wrongRole: courseTypes,
    });
    expect(list.count).toBe(2);
    expect(list.list[0]?.orgName).toBe("高中部");
    expect((await t.call("/api/m/base/class/delete", { ids: [list.list[0]?.id] }, { as: admin })).statusCode).toBe(409);
    const grades = await userWithScreens(t, admin, "grade01", ["basic.grade"]);
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/base/class/save",
      body: { name: "高一物理拓展班", grade: "高一", kind: "teaching" },
      as: grades,
      bad: { body: { name: "x", grade: "高一", kind: "other" }, field: "kind" },
      wrongRole: student,
    });
    expectBad(
      await t.call("/api/m/base/class/save", { name: "x", grade: "高一", orgId: 99999 }, { as: admin }),
      "orgId",
    );
    expectNotFound(await t.call("/api/m/base/class/save", { id: 99999, name: "x", grade: "高一" }, { as: admin }));
    const k = ok<{ count: number }>(await t.call("/api/m/base/class/list", { kind: "teaching" }, { as: admin }));
    expect(k.count).toBe(1);
    await checkEndpoint(t, {
      url: "/api/m/base/class/delete",
      body: { ids: [id] },
      as: grades,
      bad: { body: {}, field: "ids" },
      wrongRole: courseTypes,
    });
    expectNotFound(await t.call("/api/m/base/class/delete", { ids: [id] }, { as: admin }));
  });
});

describe("dictionaries", () => {
  it("subjects, course types and resource tags by type, with type-bound permission", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/base/element/save",
      body: { type: "SUBJECT", name: "通用技术" },
      as: admin,
      bad: { body: { type: "NOPE", name: "x" }, field: "type" },
      wrongRole: student,
      otherUser: { as: courseTypes },
    });
    expect(
      (await t.call("/api/m/base/element/save", { type: "SUBJECT", name: "通用技术" }, { as: admin })).statusCode,
    ).toBe(409);
    expectBad(
      await t.call("/api/m/base/element/save", { id, type: "COURSE_TYPE", name: "改类型" }, { as: admin }),
      "type",
    );
    expectNotFound(await t.call("/api/m/base/element/save", { id: 99999, type: "SUBJECT", name: "x" }, { as: admin }));
    const listed = await checkEndpoint<Page<{ name: string }>>(t, {
      url: "/api/m/base/element/list",
      body: { type: "SUBJECT", keyword: "通用" },
      as: admin,
      bad: { body: {}, field: "type" },
      wrongRole: student,
      otherUser: { as: courseTypes },
    });
    expect(listed.list.map((e) => e.name)).toEqual(["通用技术"]);
    await checkEndpoint(t, {
      url: "/api/m/base/element/delete",
      body: { ids: [id] },
      as: admin,
      bad: { body: { ids: [] }, field: "ids" },
      wrongRole: student,
      otherUser: { as: courseTypes },
    });
    expectNotFound(await t.call("/api/m/base/element/delete", { ids: [id] }, { as: admin }));
  });

  it("a course-type manager manages course types only", async () => {
    const { id } = ok<{ id: number }>(
      await t.call("/api/m/base/element/save", { type: "COURSE_TYPE", name: "研究性学习" }, { as: courseTypes }),
    );
    const types = ok<Page<{ name: string }>>(
      await t.call("/api/m/base/element/list", { type: "COURSE_TYPE" }, { as: courseTypes }),
    );
    expect(types.list.map((e) => e.name)).toContain("研究性学习");
    expect(ok<Kv>(await t.call("/api/kv/ele/COURSE_TYPE/list")).map((e) => e.name)).toContain("研究性学习");
    const subject = ok<Kv>(await t.call("/api/kv/ele/SUBJECT/list"))[0] as { id: number };
    expectForbidden(await t.call("/api/m/base/element/delete", { ids: [id, subject.id] }, { as: courseTypes }));
    ok(await t.call("/api/m/base/element/delete", { ids: [id] }, { as: courseTypes }));
  });
});
