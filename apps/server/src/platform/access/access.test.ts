import { ResultCode } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_CATALOGUE } from "../../modules/user/menu.catalogue.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { declaredRoutes } from "../http/route.js";
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
const SAMPLE_PARAMS: Record<string, string> = { ":code": "logo", ":type": "SUBJECT", ":kind": "source" };
const routes = () =>
  declaredRoutes(t.app).map((r) => ({ ...r, url: r.url.replace(/:[a-z]+/g, (p) => SAMPLE_PARAMS[p] ?? p) }));

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

  it("routes follow the /api/{c|l|m|kv} scheme with matching access", () => {
    for (const r of declaredRoutes(t.app)) {
      if (r.url.startsWith("/api/l/")) expect(r.access, r.url).toBe("login");
      if (r.url.startsWith("/api/c/")) expect(["public", "guest", "login"], r.url).toContain(r.access);
    }
  });
});

describe("every management call", () => {
  it("answers 1004 without a session", async () => {
    for (const r of routes().filter((x) => x.url.startsWith("/api/m/"))) {
      const get = r.method === "GET";
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
        payload: get ? undefined : "{}",
      });
      expect(res.statusCode, r.url).toBe(401);
      expect(res.json().code, r.url).toBe(ResultCode.SESSION_INVALID);
    }
  });

  it("refuses a student with 403", async () => {
    for (const r of routes().filter((x) => x.url.startsWith("/api/m/"))) {
      const get = r.method === "GET";
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: {
          "x-requested-with": "XMLHttpRequest",
          "content-type": "application/json",
          cookie: `Token=${student}`,
        },
        payload: get ? undefined : "{}",
      });
      expect(res.statusCode, r.url).toBe(403);
      expect(body(res).msg).toBe("没有访问权限，请联系管理员");
    }
  });

  it("refuses a teacher too (no MG menus by default)", async () => {
    const res = await t.call("/api/m/base/user/delete", { ids: [1] }, { as: teacher });
    expect(res.statusCode).toBe(403);
  });
});

describe("every logged-in call", () => {
  it("answers 1004 without a session", async () => {
    for (const r of routes().filter((x) => x.url.startsWith("/api/l/"))) {
      const res =
        r.method === "GET" ? await t.app.inject({ method: "GET", url: `${r.url}?id=1` }) : await t.call(r.url, {});
      expect(res.statusCode, r.url).toBe(401);
      expect(body(res).code, r.url).toBe(ResultCode.SESSION_INVALID);
    }
  });
});

describe("bad input", () => {
  it("every JSON call rejects a non-object body with 400 and a Chinese message", async () => {
    const admin = await t.login("admin");
    const json = routes().filter((x) => x.hasInput && x.method === "POST");
    expect(json.length).toBeGreaterThan(60);
    for (const r of json) {
      const res = await t.call(r.url, [1, 2], { as: admin });
      expect(res.statusCode, r.url).toBe(400);
      expect(body(res).success).toBe(false);
      expect(body(res).msg, r.url).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
