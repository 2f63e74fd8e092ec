import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { logoPng } from "../../seed/png.js";
import { expectBad } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { createCache } from "../cache/index.js";

/** Security finding 8: malformed requests answer a Chinese 400, never a generic 500. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const CHINESE = /[\u4e00-\u9fa5]/;

describe("malformed requests", () => {
  it("a truncated multipart upload is a 400 with a Chinese message", async () => {
    const boundary = "----otpboundary";
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.png"',
      "Content-Type: image/png",
      "",
      "\x89PNG\r\n\x1a\n0123456789",
    ].join("\r\n");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/l/file/upload",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        cookie: `${TOKEN_NAME}=${admin}`,
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).msg).toMatch(CHINESE);
  });

  it("an object-prototype name in a dictionary path is a 400, without login", async () => {
    for (const kind of ["__proto__", "__defineGetter__", "a.b"]) {
      const res = await t.call(`/api/kv/resource/${encodeURIComponent(kind)}/list`);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
      expect(body(res).msg).toMatch(CHINESE);
    }
    const ele = await t.call("/api/kv/ele/__proto__/list");
    expect(ele.statusCode, ele.body).toBe(400);
    // A well-formed name that is no dictionary (even an Object.prototype one) is unknown: 404.
    for (const kind of ["constructor", "toString", "nothing"]) {
      expect((await t.call(`/api/kv/resource/${kind}/list`)).statusCode, kind).toBe(404);
    }
  });

  it("impossible dates in the log list are a 400 naming the field", async () => {
    expectBad(await t.call("/api/m/base/log/list", { from: "2026-02-30" }, { as: admin }), "from");
    expectBad(await t.call("/api/m/base/log/list", { to: "2026-13-01" }, { as: admin }), "to");
  });

  it("NUL in a query string is a 400 naming the field, as in a body", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/m/base/user/export?keyword=%00",
      headers: { cookie: `${TOKEN_NAME}=${admin}` },
    });
    expectBad(res, "keyword");
  });

  it("impossible dates in the term save are a 400 naming the field", async () => {
    const term = { name: "不存在的学期", startDate: "2026-02-30", endDate: "2026-07-01" };
    expectBad(await t.call("/api/m/base/term/save", term, { as: admin }), "startDate");
    expectBad(
      await t.call("/api/m/base/term/save", { ...term, startDate: "2026-02-01", endDate: "2026-06-31" }, { as: admin }),
      "endDate",
    );
  });
});

describe("files served through defineRoute", () => {
  it("log no 'Reply was already sent' (the platform with its logger on)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "otp-log-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", LIVE_RTMP_PORT: "0" });
    const cache = createCache();
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const { app } = await buildApp({ config, db: t.db, cache, logger: true, logStream });
    app.get("/__boom", async () => {
      throw new Error("boom");
    });
    try {
      // This app keeps its files under its own DATA_DIR: upload a picture through it first.
      const boundary = "----otpboundary";
      const uploaded = await app.inject({
        method: "POST",
        url: "/api/l/file/upload",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          cookie: `${TOKEN_NAME}=${admin}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          logoPng(32),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      const logo = body<{ url: string }>(uploaded).data.url;
      const whole = await app.inject({ method: "GET", url: logo });
      expect(whole.statusCode).toBe(200);
      const part = await app.inject({ method: "GET", url: logo, headers: { range: "bytes=0-9" } });
      expect(part.statusCode).toBe(206);
      // The log is really read: an unexpected error shows up in it.
      expect((await app.inject({ method: "GET", url: "/__boom" })).statusCode).toBe(500);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await app.close();
      await cache.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(lines.join("")).toContain("unexpected error");
    expect(lines.join("")).not.toMatch(/already sent/i);
  });
});
