import type { MySeminarItem, SeminarCard, SeminarDetail } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let host: string;
let teacher2: string;
let student: string;
let demoManager: string;
let hostId: number;
let orgId: number;
let subjectId: number;

const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
type Page<T> = { list: T[]; count: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  host = await t.login("teacher");
  hostId = await userId(t, "teacher");
  teacher2 = await newTeacher(t, admin, "semteacher2");
  student = await t.login("student");
  demoManager = await userWithScreens(t, admin, "demomanager", ["business.research"]);
  orgId = ok<{ id: number }>(await t.call("/api/m/research/org/save", { name: "实验中学" }, { as: admin })).id;
  subjectId = ok<{ id: number }>(await t.call("/api/m/research/subject/save", { name: "数学" }, { as: admin })).id;
});
afterAll(() => t.close());

const seminar = (more: object = {}) => ({
  kind: "seminar",
  title: "函数概念的单元教学设计研讨",
  brief: "围绕函数概念的引入方式开展研讨。",
  orgId,
  subjectId,
  hostId,
  startAt: hours(-1),
  endAt: hours(2),
  open: true,
  ...more,
});

let open: number;

describe("seminar back office", () => {
  it("creates seminars of the kinds the screen manages; the host becomes a member", async () => {
    open = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/m/research/seminar/save",
        as: admin,
        body: seminar(),
        bad: { body: seminar({ endAt: hours(-2) }), field: "结束时间" },
        wrongRole: host,
      })
    ).id;
    // A demonstration-teaching manager may not create network seminars.
    expectForbidden(await t.call("/api/m/research/seminar/save", seminar(), { as: demoManager }));
    ok(
      await t.call("/api/m/research/seminar/save", seminar({ kind: "teaching", title: "示范课：勾股定理" }), {
        as: demoManager,
      }),
    );
    expectBad(
      await t.call("/api/m/research/seminar/save", seminar({ hostId: await userId(t, "student") }), { as: admin }),
      "hostId",
    );
    expectBad(await t.call("/api/m/research/seminar/save", seminar({ subjectId: 99999 }), { as: admin }), "subjectId");
    expectNotFound(await t.call("/api/m/research/seminar/save", seminar({ id: 99999 }), { as: admin }));

    const listed = await checkEndpoint<Page<SeminarCard>>(t, {
      url: "/api/m/research/seminar/list",
      as: demoManager,
      body: { kind: "teaching" },
      bad: { body: { kind: "meeting" }, field: "教研类型" },
      wrongRole: host,
    });
    expect(listed.list.map((s) => s.title)).toEqual(["示范课：勾股定理"]);
    expectForbidden(await t.call("/api/m/research/seminar/list", { kind: "seminar" }, { as: demoManager }));
    expectForbidden(await t.call("/api/m/research/seminar/list", {}, { as: demoManager }));
  });
});

describe("seminar lists and detail", () => {
  it("filter by kind, organization, subject and state, for guests too", async () => {
    await t.call(
      "/api/m/research/seminar/save",
      seminar({ title: "已结束的研讨", startAt: hours(-5), endAt: hours(-3) }),
      {
        as: admin,
      },
    );
    await t.call(
      "/api/m/research/seminar/save",
      seminar({ title: "下周的研讨", startAt: hours(100), endAt: hours(102) }),
      {
        as: admin,
      },
    );
    const list = async (body: object) =>
      ok<Page<SeminarCard>>(await t.call("/api/c/research/seminar/list", body)).list.map((s) => s.title);
    expect(await list({ kind: "seminar" })).toEqual(["函数概念的单元教学设计研讨", "下周的研讨", "已结束的研讨"]);
    expect(await list({ kind: "seminar", state: "ended" })).toEqual(["已结束的研讨"]);
    expect(await list({ kind: "seminar", state: "upcoming" })).toEqual(["下周的研讨"]);
    expect(await list({ kind: "teaching", orgId, subjectId })).toEqual(["示范课：勾股定理"]);
    expect(await list({ kind: "seminar", subjectId: 99999 })).toEqual([]);
    expectBad(await t.call("/api/c/research/seminar/list", { state: "soon" }), "状态");
  });

  it("shows brief, members, announcements; the guest cannot join, the host can edit", async () => {
    const guest = ok<SeminarDetail>(await t.call("/api/c/research/seminar/detail", { id: open }));
    expect(guest).toMatchObject({ state: "ongoing", hostName: "张雨桐", canJoin: false, canEdit: false, myRole: null });
    expect(guest.members.map((m) => m.role)).toEqual(["host"]);
    const mine = ok<SeminarDetail>(await t.call("/api/c/research/seminar/detail", { id: open }, { as: host }));
    expect(mine).toMatchObject({ myRole: "host", canEdit: true, canJoin: false });
    expectNotFound(await t.call("/api/c/research/seminar/detail", { id: 99999 }));
  });
});

describe("joining and leaving", () => {
  it("a teacher joins an open seminar once and leaves; the host cannot leave", async () => {
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/join",
      as: teacher2,
      body: { id: open, orgId },
      bad: { body: { id: open, orgId: "x" }, field: "编号" },
      // Seminars are teachers' research: a student may not join (as they may not be invited).
      wrongRole: student,
    });
    expectBad(await t.call("/api/l/research/seminar/join", { id: open }, { as: teacher2 }), "已加入");
    const seen = ok<SeminarDetail>(await t.call("/api/c/research/seminar/detail", { id: open }, { as: student }));
    expect(seen.canJoin).toBe(false);
    expect(seen.members.map((m) => m.userId)).not.toContain(await userId(t, "student"));
    const detail = ok<SeminarDetail>(await t.call("/api/c/research/seminar/detail", { id: open }, { as: teacher2 }));
    expect(detail.myRole).toBe("participant");
    expect(detail.members.find((m) => m.role === "participant")?.orgName).toBe("实验中学");
    const mine = ok<Page<MySeminarItem>>(await t.call("/api/l/research/seminar/mine", {}, { as: teacher2 }));
    expect(mine.list.map((s) => [s.title, s.myRole])).toEqual([["函数概念的单元教学设计研讨", "participant"]]);
    expectBad(await t.call("/api/l/research/seminar/leave", { id: open }, { as: host }), "主持人");
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/leave",
      as: teacher2,
      body: { id: open },
      bad: { body: { id: 0 }, field: "编号" },
    });
    expectBad(await t.call("/api/l/research/seminar/leave", { id: open }, { as: teacher2 }), "未加入");
  });

  it("a closed or ended seminar refuses joining", async () => {
    const closed = ok<{ id: number }>(
      await t.call("/api/m/research/seminar/save", seminar({ title: "闭门研讨", open: false }), { as: admin }),
    );
    expectBad(await t.call("/api/l/research/seminar/join", { id: closed.id }, { as: teacher2 }), "未开放");
    const ended = ok<Page<SeminarCard>>(await t.call("/api/c/research/seminar/list", { state: "ended" })).list[0];
    expectBad(await t.call("/api/l/research/seminar/join", { id: ended?.id }, { as: teacher2 }), "已结束");
    expectNotFound(await t.call("/api/l/research/seminar/join", { id: 99999 }, { as: teacher2 }));
  });
});

describe("the host's announcements and summary", () => {
  it("only the host or a manager posts; others get 403", async () => {
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/notice/save",
      as: host,
      body: { seminarId: open, title: "研讨安排", content: "请提前阅读教学设计。" },
      bad: { body: { seminarId: open, title: "", content: "x" }, field: "公告标题" },
      otherUser: { as: teacher2 },
    });
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/summary/save",
      as: admin,
      body: { id: open, summary: "本次研讨形成了函数概念教学的三条共识。" },
      bad: { body: { id: open, summary: 5 }, field: "" },
      otherUser: { as: student },
    });
    const detail = ok<SeminarDetail>(await t.call("/api/c/research/seminar/detail", { id: open }));
    expect(detail.notices.map((n) => n.title)).toEqual(["研讨安排"]);
    expect(detail.summary).toContain("三条共识");
  });

  it("deleting is for managers of the kind", async () => {
    await checkEndpoint(t, {
      url: "/api/m/research/seminar/delete",
      as: admin,
      body: { ids: [open] },
      bad: { body: { ids: [] }, field: "请选择" },
      wrongRole: host,
      otherUser: { as: demoManager },
    });
    expectNotFound(await t.call("/api/c/research/seminar/detail", { id: open }));
  });
});
