import { endpoints, type NoticeListInput } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEndpoint, expectBad, expectNoSession } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

const api = endpoints.notice;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const notices = (as: string, input: Partial<NoticeListInput> = {}) => t.send(api.list, input, { as });
const idOf = async (account: string) =>
  body<{ list: { id: number; account: string }[] }>(
    await t.call("/api/c/base/user/list", { keyword: account }, { as: admin }),
  ).data.list.find((u) => u.account === account)?.id as number;

describe("notices", () => {
  it("tell a user about an administrator's password reset and role change", async () => {
    const id = await idOf("t013");
    const reset = body<{ password: string }>(await t.call("/api/m/base/user/pwd/reset", { id }, { as: admin })).data
      .password;
    await t.call("/api/m/base/user/role/save", { userId: id, roleIds: [6, 3] }, { as: admin });
    const me = await t.login("t013", reset);
    const list = await notices(me);
    expect(list.list.map((n) => n.title)).toEqual(["角色已变更", "密码已被管理员重置"]);
    expect(list.unread).toBe(2);
  });

  it("are marked read one by one or all at once, only the caller's own", async () => {
    const me = await t.login(
      "t013",
      body<{ password: string }>(
        await t.call("/api/m/base/user/pwd/reset", { id: await idOf("t013"), password: "Again@2026" }, { as: admin }),
      ).data.password,
    );
    const first = (await notices(me)).list[0] as { id: number };
    const other = await t.login("t014");
    expect((await t.send(api.read, { ids: [first.id] }, { as: other })).unread).toBe(0);
    expect((await notices(me)).unread).toBe(3);
    expect((await t.send(api.read, { ids: [first.id] }, { as: me })).unread).toBe(2);
    expect((await notices(me, { unread: true })).count).toBe(2);
    expect((await t.send(api.read, { all: true }, { as: me })).unread).toBe(0);
  });

  it("reject bad input", async () => {
    const me = await t.login("t014");
    expect((await t.call("/api/l/base/notice/read", {}, { as: me })).statusCode).toBe(400);
    expect((await t.call("/api/l/base/notice/read", { ids: ["x"] }, { as: me })).statusCode).toBe(400);
    expect((await t.call("/api/l/base/notice/list", { pageSize: 1000 }, { as: me })).statusCode).toBe(400);
  });

  it("welcome users created or approved by an administrator", async () => {
    await t.call(
      "/api/l/base/user/save",
      { account: "welcomed", realName: "新同学", userType: "student", password: "Wel@20261" },
      { as: admin },
    );
    const me = await t.login("welcomed", "Wel@20261");
    expect((await notices(me)).list.map((n) => n.title)).toEqual(["账号已开通"]);
  });

  it("switches per category: listed for the caller, on until switched off, stored per user", async () => {
    const me = await t.login("t015");
    const other = await t.login("t016");
    const all = await t.send(api.switches, {}, { as: me });
    // The categories the assignment, live-class and activity modules send.
    expect(all.map((s) => s.category)).toEqual(["assignment", "grade", "live", "activity"]);
    expect(all.every((s) => s.on && s.label && s.description)).toBe(true);
    expectNoSession(await t.call(api.switches.path, {}, { as: null }));
    const saved = await checkEndpoint<{ category: string; on: boolean }[]>(t, {
      url: api.saveSwitch.path,
      as: me,
      body: { category: "live", on: false },
      bad: { body: { category: "live", on: "maybe" }, field: "on" },
    });
    expect(saved.find((s) => s.category === "live")?.on).toBe(false);
    expectBad(await t.call(api.saveSwitch.path, { category: "role", on: false }, { as: me }), "category");
    // Only the caller's own switch changed.
    expect((await t.send(api.switches, {}, { as: other })).every((s) => s.on)).toBe(true);
    expect((await t.send(api.switches, {}, { as: me })).filter((s) => !s.on).map((s) => s.category)).toEqual(["live"]);
  });

  it("notify drops a switched-off category for that user only; account notices always arrive", async () => {
    const [a, b] = [await idOf("t017"), await idOf("t018")];
    const asA = await t.login("t017");
    await t.send(api.saveSwitch, { category: "activity", on: false }, { as: asA });
    await t.services.notices.notify([
      { userId: a, category: "activity", title: "活动结果公布", content: "x" },
      { userId: b, category: "activity", title: "活动结果公布", content: "x" },
      { userId: a, category: "security", title: "安全提醒", content: "x" },
    ]);
    expect((await notices(asA)).list.map((n) => n.title)).toEqual(["安全提醒"]);
    expect((await notices(await t.login("t018"))).list.map((n) => n.title)).toEqual(["活动结果公布"]);
    // Switched on again, it arrives again.
    await t.send(api.saveSwitch, { category: "activity", on: true }, { as: asA });
    await t.services.notices.notify([{ userId: a, category: "activity", title: "活动结果公布", content: "y" }]);
    expect((await notices(asA)).list[0]?.title).toBe("活动结果公布");
  });
});
