import type { IntroOutro, ListResult, TeacherCard, TeacherDetail, TeacherHonour } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let colleague: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  colleague = await t.login("t002");
});
afterAll(() => t.close());

describe("famous teachers", () => {
  it("lists recommended teachers to guests, with their first honours", async () => {
    const me = await userId(t, "teacher");
    ok(await t.call("/api/m/base/user/recommend/update", { id: me, recommend: true, recommendSort: 0 }, { as: admin }));
    ok(
      await t.call("/api/l/teacher/honour/save", { title: "市级骨干教师", level: "市级", year: 2021 }, { as: teacher }),
    );
    ok(
      await t.call(
        "/api/l/teacher/honour/save",
        { title: "全国优秀教师", level: "国家级", year: 2019 },
        { as: teacher },
      ),
    );
    const list = ok<ListResult<TeacherCard>>(await t.call("/api/c/teacher/list", { pageSize: 50 }));
    const card = list.list.find((c) => c.id === me) as TeacherCard;
    expect(card.realName).toBe("张雨桐");
    expect(card.honours).toEqual(["全国优秀教师", "市级骨干教师"]);
    expect(card).not.toHaveProperty("account");
    expect(card).not.toHaveProperty("phone");
    expectBad(await t.call("/api/c/teacher/list", { pageSize: 500 }), "每页条数");
  });

  it("show a teacher's page: profile, honours, their own lives and 说课 (none yet)", async () => {
    const me = await userId(t, "teacher");
    const at = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    const live = async (as: string, name: string) =>
      ok<{ id: number }>(await t.call("/api/l/live/save", { name, startTime: at(1), endTime: at(2) }, { as })).id;
    const mine = await live(teacher, "张老师的浮力直播");
    const theirs = await live(colleague, "同事的化学直播");
    const detail = ok<TeacherDetail>(await t.call("/api/c/teacher/detail", { id: me }));
    expect(detail.profile.realName).toBe("张雨桐");
    expect(detail.honours.map((h) => h.level)).toEqual(["国家级", "市级"]);
    expect(detail.courses.list).toEqual(expect.any(Array));
    expect(detail.resources.list).toEqual(expect.any(Array));
    const lives = detail.lives?.list ?? [];
    expect(lives.map((l) => l.id)).toContain(mine);
    expect(lives.map((l) => l.id)).not.toContain(theirs);
    expect(lives.find((l) => l.id === mine)).toMatchObject({ title: "张老师的浮力直播", url: `/live/${mine}` });
    expect(detail.lectures).toEqual({ count: 0, list: [] });
    // The live list's own teacher filter (all tabs), checked like its other fields.
    const byColleague = ok<ListResult<{ id: number; teacherId: number }>>(
      await t.call("/api/c/live/list", { status: 0, teacherId: await userId(t, "t002") }),
    );
    expect(byColleague.list.map((l) => l.id)).toEqual([theirs]);
    expectBad(await t.call("/api/c/live/list", { status: 0, teacherId: "x" }), "teacherId");
    expectNotFound(await t.call("/api/c/teacher/detail", { id: await userId(t, "student") }));
    expectNotFound(await t.call("/api/c/teacher/detail", { id: 99999 }));
    expectBad(await t.call("/api/c/teacher/detail", { id: "abc" }), "编号");
  });
});

describe("a teacher's own honours", () => {
  it("list and save: only teachers, only their own, with the fields checked", async () => {
    const mine = await checkEndpoint<TeacherHonour[]>(t, {
      url: "/api/l/teacher/honour/list",
      as: teacher,
      body: {},
      wrongRole: student,
    });
    const first = mine[0] as TeacherHonour;
    await checkEndpoint(t, {
      url: "/api/l/teacher/honour/save",
      as: teacher,
      body: { id: first.id, title: "全国模范教师", level: "国家级", year: 2020 },
      bad: { body: { title: "x", level: "世界级", year: 2020 }, field: "荣誉级别" },
      wrongRole: student,
      otherUser: { as: colleague },
    });
    expectBad(
      await t.call("/api/l/teacher/honour/save", { title: "", level: "校级", year: 2020 }, { as: teacher }),
      "荣誉名称",
    );
    expectBad(
      await t.call("/api/l/teacher/honour/save", { title: "优秀", level: "校级", year: 1900 }, { as: teacher }),
      "获得年份",
    );
    expectNotFound(
      await t.call(
        "/api/l/teacher/honour/save",
        { id: 99999, title: "优秀", level: "校级", year: 2020 },
        { as: teacher },
      ),
    );
    const after = ok<TeacherHonour[]>(await t.call("/api/l/teacher/honour/list", {}, { as: teacher }));
    expect(after.find((h) => h.id === first.id)?.title).toBe("全国模范教师");
  });

  it("delete: only their own", async () => {
    const mine = ok<TeacherHonour[]>(await t.call("/api/l/teacher/honour/list", {}, { as: teacher }));
    const last = mine[mine.length - 1] as TeacherHonour;
    await checkEndpoint(t, {
      url: "/api/l/teacher/honour/delete",
      as: teacher,
      body: { ids: [last.id] },
      bad: { body: { ids: [] }, field: "请选择" },
      wrongRole: student,
      otherUser: { as: colleague },
    });
    expectNotFound(await t.call("/api/l/teacher/honour/delete", { ids: [last.id] }, { as: teacher }));
    expectForbidden(await t.call("/api/l/teacher/honour/list", {}, { as: admin }));
  });
});

describe("opening and ending clips (片头片尾)", () => {
  it("a teacher sets their own video clips; the live module reads them through introOutroFor", async () => {
    const intro = await fileOf(t, "teacher", "video", "片头.mp4", BYTES.mp4());
    const outro = await fileOf(t, "teacher", "video", "片尾.mp4", BYTES.mp4());
    const others = await fileOf(t, "t002", "video", "别人的.mp4", BYTES.mp4());
    const pdf = await fileOf(t, "teacher", "document", "讲义.pdf", BYTES.pdf());
    const empty = await checkEndpoint<IntroOutro>(t, {
      url: "/api/l/teacher/opening-ending/get",
      as: teacher,
      body: {},
      wrongRole: student,
    });
    expect(empty).toEqual({ intro: null, outro: null, enabled: true });
    const saved = await checkEndpoint<IntroOutro>(t, {
      url: "/api/l/teacher/opening-ending/save",
      as: teacher,
      body: { introFileId: intro, outroFileId: outro, enabled: true },
      bad: { body: { introFileId: pdf }, field: "introFileId" },
      wrongRole: student,
    });
    expect(saved.intro?.name).toBe("片头.mp4");
    expect(saved.outro?.name).toBe("片尾.mp4");
    expectForbidden(await t.call("/api/l/teacher/opening-ending/save", { introFileId: others }, { as: teacher }));
    expectBad(
      await t.call("/api/l/teacher/opening-ending/save", { outroFileId: 99999 }, { as: teacher }),
      "outroFileId",
    );
    const me = await userId(t, "teacher");
    expect(await t.services.teachers.introOutroFor(me)).toEqual({ introFileId: intro, outroFileId: outro });
    ok(
      await t.call(
        "/api/l/teacher/opening-ending/save",
        { introFileId: intro, outroFileId: outro, enabled: false },
        { as: teacher },
      ),
    );
    expect(await t.services.teachers.introOutroFor(me)).toEqual({ introFileId: null, outroFileId: null });
    expect(await t.services.teachers.introOutroFor(await userId(t, "t003"))).toEqual({
      introFileId: null,
      outroFileId: null,
    });
  });
});
