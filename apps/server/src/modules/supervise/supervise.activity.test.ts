import type {
  ListResult,
  MySuperviseActivities,
  SuperviseActivityDetail,
  SuperviseActivityForStudent,
  SuperviseActivityResults,
  SuperviseActivityRow,
  SuperviseActivityStudentRow,
} from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { readyTemplate } from "./supervise.fixtures.js";

let t: TestApp;
let admin: string;
let manager: string;
let student: string;
let classmate: string;
let otherStudent: string;
let teacher: string;
let outsider: string;
let templateId: number;
let expertTemplateId: number;
let termId: number;
let otherTermId: number;
/** Offerings of the term, with their class. */
let origins: { id: number; teacherId: number; classId: number | null }[];
let activityId: number;

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const MARKS = { a1: 8, a2: 7, b1: 17, b2: 4.5 };

const body = (more: Record<string, unknown> = {}) => ({
  name: "2026学年学生评教",
  termId,
  templateId,
  startAt: iso(-1),
  endAt: iso(14),
  remark: "请如实评价任课教师",
  originIds: origins.map((o) => o.id),
  ...more,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  manager = await t.login("supervisor");
  student = await t.login("student");
  classmate = await t.login("s0005");
  otherStudent = await t.login("s0001");
  outsider = await userWithScreens(t, admin, "actother", ["maintenance.log"]);
  templateId = await readyTemplate(t, manager, "学生评教表", ["student"]);
  expertTemplateId = await readyTemplate(t, manager, "专家听课表");
  const terms = await t.services.base.kvTerms();
  termId = terms[0]?.id as number;
  otherTermId = terms[1]?.id as number;
  const listed = ok<{ id: number }[]>(await t.call("/api/kv/course/origin/list", { termId }));
  origins = [];
  for (const o of listed) {
    const found = await t.services.base.originCourse(o.id);
    if (found) origins.push(found);
  }
  // The demo student's class has an offering: its teacher is the one evaluated below.
  const studentClass = (await t.services.users.info(await idOf("student"))).classId;
  const mine = origins.find((o) => o.classId === studentClass);
  if (!mine) throw new Error("no offering for the demo student's class");
  teacher = await t.login((await t.services.users.names([mine.teacherId])).get(mine.teacherId)?.account as string);
});
afterAll(() => t.close());

async function idOf(account: string) {
  return (await t.services.users.findByAccount(account))?.id as number;
}

describe("supervision activities (student evaluation of teaching)", () => {
  it("a manager creates an activity over the term's offerings with a student template", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/supervise/activity/save",
      body: body(),
      as: manager,
      bad: { body: body({ name: " " }), field: "name" },
      wrongRole: teacher,
    });
    activityId = id;
    expectBad(
      await t.call("/api/m/supervise/activity/save", body({ templateId: expertTemplateId }), { as: manager }),
      "templateId",
    );
    const other = ok<{ id: number }[]>(await t.call("/api/kv/course/origin/list", { termId: otherTermId }));
    expectBad(
      await t.call("/api/m/supervise/activity/save", body({ originIds: [other[0]?.id] }), { as: manager }),
      "originIds",
    );
    expectBad(await t.call("/api/m/supervise/activity/save", body({ endAt: iso(-2) }), { as: manager }), "endAt");
    const d = await checkEndpoint<SuperviseActivityDetail>(t, {
      url: "/api/m/supervise/activity/detail",
      body: { id },
      as: manager,
      wrongRole: outsider,
      bad: { body: { id: "x" }, field: "id" },
    });
    expect(d).toMatchObject({ name: "2026学年学生评教", state: "open", templateName: "学生评教表", submissions: 0 });
    expect(d.list).toHaveLength(origins.length);
    expectNotFound(await t.call("/api/m/supervise/activity/detail", { id: 999999 }, { as: manager }));
    const list = ok<ListResult<SuperviseActivityRow>>(
      await t.call("/api/m/supervise/activity/list", {}, { as: manager }),
    );
    expect(list.list.map((r) => r.id)).toContain(id);
    // The template's 使用中 counts the activity (no evaluation uses it yet).
    const tpl = ok<{ used: number; activities: number }>(
      await t.call("/api/m/supervise/template/detail", { id: templateId }, { as: manager }),
    );
    expect(tpl).toMatchObject({ used: 0, activities: 1 });
  });

  it("a student evaluates their own class's offerings once each, with clear errors", async () => {
    const mine = ok<MySuperviseActivities>(await t.call("/api/l/supervise/activity/mine", {}, { as: student }));
    const open = mine.toEvaluate.find((a) => a.id === activityId);
    expect(open?.pending).toBeGreaterThan(0);
    const form = await checkEndpoint<SuperviseActivityForStudent>(t, {
      url: "/api/l/supervise/activity/form",
      body: { id: activityId },
      as: student,
      otherUser: { as: teacher },
      bad: { body: { id: 0 }, field: "id" },
    });
    expect(form.form.indicators).toHaveLength(2);
    const target = form.list[0];
    expect(target?.done).toBe(false);
    const url = "/api/l/supervise/activity/submit";
    const submission = { targetId: target?.id, marks: MARKS, answers: { q1: "讲解细致，例题典型" } };
    expectNoSession(await t.call(url, submission));
    expectBad(await t.call(url, { ...submission, marks: { ...MARKS, a1: 11 } }, { as: student }), "marks.a1");
    expectBad(await t.call(url, { ...submission, marks: { a1: 8 } }, { as: student }), "marks.a2");
    expectBad(await t.call(url, { ...submission, answers: {} }, { as: student }), "answers.q1");
    // A student of another class is not among this offering's evaluators.
    expectForbidden(await t.call(url, submission, { as: otherStudent }));
    const r = ok<{ total: number; level: string }>(await t.call(url, submission, { as: student }));
    // 教学设计 15/20 × 40 = 30, 教学实施 21.5/25 × 60 = 51.6.
    expect(r).toEqual({ total: 81.6, level: "良好" });
    const again = await t.call(url, submission, { as: student });
    expect(again.statusCode).toBe(409);
    ok(
      await t.call(
        url,
        { targetId: target?.id, marks: { a1: 10, a2: 10, b1: 20, b2: 5 }, answers: { q1: "很好" } },
        { as: classmate },
      ),
    );
    const after = ok<SuperviseActivityForStudent>(
      await t.call("/api/l/supervise/activity/form", { id: activityId }, { as: student }),
    );
    expect(after.list.find((x) => x.id === target?.id)?.done).toBe(true);
  });

  it("managers read results per teacher and participation per student, never who wrote what", async () => {
    const res = await checkEndpoint<SuperviseActivityResults>(t, {
      url: "/api/m/supervise/activity/results",
      body: { id: activityId },
      as: manager,
      wrongRole: student,
      bad: { body: { id: activityId, teacherId: -1 }, field: "teacherId" },
    });
    const row = res.rows.find((r) => r.count > 0);
    // (81.6 + 100) / 2 = 90.8
    expect(row).toMatchObject({ count: 2, avg: 90.8, min: 81.6, max: 100, levels: { 良好: 1, 优秀: 1 } });
    expect(row?.indicators.map((i) => i.name)).toEqual(expect.arrayContaining(["教学设计", "教学实施"]));
    expect(row?.comments).toEqual(expect.arrayContaining(["主要优点：讲解细致，例题典型"]));
    const json = JSON.stringify(res);
    const names = await t.services.users.names([await idOf("student"), await idOf("s0005")]);
    for (const n of names.values()) {
      expect(json).not.toContain(n.realName);
      expect(json).not.toContain(n.account);
    }
    const people = await checkEndpoint<ListResult<SuperviseActivityStudentRow>>(t, {
      url: "/api/m/supervise/activity/students",
      body: { id: activityId, done: "done", pageSize: 100 },
      as: manager,
      wrongRole: teacher,
      bad: { body: { id: activityId, done: "maybe" }, field: "done" },
    });
    expect(people.list.every((p) => p.done >= p.expected)).toBe(true);
    const all = ok<ListResult<SuperviseActivityStudentRow>>(
      await t.call("/api/m/supervise/activity/students", { id: activityId, keyword: "student" }, { as: manager }),
    );
    expect(all.list[0]).toMatchObject({ account: "student", done: 1 });
    expect(JSON.stringify(all)).not.toContain("score");
  });

  it("the teacher reads their own result only after the activity ends; answered offerings stay", async () => {
    const url = "/api/l/supervise/activity/result";
    expectForbidden(await t.call(url, { id: activityId }, { as: teacher }));
    const conflicting = await t.call("/api/m/supervise/activity/save", body({ id: activityId, originIds: [] }), {
      as: manager,
    });
    expectBad(conflicting, "originIds");
    const changedTemplate = await t.call(
      "/api/m/supervise/activity/save",
      body({ id: activityId, templateId: await readyTemplate(t, manager, "另一学生评教表", ["student"]) }),
      { as: manager },
    );
    expect(changedTemplate.statusCode).toBe(409);
    ok(
      await t.call("/api/m/supervise/activity/save", body({ id: activityId, startAt: iso(-20), endAt: iso(-1) }), {
        as: manager,
      }),
    );
    const mine = ok<SuperviseActivityResults>(await t.call(url, { id: activityId }, { as: teacher }));
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({ count: 2, avg: 90.8 });
    expectNotFound(await t.call(url, { id: activityId }, { as: student }));
    expectNoSession(await t.call(url, { id: activityId }));
    const teacherHome = ok<MySuperviseActivities>(await t.call("/api/l/supervise/activity/mine", {}, { as: teacher }));
    expect(teacherHome.results.find((a) => a.id === activityId)).toMatchObject({ count: 2, avg: 90.8 });
    // Ended: no more submissions.
    const form = ok<SuperviseActivityForStudent>(
      await t.call("/api/l/supervise/activity/form", { id: activityId }, { as: otherStudent }),
    ).list;
    expect(form.length).toBeGreaterThan(0);
    expectBad(
      await t.call(
        "/api/l/supervise/activity/submit",
        { targetId: form[0]?.id, marks: MARKS, answers: { q1: "好" } },
        { as: otherStudent },
      ),
      "targetId",
    );
  });

  it("deletes only an activity without answers; the public list shows activities to guests", async () => {
    const url = "/api/m/supervise/activity/delete";
    expect((await t.call(url, { id: activityId }, { as: manager })).statusCode).toBe(409);
    const { id } = ok<{ id: number }>(
      await t.call(
        "/api/m/supervise/activity/save",
        body({ name: "公开课周学生评价", startAt: iso(2), endAt: iso(9) }),
        {
          as: manager,
        },
      ),
    );
    const pub = ok<ListResult<SuperviseActivityRow>>(await t.call("/api/c/supervise/activity/list", {}));
    expect(pub.list.find((a) => a.id === id)?.state).toBe("upcoming");
    await checkEndpoint(t, { url, body: { id }, as: manager, wrongRole: teacher });
    expectNotFound(await t.call(url, { id }, { as: manager }));
  });
});
