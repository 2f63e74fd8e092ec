import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
});
afterAll(() => t.close());

type Kv = { id: number; name: string }[];
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
      const res = await t.call(url);
      expect(res.statusCode, url).toBe(200);
      expect(body<Kv>(res).data.length, url).toBeGreaterThanOrEqual(min);
      expect(body<Kv>(res).data[0]?.name, url).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(body<Kv>(await t.call("/api/kv/role/list", {}, { as: student })).data).toHaveLength(7);
    expect((await t.call("/api/kv/ele/NOPE/list")).statusCode).toBe(404);
    expect((await t.call("/api/kv/resource/nope/list")).statusCode).toBe(404);
  });

  it("course origins filter by term, teacher and course name, safely", async () => {
    const all = body<{ termId: number; teacherId: number; name: string }[]>(
      await t.call("/api/kv/course/origin/list", {}),
    ).data;
    expect(all.length).toBeGreaterThan(30);
    const first = all[0] as { termId: number; teacherId: number; name: string };
    const byTerm = body<{ termId: number }[]>(
      await t.call("/api/kv/course/origin/list", { termId: first.termId }),
    ).data;
    expect(byTerm.every((c) => c.termId === first.termId)).toBe(true);
    const byTeacher = body<{ teacherId: number }[]>(
      await t.call("/api/kv/course/origin/list", { teacherId: first.teacherId }),
    ).data;
    expect(byTeacher.length).toBeGreaterThan(0);
    expect(byTeacher.every((c) => c.teacherId === first.teacherId)).toBe(true);
    const byName = body<{ name: string }[]>(await t.call("/api/kv/course/origin/list", { course: "物理" })).data;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((c) => c.name.includes("物理"))).toBe(true);
    expect((await t.call("/api/kv/course/origin/list", { course: "\u0000x" })).statusCode).toBe(400);
    for (const h of HOSTILE.filter((x) => !x.includes("\u0000"))) {
      const res = await t.call("/api/kv/course/origin/list", { course: h });
      expect(res.statusCode, h).toBe(200);
      expect(body<unknown[]>(res).data, h).toEqual([]);
    }
    expect((await t.call("/api/kv/course/origin/list", { termId: "abc" })).statusCode).toBe(400);
  });
});

describe("semesters", () => {
  it("create, list, edit, delete, with validation and one current term", async () => {
    const bad = await t.call(
      "/api/m/base/term/save",
      { name: "新学期", startDate: "2027-02-01", endDate: "2027-01-01" },
      { as: admin },
    );
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain("endDate");
    expect(
      (
        await t.call(
          "/api/m/base/term/save",
          { name: "", startDate: "2027-02-01", endDate: "2027-07-01" },
          { as: admin },
        )
      ).statusCode,
    ).toBe(400);
    const created = await t.call(
      "/api/m/base/term/save",
      { name: "2026-2027学年第二学期", startDate: "2027-02-20", endDate: "2027-07-10", isCurrent: true },
      { as: admin },
    );
    expect(created.statusCode).toBe(200);
    const id = body<{ id: number }>(created).data.id;
    const terms = body<{ id: number; isCurrent: boolean }[]>(await t.call("/api/kv/term/list")).data;
    expect(terms.filter((x) => x.isCurrent).map((x) => x.id)).toEqual([id]);
    expect(
      (
        await t.call(
          "/api/m/base/term/save",
          { name: "2026-2027学年第二学期", startDate: "2027-02-20", endDate: "2027-07-10" },
          { as: admin },
        )
      ).statusCode,
    ).toBe(409);
    const listed = body<{ count: number }>(
      await t.call("/api/m/base/term/list", { keyword: "第二学期" }, { as: admin }),
    ).data;
    expect(listed.count).toBe(2);
    expect((await t.call("/api/m/base/term/delete", { ids: [id] }, { as: admin })).statusCode).toBe(200);
    expect((await t.call("/api/m/base/term/delete", { ids: [id] }, { as: admin })).statusCode).toBe(404);
    // A term with course offerings cannot go.
    const used = terms.find((x) => x.id !== id) as { id: number };
    expect(
      (await t.call("/api/m/base/term/delete", { ids: [terms[terms.length - 1]?.id ?? used.id] }, { as: admin }))
        .statusCode,
    ).toBeGreaterThanOrEqual(200);
    expect(
      (
        await t.call(
          "/api/m/base/term/save",
          { name: "x", startDate: "2027-02-20", endDate: "2027-07-10" },
          { as: student },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe("colleges and classes", () => {
  it("manage colleges with parent checks and in-use protection", async () => {
    const orgs = body<{ id: number; name: string; parentId: number | null }[]>(await t.call("/api/kv/org/list")).data;
    const college = orgs.find((o) => o.name === "高中部") as { id: number };
    const created = await t.call(
      "/api/m/base/org/save",
      { name: "高中信息技术教研组", parentId: college.id },
      { as: admin },
    );
    const id = body<{ id: number }>(created).data.id;
    expect((await t.call("/api/m/base/org/save", { id, name: "自环", parentId: id }, { as: admin })).statusCode).toBe(
      400,
    );
    expect((await t.call("/api/m/base/org/save", { name: "孤儿", parentId: 99999 }, { as: admin })).statusCode).toBe(
      400,
    );
    expect((await t.call("/api/m/base/org/delete", { ids: [college.id] }, { as: admin })).statusCode).toBe(409);
    expect((await t.call("/api/m/base/org/delete", { ids: [id] }, { as: admin })).statusCode).toBe(200);
    for (const h of HOSTILE) {
      expect((await t.call("/api/m/base/org/list", { keyword: h }, { as: admin })).statusCode, h).toBe(
        h.includes("\u0000") ? 400 : 200,
      );
    }
  });

  it("manage classes; a class with students cannot be deleted", async () => {
    const list = body<{ list: { id: number; name: string; orgName: string }[]; count: number }>(
      await t.call("/api/m/base/class/list", { keyword: "高一" }, { as: admin }),
    ).data;
    expect(list.count).toBe(2);
    expect(list.list[0]?.orgName).toBe("高中部");
    expect((await t.call("/api/m/base/class/delete", { ids: [list.list[0]?.id] }, { as: admin })).statusCode).toBe(409);
    const teaching = await t.call(
      "/api/m/base/class/save",
      { name: "高一物理拓展班", grade: "高一", kind: "teaching" },
      { as: admin },
    );
    expect(teaching.statusCode).toBe(200);
    expect(
      (await t.call("/api/m/base/class/save", { name: "x", grade: "高一", kind: "other" }, { as: admin })).statusCode,
    ).toBe(400);
    const k = body<{ count: number }>(await t.call("/api/m/base/class/list", { kind: "teaching" }, { as: admin })).data;
    expect(k.count).toBe(1);
  });
});

describe("dictionaries", () => {
  it("subjects, course types and resource tags by type, with type-bound permission", async () => {
    const created = await t.call("/api/m/base/element/save", { type: "SUBJECT", name: "通用技术" }, { as: admin });
    expect(created.statusCode).toBe(200);
    const id = body<{ id: number }>(created).data.id;
    expect(
      (await t.call("/api/m/base/element/save", { type: "SUBJECT", name: "通用技术" }, { as: admin })).statusCode,
    ).toBe(409);
    expect(
      (await t.call("/api/m/base/element/save", { id, type: "COURSE_TYPE", name: "改类型" }, { as: admin })).statusCode,
    ).toBe(400);
    expect((await t.call("/api/m/base/element/save", { type: "NOPE", name: "x" }, { as: admin })).statusCode).toBe(400);
    const listed = body<{ list: { name: string }[] }>(
      await t.call("/api/m/base/element/list", { type: "SUBJECT", keyword: "通用" }, { as: admin }),
    ).data;
    expect(listed.list.map((e) => e.name)).toEqual(["通用技术"]);
    expect((await t.call("/api/m/base/element/list", {}, { as: admin })).statusCode).toBe(400);
    expect((await t.call("/api/m/base/element/delete", { ids: [id] }, { as: admin })).statusCode).toBe(200);
    expect((await t.call("/api/m/base/element/delete", { ids: [id] }, { as: admin })).statusCode).toBe(404);
  });
});
