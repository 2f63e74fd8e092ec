import type { SearchHit } from "@otp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../seed/content.js";
import { expectBad, expectNoSession, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
/** A student of 初三（1）班, inside the classes of the class-only course. */
let juniorStudent: string;

beforeAll(async () => {
  t = await startTestApp();
  // The demo content without ffmpeg: the same courses, resources and notes, placeholder media.
  await seedContent(t.db, t.services, { media: false });
  [admin, student, juniorStudent] = await Promise.all([t.login("admin"), t.login("student"), t.login("s0003")]);
});
afterAll(() => t.close());

type Result = { list: SearchHit[]; count: number };
const search = async (input: object, as: string | null = null) =>
  ok<Result>(await t.call("/api/c/search/list", input, { as }));
const titles = (r: Result) => r.list.map((h) => h.title);

describe("search relevance (Chinese and pinyin)", () => {
  it("'浮力' finds the course 初中物理浮力实验 first", async () => {
    const r = await search({ keyWord: "浮力", sp: "course" });
    expect(r.list[0]?.title).toBe("初中物理浮力实验");
    expect(r.list[0]).toMatchObject({ type: "course", url: `/course/${r.list[0]?.id}` });
    expect(r.list[0]?.meta.length).toBeGreaterThan(0);
    expect(r.count).toBe(r.list.length);
  });

  it("pinyin initials 'wl' find the physics courses", async () => {
    const r = await search({ keyWord: "wl", sp: "course" });
    const physics = titles(r).filter((n) => n.includes("物理"));
    // Every public physics course is found (the class-only one is not shown to a guest).
    expect(physics.sort()).toEqual(
      ["初中物理浮力实验", "初二物理：光与透镜", "初三物理：电学基础", "高一物理必修第一册"].sort(),
    );
    expect(r.list[0]?.title).toContain("物理");
  });

  it("'光合作用' ranks the course named with it above one that only mentions it in the brief", async () => {
    const names = titles(await search({ keyWord: "光合作用", sp: "course" }));
    const named = names.indexOf("高一生物：光合作用与细胞呼吸");
    const mentioned = names.indexOf("高中生物必修一：分子与细胞");
    expect(named).toBe(0);
    expect(mentioned).toBeGreaterThan(named);
  });

  it("several words must all match", async () => {
    const names = titles(await search({ keyWord: "物理 电学", sp: "course" }));
    expect(names).toEqual(["初三物理：电学基础"]);
    expect((await search({ keyWord: "量子纠缠", sp: "course" })).count).toBe(0);
  });

  it("finds resources, micro-lessons only for micro, and knowledge points that open at their second", async () => {
    const res = await search({ keyWord: "阿基米德原理", sp: "resource" });
    expect(res.list.length).toBeGreaterThan(0);
    expect(res.list[0]?.title).toContain("阿基米德原理");
    expect(res.list[0]?.url).toMatch(/^\/resource\/\d+$/);

    const micro = await search({ keyWord: "函数", sp: "micro" });
    expect(micro.list.length).toBeGreaterThan(0);
    for (const h of micro.list) expect(h.meta).toContain("微课");

    // The 浮力 knowledge points sit on a school-only video: signed-in users find them, guests do not.
    expect((await search({ keyWord: "浮力", sp: "RESOURCE_NOTE" })).count).toBe(0);
    const notes = await search({ keyWord: "浮力", sp: "RESOURCE_NOTE" }, student);
    expect(notes.list.length).toBeGreaterThan(0);
    expect(notes.list[0]?.title).toContain("浮力");
    for (const n of notes.list) {
      expect(n.type).toBe("note");
      expect(n.url).toBe(`${n.url.split("?")[0]}?second=${n.second}`);
      expect(n.url).toMatch(/^\/resource\/\d+\?second=\d+$/);
    }
  });

  it("finds teachers by name and by pinyin initials, the exact name first", async () => {
    const demo = await search({ keyWord: "张雨桐", sp: "teacher" });
    expect(demo.list[0]).toMatchObject({ type: "teacher", title: "张雨桐" });
    expect(demo.list[0]?.url).toBe(`/teacher/${demo.list[0]?.id}`);
    expect((await search({ keyWord: "zyt", sp: "teacher" })).list.map((h) => h.title)).toContain("张雨桐");
    expect((await search({ keyWord: "张雨桐老师", sp: "teacher" })).list[0]?.title).toBe("张雨桐");
    // Students are never teacher hits.
    expect((await search({ keyWord: "刘子涵", sp: "teacher" })).count).toBe(0);
  });

  it("global search merges courses, resources and teachers by relevance", async () => {
    const r = await search({ keyWord: "浮力" });
    const types = new Set(r.list.map((h) => h.type));
    expect(types).toEqual(new Set(["course", "resource"]));
    expect(titles(r)).toContain("初中物理浮力实验");
    for (const h of r.list) expect(`${h.title}${h.summary}`).toContain("浮力");
    expect(r.count).toBeGreaterThanOrEqual(r.list.length);
    // Page 2 continues the same merged order.
    const first = await search({ keyWord: "物理", pageSize: 5 });
    const second = await search({ keyWord: "物理", pageSize: 5, pageNo: 2 });
    const both = await search({ keyWord: "物理", pageSize: 10 });
    expect([...first.list, ...second.list].map((h) => `${h.type}${h.id}`)).toEqual(
      both.list.map((h) => `${h.type}${h.id}`),
    );
    // A page past the end is empty but still tells the true total (one statement counts the
    // matches beside the page; an empty page counts them separately).
    for (const sp of ["course", "resource"] as const) {
      const all = await search({ keyWord: "物理", sp, pageSize: 3 });
      expect(all.count).toBeGreaterThan(3);
      const past = await search({ keyWord: "物理", sp, pageSize: 3, pageNo: 99 });
      expect(past).toEqual({ list: [], count: all.count });
      const pages = Math.ceil(all.count / 3);
      const last = await search({ keyWord: "物理", sp, pageSize: 3, pageNo: pages });
      expect(last.list.length).toBe(all.count - 3 * (pages - 1));
      expect(last.count).toBe(all.count);
    }
    const person = await search({ keyWord: "张雨桐", sp: "global" });
    expect(person.list[0]).toMatchObject({ type: "teacher", title: "张雨桐" });
  });

  it("without a keyword lists the latest published items; sort new and hot are accepted", async () => {
    const courses = await search({ sp: "course", pageSize: 100 });
    // 40 demo courses: 5 not published, 3 for classes only, 2 for signed-in users only.
    expect(courses.count).toBe(30);
    expect(courses.list.length).toBe(30);
    expect(titles(courses)).not.toContain("高二英语：读后续写专题");
    const resources = await search({ sp: "resource", sort: "hot" });
    expect(resources.list.length).toBeGreaterThan(0);
    const notes = await search({ sp: "RESOURCE_NOTE", pageSize: 5 });
    expect(notes.list.length).toBe(5);
    expect((await search({ sp: "teacher" })).list.length).toBeGreaterThan(0);
    expect((await search({ keyWord: "物理", sort: "new" })).list.length).toBeGreaterThan(0);
  });
});

describe("search visibility", () => {
  it("never finds a draft, pending or rejected course", async () => {
    for (const as of [null, student, admin]) {
      expect(titles(await search({ keyWord: "读后续写", sp: "course" }, as))).not.toContain("高二英语：读后续写专题");
      expect(titles(await search({ keyWord: "人工智能启蒙", sp: "course" }, as))).not.toContain("人工智能启蒙");
      expect(titles(await search({ keyWord: "家乡历史文化探究", sp: "global" }, as))).not.toContain("家乡历史文化探究");
    }
  });

  it("finds a class-only course only for its classes (and administrators)", async () => {
    const name = "初三数学：中考复习";
    expect(titles(await search({ keyWord: "中考复习", sp: "course" }))).not.toContain(name);
    expect(titles(await search({ keyWord: "中考复习", sp: "course" }, student))).not.toContain(name);
    expect(titles(await search({ keyWord: "中考复习", sp: "course" }, juniorStudent))).toContain(name);
    expect(titles(await search({ keyWord: "中考复习", sp: "course" }, admin))).toContain(name);
  });

  it("shows school-only courses to signed-in users, not to guests", async () => {
    const name = "初三语文：中考作文指导";
    expect(titles(await search({ keyWord: "作文指导", sp: "course" }))).not.toContain(name);
    expect(titles(await search({ keyWord: "作文指导", sp: "course" }, student))).toContain(name);
  });

  it("answers guests in guest mode and asks them to sign in when it is off", async () => {
    const save = (isUsing: boolean) =>
      t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing }, { as: admin });
    ok(await save(false));
    try {
      expectNoSession(await t.call("/api/c/search/list", { keyWord: "浮力" }));
      expect((await search({ keyWord: "浮力" }, student)).list.length).toBeGreaterThan(0);
    } finally {
      ok(await save(true));
    }
    expect((await search({ keyWord: "浮力" })).list.length).toBeGreaterThan(0);
  });
});

describe("search input", () => {
  it("rejects bad input with a Chinese message naming the field", async () => {
    const bad = async (input: object, field: string) => expectBad(await t.call("/api/c/search/list", input), field);
    await bad({ keyWord: "浮力", sp: "live" }, "sp");
    await bad({ keyWord: "x".repeat(101) }, "keyWord");
    await bad({ keyWord: "浮力", pageSize: 101 }, "pageSize");
    await bad({ keyWord: "浮力", pageNo: 0 }, "pageNo");
    await bad({ keyWord: "浮力", sort: "random" }, "sort");
    await bad({ keyWord: 42 }, "keyWord");
  });

  it("treats query syntax and SQL metacharacters as plain text", async () => {
    for (const k of ["'", "&", "!", ":*", "浮力 & !", "'; drop table courses; --", "％"]) await search({ keyWord: k });
    expect((await search({ keyWord: "浮力 & !", sp: "course" })).list[0]?.title).toBe("初中物理浮力实验");
  });
});

describe("demo content", () => {
  const rows = async <T>(q: ReturnType<typeof sql>) => {
    const r = await t.db.execute(q);
    return ((r as { rows?: T[] }).rows ?? (r as unknown as T[])) as T[];
  };

  it("has about 40 courses of 3-6 chapters with 2-4 sections each, and every audit state", async () => {
    const courses = await rows<{ status: number; n: number }>(
      sql`select status, count(*)::int as n from courses group by status order by status`,
    );
    expect(courses).toEqual([
      { status: 0, n: 2 },
      { status: 1, n: 2 },
      { status: 2, n: 35 },
      { status: 3, n: 1 },
    ]);
    const perChapter = await rows<{ min: number; max: number }>(sql`
      select min(n)::int as min, max(n)::int as max
      from (select count(*) as n from course_sections where parent_id is not null group by parent_id) x`);
    expect(perChapter[0]).toEqual({ min: 2, max: 4 });
    const perCourse = await rows<{ min: number; max: number }>(sql`
      select min(n)::int as min, max(n)::int as max
      from (select count(*) as n from course_sections where parent_id is null group by course_id) x`);
    expect(perCourse[0]).toEqual({ min: 3, max: 6 });
    const empty = await rows<{ n: number }>(sql`
      select count(*)::int as n from course_sections s
      where s.parent_id is not null and not exists (select 1 from section_resources r where r.section_id = s.id)`);
    expect(empty[0]?.n).toBe(0);
  });

  it("has about 300 resources of all seven kinds and all five types, with every document format", async () => {
    const total = await rows<{ n: number }>(sql`select count(*)::int as n from resources`);
    expect(total[0]?.n).toBeGreaterThanOrEqual(280);
    expect(total[0]?.n).toBeLessThanOrEqual(360);
    const kinds = await rows<{ kind: number }>(sql`select distinct kind from resources order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const types = await rows<{ type: string }>(sql`select distinct type from resources order by type`);
    expect(types.map((k) => k.type)).toEqual(["AUDIO", "DOCUMENT", "MULTISCREEN", "PICTURE", "VIDEO"]);
    const exts = await rows<{ ext: string }>(sql`
      select distinct f.ext from resources r join resource_files l on l.resource_id = r.id
      join files f on f.id = l.file_id where r.type = 'DOCUMENT' order by f.ext`);
    expect(exts.map((e) => e.ext)).toEqual(["pdf", "txt", "xlsx", "zip"]);
    const screens = await rows<{ labels: string }>(sql`
      select string_agg(l.label, ',' order by l.sort) as labels from resources r
      join resource_files l on l.resource_id = r.id where r.type = 'MULTISCREEN' group by r.id`);
    expect(new Set(screens.map((s) => s.labels))).toEqual(new Set(["教师,学生", "教师,学生,课件"]));
    const captions = await rows<{ ext: string }>(sql`
      select distinct f.ext from resource_files l join files f on f.id = l.caption_file_id`);
    expect(captions.map((c) => c.ext)).toEqual(["vtt"]);
    const states = await rows<{ status: number }>(sql`select distinct status from resources order by status`);
    expect(states.map((s) => s.status)).toEqual([0, 1, 2, 3]);
  });

  it("has knowledge points with pictures, comments, collects and downloads of the demo student", async () => {
    const [notes] = await rows<{ n: number; pics: number }>(
      sql`select count(*)::int as n, count(img_file_id)::int as pics from resource_notes`,
    );
    expect(notes?.n).toBeGreaterThan(100);
    expect(notes?.pics).toBe(notes?.n);
    const collected = ok<{ count: number }>(await t.call("/api/l/collect/list", {}, { as: student }));
    expect(collected.count).toBeGreaterThanOrEqual(10);
    const downloaded = ok<{ count: number }>(await t.call("/api/l/download/list", {}, { as: student }));
    expect(downloaded.count).toBeGreaterThanOrEqual(5);
    const [comments] = await rows<{ n: number }>(sql`select count(*)::int as n from course_comments`);
    expect(comments?.n).toBeGreaterThan(50);
  });
});
