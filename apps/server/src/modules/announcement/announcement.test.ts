import type { AnnouncementAdminItem, AnnouncementDetail, AnnouncementEdit, AnnouncementList } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoPng } from "../../seed/png.js";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let other: string;
let studentOrg: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  other = await userWithScreens(t, admin, "annother", ["business.course"]);
  studentOrg = (await t.services.users.info(await userId(t, "student"))).orgId as number;
});
afterAll(() => t.close());

const base = { title: "期末考试安排", content: "<p>请各位同学按时参加考试。</p>", publish: true };
const save = (body: object, as = admin) => t.call("/api/m/announcement/save", body, { as });
const shown = async (as: string | null) =>
  ok<AnnouncementList>(await t.call("/api/c/announcement/list", { pageSize: 50 }, { as })).list.map((a) => a.title);
const inHour = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

describe("announcement save", () => {
  it("checks the caller, the input, and stores sanitised text", async () => {
    const created = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/announcement/save",
      as: admin,
      body: {
        ...base,
        content: `<p onclick="steal()">考试<script>alert(1)</script><a href="javascript:x">链接</a></p>`,
      },
      bad: { body: { ...base, title: "" }, field: "title" },
      wrongRole: student,
    });
    expectForbidden(await save(base, other));
    const edit = ok<AnnouncementEdit>(await t.call("/api/m/announcement/get", { id: created.id }, { as: admin }));
    expect(edit.content).toBe("<p>考试<a>链接</a></p>");
    expect(edit.state).toBe("published");
    expect(edit.authorName).toBe("系统管理员");
  });

  it("refuses text that is only script, a schedule in the past, an expiry before publishing", async () => {
    expectBad(await save({ ...base, content: "<script>alert(1)</script>" }), "content");
    expectBad(await save({ ...base, publishAt: inHour(-2) }), "publishAt");
    expectBad(await save({ ...base, publishAt: inHour(2), expireAt: inHour(1) }), "expireAt");
    expectBad(await save({ ...base, audience: "org", orgIds: [] }), "orgIds");
    expectBad(await save({ ...base, audience: "org", orgIds: [99999] }), "orgIds");
    expectBad(await save({ ...base, attachmentIds: [99999] }), "attachmentIds");
    expectBad(await save({ ...base, publishAt: "明天" }), "定时发布时间");
  });
});

describe("readers", () => {
  it("see what is published for their audience, pinned first; not drafts, scheduled or expired ones", async () => {
    await save({ ...base, title: "草稿公告", publish: false });
    await save({ ...base, title: "定时公告", publishAt: inHour(3) });
    const expiring = ok<{ id: number }>(await save({ ...base, title: "即将过期", expireAt: inHour(1) }));
    await save({ ...base, title: "教师会议", audience: "teacher" });
    await save({ ...base, title: "本院通知", audience: "org", orgIds: [studentOrg] });
    await save({ ...base, title: "置顶公告", pinned: true });
    const guest = await shown(null);
    expect(guest[0]).toBe("置顶公告");
    expect(guest).toContain("即将过期");
    expect(guest).not.toContain("草稿公告");
    expect(guest).not.toContain("定时公告");
    expect(guest).not.toContain("教师会议");
    expect(guest).not.toContain("本院通知");
    expect(await shown(teacher)).toContain("教师会议");
    const mine = await shown(student);
    expect(mine).toContain("本院通知");
    expect(mine).not.toContain("教师会议");
    // Expiry: a clock an hour and a half ahead no longer shows it.
    const later = new Date(Date.now() + 90 * 60_000);
    const svc = t.services.announcements as unknown as { clock: () => Date };
    const real = svc.clock;
    svc.clock = () => later;
    try {
      expect(await shown(null)).not.toContain("即将过期");
      expect(await shown(null)).not.toContain("定时公告");
    } finally {
      svc.clock = real;
    }
    expectNotFound(await t.call("/api/c/announcement/detail", { id: expiring.id + 1000 }, { as: student }));
  });

  it("count each signed-in reader once; an announcement for teachers is hidden from a student", async () => {
    const { id } = ok<{ id: number }>(await save({ ...base, title: "阅读统计" }));
    const read = async (as: string | null) =>
      ok<AnnouncementDetail>(await t.call("/api/c/announcement/detail", { id }, { as }));
    expect((await read(student)).readCount).toBe(1);
    expect((await read(student)).readCount).toBe(1);
    expect((await read(teacher)).readCount).toBe(2);
    expect((await read(null)).readCount).toBe(2);
    const forTeachers = ok<{ id: number }>(await save({ ...base, title: "仅教师", audience: "teacher" }));
    expectNotFound(await t.call("/api/c/announcement/detail", { id: forTeachers.id }, { as: student }));
    expectBad(await t.call("/api/c/announcement/detail", { id: "x" }, { as: student }), "编号");
  });

  it("download attachments of what they may read", async () => {
    const file = await t.services.files.save("image", "通知附件.png", logoPng(32), await userId(t, "admin"));
    const { id } = ok<{ id: number }>(await save({ ...base, title: "带附件", attachmentIds: [file.id] }));
    const detail = ok<AnnouncementDetail>(await t.call("/api/c/announcement/detail", { id }, { as: student }));
    expect(detail.attachments.map((a) => a.name)).toEqual(["通知附件.png"]);
    const url = detail.attachments[0]?.url as string;
    const got = await t.app.inject({ method: "GET", url });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-disposition"]).toContain("attachment");
    const hidden = ok<{ id: number }>(
      await save({ ...base, title: "教师附件", audience: "teacher", attachmentIds: [file.id] }),
    );
    expect(
      (await t.app.inject({ method: "GET", url: `/api/c/announcement/${hidden.id}/file/${file.id}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/c/announcement/${id}/file/99999` })).statusCode).toBe(404);
  });
});

describe("back office", () => {
  it("lists by state, publishes, withdraws, pins and deletes", async () => {
    const list = (state?: string) =>
      checkEndpoint<{ list: AnnouncementAdminItem[]; count: number }>(t, {
        url: "/api/m/announcement/list",
        as: admin,
        body: { state, pageSize: 50 },
        bad: { body: { state: "nope" }, field: "状态" },
        wrongRole: student,
      });
    const drafts = await list("draft");
    expect(drafts.list.every((a) => a.state === "draft")).toBe(true);
    expect((await list("scheduled")).list.map((a) => a.title)).toContain("定时公告");
    const draft = drafts.list.find((a) => a.title === "草稿公告") as AnnouncementAdminItem;

    await checkEndpoint(t, {
      url: "/api/m/announcement/publish",
      as: admin,
      body: { ids: [draft.id] },
      bad: { body: { ids: [] }, field: "请选择" },
      wrongRole: teacher,
    });
    expect(await shown(null)).toContain("草稿公告");
    expectNotFound(await t.call("/api/m/announcement/publish", { ids: [99999] }, { as: admin }));

    await checkEndpoint(t, {
      url: "/api/m/announcement/withdraw",
      as: admin,
      body: { ids: [draft.id] },
      bad: { body: { ids: ["x"] }, field: "编号" },
      wrongRole: teacher,
    });
    expect(await shown(null)).not.toContain("草稿公告");

    await checkEndpoint(t, {
      url: "/api/m/announcement/pin",
      as: admin,
      body: { id: draft.id, pinned: true },
      bad: { body: { id: draft.id, pinned: "yes" }, field: "置顶" },
      wrongRole: teacher,
    });
    expect(ok<AnnouncementEdit>(await t.call("/api/m/announcement/get", { id: draft.id }, { as: admin })).pinned).toBe(
      true,
    );
    await checkEndpoint(t, {
      url: "/api/m/announcement/get",
      as: admin,
      body: { id: draft.id },
      bad: { body: { id: 0 }, field: "编号" },
      wrongRole: teacher,
    });
    await checkEndpoint(t, {
      url: "/api/m/announcement/delete",
      as: admin,
      body: { ids: [draft.id] },
      bad: { body: {}, field: "请选择" },
      wrongRole: teacher,
    });
    expectNotFound(await t.call("/api/m/announcement/get", { id: draft.id }, { as: admin }));
  });
});
