import type { LectureDetail, LectureItem } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { publishedVideo, setResourceAudit } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

let t: TestApp;
let admin: string;
let teacher: string;
let peer: string;
let student: string;
let manager: string;
let teacherId: number;
let subjectId: number;
let termId: number;
let templateId: number;
let video: number;
let liveId: number;

type Page<T> = { list: T[]; count: number };
const MARKS = { a1: 9, a2: 8, b1: 18, b2: 5 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  teacherId = await userId(t, "teacher");
  student = await t.login("student");
  peer = await newTeacher(t, admin, "lecturepeer");
  manager = await userWithScreens(t, admin, "lecturemanager", ["business.lecture"]);
  subjectId = ok<{ id: number }>(await t.call("/api/m/research/subject/save", { name: "物理" }, { as: admin })).id;
  const terms = ok<{ id: number }[]>(await t.call("/api/kv/term/list", {}, { as: admin }));
  termId = (terms[0] as { id: number }).id;
  templateId = await readyTemplate(t, admin, "说课评价表");
  await setResourceAudit(t, admin, false);
  video = (await publishedVideo(t, teacher, "teacher", { name: "浮力说课" })).id;
  const at = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
  liveId = ok<{ id: number }>(
    await t.call("/api/l/live/save", { name: "牛顿第二定律说课", startTime: at(1), endTime: at(2) }, { as: teacher }),
  ).id;
});
afterAll(() => t.close());

const lecture = (more: object = {}) => ({
  title: "《浮力》说课",
  teacherId,
  subjectId,
  termId,
  kind: "recorded",
  resourceId: video,
  templateId,
  intro: "从生活现象引入浮力概念。",
  ...more,
});

let recorded: number;
let live: number;

describe("lecture back office (说课管理)", () => {
  it("creates recorded and live lectures; refuses what is missing or unknown", async () => {
    recorded = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/m/lecture/save",
        as: manager,
        body: lecture(),
        bad: { body: lecture({ resourceId: null }), field: "说课视频" },
        wrongRole: teacher,
      })
    ).id;
    live = ok<{ id: number }>(
      await t.call("/api/m/lecture/save", lecture({ title: "牛顿第二定律说课", kind: "live", liveId }), { as: admin }),
    ).id;
    expectBad(await t.call("/api/m/lecture/save", lecture({ kind: "live", liveId: null }), { as: admin }), "直播");
    expectBad(await t.call("/api/m/lecture/save", lecture({ kind: "live", liveId: 99999 }), { as: admin }), "liveId");
    expectBad(await t.call("/api/m/lecture/save", lecture({ resourceId: 99999 }), { as: admin }), "resourceId");
    expectBad(await t.call("/api/m/lecture/save", lecture({ subjectId: 99999 }), { as: admin }), "subjectId");
    expectBad(await t.call("/api/m/lecture/save", lecture({ termId: 99999 }), { as: admin }), "termId");
    expectBad(await t.call("/api/m/lecture/save", lecture({ templateId: 99999 }), { as: admin }), "templateId");
    expectBad(
      await t.call("/api/m/lecture/save", lecture({ teacherId: await userId(t, "student") }), { as: admin }),
      "teacherId",
    );
    expectNotFound(await t.call("/api/m/lecture/save", lecture({ id: 99999 }), { as: admin }));

    const choices = await checkEndpoint<{
      lives: { id: number }[];
      videos: { id: number }[];
      templates: { id: number }[];
    }>(t, { url: "/api/m/lecture/choices", as: manager, body: {}, wrongRole: teacher });
    expect(choices.lives.map((l) => l.id)).toContain(liveId);
    expect(choices.videos.map((v) => v.id)).toContain(video);
    expect(choices.templates.map((x) => x.id)).toContain(templateId);

    const listed = await checkEndpoint<Page<LectureItem>>(t, {
      url: "/api/m/lecture/list",
      as: manager,
      body: { kind: "live" },
      bad: { body: { kind: "meeting" }, field: "说课类型" },
      wrongRole: teacher,
    });
    expect(listed.list.map((l) => l.title)).toEqual(["牛顿第二定律说课"]);
  });
});

describe("lecture centre", () => {
  it("lists lectures for guests, grouped data carrying subject and term", async () => {
    const page = ok<Page<LectureItem>>(await t.call("/api/c/lecture/list", { subjectId }));
    expect(page.count).toBe(2);
    expect(page.list[0]?.subjectName).toBe("物理");
    expect(page.list[0]?.termName).not.toBe("");
    expectBad(await t.call("/api/c/lecture/list", { termId: "x" }), "termId");
  });

  it("lists one teacher's lectures, which the famous-teacher page shows under 说课", async () => {
    const mine = ok<Page<LectureItem>>(await t.call("/api/c/lecture/list", { teacherId }));
    expect(mine.count).toBe(2);
    expect(mine.list.every((l) => l.teacherId === teacherId)).toBe(true);
    const peerId = await userId(t, "lecturepeer");
    expect(ok<Page<LectureItem>>(await t.call("/api/c/lecture/list", { teacherId: peerId })).count).toBe(0);
    expectBad(await t.call("/api/c/lecture/list", { teacherId: "x" }), "teacherId");
    type Detail = { lectures: { count: number; list: { id: number; url: string }[] } | null };
    const page = ok<Detail>(await t.call("/api/c/teacher/detail", { id: teacherId }));
    expect(page.lectures?.count).toBe(2);
    expect(page.lectures?.list.map((l) => l.id).sort()).toEqual(mine.list.map((l) => l.id).sort());
    expect(page.lectures?.list[0]?.url).toMatch(/^\/detail\/\d+\/(live|record)$/);
  });

  it("plays the recording of a recorded lecture and the live's state of a live one", async () => {
    const d = ok<LectureDetail>(await t.call("/api/c/lecture/detail", { id: recorded }, { as: peer }));
    expect(d.status).toBe("record");
    expect(d.videos.length).toBe(1);
    expect(d.canEvaluate).toBe(true);
    expect(d.form?.indicators.length).toBe(2);
    const l = ok<LectureDetail>(await t.call("/api/c/lecture/detail", { id: live }));
    expect(l.status).toBe("upcoming");
    expect(l.startTime).not.toBeNull();
    expect(l.canEvaluate).toBe(false);
    const asPeer = ok<LectureDetail>(await t.call("/api/c/lecture/detail", { id: live }, { as: peer }));
    expect(asPeer.cannotEvaluate).toContain("尚未开始");
    expectBad(await t.call("/api/l/lecture/evaluate", { id: live, marks: MARKS, comment: "好" }, { as: peer }), "id");
    expectNotFound(await t.call("/api/c/lecture/detail", { id: 99999 }));
  });

  it("lets a peer evaluate once, with every item marked, never the lecturer or a student", async () => {
    const body = { id: recorded, marks: MARKS, comment: "环节清晰，引入自然。" };
    expectNoSession(await t.call("/api/l/lecture/evaluate", body));
    expectForbidden(await t.call("/api/l/lecture/evaluate", body, { as: student }), "仅教师");
    expectForbidden(await t.call("/api/l/lecture/evaluate", body, { as: teacher }), "自己");
    expectBad(await t.call("/api/l/lecture/evaluate", { ...body, marks: { a1: 9 } }, { as: peer }), "marks");
    expectBad(await t.call("/api/l/lecture/evaluate", { ...body, marks: { ...MARKS, a1: 11 } }, { as: peer }), "marks");
    expectBad(await t.call("/api/l/lecture/evaluate", { ...body, comment: "" }, { as: peer }), "评语");
    expectNotFound(await t.call("/api/l/lecture/evaluate", { ...body, id: 99999 }, { as: peer }));
    const r = ok<{ total: number; level: string }>(await t.call("/api/l/lecture/evaluate", body, { as: peer }));
    // 40 × 17/20 + 60 × 23/25 = 34 + 55.2
    expect(r.total).toBe(89.2);
    const again = await t.call("/api/l/lecture/evaluate", body, { as: peer });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain("已评价");

    const d = ok<LectureDetail>(await t.call("/api/c/lecture/detail", { id: recorded }, { as: peer }));
    expect(d.evaluations.map((e) => e.comment)).toEqual(["环节清晰，引入自然。"]);
    expect(d.mine?.total).toBe(89.2);
    expect(d.canEvaluate).toBe(false);
    expect(d.cannotEvaluate).toContain("已评价");
    const listed = ok<Page<LectureItem>>(await t.call("/api/c/lecture/list", { kind: "recorded" }));
    expect(listed.list[0]?.averageScore).toBe(89.2);
    expect(listed.list[0]?.evaluationCount).toBe(1);
  });

  it("shows a teacher the lectures they give and the ones they evaluated", async () => {
    const mine = await checkEndpoint<Page<LectureItem>>(t, {
      url: "/api/l/lecture/mine",
      as: teacher,
      body: { scope: "mine" },
      bad: { body: { scope: "all" }, field: "查询范围" },
    });
    expect(mine.count).toBe(2);
    const evaluated = ok<Page<LectureItem>>(await t.call("/api/l/lecture/mine", { scope: "evaluated" }, { as: peer }));
    expect(evaluated.list.map((l) => l.id)).toEqual([recorded]);
  });

  it("deletes lectures with their evaluations from the back office only", async () => {
    await checkEndpoint(t, {
      url: "/api/m/lecture/delete",
      as: manager,
      body: { ids: [live, recorded] },
      wrongRole: peer,
    });
    expectNotFound(await t.call("/api/c/lecture/detail", { id: live }));
    expectNotFound(await t.call("/api/c/lecture/detail", { id: recorded }));
    expectBad(await t.call("/api/m/lecture/delete", { ids: [] }, { as: manager }), "ids");
  });
});
