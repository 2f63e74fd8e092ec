import { endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import * as q from "./classroom.queries.js";
import { analysedLesson, claimLesson, finishLesson, type LessonSpec } from "./classroom.research.fixtures.js";
import { classroomRollups } from "./classroom.research.tables.js";

/**
 * AI research (issue 26) through the API: roll-ups that equal hand-computed means and follow a
 * re-analysis and a deletion exactly, and every endpoint's guards (no session, students, a
 * teacher's own scope, a leader's organization, someone else's lessons).
 */

const api = endpoints.classroom.research;
let t: TestApp;
let admin: string;
let teacher: string;
let t001: string;
let student: string;
let leader: string;
let teacherId: number;
let otherId: number;
let junior: number;
let juniorDept: number;
let senior: number;
let seniorDept: number;
let currentTerm: number;
let previousTerm: number;
let courseId: number;
const ids: Record<string, number> = {};

const at = (day: string) => new Date(`${day}T09:00:00+08:00`);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  t001 = await t.login("t001");
  student = await t.login("student");
  teacherId = await userId(t, "teacher");
  otherId = await userId(t, "t001");
  const orgs = await t.services.base.kvOrgs();
  const colleges = orgs.filter((o) => !o.parentId);
  junior = colleges[0]?.id as number;
  senior = colleges[1]?.id as number;
  juniorDept = orgs.find((o) => o.parentId === junior)?.id as number;
  seniorDept = orgs.find((o) => o.parentId === senior)?.id as number;
  const terms = await t.services.base.kvTerms();
  currentTerm = terms.find((x) => x.isCurrent)?.id as number;
  previousTerm = terms.find((x) => x.startDate === "2026-02-23")?.id as number;
  // A leader of 初中部: holds the AI research screen and belongs to the college.
  const role = ok<{ id: number }>(await t.call(endpoints.user.role.save.path, { name: "教学院长" }, { as: admin }));
  const menuId = await t.services.menus.idOf("supervisor.aiResearch");
  ok(await t.call(endpoints.user.role.saveMenus.path, { roleId: role.id, menuIds: [menuId] }, { as: admin }));
  ok(
    await t.call(
      endpoints.user.save.path,
      {
        account: "dean_j",
        realName: "初中部院长",
        userType: "staff",
        password: "Dean@2026x",
        roleIds: [role.id],
        orgId: junior,
      },
      { as: admin },
    ),
  );
  leader = await t.login("dean_j", "Dean@2026x");
  courseId = (await newCourse(t, teacher, "初二物理研究课")).id;
  const base = { teacherId, orgId: juniorDept, courseId };
  ids.l1 = await analysedLesson(t, {
    ...base,
    lessonAt: at("2026-10-12"),
    headUp: 0.8,
    concentration: 70,
    attendance: 0.9,
    lecture: 0.5,
    teacherTalk: 0.6,
    studentTalk: 0.2,
    st: { rt: 0.6, ch: 0.3, type: "mixed" },
    warnings: ["headUp"],
  });
  ids.l2 = await analysedLesson(t, {
    ...base,
    lessonAt: at("2026-10-20"),
    headUp: 0.6,
    concentration: 50,
    lecture: 0.7,
    teacherTalk: 0.8,
    studentTalk: 0.1,
    st: { rt: 0.8, ch: 0.1, type: "lecture" },
  });
  ids.l3 = await analysedLesson(t, {
    teacherId: otherId,
    orgId: seniorDept,
    lessonAt: at("2026-10-13"),
    headUp: 0.5,
    concentration: 40,
    attendance: 0.8,
  });
  ids.old = await analysedLesson(t, { ...base, lessonAt: at("2026-04-15"), headUp: 0.9, concentration: 80 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const unitsOf = (level: string, extra: Record<string, unknown>, as: string) =>
  t.send(api.units, { level, termId: currentTerm, ...extra } as never, { as });

describe("roll-ups", () => {
  it("equal the hand-computed means per college and for the school", async () => {
    const r = await unitsOf("college", {}, admin);
    const j = r.rows.find((x) => x.id === junior)?.measures;
    expect(j?.lessons).toBe(2);
    expect(j?.headUpRate).toBeCloseTo(0.7, 10);
    expect(j?.concentration).toBeCloseTo(60, 10);
    expect(j?.attendanceRate).toBeCloseTo(0.9, 10); // only the lesson with a class list
    expect(j?.lectureShare).toBeCloseTo(0.6, 10);
    expect(j?.rt).toBeCloseTo(0.7, 10);
    expect(j?.ch).toBeCloseTo(0.2, 10);
    expect(j?.types).toEqual({ practice: 0, lecture: 1, dialogue: 0, mixed: 1 });
    expect(j?.warningsByRule.headUp).toBe(1);
    expect(r.school.lessons).toBe(3);
    expect(r.school.headUpRate).toBeCloseTo((0.8 + 0.6 + 0.5) / 3, 10);
    expect(r.school.attendanceRate).toBeCloseTo(0.85, 10);
    // Every term: the previous term's lesson counts too.
    const all = await t.send(api.units, { level: "college" }, { as: admin });
    expect(all.rows.find((x) => x.id === junior)?.measures.lessons).toBe(3);
  });

  it("follow a re-analysis exactly: out while it runs, in with the new measures", async () => {
    const row = await q.findAnalysis(t.db, ids.l2 as number);
    const spec: LessonSpec = {
      teacherId,
      orgId: juniorDept,
      courseId,
      lessonAt: at("2026-10-20"),
      headUp: 0.4,
      concentration: 30,
    };
    const again = await claimLesson(t, spec, row?.resourceId);
    expect(again).toBe(ids.l2);
    expect((await unitsOf("college", {}, admin)).rows.find((x) => x.id === junior)?.measures.lessons).toBe(1);
    await finishLesson(t, again, spec);
    const j = (await unitsOf("college", {}, admin)).rows.find((x) => x.id === junior)?.measures;
    expect(j?.lessons).toBe(2);
    expect(j?.headUpRate).toBeCloseTo(0.6, 10);
    expect(j?.lectureShare).toBeCloseTo(0.5, 10); // the re-run lesson has no audio now
    expect(j?.types).toEqual({ practice: 0, lecture: 0, dialogue: 0, mixed: 1 });
  });

  it("drop a deleted lesson, leaving no empty roll-up rows", async () => {
    const id = await analysedLesson(t, {
      teacherId: otherId,
      orgId: seniorDept,
      lessonAt: at("2026-11-02"),
      headUp: 1,
      concentration: 100,
    });
    const before = await t.db.select().from(classroomRollups);
    await q.deleteAnalyses(t.db, [id]);
    const after = await t.db.select().from(classroomRollups);
    // The lesson's own week and day rows go; the rest equal what they were before it came.
    expect(after.length).toBeLessThan(before.length);
    expect(after.every((r) => r.lessons > 0)).toBe(true);
    const s = (await unitsOf("college", {}, admin)).rows.find((x) => x.id === senior)?.measures;
    expect(s?.lessons).toBe(1);
    expect(s?.headUpRate).toBeCloseTo(0.5, 10);
  });

  it("a rebuild from the lessons gives the same roll-ups as the increments", async () => {
    const key = (r: typeof classroomRollups.$inferSelect) =>
      `${r.termId}|${r.period}|${r.start}|${r.unit}|${r.unitId}|${r.orgId}`;
    const sortRows = (rows: Array<typeof classroomRollups.$inferSelect>) =>
      [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    const before = sortRows(await t.db.select().from(classroomRollups));
    // Two rebuilds at once (two instances): the second waits for the first, neither fails.
    const [n1, n2] = await Promise.all([
      t.services.classroomResearch.rebuild(),
      t.services.classroomResearch.rebuild(),
    ]);
    expect([n1, n2]).toEqual([4, 4]);
    const after = sortRows(await t.db.select().from(classroomRollups));
    expect(after.map(key)).toEqual(before.map(key));
    after.forEach((r, i) => {
      expect(r.lessons).toBe(before[i]?.lessons);
      expect(r.headUpSum).toBeCloseTo(before[i]?.headUpSum as number, 9);
    });
  });
});

describe("scope", () => {
  it("is everything for the administrator, the college for its leader, one's own for a teacher", async () => {
    expect((await t.send(api.scope, {}, { as: admin })).view).toBe("all");
    const l = await t.send(api.scope, {}, { as: leader });
    expect(l.view).toBe("org");
    expect(l.colleges.map((c) => c.id)).toEqual([junior]);
    const me = await t.send(api.scope, {}, { as: teacher });
    expect(me.view).toBe("self");
    expect(me.terms.find((x) => x.id === currentTerm)?.lessons).toBe(2);
    expectNoSession(await t.call(api.scope.path, {}));
    expect(body(await t.call(api.scope.path, {}, { as: student })).msg).toBe("学生账号不能使用AI教研分析");
  });

  it("units: a leader sees the college's departments, not another college; bad input names the field", async () => {
    const deps = await unitsOf("department", { orgId: junior }, leader);
    expect(deps.rows.every((r) => r.orgName !== "")).toBe(true);
    expect(deps.rows.map((r) => r.id)).toContain(juniorDept);
    // The scope as a whole: the college's own roll-up, beside the school's.
    expect(deps.measures.lessons).toBe(2);
    expect(deps.measures.headUpRate).toBeCloseTo(0.6, 10);
    expect(deps.school.lessons).toBe(3);
    expectForbidden(await t.call(api.units.path, { level: "department", orgId: senior }, { as: leader }));
    expect((await unitsOf("college", {}, leader)).rows.map((r) => r.id)).toEqual([junior]);
    expectBad(await t.call(api.units.path, { level: "grade" }, { as: admin }), "level");
    expectNoSession(await t.call(api.units.path, { level: "college" }));
    expectForbidden(await t.call(api.units.path, { level: "college" }, { as: student }));
    // A teacher's units are themselves, beside the school's means.
    const mine = await unitsOf("college", {}, teacher);
    expect(mine.level).toBe("teacher");
    expect(mine.rows.map((r) => r.id)).toEqual([teacherId]);
    expect(mine.school.lessons).toBe(3);
  });

  it("lessons and courses list only what the caller may see", async () => {
    const mine = await t.send(api.lessons, { termId: currentTerm }, { as: teacher });
    expect(mine.list.map((l) => l.id).sort()).toEqual([ids.l1, ids.l2].sort());
    const theirs = await t.send(api.lessons, { termId: currentTerm }, { as: leader });
    expect(theirs.list.every((l) => l.teacherId === teacherId)).toBe(true);
    expectBad(await t.call(api.lessons.path, { pageSize: 1000 }, { as: admin }), "pageSize");
    expectNoSession(await t.call(api.lessons.path, {}));
    const courses = await t.send(api.courses, { termId: currentTerm }, { as: admin });
    expect(courses.list.map((c) => [c.name, c.measures.lessons])).toEqual([["初二物理研究课", 2]]);
    expect((await t.send(api.courses, { keyword: "化学" }, { as: admin })).count).toBe(0);
    expect((await t.send(api.courses, { termId: currentTerm }, { as: t001 })).count).toBe(0);
    const course = await t.send(api.course, { courseId, termId: currentTerm }, { as: leader });
    expect(course.lessons.map((l) => l.id)).toEqual([ids.l1, ids.l2]);
    expect(course.standouts.map((x) => [x.kind, x.lesson.id])).toEqual([
      ["best", ids.l1],
      ["worst", ids.l2],
    ]);
    expect(course.standouts[0]?.reason).toContain("抬头率");
    expectForbidden(await t.call(api.course.path, { courseId, termId: currentTerm }, { as: t001 }));
    // A teacher's course research lists their own courses, with their own lessons only.
    const own = await t.send(api.courses, { termId: currentTerm }, { as: teacher });
    expect(own.list.map((c) => [c.courseId, c.measures.lessons])).toEqual([[courseId, 2]]);
    expect((await unitsOf("teacher", { courseId }, teacher)).measures.lessons).toBe(2);
    expectForbidden(await t.call(api.units.path, { level: "teacher", courseId, termId: currentTerm }, { as: t001 }));
    expectNotFound(await t.call(api.course.path, { courseId: 2_000_000 }, { as: admin }));
    expectBad(await t.call(api.course.path, { courseId: "x" }, { as: admin }), "courseId");
  });
});

describe("comparison", () => {
  it("puts lessons side by side with the differences in words", async () => {
    const c = await t.send(api.compare, { kind: "lesson", ids: [ids.l1 as number, ids.l3 as number] }, { as: admin });
    expect(c.items.map((i) => i.id)).toEqual([ids.l1, ids.l3]);
    expect(c.items[0]?.curves?.headUp.length).toBe(3);
    expect(c.items[0]?.points).toHaveLength(1);
    expect(c.differences.some((d) => d.includes("抬头率"))).toBe(true);
  });

  it("refuses itself, someone else's lesson, and another college's, naming what", async () => {
    expectBad(await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1, ids.l1] }, { as: admin }), "ids");
    expectBad(await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1] }, { as: admin }), "ids");
    const other = await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1, ids.l3] }, { as: teacher });
    expectForbidden(other);
    expect(body(other).msg).toBe("对比中包含无权查看的课堂");
    expectForbidden(await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1, ids.l3] }, { as: leader }));
    ok(await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1, ids.l2] }, { as: leader }));
    expectNotFound(await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1, 2_000_000] }, { as: admin }));
    expectNoSession(await t.call(api.compare.path, { kind: "lesson", ids: [ids.l1, ids.l2] }));
    const teachers = await t.send(
      api.compare,
      { kind: "teacher", ids: [teacherId, otherId], termId: currentTerm },
      { as: admin },
    );
    expect(teachers.items[0]?.points.length).toBe(1); // the re-run lesson has no S-T any more
    expectForbidden(await t.call(api.compare.path, { kind: "teacher", ids: [teacherId, otherId] }, { as: teacher }));
  });
});

describe("history and the term report", () => {
  it("gives weeks of a term and terms, each beside the school", async () => {
    const weeks = await t.send(
      api.history,
      { unit: "college", unitId: junior, by: "week", termId: currentTerm },
      { as: admin },
    );
    expect(weeks.points.map((p) => p.key)).toEqual(["2026-10-12", "2026-10-19"]);
    expect(weeks.points[0]?.label).toMatch(/^第7周/);
    expect(weeks.points[0]?.school.lessons).toBe(2);
    const terms = await t.send(api.history, { unit: "teacher", unitId: teacherId, by: "term" }, { as: teacher });
    expect(terms.points.map((p) => p.key)).toEqual([String(previousTerm), String(currentTerm)]);
    expectForbidden(await t.call(api.history.path, { unit: "teacher", unitId: otherId }, { as: teacher }));
    expectForbidden(await t.call(api.history.path, { unit: "college", unitId: senior }, { as: leader }));
    expectBad(await t.call(api.history.path, { unit: "planet" }, { as: admin }), "unit");
    expectBad(await t.call(api.history.path, { unit: "college" }, { as: admin }), "unitId");
    const empty = await t.send(
      api.history,
      { unit: "school", by: "week", termId: previousTerm - 1 || previousTerm },
      { as: admin },
    );
    expect(Array.isArray(empty.points)).toBe(true);
  });

  it("assembles the term report with its exports, and says when there is nothing to report", async () => {
    const r = await t.send(api.report, { unit: "teacher", unitId: teacherId, termId: currentTerm }, { as: teacher });
    expect(r.measures.lessons).toBe(2);
    expect(r.previous?.lessons).toBe(1);
    expect(r.paragraphs[0]).toContain("2 节课");
    const pdf = await t.app.inject({
      method: "GET",
      url: `${api.reportPdf.path}?unit=teacher&unitId=${teacherId}&termId=${currentTerm}`,
      cookies: { Token: teacher },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const xlsx = await t.app.inject({
      method: "GET",
      url: `${api.reportXlsx.path}?unit=college&unitId=${junior}&termId=${currentTerm}`,
      cookies: { Token: leader },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const none = await t.call(
      api.report.path,
      { unit: "teacher", unitId: otherId, termId: previousTerm },
      { as: admin },
    );
    expectNotFound(none);
    expect(body(none).msg).toContain("没有已分析的课堂");
    expectForbidden(
      await t.call(api.report.path, { unit: "college", unitId: senior, termId: currentTerm }, { as: leader }),
    );
    expectBad(await t.call(api.report.path, { unit: "school", unitId: 1, termId: currentTerm }, { as: admin }), "unit");
    expectNoSession(await t.call(api.report.path, { unit: "teacher", unitId: teacherId, termId: currentTerm }));
  });

  it("a teacher new to the school has an empty scope, not an error", async () => {
    const fresh = await newTeacher(t, admin, "research_new");
    const me = await t.send(api.units, { level: "teacher", termId: currentTerm }, { as: fresh });
    expect(me.rows).toEqual([]);
    expect((await t.send(api.scope, {}, { as: fresh })).terms.every((x) => x.lessons === 0)).toBe(true);
  });
});
