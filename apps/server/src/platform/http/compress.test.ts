import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { sendFile } from "../storage/send-file.js";
import { COMPRESS_THRESHOLD, registerCompression } from "./compress.js";

const dir = mkdtempSync(path.join(tmpdir(), "otp-compress-"));
const TEXT = path.join(dir, "notes.txt");
const TEXT_BYTES = Buffer.from("课堂笔记 ".repeat(2000));
writeFileSync(TEXT, TEXT_BYTES);

const rows = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `课程${i}`, intro: "开放教学平台的课程简介" }));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get("/big", async () => ({ success: true, data: rows }));
  app.get("/small", async () => ({ success: true, data: [1, 2, 3] }));
  app.get("/binary", async (_req, reply) => reply.type("application/octet-stream").send(Buffer.alloc(50_000, 7)));
  app.get("/file", async (req, reply) =>
    sendFile(req, reply, {
      size: TEXT_BYTES.length,
      mime: "text/plain",
      name: "notes.txt",
      sha256: "abc",
      open: (range) => createReadStream(TEXT, range ? { start: range.start, end: range.end } : {}),
    }),
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("response compression", () => {
  it("compresses JSON above the threshold with brotli, or gzip, and says it varies", async () => {
    const br = await get("/big", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toEqual(rows);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ success: true, data: rows }).length / 3);

    const gz = await get("/big", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toEqual(rows);
  });

  it("leaves small answers, and clients that accept no encoding, alone", async () => {
    const small = await get("/small", { "accept-encoding": "br" });
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers["content-encoding"]).toBeUndefined();
    const plain = await get("/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().data).toEqual(rows);
  });

  it("never compresses binary answers", async () => {
    const res = await get("/binary", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.length).toBe(50_000);
  });

  it("never compresses stored files, whole or by range, even of a text type", async () => {
    const whole = await get("/file", { "accept-encoding": "br, gzip" });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.headers["content-length"]).toBe(String(TEXT_BYTES.length));
    expect(whole.rawPayload.equals(TEXT_BYTES)).toBe(true);

    const part = await get("/file", { "accept-encoding": "br, gzip", range: "bytes=100-1099" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 100-1099/${TEXT_BYTES.length}`);
    expect(part.rawPayload.equals(TEXT_BYTES.subarray(100, 1100))).toBe(true);
  });
});

describe("compression in the platform", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("compresses a 20-row user list and keeps small calls plain", async () => {
    const admin = await t.login("admin");
    const res = await t.call(
      "/api/c/base/user/list",
      { pageNo: 1, pageSize: 20 },
      { as: admin, headers: { "accept-encoding": "gzip, deflate, br" } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.data.list).toHaveLength(20);
    const version = await t.call("/api/c/version", {}, { headers: { "accept-encoding": "br" } });
    expect(version.headers["content-encoding"]).toBeUndefined();
  });
});
