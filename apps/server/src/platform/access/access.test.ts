import { endpoints, endpointsIn, ResultCode } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_CATALOGUE } from "../../modules/user/user.menu.catalogue.js";
import { userWithScreens } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { declaredRoutes, registeredRoutes } from "../http/route.js";
import { PERMISSION_CODES } from "./permissions.js";

let t: TestApp;
let student: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestApp();
  student = await t.login("student");
  teacher = await t.login("teacher");
});
afterAll(() => t.close());

/** Parameterised paths get a real value so they are checked too. */
const SAMPLE_PARAMS: Record<string, string> = { ":code": "logo", ":type": "SUBJECT", ":kind": "source", ":id": "1" };
const routes = () =>
  declaredRoutes(t.app).map((r) => ({ ...r, url: r.url.replace(/:[a-z]+/gi, (p) => SAMPLE_PARAMS[p] ?? p) }));
/** The routes of one family; a family that comes back empty means the loop below checks nothing. */
const family = (prefix: string, min: number) => {
  const list = routes().filter((r) => r.url.startsWith(prefix));
  expect(list.length, `routes under ${prefix}`).toBeGreaterThanOrEqual(min);
  return list;
};
const inject = (r: { url: string; method: string }, token?: string) =>
  t.app.inject({
    method: r.method as "GET" | "POST" | "PUT",
    url: r.url,
    headers: {
      "x-requested-with": "XMLHttpRequest",
      "content-type": r.method === "PUT" ? "application/octet-stream" : "application/json",
      ...(token ? { cookie: `Token=${token}` } : {}),
    },
    payload: r.method === "GET" ? undefined : r.method === "PUT" ? Buffer.alloc(0) : "{}",
  });

describe("permission registry", () => {
  it("ties every /api/m route to an MG menu item", () => {
    const mgCodes = new Set(MENU_CATALOGUE.MG.flatMap((s) => (s.children ?? []).map((c) => c.code)));
    const mRoutes = declaredRoutes(t.app).filter((r) => r.url.startsWith("/api/m/"));
    expect(mRoutes.length).toBeGreaterThan(30);
    for (const r of mRoutes) {
      expect(typeof r.access, r.url).toBe("object");
      const codes = typeof r.access === "object" ? [r.access.perm].flat() : [];
      for (const c of codes) {
        expect(PERMISSION_CODES, r.url).toContain(c);
        expect(mgCodes.has(c), `${r.url} → ${c}`).toBe(true);
      }
    }
  });

  it("declares every API route through defineRoute, so each one has an access rule", () => {
    const declared = new Set(declaredRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    const api = registeredRoutes(t.app).filter((r) => r.url.startsWith("/api/"));
    expect(api.length).toBeGreaterThan(100);
    for (const r of api) expect(declared.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
  });

  it("registers every contract endpoint, each once", () => {
    const served = declaredRoutes(t.app).map((r) => r.endpoint);
    const unserved = endpointsIn(endpoints)
      .filter((e) => !served.includes(e))
      .map((e) => `${e.method} ${e.path}`);
    expect(unserved).toEqual([]);
    const twice = served.filter((e, i) => served.indexOf(e) !== i).map((e) => e.path);
    expect(twice).toEqual([]);
  });

  it("routes follow the /api/{c|l|m|kv} scheme with matching access", () => {
    for (const r of declaredRoutes(t.app)) {
      if (r.url.startsWith("/api/l/")) expect(r.access, r.url).toBe("login");
      if (r.url.startsWith("/api/c/")) expect(["public", "guest", "login"], r.url).toContain(r.access);
    }
  });
});

describe("every management call", () => {
  it("answers 1004 without a session", async () => {
    for (const r of family("/api/m/", 50)) {
      const res = await inject(r);
      expect(res.statusCode, r.url).toBe(401);
      expect(res.json().code, r.url).toBe(ResultCode.SESSION_INVALID);
    }
  });

  it("refuses a student with 403", async () => {
    for (const r of family("/api/m/", 50)) {
      const res = await inject(r, student);
      expect(res.statusCode, r.url).toBe(403);
      expect(body(res).msg).toBe("没有访问权限，请联系管理员");
    }
  });

  it("refuses a user who holds a different back-office screen", async () => {
    const admin = await t.login("admin");
    const holders = [
      { code: "maintenance.version", token: await userWithScreens(t, admin, "screenver", ["maintenance.version"]) },
      { code: "site.webGrey", token: await userWithScreens(t, admin, "screengrey", ["site.webGrey"]) },
    ];
    for (const r of family("/api/m/", 50)) {
      const codes: readonly string[] = typeof r.access === "object" ? [r.access.perm].flat() : [];
      const other = holders.find((h) => !codes.includes(h.code));
      if (!other) throw new Error(`${r.url} accepts both test screens`);
      const res = await inject(r, other.token);
      expect(res.statusCode, `${r.url} as ${other.code}`).toBe(403);
    }
  });

  it("refuses a teacher too (no MG menus by default)", async () => {
    const res = await t.call("/api/m/base/user/delete", { ids: [1] }, { as: teacher });
    expect(res.statusCode).toBe(403);
  });
});

describe("every guest call", () => {
  it("answers 1004 without a session once guest mode is off", async () => {
    const admin = await t.login("admin");
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin }));
    try {
      for (const r of family("/api/", 10).filter((x) => x.access === "guest")) {
        const res = await inject(r);
        expect(res.statusCode, r.url).toBe(401);
        expect(body(res).code, r.url).toBe(ResultCode.SESSION_INVALID);
      }
    } finally {
      ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin }));
    }
  });
});

describe("every logged-in call", () => {
  it("answers 1004 without a session", async () => {
    for (const r of family("/api/l/", 40)) {
      const res = await inject(r.method === "GET" ? { ...r, url: `${r.url}?id=1` } : r);
      expect(res.statusCode, r.url).toBe(401);
      expect(body(res).code, r.url).toBe(ResultCode.SESSION_INVALID);
    }
  });
});

describe("bad input", () => {
  it("every JSON call rejects a non-object body with 400 and a Chinese message", async () => {
    const admin = await t.login("admin");
    const json = routes().filter((x) => x.hasInput && x.method === "POST");
    expect(json.length).toBeGreaterThan(100);
    for (const r of json) {
      const res = await t.call(r.url, [1, 2], { as: admin });
      expect(res.statusCode, r.url).toBe(400);
      expect(body(res).success).toBe(false);
      expect(body(res).msg, r.url).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
