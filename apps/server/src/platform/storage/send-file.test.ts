import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../http/error-handler.js";
import { LocalStorage } from "./local-storage.js";
import { contentDisposition, parseRange, sendFile } from "./send-file.js";

// A throwaway app with one route on sendFile, over real files in a LocalStorage.
let app: FastifyInstance;
let root: string;
const DATA = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const SHA = "a".repeat(64);
const FILES: Record<string, { key: string; mime: string; name: string; size?: number }> = {
  video: { key: "v.mp4", mime: "video/mp4", name: "第一课 浮力.mp4" },
  html: { key: "p.html", mime: "text/html", name: "page.html" },
  svg: { key: "i.svg", mime: "image/svg+xml", name: "i.svg" },
  text: { key: "t.txt", mime: "text/plain", name: "说明.txt" },
  pdf: { key: "d.pdf", mime: "application/pdf", name: "d.pdf" },
  empty: { key: "e.bin", mime: "application/octet-stream", name: "e.bin", size: 0 },
  missing: { key: "gone.mp4", mime: "video/mp4", name: "gone.mp4" },
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "otp-send-"));
  const storage = new LocalStorage(root);
  for (const [name, f] of Object.entries(FILES)) {
    if (name !== "missing") writeFileSync(path.join(root, f.key), name === "empty" ? Buffer.alloc(0) : DATA);
  }
  app = Fastify();
  registerErrorHandler(app);
  app.get("/f/:name", (req, reply) => {
    const f = FILES[(req.params as { name: string }).name] as (typeof FILES)[string];
    return sendFile(
      req,
      reply,
      {
        size: f.size ?? DATA.length,
        mime: f.mime,
        name: f.name,
        sha256: SHA,
        mtime: new Date("2026-03-01T08:00:00Z"),
        open: (range) => storage.open(f.key, range),
      },
      { download: (req.query as { download?: string }).download === "1" },
    );
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url, headers });

describe("sendFile", () => {
  it("sends the whole file with range support, ETag, private caching and nosniff", async () => {
    const res = await get("/f/video");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(DATA)).toBe(true);
    expect(res.headers).toMatchObject({
      "accept-ranges": "bytes",
      "content-type": "video/mp4",
      "content-length": "1000",
      etag: `"${SHA}"`,
      "cache-control": "private, no-cache",
      "x-content-type-options": "nosniff",
      "last-modified": "Sun, 01 Mar 2026 08:00:00 GMT",
    });
    expect(res.headers["content-disposition"]).toBe(
      `inline; filename="___ __.mp4"; filename*=UTF-8''${encodeURIComponent("第一课 浮力.mp4")}`,
    );
    const dl = await get("/f/video?download=1");
    expect(String(dl.headers["content-disposition"]).startsWith("attachment;")).toBe(true);
  });

  it("answers byte ranges with 206 and Content-Range: closed, open-ended, suffix, clamped", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=900-", 900, 999],
      ["bytes=-100", 900, 999],
      ["bytes=-5000", 0, 999],
      ["bytes=990-5000", 990, 999],
      ["bytes=500-500", 500, 500],
    ];
    for (const [range, start, end] of cases) {
      const res = await get("/f/video", { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"], range).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers["content-length"]).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(DATA.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 for unsatisfiable ranges", async () => {
    for (const range of ["bytes=1000-", "bytes=5000-6000", "bytes=-0"]) {
      const res = await get("/f/video", { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers["content-range"]).toBe("bytes */1000");
      expect(res.rawPayload.length).toBe(0);
    }
    expect((await get("/f/empty", { range: "bytes=0-" })).statusCode).toBe(416);
    const empty = await get("/f/empty");
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["content-length"]).toBe("0");
  });

  it("ignores malformed and multi-part ranges (whole file), and a stale If-Range", async () => {
    for (const range of ["bytes=0-1,5-6", "items=0-5", "bytes=9-3", "bytes=abc"]) {
      const res = await get("/f/video", { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(1000);
    }
    expect((await get("/f/video", { range: "bytes=0-9", "if-range": '"old"' })).statusCode).toBe(200);
    expect((await get("/f/video", { range: "bytes=0-9", "if-range": `"${SHA}"` })).statusCode).toBe(206);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const res = await get("/f/video", { "if-none-match": `W/"x", "${SHA}"` });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(`"${SHA}"`);
    expect((await get("/f/video", { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("HEAD sends the headers without the body", async () => {
    const res = await get("/f/video", {}, "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe("1000");
    expect(res.rawPayload.length).toBe(0);
    const part = await get("/f/video", { range: "bytes=10-19" }, "HEAD");
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-length"]).toBe("10");
    // HEAD of a missing file does not open it.
    expect((await get("/f/missing", {}, "HEAD")).statusCode).toBe(200);
  });

  it("never serves HTML or SVG inline; text gets a charset", async () => {
    for (const name of ["html", "svg"]) {
      const res = await get(`/f/${name}`);
      expect(res.headers["content-type"], name).toBe("application/octet-stream");
      expect(String(res.headers["content-disposition"]).startsWith("attachment;"), name).toBe(true);
    }
    const text = await get("/f/text");
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(String(text.headers["content-disposition"]).startsWith("inline;")).toBe(true);
  });

  it("a file missing from disk is a clean 404 envelope", async () => {
    const res = await get("/f/missing");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, msg: "文件不存在或已被删除" });
    expect(res.headers["content-range"]).toBeUndefined();
  });

  it("parseRange and contentDisposition edge cases", () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange("bytes=-", 10)).toBeNull();
    expect(parseRange("bytes=3-", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-0", 1)).toEqual({ start: 0, end: 0 });
    expect(contentDisposition("attachment", 'a"b;c%.pdf')).toBe(
      `attachment; filename="a_b_c_.pdf"; filename*=UTF-8''a%22b%3Bc%25.pdf`,
    );
    expect(contentDisposition("inline", "it's (1).pdf")).toContain("filename*=UTF-8''it%27s%20%281%29.pdf");
  });
});
