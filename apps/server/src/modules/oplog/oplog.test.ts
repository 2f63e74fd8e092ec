import type { LogField } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { declaredRoutes } from "../../platform/http/route.js";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { fieldLabel as fieldLabelOf } from "./oplog.present.js";

let t: TestApp;
let admin: string;
let student: string;

type Entry = {
  id: number;
  category: string;
  account: string;
  action: string;
  target: string;
  targetName: string;
  fields: LogField[];
  detail: unknown;
  success: boolean;
};
type Page = { list: Entry[]; count: number };

const URL = "/api/m/base/log/list";

beforeAll(async () => {
  t = await startTestApp();
  [admin, student] = await Promise.all([t.login("admin"), t.login("student")]);
  // One logged management write besides the logins above.
  ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "grey", isUsing: false }, { as: admin }));
});
afterAll(() => t.close());

const list = async (input: object) => ok<Page>(await t.call(URL, input, { as: admin }));
/** A day in server time, as the filter takes it. */
const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

describe("operation log list", () => {
  it("is the log screen's: no session, other roles and bad input are refused", async () => {
    const data = await checkEndpoint<Page>(t, {
      url: URL,
      body: { category: "operation" },
      as: admin,
      wrongRole: student,
      bad: { body: { pageSize: 1000 }, field: "pageSize" },
    });
    expect(data.list.map((e) => e.action)).toContain("保存站点配置");
    expect(data.list.every((e) => e.category === "operation")).toBe(true);
    const other = await userWithScreens(t, admin, "logother", ["site.webGrey"]);
    expectForbidden(await t.call(URL, {}, { as: other }));
    expectBad(await t.call(URL, { from: "2026/01/01" }, { as: admin }), "from");
    expectBad(await t.call(URL, { category: "audit" }, { as: admin }), "category");
  });

  it("filters by category, keyword and whole days, newest first", async () => {
    const logins = await list({ category: "login" });
    expect(logins.count).toBeGreaterThanOrEqual(2);
    expect(logins.list.every((e) => e.category === "login")).toBe(true);
    const ids = logins.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const saved = await list({ keyword: "站点配置" });
    expect(saved.list[0]).toMatchObject({ action: "保存站点配置", account: "admin", detail: { areaCode: "grey" } });
    // LIKE wildcards typed by a user match literally.
    expect((await list({ keyword: "%" })).count).toBe(0);

    const all = await list({});
    expect((await list({ from: day(0), to: day(0) })).count).toBe(all.count);
    expect((await list({ from: day(1) })).count).toBe(0);
    expect((await list({ to: day(-1) })).count).toBe(0);
  });

  it("pages with the total on every page, also past the end", async () => {
    const all = await list({});
    expect(all.count).toBeGreaterThanOrEqual(3);
    const second = await list({ pageNo: 2, pageSize: 1 });
    expect(second).toEqual({ list: [all.list[1]], count: all.count });
    expect(await list({ pageNo: 1000, pageSize: 1 })).toEqual({ list: [], count: all.count });
  });
});

/** The keys of an input schema, through optional, default, pipe and union wrappers, nested objects too. */
function inputKeys(schema: unknown, out = new Set<string>(), depth = 0): Set<string> {
  type Def = { type: string; shape?: Record<string, unknown>; options?: unknown[]; [k: string]: unknown };
  const def = (schema as { def?: Def } | undefined)?.def;
  if (!def || depth > 4) return out;
  if (def.type === "object") {
    for (const [k, v] of Object.entries(def.shape ?? {})) {
      out.add(k);
      inputKeys(v, out, depth + 1);
    }
  } else if (def.type === "union") for (const o of def.options ?? []) inputKeys(o, out, depth + 1);
  else for (const inner of [def.innerType, def.in, def.element]) if (inner) inputKeys(inner, out, depth + 1);
  return out;
}

describe("the log screen reads in Chinese (issue 23, finding 22)", () => {
  it("names what was called by the endpoint's summary and each field by its label, never JSON", async () => {
    const [entry] = (await list({ keyword: "站点配置" })).list;
    expect(entry).toMatchObject({ action: "保存站点配置", targetName: "保存一项站点配置" });
    expect(entry?.fields).toEqual(
      expect.arrayContaining([
        { label: "配置项", value: "grey" },
        { label: "启用", value: "否" },
      ]),
    );
    for (const f of entry?.fields ?? []) {
      expect(f.label).toMatch(/^[\u4e00-\u9fa5()（）A-Z]+$/);
      expect(f.value).not.toMatch(/^[[{]/);
    }
    // A login event calls no endpoint: nothing to name, no path shown.
    const [login] = (await list({ category: "login" })).list;
    expect(login?.targetName).toBe("");
  });

  it("hides secrets and says so, and shows lists and flags as people write them", async () => {
    ok(await t.call("/api/c/base/user/register", { account: "logfld01", realName: "字段日志", password: "Reg@20261" }));
    const [entry] = (await list({ keyword: "logfld01" })).list;
    expect(entry?.targetName).toBe("自助注册");
    expect(entry?.fields).toEqual(
      expect.arrayContaining([
        { label: "账号", value: "logfld01" },
        { label: "姓名", value: "字段日志" },
        { label: "密码", value: "（已隐藏）" },
      ]),
    );
  });

  it("has a Chinese label for every field of every logged endpoint", () => {
    const logged = declaredRoutes(t.app).filter((r) => r.log);
    expect(logged.length).toBeGreaterThan(100);
    const unlabelled: string[] = [];
    for (const r of logged)
      for (const key of inputKeys(r.endpoint.input as z.ZodType))
        if (!/[\u4e00-\u9fa5]/.test(fieldLabelOf(key))) unlabelled.push(`${r.log}: ${key}`);
    expect(unlabelled).toEqual([]);
  });
});
