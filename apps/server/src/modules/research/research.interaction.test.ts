import type { PlaceItem, ResearchOption, ResearchOrgItem, TerminalItem } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let teacher: string;
let placeKeeper: string;
let orgA: number;
let orgB: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  placeKeeper = await userWithScreens(t, admin, "placekeeper", ["business.interactionPlace"]);
});
afterAll(() => t.close());

type Page<T> = { list: T[]; count: number };
const call = (url: string, b: object, as = admin) => t.call(url, b, { as });

describe("participating organizations", () => {
  it("are created, listed, edited and offered as choices", async () => {
    orgA = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/m/research/org/save",
        as: admin,
        body: { name: "市第一中学", code: "SZ01", contact: "王建国", phone: "13812345601" },
        bad: { body: { name: "", code: "SZ01" }, field: "机构名称" },
        wrongRole: teacher,
      })
    ).id;
    orgB = ok<{ id: number }>(await call("/api/m/research/org/save", { name: "实验中学", sort: 1 })).id;
    expectBad(await call("/api/m/research/org/save", { name: "育才学校", phone: "123" }), "手机号");
    expect((await call("/api/m/research/org/save", { name: "市第一中学" })).statusCode).toBe(409);
    expectForbidden(await call("/api/m/research/org/save", { name: "另一学校" }, placeKeeper));
    expectNotFound(await call("/api/m/research/org/save", { id: 99999, name: "不存在" }));

    const list = await checkEndpoint<Page<ResearchOrgItem>>(t, {
      url: "/api/m/research/org/list",
      as: admin,
      body: { keyword: "一中" },
      bad: { body: { keyword: "x".repeat(101) }, field: "关键字" },
      wrongRole: teacher,
    });
    expect(list.list.map((o) => o.name)).toEqual(["市第一中学"]);
    expect(list.list[0]?.contact).toBe("王建国");

    ok(await call("/api/m/research/org/save", { id: orgB, name: "实验中学（初中部）", sort: 1 }));
    const options = ok<ResearchOption[]>(await t.call("/api/kv/research/org/list", {}));
    expect(options.map((o) => o.name)).toEqual(["市第一中学", "实验中学（初中部）"]);
  });
});

describe("subjects", () => {
  it("are kept with unique names and deleted", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/research/subject/save",
      as: admin,
      body: { name: "数学", code: "MATH" },
      bad: { body: { name: "数".repeat(31) }, field: "学科名称" },
      wrongRole: placeKeeper,
    });
    expect((await call("/api/m/research/subject/save", { name: "数学" })).statusCode).toBe(409);
    const listed = await checkEndpoint<Page<{ name: string }>>(t, {
      url: "/api/m/research/subject/list",
      as: admin,
      body: {},
      wrongRole: teacher,
    });
    expect(listed.list.map((s) => s.name)).toEqual(["数学"]);
    expect(ok<ResearchOption[]>(await t.call("/api/kv/research/subject/list", {})).map((s) => s.name)).toEqual([
      "数学",
    ]);
    await checkEndpoint(t, {
      url: "/api/m/research/subject/delete",
      as: admin,
      body: { ids: [id] },
      bad: { body: { ids: [] }, field: "请选择" },
      wrongRole: teacher,
    });
    expectNotFound(await call("/api/m/research/subject/delete", { ids: [id] }));
  });
});

describe("terminals and places", () => {
  let sip: number;
  let encoder: number;

  it("a terminal gets an RTMP push address from the platform; a SIP terminal needs its SIP URI", async () => {
    sip = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/m/research/terminal/save",
        as: admin,
        body: { name: "录播室终端", orgId: orgA, kind: "sip", sipUri: "sip:1001@10.1.0.21" },
        bad: { body: { name: "录播室终端", orgId: orgA, kind: "sip" }, field: "SIP" },
        wrongRole: placeKeeper,
      })
    ).id;
    expectBad(
      await call("/api/m/research/terminal/save", { name: "x", orgId: orgA, kind: "sip", sipUri: "1001" }),
      "SIP",
    );
    expectBad(await call("/api/m/research/terminal/save", { name: "x", orgId: 99999, kind: "rtmp" }), "orgId");
    expectBad(await call("/api/m/research/terminal/save", { name: "x", orgId: orgA, kind: "h323" }), "终端类型");
    encoder = ok<{ id: number }>(
      await call("/api/m/research/terminal/save", { name: "报告厅编码器", orgId: orgA, kind: "rtmp" }),
    ).id;
    const list = ok<Page<TerminalItem>>(await call("/api/m/research/terminal/list", { orgId: orgA }));
    const mine = list.list.find((x) => x.id === sip) as TerminalItem;
    expect(mine.sipUri).toBe("sip:1001@10.1.0.21");
    expect(mine.pushUrl).toMatch(new RegExp(`^rtmp://[^/]+/live/term-${sip}\\?key=[0-9a-f]{30}$`));
    expect(mine.placeName).toBeNull();
    expectForbidden(await call("/api/m/research/terminal/list", {}, teacher));

    await checkEndpoint(t, {
      url: "/api/m/research/terminal/key/rotate",
      as: admin,
      body: { id: sip },
      bad: { body: { id: "x" }, field: "编号" },
      wrongRole: placeKeeper,
    });
    const after = ok<Page<TerminalItem>>(await call("/api/m/research/terminal/list", { keyword: "录播室" })).list[0];
    expect(after?.pushUrl).not.toBe(mine.pushUrl);
    expectNotFound(await call("/api/m/research/terminal/key/rotate", { id: 99999 }));
  });

  it("a place takes a free, enabled terminal of its own organization", async () => {
    const options = ok<ResearchOption[]>(await call("/api/m/research/terminal/options", { orgId: orgA }, placeKeeper));
    expect(options.map((o) => o.id).sort()).toEqual([sip, encoder].sort());
    expectForbidden(await call("/api/m/research/terminal/options", { orgId: orgA }, teacher));

    const { id: room } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/research/place/save",
      as: placeKeeper,
      body: { name: "录播教室", orgId: orgA, terminalId: sip, location: "教学楼301", capacity: 50 },
      bad: { body: { name: "", orgId: orgA }, field: "场所名称" },
      wrongRole: teacher,
    });
    // The terminal is taken; another org's place cannot have it; a disabled one is refused.
    expect(
      (await call("/api/m/research/place/save", { name: "另一教室", orgId: orgA, terminalId: sip })).statusCode,
    ).toBe(409);
    expectBad(
      await call("/api/m/research/place/save", { name: "分校教室", orgId: orgB, terminalId: encoder }),
      "terminalId",
    );
    ok(
      await call("/api/m/research/terminal/save", {
        id: encoder,
        name: "报告厅编码器",
        orgId: orgA,
        kind: "rtmp",
        state: "disabled",
      }),
    );
    expectBad(await call("/api/m/research/place/save", { name: "报告厅", orgId: orgA, terminalId: encoder }), "停用");
    // Offered to the place form: free enabled ones, plus the place's own.
    expect(
      ok<ResearchOption[]>(await call("/api/m/research/terminal/options", { orgId: orgA })).map((o) => o.id),
    ).toEqual([]);
    expect(
      ok<ResearchOption[]>(await call("/api/m/research/terminal/options", { orgId: orgA, placeId: room })).map(
        (o) => o.id,
      ),
    ).toEqual([sip]);

    const places = await checkEndpoint<Page<PlaceItem>>(t, {
      url: "/api/m/research/place/list",
      as: placeKeeper,
      body: { orgId: orgA },
      wrongRole: teacher,
    });
    expect(places.list[0]).toMatchObject({
      name: "录播教室",
      orgName: "市第一中学",
      terminalName: "录播室终端",
      capacity: 50,
    });
    const terminal = ok<Page<TerminalItem>>(await call("/api/m/research/terminal/list", { keyword: "录播室" })).list[0];
    expect(terminal?.placeName).toBe("录播教室");
    // Installed: it cannot move to another organization.
    expectBad(
      await call("/api/m/research/terminal/save", {
        id: sip,
        name: "录播室终端",
        orgId: orgB,
        kind: "sip",
        sipUri: "sip:1@a.b",
      }),
      "orgId",
    );
  });

  it("an organization with terminals or places is not deleted; terminals and places are", async () => {
    const refused = await call("/api/m/research/org/delete", { ids: [orgA] });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toContain("终端或场所");
    const places = ok<Page<PlaceItem>>(await call("/api/m/research/place/list", { orgId: orgA })).list;
    await checkEndpoint(t, {
      url: "/api/m/research/place/delete",
      as: placeKeeper,
      body: { ids: places.map((p) => p.id) },
      bad: { body: { ids: ["x"] }, field: "编号" },
      wrongRole: teacher,
    });
    await checkEndpoint(t, {
      url: "/api/m/research/terminal/delete",
      as: admin,
      body: { ids: [sip, encoder] },
      wrongRole: placeKeeper,
    });
    await checkEndpoint(t, {
      url: "/api/m/research/org/delete",
      as: admin,
      body: { ids: [orgA] },
      wrongRole: teacher,
    });
    expectNotFound(await call("/api/m/research/org/delete", { ids: [orgA] }));
  });
});
