import { CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, endpointsIn, TOKEN_NAME } from "@otp/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectThrottled, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { RATE_LIMITS, RateLimiter } from "./rate-limit.js";

/**
 * Security finding 10: search, export, comments and registration are limited per user and per
 * address, answering 429 with a Chinese message naming the limit. Every attempt counts, valid or
 * not, so most calls below are cheap invalid ones.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

function post(url: string, payload: object, opts: { as?: string; from?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: opts.from ?? "127.0.0.1",
    headers: {
      "content-type": "application/json",
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(opts.as ? { cookie: `${TOKEN_NAME}=${opts.as}` } : {}),
    },
    payload: JSON.stringify(payload),
  });
}

/** Makes `n` calls, expecting none of them throttled. */
async function spend(n: number, call: () => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < n; i++) {
    const res = await call();
    expect(res.statusCode, `call ${i + 1}: ${res.body}`).not.toBe(429);
  }
}

describe("rate limits", () => {
  it("search: per user", async () => {
    const limit = RATE_LIMITS.search;
    const student = await t.login("s0010");
    const bad = () => post("/api/c/search/list", { sp: "nothing" }, { as: student, from: "10.0.1.1" });
    ok(await post("/api/c/search/list", { keyWord: "物理" }, { as: student, from: "10.0.1.1" }));
    await spend(limit.perUser - 1, bad);
    const refused = await bad();
    expectThrottled(refused);
    expect(body(refused).msg).toBe("搜索过于频繁：每分钟最多60次，请稍后再试");
    expect(refused.headers["retry-after"]).toBe("60");
    // Another user on the same address is not affected.
    const other = await t.login("s0011");
    ok(await post("/api/c/search/list", { keyWord: "物理" }, { as: other, from: "10.0.1.1" }));
  });

  it("search: logged-in users behind one address are counted apart from guests, with a higher ceiling", async () => {
    const limit = RATE_LIMITS.search;
    const from = "10.0.2.9";
    for (let i = 0; i * limit.perUser <= limit.perAddress; i++) {
      const student = await t.login(`s${String(30 + i).padStart(4, "0")}`);
      await spend(limit.perUser, () => post("/api/c/search/list", { keyWord: "物理" }, { as: student, from }));
    }
    // The address's own ceiling for logged-in callers (one machine holding many accounts).
    const limiter = new RateLimiter(new MemoryCache());
    for (let i = 0; i < limit.perAddressLoggedIn; i++) await limiter.hit("search", 1000 + (i % 200), "10.0.2.10");
    await expect(limiter.hit("search", 999, "10.0.2.10")).rejects.toMatchObject({
      status: 429,
      message: `当前网络搜索过于频繁：同一地址每分钟最多${limit.perAddressLoggedIn}次，请稍后再试`,
    });
    // Guests of that address still have their own 600.
    await expect(limiter.hit("search", null, "10.0.2.10")).resolves.toBeUndefined();
  });

  it("search: per address, for guests", async () => {
    const limit = RATE_LIMITS.search;
    const bad = () => post("/api/c/search/list", { sp: "nothing" }, { from: "10.0.2.2" });
    await spend(limit.perAddress, bad);
    expectThrottled(await bad());
    expect(body(await bad()).msg).toContain("同一地址每分钟最多600次");
    ok(await post("/api/c/search/list", { keyWord: "物理" }, { from: "10.0.2.3" }));
  });

  it("registration: per address", async () => {
    const limit = RATE_LIMITS.register;
    const bad = () => post("/api/c/base/user/register", { account: "x" }, { from: "10.0.3.3" });
    await spend(limit.perAddress, bad);
    const refused = await bad();
    expectThrottled(refused);
    expect(body(refused).msg).toContain("注册");
    expect((await post("/api/c/base/user/register", { account: "x" }, { from: "10.0.3.4" })).statusCode).toBe(400);
  });

  it("comments: per user", async () => {
    const limit = RATE_LIMITS.comment;
    const student = await t.login("s0012");
    const bad = () => post("/api/l/course/comment/save", { courseId: 1, content: " " }, { as: student });
    await spend(limit.perUser, bad);
    const refused = await bad();
    expectThrottled(refused);
    expect(body(refused).msg).toBe("发表评论过于频繁：每10分钟最多20次，请稍后再试");
  });

  it("OCR: per user, counted before the picture is read", async () => {
    const limit = RATE_LIMITS.ocr;
    const reader = await t.login("student");
    const bad = () => post(endpoints.ocr.detect.path, {}, { as: reader, from: "10.0.6.6" });
    await spend(limit.perUser, bad);
    const refused = await bad();
    expectThrottled(refused);
    expect(body(refused).msg).toBe(`图片识别过于频繁：每分钟最多${limit.perUser}次，请稍后再试`);
  });

  it("export: per user", async () => {
    const limit = RATE_LIMITS.export;
    const exportUsers = () =>
      t.app.inject({
        method: "GET",
        url: "/api/m/base/user/export?userType=student&keyword=s000",
        remoteAddress: "10.0.5.5",
        headers: { cookie: `${TOKEN_NAME}=${admin}` },
      });
    const first = await exportUsers();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain("spreadsheet");
    await spend(limit.perUser - 1, exportUsers);
    const refused = await exportUsers();
    expectThrottled(refused);
    expect(body(refused).msg).toBe("导出过于频繁：每10分钟最多10次，请稍后再试");
  });

  it("the default write limit counts a school address's writes, never its reads (portal, catalogue)", async () => {
    const limit = RATE_LIMITS.write;
    const from = "10.0.9.9";
    // More portal reads from one address than its writes may make in a minute: none refused.
    await spend(limit.perAddress + 20, () => post(endpoints.site.version.path, {}, { from }));
    // Its writes are still counted: a visit recorded by guests of that address.
    await spend(limit.perAddress, () => post(endpoints.stats.visit.path, {}, { from }));
    expectThrottled(await post(endpoints.stats.visit.path, {}, { from }));
  });

  it("only public and guest calls of the catalogue's kinds are declared reads", () => {
    const reads = endpointsIn(endpoints).filter((e) => e.reads);
    expect(reads.length).toBeGreaterThan(40);
    for (const e of reads) {
      expect(e.method, e.path).toBe("POST");
      expect(["public", "guest"], e.path).toContain(e.access);
      expect(e.path, e.path).toMatch(/^\/api\/(c|kv|properties|login\/info)/);
      expect(e.path, e.path).not.toMatch(/save|delete|submit|register|forget|visit/);
    }
  });
});
