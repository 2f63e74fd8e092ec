import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, expectThrottled, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import * as q from "./live.queries.js";

let t: TestApp;
let admin: string;
let teacher: string;
let other: string;
let student: string;
let clerk: string;

type Item = {
  id: number;
  name: string;
  status: number;
  error: boolean;
  teacherName: string;
  openRemark: string;
  visitCount: number;
  reserved: boolean;
  resource: { id: number; fileList: { httpPath: string }[] } | null;
};
type Page = { list: Item[]; count: number };
type Detail = Item & { canWatch: boolean; locked: string | null; intro: string; canEdit: boolean };

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function create(as: string, input: Record<string, unknown> = {}): Promise<number> {
  return ok<{ id: number }>(
    await t.call(
      "/api/l/live/save",
      { name: "高一物理：牛顿第二定律", startTime: at(hour), endTime: at(2 * hour), ...input },
      { as },
    ),
  ).id;
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student] = await Promise.all([t.login("admin"), t.login("teacher"), t.login("student")]);
  other = await newTeacher(t, admin, "liveother");
  clerk = await userWithScreens(t, admin, "liveclerk", ["business.course"]);
});
afterAll(() => t.close());

describe("a teacher's lives (live-course)", () => {
  it("are created, listed, read back and edited by their teacher only", async () => {
    const created = await checkEndpoint<{ id: number }>(t, {
      url: "/api/l/live/save",
      body: { name: "初二数学直播课", startTime: at(hour), endTime: at(2 * hour), openRemark: "请提前调试设备" },
      as: teacher,
      bad: { body: { name: "", startTime: at(hour), endTime: at(2 * hour) }, field: "直播名称" },
    });
    const mine = ok<Page>(await t.call("/api/l/live/my/list", {}, { as: teacher }));
    expect(mine.list.map((l) => l.name)).toContain("初二数学直播课");
    expect(ok<Page>(await t.call("/api/l/live/my/list", {}, { as: other })).count).toBe(0);

    const edit = await checkEndpoint<{ name: string; openRemark: string }>(t, {
      url: "/api/l/live/edit/detail",
      body: { id: created.id },
      as: teacher,
      otherUser: { as: other },
      bad: { body: { id: "x" }, field: "编号" },
    });
    expect(edit).toMatchObject({ name: "初二数学直播课", openRemark: "请提前调试设备" });
    expectForbidden(
      await t.call(
        "/api/l/live/save",
        { id: created.id, name: "改名", startTime: at(hour), endTime: at(2 * hour) },
        { as: other },
      ),
    );
    ok(
      await t.call(
        "/api/l/live/save",
        { id: created.id, name: "初二数学直播课（改）", startTime: at(hour), endTime: at(3 * hour) },
        { as: teacher },
      ),
    );
    expect(
      ok<{ name: string }>(await t.call("/api/l/live/edit/detail", { id: created.id }, { as: teacher })).name,
    ).toBe("初二数学直播课（改）");
  });

  it("refuse bad schedules and access settings, naming the field", async () => {
    expectBad(
      await t.call("/api/l/live/save", { name: "x", startTime: at(2 * hour), endTime: at(hour) }, { as: teacher }),
      "结束时间",
    );
    expectBad(
      await t.call(
        "/api/l/live/save",
        { name: "x", startTime: at(-3 * hour), endTime: at(-2 * hour) },
        { as: teacher },
      ),
      "endTime",
    );
    expectBad(
      await t.call("/api/l/live/save", { name: "x", startTime: "明天", endTime: at(hour) }, { as: teacher }),
      "开始时间",
    );
    expectBad(
      await t.call(
        "/api/l/live/save",
        { name: "x", startTime: at(hour), endTime: at(2 * hour), access: 2 },
        { as: teacher },
      ),
      "观看权限",
    );
    expectBad(
      await t.call(
        "/api/l/live/save",
        { name: "x", startTime: at(hour), endTime: at(2 * hour), access: 2, userIds: [999999] },
        { as: teacher },
      ),
      "userIds",
    );
  });

  it("are cancelled before they start, and then leave the public lists", async () => {
    const id = await create(teacher, { name: "将取消的直播" });
    await checkEndpoint(t, { url: "/api/l/live/cancel", body: { id }, as: teacher, otherUser: { as: other } });
    const all = ok<Page>(await t.call("/api/c/live/list", { status: 0, name: "将取消" }, { as: student }));
    expect(all.count).toBe(0);
    expectNotFound(await t.call("/api/c/live/detail", { id }, { as: student }));
    expectBad(
      await t.call("/api/l/live/save", { id, name: "x", startTime: at(hour), endTime: at(2 * hour) }, { as: teacher }),
      "已取消",
    );
  });
});

describe("the /live tabs and the detail page", () => {
  it("list by tab, organization and keyword, with notices kept to 4", async () => {
    for (let i = 1; i <= 5; i++) await create(teacher, { name: `预告直播${i}`, openRemark: `第${i}讲预告` });
    const notices = ok<Page>(await t.call("/api/c/live/list", { status: 4, openRemark: true, pageSize: 30 }));
    expect(notices.list).toHaveLength(4);
    expect(notices.list.every((l) => l.openRemark !== "")).toBe(true);
    const upcoming = ok<Page>(await t.call("/api/c/live/list", { status: 4, name: "预告直播" }));
    expect(upcoming.count).toBe(5);
    // The default tab is "live now".
    const id = await create(teacher, { name: "正在上课的直播" });
    expect(await t.services.lives.editor.markLive(id)).toBe(true);
    const now = ok<Page>(await t.call("/api/c/live/list", {}));
    expect(now.list.map((l) => l.name)).toEqual(["正在上课的直播"]);
    expect(now.list[0]).toMatchObject({ status: 2, error: false, teacherName: "张雨桐" });
    expectBad(await t.call("/api/c/live/list", { status: 9 }), "直播状态");
    expectBad(await t.call("/api/c/live/list", { pageSize: 1000 }), "每页条数");
  });

  it("count visits once per viewer and show the intro", async () => {
    const id = await create(teacher, { name: "观看计数", intro: "本节课讲解受力分析" });
    const first = ok<Detail>(await t.call("/api/c/live/detail", { id }, { as: student }));
    expect(first).toMatchObject({ canWatch: true, locked: null, intro: "本节课讲解受力分析", visitCount: 1 });
    const again = ok<Detail>(await t.call("/api/c/live/detail", { id }, { as: student }));
    expect(again.visitCount).toBe(1);
    expectBad(await t.call("/api/c/live/detail", { id: 0 }), "编号");
    expectNotFound(await t.call("/api/c/live/detail", { id: 999999 }));
  });

  it("lock public lives to guests and secret lives to outsiders, opened by list or password", async () => {
    const pub = await create(teacher, { name: "登录可看", access: 1 });
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id: pub })).locked).toBe("login");
    const studentId = await userId(t, "student");
    const secret = await create(teacher, { name: "指定学生", access: 2, userIds: [studentId], password: "abc123" });
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id: secret }, { as: student })).canWatch).toBe(true);
    const outsider = await t.login("s0002");
    const locked = ok<Detail>(await t.call("/api/c/live/detail", { id: secret }, { as: outsider }));
    expect(locked).toMatchObject({ canWatch: false, locked: "password", intro: "", resource: null });
    expectBad(await t.call("/api/c/live/detail", { id: secret, password: "nope" }, { as: outsider }), "password");
    expect(
      ok<Detail>(await t.call("/api/c/live/detail", { id: secret, password: "abc123" }, { as: outsider })).canWatch,
    ).toBe(true);
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id: secret }, { as: teacher })).canEdit).toBe(true);
  });

  it("keep viewing passwords hashed, at least 4 characters, and hide a locked live's intro", async () => {
    expectBad(
      await t.call(
        "/api/l/live/save",
        { name: "短密码", startTime: at(hour), endTime: at(2 * hour), access: 2, password: "abc" },
        { as: teacher },
      ),
      "直播密码至少4个字符",
    );
    const id = await create(teacher, {
      name: "密码直播",
      access: 2,
      password: "pw2026",
      intro: "本节课讲牛顿第二定律",
    });
    expect((await q.find(t.db, id))?.passwordHash).toMatch(/^\$argon2id\$/);
    const edit = ok<Record<string, unknown>>(await t.call("/api/l/live/edit/detail", { id }, { as: teacher }));
    expect(edit).toMatchObject({ hasPassword: true });
    expect(JSON.stringify(edit)).not.toContain("pw2026");
    const outsider = await t.login("s0003");
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id }, { as: outsider }))).toMatchObject({
      locked: "password",
      intro: "",
    });
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id, password: "pw2026" }, { as: outsider }))).toMatchObject({
      canWatch: true,
      intro: "本节课讲牛顿第二定律",
    });
    // Saved again without a password: the stored one is kept; removePassword drops it.
    ok(
      await t.call(
        "/api/l/live/save",
        { id, name: "密码直播", startTime: at(hour), endTime: at(2 * hour), access: 2 },
        { as: teacher },
      ),
    );
    expect(
      ok<{ hasPassword: boolean }>(await t.call("/api/l/live/edit/detail", { id }, { as: teacher })).hasPassword,
    ).toBe(true);
    expectBad(
      await t.call(
        "/api/l/live/save",
        { id, name: "密码直播", startTime: at(hour), endTime: at(2 * hour), access: 2, removePassword: true },
        { as: teacher },
      ),
      "access",
    );
  });

  it("throttle wrong viewing passwords per viewer and live, guests included", async () => {
    const id = await create(teacher, { name: "猜密码直播", access: 2, password: "right-pw" });
    const outsider = await t.login("s0004");
    for (let i = 0; i < 5; i++)
      expectBad(await t.call("/api/c/live/detail", { id, password: `guess${i}` }, { as: outsider }), "password");
    // The sixth try waits, even with the right password.
    expectThrottled(await t.call("/api/c/live/detail", { id, password: "right-pw" }, { as: outsider }));
    expect(body(await t.call("/api/c/live/detail", { id, password: "x1" }, { as: outsider })).msg).toContain(
      "直播密码",
    );
    // Someone else who has not failed is still heard.
    const other = await t.login("s0005");
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id, password: "right-pw" }, { as: other })).canWatch).toBe(
      true,
    );
    // A guest is counted by address.
    const open = await create(teacher, { name: "游客猜密码", access: 2, password: "right-pw" });
    for (let i = 0; i < 5; i++)
      expectBad(await t.call("/api/c/live/detail", { id: open, password: `g${i}` }), "password");
    expectThrottled(await t.call("/api/c/live/detail", { id: open, password: "right-pw" }));
  });

  it("migrate plain stored passwords to hashes that still open the live", async () => {
    const id = await create(teacher, { name: "旧密码直播", access: 2, password: "placeholder" });
    await q.update(t.db, id, { passwordHash: "old-plain" });
    const migration = readFileSync(new URL("../../../drizzle/0029_live_password_hash.sql", import.meta.url), "utf8");
    const update = migration.split("--> statement-breakpoint").find((s) => s.includes("UPDATE")) as string;
    await t.db.execute(sql.raw(update));
    const stored = (await q.find(t.db, id))?.passwordHash ?? "";
    expect(stored).toMatch(/^sha256\$[0-9a-f]+\$[0-9a-f]{64}$/);
    expect(stored).not.toContain("old-plain");
    const outsider = await t.login("s0006");
    expectBad(await t.call("/api/c/live/detail", { id, password: "old-plai" }, { as: outsider }), "password");
    expect(
      ok<Detail>(await t.call("/api/c/live/detail", { id, password: "old-plain" }, { as: outsider })).canWatch,
    ).toBe(true);
    // The right answer upgrades it to argon2.
    expect((await q.find(t.db, id))?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe("reservations", () => {
  it("tell the reserver in-site when the live starts, once", async () => {
    const id = await create(teacher, { name: "预约提醒直播" });
    const r = await checkEndpoint<{ reserved: boolean }>(t, {
      url: "/api/l/live/reserve",
      body: { id, reserve: true },
      as: student,
      bad: { body: { id, reserve: "yes" }, field: "预约" },
    });
    expect(r.reserved).toBe(true);
    const mine = ok<Page>(await t.call("/api/l/live/reservation/list", {}, { as: student }));
    expect(mine.list.find((l) => l.id === id)?.reserved).toBe(true);
    await t.services.lives.editor.markLive(id);
    await t.services.lives.editor.markLive(id);
    const notices = ok<{ list: { title: string; content: string }[] }>(
      await t.call("/api/l/base/notice/list", {}, { as: student }),
    );
    expect(notices.list.filter((n) => n.content.includes("预约提醒直播")).map((n) => n.title)).toEqual([
      "预约的直播开始了",
    ]);
    expectBad(await t.call("/api/l/live/reserve", { id, reserve: true }, { as: student }), "尚未开始");
  });
});

describe("the teacher ends a live (结束直播)", () => {
  it("ends their own live in progress only", async () => {
    const id = await create(teacher, { name: "教师结束的直播" });
    expectBad(await t.call("/api/l/live/end", { id }, { as: teacher }), "未在进行中");
    await t.services.lives.editor.markLive(id);
    await checkEndpoint(t, {
      url: "/api/l/live/end",
      body: { id },
      as: teacher,
      otherUser: { as: other },
      bad: { body: { id: "x" }, field: "编号" },
    });
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id })).status).toBe(3);
    expectNotFound(await t.call("/api/l/live/end", { id: 999999 }, { as: teacher }));
  });
});

describe("business live (administration)", () => {
  it("lists every teacher's lives, force-stops one in progress and binds to a course section", async () => {
    const id = await create(other, { name: "管理员结束的直播" });
    const list = await checkEndpoint<Page>(t, {
      url: "/api/m/business/live/list",
      body: { keyword: "管理员结束" },
      as: admin,
      wrongRole: clerk,
      bad: { body: { source: "X" }, field: "直播来源" },
    });
    expect(list.list.map((l) => l.id)).toEqual([id]);
    expectBad(await t.call("/api/m/business/live/stop", { id }, { as: admin }), "未在进行中");
    await t.services.lives.editor.markLive(id);
    await checkEndpoint(t, { url: "/api/m/business/live/stop", body: { id }, as: admin, wrongRole: student });
    expect(ok<Detail>(await t.call("/api/c/live/detail", { id })).status).toBe(3);
    expectBad(
      await t.call("/api/m/business/live/bind", { id, courseId: 1, sectionId: null }, { as: admin }),
      "sectionId",
    );
    await checkEndpoint(t, {
      url: "/api/m/business/live/bind",
      body: { id, courseId: null, sectionId: null },
      as: admin,
      wrongRole: clerk,
    });
  });
});

describe("ports for other modules", () => {
  it("list lives in progress, count lives per day and org, and give playable info only to allowed viewers", async () => {
    const id = await create(teacher, { name: "督导可见的直播", access: 1 });
    await t.services.lives.editor.markLive(id);
    const now = await t.services.lives.livesNow();
    expect(now.find((l) => l.id === id)).toMatchObject({ name: "督导可见的直播", streams: ["teacher"], error: false });
    const from = new Date(Date.now() - 86_400_000);
    const counts = await t.services.lives.countsPerDay(from, new Date(Date.now() + 86_400_000));
    expect(counts.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(1);
    expect(await t.services.lives.playable(id, null, "ip:1")).toBeNull();
    const principal = await t.services.users.load(await userId(t, "student"));
    const info = await t.services.lives.playable(id, principal ? { ...principal, sessionId: 0 } : null, "u:1");
    expect(info?.play?.[0]?.flv).toContain(`live-${id}-teacher.flv?token=`);
  });
});

describe("a live's cover", () => {
  it("is the teacher's own uploaded picture, shown on the list card and the detail", async () => {
    const { BYTES, fileOf } = await import("../resource/resource.fixtures.js");
    const cover = await fileOf(t, "teacher", "image", "封面.png", BYTES.png());
    const othersCover = await fileOf(t, "student", "image", "别人的封面.png", BYTES.png());
    const notPicture = await fileOf(t, "teacher", "document", "讲义.pdf", BYTES.pdf());
    const body = { name: "带封面的直播", startTime: at(hour), endTime: at(2 * hour) };
    expectBad(await t.call("/api/l/live/save", { ...body, coverFileId: notPicture }, { as: teacher }), "封面");
    expectBad(await t.call("/api/l/live/save", { ...body, coverFileId: 99_999_999 }, { as: teacher }), "封面");
    expectForbidden(await t.call("/api/l/live/save", { ...body, coverFileId: othersCover }, { as: teacher }));
    const { id } = ok<{ id: number }>(
      await t.call("/api/l/live/save", { ...body, coverFileId: cover }, { as: teacher }),
    );
    const detail = ok<{ coverUrl: string | null }>(await t.call("/api/c/live/detail", { id }, { as: student }));
    expect(detail.coverUrl).toBe(`/api/c/file/${cover}`);
    const listed = ok<{ list: { id: number; coverUrl: string | null }[] }>(
      await t.call("/api/c/live/list", { pageNo: 1, pageSize: 30, status: 0, name: "带封面的直播" }, { as: student }),
    );
    expect(listed.list.find((l) => l.id === id)?.coverUrl).toBe(`/api/c/file/${cover}`);
    expect(
      ok<{ coverFileId: number | null }>(await t.call("/api/l/live/edit/detail", { id }, { as: teacher })).coverFileId,
    ).toBe(cover);
  });
});
