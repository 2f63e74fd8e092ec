import type {
  SuperviseEvaluationDetail,
  SuperviseMyTask,
  SuperviseStatisticsResult,
  SuperviseTaskDetail,
  SuperviseTemplateDetail,
} from "@otp/contract";
import { SUPERVISE_STAT_DIMENSIONS } from "@otp/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import { readyTemplate, TWO_LEVEL_FORM } from "./supervise.fixtures.js";

let t: TestApp;
let admin: string;
let manager: string;
let expert: string;
let expertB: string;
let teacher: string;
let otherTeacher: string;
let outsider: string;
let templateId: number;
let courseId: number;
let sectionIds: number[];

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const MARKS = { a1: 8, a2: 7, b1: 17, b2: 4.5 };

async function task(body: Record<string, unknown> = {}) {
  return ok<{ id: number }>(
    await t.call(
      "/api/l/supervise/task/save",
      {
        name: "本学期专家听课",
        templateId,
        startAt: iso(-1),
        endAt: iso(30),
        quota: 2,
        evaluatorIds: [await userId(t, "expert"), await userId(t, "expertmgr")],
        targets: [{ kind: "section", courseId, sectionId: sectionIds[0] }],
        ...body,
      },
      { as: manager },
    ),
  ).id;
}

async function startFirst(as: string, taskId: number) {
  const mine = ok<SuperviseMyTask[]>(await t.call("/api/l/supervise/task/mine", {}, { as }));
  const target = mine.find((m) => m.id === taskId)?.targets[0];
  return ok<{ id: number }>(await t.call("/api/l/supervise/evaluation/start", { targetId: target?.id }, { as })).id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  manager = await t.login("supervisor");
  expert = await t.login("expert");
  expertB = await t.login("expertmgr");
  teacher = await t.login("teacher");
  otherTeacher = await t.login("t002");
  outsider = await userWithScreens(t, admin, "evother", ["maintenance.log"]);
  templateId = await readyTemplate(t, manager);
  ({ id: courseId, sectionIds } = await newCourse(t, teacher, "督导测试课程", {
    chapters: [{ title: "第一章", sections: ["函数的极限", "连续性"] }],
  }));
});
afterAll(() => t.close());

describe("supervision tasks", () => {
  it("a manager assigns evaluators to a course section with a window and quota", async () => {
    const evaluatorIds = [await userId(t, "expert")];
    const body = {
      name: "期中听课",
      templateId,
      startAt: iso(-1),
      endAt: iso(10),
      quota: 4,
      evaluatorIds,
      assistantIds: [await userId(t, "t003")],
      targets: [
        { kind: "section", courseId, sectionId: sectionIds[1] },
        { kind: "room", teacherId: await userId(t, "teacher"), title: "进班听课 周二1-2节" },
      ],
    };
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/l/supervise/task/save",
      body,
      as: manager,
      otherUser: { as: teacher },
      bad: { body: { ...body, endAt: iso(-2) }, field: "结束时间须晚于开始时间" },
    });
    const d = await checkEndpoint<SuperviseTaskDetail>(t, {
      url: "/api/l/supervise/task/detail",
      body: { id },
      as: manager,
      otherUser: { as: otherTeacher },
    });
    expect(d.targets.map((x) => [x.kind, x.title])).toEqual([
      ["section", "督导测试课程 · 第一章 连续性"],
      ["room", "进班听课 周二1-2节"],
    ]);
    expect([d.expected, d.submitted, d.progress.length]).toEqual([4, 0, 1]);
    // The assistant arranges it from the personal centre.
    const assistant = await t.login("t003");
    ok(await t.call("/api/l/supervise/task/save", { ...body, id, quota: 5 }, { as: assistant }));
    const assisted = ok<{ list: { id: number; quota: number }[] }>(
      await t.call("/api/l/supervise/task/assisted", {}, { as: assistant }),
    );
    expect(assisted.list.map((x) => [x.id, x.quota])).toEqual([[id, 5]]);
    const list = await checkEndpoint<{ list: { id: number }[] }>(t, {
      url: "/api/m/supervise/task/list",
      body: {},
      as: manager,
      wrongRole: outsider,
    });
    expect(list.list.map((x) => x.id)).toContain(id);
    expectBad(
      await t.call(
        "/api/l/supervise/task/save",
        { ...body, targets: [{ kind: "section", courseId: 99999, sectionId: 1 }] },
        { as: manager },
      ),
      "targets.0",
    );
    const options = await checkEndpoint<{ sections: { id: number }[]; teacherName: string }>(t, {
      url: "/api/l/supervise/lesson/options",
      body: { courseId },
      as: manager,
      otherUser: { as: otherTeacher },
      bad: { body: { courseId: "x" }, field: "编号" },
    });
    expect(options.sections.map((x) => x.id)).toEqual(sectionIds);
    await checkEndpoint(t, { url: "/api/m/supervise/task/delete", body: { id }, as: manager, wrongRole: outsider });
  });
});

describe("listening and evaluating", () => {
  it("the expert listens, saves a draft with notes, submits once; the teacher reads and replies", async () => {
    const taskId = await task();
    const mine = ok<SuperviseMyTask[]>(await t.call("/api/l/supervise/task/mine", {}, { as: expert }));
    const target = mine.find((m) => m.id === taskId)?.targets[0];
    expect(target?.status).toBeNull();
    // Someone not in the task may not start it.
    expectForbidden(await t.call("/api/l/supervise/evaluation/start", { targetId: target?.id }, { as: otherTeacher }));
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/l/supervise/evaluation/start",
      body: { targetId: target?.id },
      as: expert,
      bad: { body: {}, field: "targetId" },
    });
    // Starting again opens the same evaluation.
    expect(
      ok<{ id: number }>(await t.call("/api/l/supervise/evaluation/start", { targetId: target?.id }, { as: expert }))
        .id,
    ).toBe(id);
    let d = ok<SuperviseEvaluationDetail>(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: expert }));
    expect([d.status, d.canEdit, d.templateVersion, d.title]).toEqual([
      "draft",
      true,
      1,
      "督导测试课程 · 第一章 函数的极限",
    ]);
    // Another expert, the teacher and a manager never read a draft.
    expectNotFound(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: expertB }));
    expectNotFound(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: teacher }));
    expectNotFound(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: manager }));

    const draft = { id, rev: d.rev, marks: { a1: 8 }, answers: {}, notes: [{ second: 125, text: "导入环节提问有效" }] };
    const saved = await checkEndpoint<{ rev: number; total: number }>(t, {
      url: "/api/l/supervise/evaluation/save",
      body: draft,
      as: expert,
      otherUser: { as: expertB, status: 404 },
      bad: { body: { ...draft, marks: { a1: 11 } }, field: "marks.a1" },
    });
    expect(saved.total).toBe(16);
    // A stale tab (old revision) cannot overwrite.
    expect((await t.call("/api/l/supervise/evaluation/save", draft, { as: expert })).statusCode).toBe(409);
    const full = { id, rev: saved.rev, marks: MARKS, answers: { q1: "目标明确" }, notes: draft.notes };
    expectBad(
      await t.call("/api/l/supervise/evaluation/submit", { ...full, marks: { a1: 8 } }, { as: expert }),
      "尚未评分",
    );
    expectBad(
      await t.call("/api/l/supervise/evaluation/submit", { ...full, answers: {} }, { as: expert }),
      "answers.q1",
    );
    // Two tabs submitting at once: exactly one wins, nothing half-written.
    const [r1, r2] = await Promise.all([
      t.call("/api/l/supervise/evaluation/submit", full, { as: expert }),
      t.call("/api/l/supervise/evaluation/submit", full, { as: expert }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    d = ok<SuperviseEvaluationDetail>(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: expert }));
    expect([d.status, d.total, d.level, d.canEdit, d.notes]).toEqual(["submitted", 81.6, "良好", false, draft.notes]);
    expect((await t.call("/api/l/supervise/evaluation/save", { ...full, rev: d.rev }, { as: expert })).statusCode).toBe(
      409,
    );

    // The teacher sees it (evaluator hidden by default) and replies; another teacher does not.
    const got = ok<{ list: { id: number; evaluatorName: string }[] }>(
      await t.call("/api/l/supervise/evaluation/received", {}, { as: teacher }),
    );
    expect(got.list.find((x) => x.id === id)?.evaluatorName).toBe("督导专家");
    expectNotFound(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: otherTeacher }));
    await checkEndpoint(t, {
      url: "/api/l/supervise/evaluation/reply",
      body: { id, reply: "感谢指导" },
      as: teacher,
      otherUser: { as: otherTeacher, status: 404 },
      bad: { body: { id, reply: "" }, field: "reply" },
    });
    expectForbidden(await t.call("/api/l/supervise/evaluation/reply", { id, reply: "x" }, { as: expert }));
    const managed = await checkEndpoint<{ list: { id: number; hasReply: boolean; evaluatorName: string }[] }>(t, {
      url: "/api/m/supervise/evaluation/list",
      body: {},
      as: manager,
      wrongRole: outsider,
    });
    expect(managed.list.find((x) => x.id === id)).toMatchObject({ hasReply: true, evaluatorName: "专家王明哲" });
    // The expert leader sees every expert's submitted work in the personal centre.
    const all = ok<{ list: { id: number }[] }>(await t.call("/api/l/supervise/evaluation/all", {}, { as: expertB }));
    expect(all.list.map((x) => x.id)).toContain(id);
    expectForbidden(await t.call("/api/l/supervise/evaluation/all", {}, { as: expert }));
    const written = ok<{ list: { id: number }[] }>(
      await t.call("/api/l/supervise/evaluation/written", {}, { as: expert }),
    );
    expect(written.list.map((x) => x.id)).toContain(id);

    // Counts in subqueries belong to their own row: a new template is unused, the task has one submission.
    const fresh = await readyTemplate(t, manager, "未使用模板");
    expect(
      ok<SuperviseTemplateDetail>(await t.call("/api/m/supervise/template/detail", { id: fresh }, { as: manager }))
        .used,
    ).toBe(0);
    const tasks = ok<{ list: { id: number; submitted: number; targetCount: number }[] }>(
      await t.call("/api/m/supervise/task/list", {}, { as: manager }),
    );
    expect(tasks.list.find((x) => x.id === taskId)).toMatchObject({ submitted: 1, targetCount: 1 });
    // The template is now in use: its form is frozen; a copy carries the change.
    expect(
      (await t.call("/api/m/supervise/template/form/save", { id: templateId, form: TWO_LEVEL_FORM }, { as: manager }))
        .statusCode,
    ).toBe(409);
  });

  it("refuses evaluating outside the window and lessons not assigned", async () => {
    const closed = await task({ name: "已截止任务", startAt: iso(-40), endAt: iso(-20) });
    const mine = ok<SuperviseMyTask[]>(await t.call("/api/l/supervise/task/mine", {}, { as: expert }));
    const target = mine.find((m) => m.id === closed)?.targets[0];
    expect(mine.find((m) => m.id === closed)?.open).toBe(false);
    expectBad(await t.call("/api/l/supervise/evaluation/start", { targetId: target?.id }, { as: expert }), "已截止");
    // Free listening is off by default.
    expectForbidden(
      await t.call(
        "/api/l/supervise/evaluation/start",
        { courseId, sectionId: sectionIds[1], templateId },
        { as: expert },
      ),
    );
    const open = await task({ name: "开放任务" });
    const id = await startFirst(expertB, open);
    expect(
      ok<SuperviseEvaluationDetail>(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: expertB })).status,
    ).toBe("draft");
  });
});

describe("statistics", () => {
  it("count, average and levels by teacher, indicator and evaluator; xlsx export", async () => {
    const s = await checkEndpoint<SuperviseStatisticsResult>(t, {
      url: "/api/m/supervise/statistics",
      body: { by: "teacher" },
      as: manager,
      wrongRole: outsider,
      bad: { body: { by: "nope" }, field: "统计维度" },
    });
    expect(s.summary).toMatchObject({ count: 1, avg: 81.6, teachers: 1, evaluators: 1, levels: { 良好: 1 } });
    expect(s.rows).toEqual([
      expect.objectContaining({ name: "张雨桐", count: 1, avg: 81.6, min: 81.6, max: 81.6, levels: { 良好: 1 } }),
    ]);
    const ind = ok<SuperviseStatisticsResult>(
      await t.call("/api/m/supervise/statistics", { by: "indicator" }, { as: manager }),
    );
    // 教学设计 15/20 = 75%, 教学实施 21.5/25 = 86%.
    expect(ind.rows.map((r) => [r.name, r.avg])).toEqual([
      ["教学实施", 86],
      ["教学设计", 75],
    ]);
    const work = ok<SuperviseStatisticsResult>(
      await t.call("/api/m/supervise/statistics", { by: "evaluator" }, { as: manager }),
    );
    expect(work.rows.find((r) => r.name === "专家王明哲")).toMatchObject({ count: 1, drafts: 0 });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/m/supervise/statistics/export?by=teacher",
      headers: { cookie: `Token=${manager}` },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("督导统计");
    expect(ws?.getRow(1).getCell(1).value).toBe("教师");
    expect(ws?.getRow(2).getCell(3).value).toBe(81.6);
    // The roll-up kept on submission equals one rebuilt from the evaluations.
    const all = () =>
      Promise.all(SUPERVISE_STAT_DIMENSIONS.map((d) => t.services.supervise.statistics.statistics({ by: d.value })));
    const kept = await all();
    await t.services.supervise.statistics.rebuild();
    expect(await all()).toEqual(kept);
  });
});

describe("patrol", () => {
  it("the wall shows no classroom until the live module is wired; records are written and listed", async () => {
    expect(ok<unknown[]>(await t.call("/api/l/supervise/patrol/wall", {}, { as: expert }))).toEqual([]);
    expectForbidden(await t.call("/api/l/supervise/patrol/wall", {}, { as: teacher }));
    const body = {
      room: "3号楼201",
      teacherId: await userId(t, "teacher"),
      onTime: true,
      order: "良好",
      teachingState: "正常",
      remark: "学生到课齐整",
    };
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/l/supervise/patrol/save",
      body,
      as: expert,
      otherUser: { as: otherTeacher },
      bad: { body: { ...body, order: "很好" }, field: "课堂秩序" },
    });
    const list = await checkEndpoint<{ list: { id: number; teacherName: string; patrollerName: string }[] }>(t, {
      url: "/api/m/supervise/patrol/list",
      body: {},
      as: manager,
      wrongRole: outsider,
    });
    expect(list.list.find((r) => r.id === id)).toMatchObject({ teacherName: "张雨桐", patrollerName: "专家王明哲" });
    await checkEndpoint(t, { url: "/api/m/supervise/patrol/detail", body: { id }, as: manager, wrongRole: outsider });
    expectNotFound(await t.call("/api/l/supervise/patrol/classroom", { id: 1 }, { as: expert }));
  });

  it("with a live port, the wall lists classrooms live now with their teachers", async () => {
    const { PatrolService } = await import("./supervise.patrol.service.js");
    const teacherId = await userId(t, "teacher");
    const live = {
      id: 7,
      title: "高一物理 第3节",
      teacherId,
      room: "3号楼201",
      streams: [{ kind: "teacher", name: "教师机位", url: "/live/7.flv", hls: "/live/7.m3u8" }],
    };
    const fake = new PatrolService(
      t.db,
      {
        lives: {
          liveNow: async () => [live],
          playable: async (id) => (id === 7 ? { ...live, recordings: [] } : null),
          snapshot: t.services.supervise.deps.lives.snapshot,
        },
        users: t.services.supervise.deps.users,
        photos: t.services.supervise.deps.photos,
        textFilter: (text) => ({ text, blocked: [], masked: [] }),
      },
      t.services.supervise.settings,
    );
    const principal = { ...(await t.services.users.load(await userId(t, "expert"))), sessionId: 0 } as Parameters<
      typeof fake.wall
    >[0];
    expect(await fake.wall(principal)).toEqual([{ ...live, teacherName: "张雨桐" }]);
    expect((await fake.classroom(7, principal)).streams).toEqual(live.streams);
    const { id } = await fake.save(
      { liveId: 7, room: "3号楼201", onTime: false, order: "一般", teachingState: "正常", remark: "" },
      principal,
    );
    expect((await fake.detail(id)).teacherName).toBe("张雨桐");
  });
});

describe("anonymous tasks", () => {
  it("hide the evaluator from the teacher even when the setting shows names", async () => {
    const s = ok<Record<string, unknown>>(await t.call("/api/m/supervise/setting/detail", {}, { as: manager }));
    ok(await t.call("/api/m/supervise/setting/save", { ...s, showEvaluatorName: true }, { as: manager }));
    const targets = [{ kind: "section", courseId, sectionId: sectionIds[1] }];
    const named = await task({ name: "具名听课", targets });
    const hidden = await task({ name: "匿名听课", anonymous: true, targets });
    expect(
      ok<SuperviseTaskDetail>(await t.call("/api/l/supervise/task/detail", { id: hidden }, { as: manager })).anonymous,
    ).toBe(true);
    const ids: number[] = [];
    for (const taskId of [named, hidden]) {
      const id = await startFirst(expert, taskId);
      const d = ok<SuperviseEvaluationDetail>(
        await t.call("/api/l/supervise/evaluation/detail", { id }, { as: expert }),
      );
      const body = { id, rev: d.rev, marks: MARKS, answers: { q1: "重点突出" }, notes: [] };
      ok(await t.call("/api/l/supervise/evaluation/submit", body, { as: expert }));
      ids.push(id);
    }
    const got = ok<{ list: { id: number; evaluatorName: string }[] }>(
      await t.call("/api/l/supervise/evaluation/received", { pageSize: 100 }, { as: teacher }),
    );
    const nameOf = (id: number | undefined) => got.list.find((x) => x.id === id)?.evaluatorName;
    expect([nameOf(ids[0]), nameOf(ids[1])]).toEqual(["专家王明哲", "督导专家"]);
    const detail = async (id: number | undefined, as: string) =>
      ok<SuperviseEvaluationDetail>(await t.call("/api/l/supervise/evaluation/detail", { id }, { as }));
    expect((await detail(ids[1], teacher)).evaluatorName).toBe("督导专家");
    // The manager still sees who wrote it.
    expect((await detail(ids[1], manager)).evaluatorName).toBe("专家王明哲");
  });
});
