import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import {
  endpoints,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_MAX_OPEN_SESSIONS,
  type UploadedFile,
  type UploadSession,
} from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../platform/http/errors.js";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { files } from "../file/file.tables.js";
import { initUpload, putChunk, upload } from "./media.fixtures.js";
import { uploadSessions } from "./media.tables.js";

let t: TestApp;
let teacher: string;
let student: string;
let admin: string;
let uploadsDir: string;

beforeAll(async () => {
  t = await startTestApp();
  [teacher, student, admin] = await Promise.all([t.login("teacher"), t.login("student"), t.login("admin")]);
  uploadsDir = await t.services.files.storage.tempDir("uploads");
});
afterAll(() => t.close());

const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>endobj\n", "latin1"),
  Buffer.alloc(300_000, 0x20),
  Buffer.from("\ntrailer<<>>\n%%EOF\n"),
]);
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const sessionRow = async (id: string) => (await t.db.select().from(uploadSessions).where(eq(uploadSessions.id, id)))[0];
const tempFiles = () => readdirSync(uploadsDir);

describe("chunked upload", () => {
  it("takes a document in chunks, checks it and stores it under a random key", async () => {
    const s = await initUpload(t, teacher, "document", "教案.pdf", PDF.length);
    expect(s).toMatchObject({ received: 0, size: PDF.length, chunkSize: UPLOAD_CHUNK_BYTES, kind: "document" });
    expect(s.uploadId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tempFiles()).toContain(`${s.uploadId}.part`);

    let res = await putChunk(t, teacher, s.uploadId, 0, PDF.subarray(0, 100_000));
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ received: 100_000 });
    res = await putChunk(t, teacher, s.uploadId, 100_000, PDF.subarray(100_000));
    expect(body(res).data).toEqual({ received: PDF.length });
    expect(
      body<UploadSession>(await t.call("/api/l/upload/status", { uploadId: s.uploadId }, { as: teacher })).data,
    ).toMatchObject({ received: PDF.length, fileName: "教案.pdf" });

    const done = await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, { as: teacher });
    expect(done.statusCode).toBe(200);
    const file = body<UploadedFile>(done).data;
    expect(file).toMatchObject({
      name: "教案.pdf",
      size: PDF.length,
      kind: "document",
      mime: "application/pdf",
      ext: "pdf",
    });
    expect(file.mediaStatus).toBe("none");
    const [row] = await t.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.sha256).toBe(sha(PDF));
    expect(row?.storageKey).toMatch(/^\d{8}\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync((await t.services.files.storage.localCopy(row?.storageKey as string)).path).equals(PDF)).toBe(
      true,
    );
    // The session and its temp file are gone.
    expect(await sessionRow(s.uploadId)).toBeUndefined();
    expect(tempFiles()).not.toContain(`${s.uploadId}.part`);
    // Completing twice is refused.
    expect((await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, { as: teacher })).statusCode).toBe(404);
  });

  it("accepts each kind by content: video, audio, picture, office, text and captions", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082",
      "hex",
    );
    const cfb = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(2000)]);
    const vtt = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\n浮力实验\n");
    const txt = Buffer.from("第一章 浮力\n阿基米德原理。\n");
    const cases: [string, string, Buffer, string][] = [
      ["image", "封面.png", png, "png"],
      ["document", "讲义.doc", cfb, "doc"],
      ["document", "字幕.vtt", vtt, "vtt"],
      ["document", "说明.txt", txt, "txt"],
      ["document", "字幕.txt", vtt, "txt"],
    ];
    for (const [kind, name, bytes, ext] of cases) {
      const f = await upload(t, teacher, kind, name, bytes);
      expect(f.ext, name).toBe(ext);
      expect(f.name).toBe(name);
    }
    const pic = await upload(t, teacher, "image", "x.png", png);
    expect(pic.url).toBe(`/api/c/file/${pic.id}`);
  });

  it("resumes after an interrupted chunk, and init finds the unfinished upload again", async () => {
    const data = Buffer.concat([PDF, Buffer.alloc(200_000, 0x41)]);
    const s = await initUpload(t, teacher, "document", "续传.pdf", data.length);
    await putChunk(t, teacher, s.uploadId, 0, data.subarray(0, 150_000));

    // The connection drops in the middle of the second chunk: some bytes reach the disk, but the
    // session still counts only what was acknowledged.
    let sent = false;
    const broken = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(data.subarray(150_000, 200_000));
        } else this.destroy(new Error("connection reset"));
      },
    });
    await putChunk(t, teacher, s.uploadId, 150_000, broken).catch(() => null);
    const again = await initUpload(t, teacher, "document", "续传.pdf", data.length);
    expect(again.uploadId).toBe(s.uploadId);
    expect(again.received).toBe(150_000);

    // Sending from the wrong place tells the client where to resume.
    const wrong = await putChunk(t, teacher, s.uploadId, 170_000, data.subarray(170_000, 180_000));
    expect(wrong.statusCode).toBe(409);
    expect(body<{ received: number }>(wrong).data.received).toBe(150_000);
    expect(body(wrong).msg).toContain("150000");

    await putChunk(t, teacher, s.uploadId, 150_000, data.subarray(150_000));
    const done = await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, { as: teacher });
    const [row] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, body<UploadedFile>(done).data.id));
    expect(row?.sha256).toBe(sha(data));
  });

  it("refuses a web page renamed .mp4 and removes the session with its bytes", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const s = await initUpload(t, teacher, "video", "lesson.mp4", html.length);
    const res = await putChunk(t, teacher, s.uploadId, 0, html);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain("文件内容与扩展名不符");
    expect(await sessionRow(s.uploadId)).toBeUndefined();
    expect(tempFiles()).not.toContain(`${s.uploadId}.part`);
    expect((await t.call("/api/l/upload/status", { uploadId: s.uploadId }, { as: teacher })).statusCode).toBe(404);
  });

  it("refuses other content-extension mismatches (a PDF named .docx, a zip named .pdf, binary .txt)", async () => {
    const zip = Buffer.from("504b0506000000000000000000000000000000000000", "hex");
    for (const [kind, name, bytes] of [
      ["document", "a.docx", PDF],
      ["document", "a.pdf", zip],
      ["document", "a.txt", Buffer.from([0x61, 0x00, 0x62])],
      ["audio", "a.mp3", PDF],
      ["image", "a.png", PDF],
    ] as const) {
      const s = await initUpload(t, teacher, kind, name, bytes.length);
      const res = await putChunk(t, teacher, s.uploadId, 0, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(body(res).msg, name).toContain("文件内容与扩展名不符");
    }
  });

  it("accepts long UTF-8 text whose first 64 KB end inside a character, in any chunking", async () => {
    const text = Buffer.from("浮力实验记录。".repeat(5000)); // 105 KB of 3-byte characters
    const whole = await upload(t, teacher, "document", "记录.txt", text, text.length);
    expect(whole.ext).toBe("txt");
    const split = await upload(t, teacher, "document", "记录2.txt", text, 65_537);
    expect(split.size).toBe(text.length);
  });

  it("checks text all the way through: invalid UTF-8 after the first chunk is refused at complete", async () => {
    const good = Buffer.alloc(70_000, 0x61);
    const data = Buffer.concat([good, Buffer.from([0xff, 0xfe, 0x00])]);
    const s = await initUpload(t, teacher, "document", "长文本.txt", data.length);
    expect((await putChunk(t, teacher, s.uploadId, 0, data.subarray(0, 70_000))).statusCode).toBe(200);
    expect((await putChunk(t, teacher, s.uploadId, 70_000, data.subarray(70_000))).statusCode).toBe(200);
    const res = await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, { as: teacher });
    expect(res.statusCode).toBe(400);
    expect(await sessionRow(s.uploadId)).toBeUndefined();
  });

  it("refuses an oversize file: declared (413 at init) and actual bytes beyond the declared size", async () => {
    const big = await t.call(
      "/api/l/upload/init",
      { kind: "video", fileName: "a.mp4", size: 3 * 1024 ** 3 },
      { as: teacher },
    );
    expect(big.statusCode).toBe(413);
    expect(body(big).msg).toContain("视频不能超过2GB");
    const doc = await t.call(
      "/api/l/upload/init",
      { kind: "document", fileName: "a.pdf", size: 201 * 1024 ** 2 },
      { as: teacher },
    );
    expect(doc.statusCode).toBe(413);

    // Declared 1000 bytes, sends more (with and without a Content-Length announcing it).
    for (const chunked of [false, true]) {
      const s = await initUpload(t, teacher, "document", `over${chunked}.pdf`, 1000);
      const payload = chunked ? Readable.from([PDF.subarray(0, 800), PDF.subarray(800, 1600)]) : PDF.subarray(0, 1600);
      const res = await putChunk(t, teacher, s.uploadId, 0, payload);
      expect(res.statusCode).toBe(413);
      expect(body(res).msg).toContain("超过声明的大小");
      expect(await sessionRow(s.uploadId)).toBeUndefined();
      expect(tempFiles()).not.toContain(`${s.uploadId}.part`);
    }
    // The last chunk overshooting after good ones is refused too.
    const s = await initUpload(t, teacher, "document", "tail.pdf", 1500);
    expect((await putChunk(t, teacher, s.uploadId, 0, PDF.subarray(0, 1000))).statusCode).toBe(200);
    expect((await putChunk(t, teacher, s.uploadId, 1000, PDF.subarray(1000, 2000))).statusCode).toBe(413);
    expect(await sessionRow(s.uploadId)).toBeUndefined();
  });

  it("refuses a chunk larger than the chunk limit without dropping the upload", async () => {
    const size = UPLOAD_CHUNK_MAX_BYTES + 10;
    const s = await initUpload(t, teacher, "document", "big.pdf", size);
    const res = await putChunk(t, teacher, s.uploadId, 0, Buffer.alloc(UPLOAD_CHUNK_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(body(res).msg).toContain("分片不能超过");
    expect((await sessionRow(s.uploadId))?.received).toBe(0);
    await t.call("/api/l/upload/abort", { uploadId: s.uploadId }, { as: teacher });
  });

  it("neutralises path traversal and control characters in the file name", async () => {
    const names = [
      "../../../../etc/passwd.pdf",
      "..\\..\\windows\\evil.pdf",
      "a\u0007b\u001f\u202egpj.pdf",
      "/.hidden.pdf",
    ];
    const stored = [];
    for (const n of names) stored.push((await upload(t, teacher, "document", n, PDF)).name);
    expect(stored).toEqual(["passwd.pdf", "evil.pdf", "abgpj.pdf", "hidden.pdf"]);
    const root = path.resolve(uploadsDir, "../../..");
    expect(existsSync(path.join(root, "etc"))).toBe(false);
    expect(existsSync(path.join(root, "passwd.pdf"))).toBe(false);
    // Temp files are named by the upload id only.
    expect(tempFiles().every((f) => /^[A-Za-z0-9_-]{32}\.part$/.test(f))).toBe(true);
  });

  it("complete before all bytes arrived is a 400 that keeps the session", async () => {
    const s = await initUpload(t, teacher, "document", "half.pdf", PDF.length);
    await putChunk(t, teacher, s.uploadId, 0, PDF.subarray(0, 70_000));
    const res = await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, { as: teacher });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain("尚未上传完成");
    expect((await sessionRow(s.uploadId))?.received).toBe(70_000);
    // abort removes it with its bytes
    expect((await t.call("/api/l/upload/abort", { uploadId: s.uploadId }, { as: teacher })).statusCode).toBe(200);
    expect(await sessionRow(s.uploadId)).toBeUndefined();
    expect(tempFiles()).not.toContain(`${s.uploadId}.part`);
  });

  it("a file store that is down at complete answers 503 and keeps the upload for a retry", async () => {
    const s = await initUpload(t, teacher, "document", "later.pdf", PDF.length);
    await putChunk(t, teacher, s.uploadId, 0, PDF);
    const area = t.services.files.storage.uploads;
    const local = area.local;
    area.local = () => Promise.reject(new AppError(503, "文件存储暂时无法访问，请稍后重试"));
    try {
      const res = await t.call(endpoints.media.upload.complete.path, { uploadId: s.uploadId }, { as: teacher });
      expect(res.statusCode).toBe(503);
      expect(body(res).msg).toBe("文件存储暂时无法访问，请稍后重试");
    } finally {
      area.local = local;
    }
    expect((await sessionRow(s.uploadId))?.received).toBe(PDF.length);
    const done = body<UploadedFile>(
      await t.call(endpoints.media.upload.complete.path, { uploadId: s.uploadId }, { as: teacher }),
    ).data;
    expect(done.size).toBe(PDF.length);
  });

  it("only the session's user may touch it", async () => {
    const s = await initUpload(t, teacher, "document", "mine.pdf", PDF.length);
    const as = { as: student };
    const theirs = "不能操作他人的上传任务";
    expectForbidden(await t.call("/api/l/upload/status", { uploadId: s.uploadId }, as), theirs);
    expectForbidden(await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, as), theirs);
    expectForbidden(await t.call("/api/l/upload/abort", { uploadId: s.uploadId }, as), theirs);
    expectForbidden(await putChunk(t, student, s.uploadId, 0, PDF.subarray(0, 1000)), theirs);
    // An administrator is no exception: uploads are personal.
    expectForbidden(await t.call("/api/l/upload/status", { uploadId: s.uploadId }, { as: admin }), theirs);
    expect((await sessionRow(s.uploadId))?.received).toBe(0);
    ok(await t.call("/api/l/upload/abort", { uploadId: s.uploadId }, { as: teacher }));
  });

  it("answers 1004 without a session on every upload call", async () => {
    for (const url of ["/api/l/upload/init", "/api/l/upload/status", "/api/l/upload/complete", "/api/l/upload/abort"]) {
      expectNoSession(await t.call(url, { uploadId: "x".repeat(32) }));
    }
    expectNoSession(await putChunk(t, null, "x".repeat(32), 0, Buffer.from("abc")));
  });

  it("rejects bad input with the field named in Chinese", async () => {
    const bad: [string, object, string][] = [
      ["/api/l/upload/init", { kind: "exe", fileName: "a.exe", size: 10 }, "参数 kind：上传类型不正确"],
      ["/api/l/upload/init", { kind: "video", fileName: "a.exe", size: 10 }, "参数 fileName"],
      ["/api/l/upload/init", { kind: "video", fileName: "noext", size: 10 }, "参数 fileName"],
      ["/api/l/upload/init", { kind: "video", fileName: "a.mp4", size: 0 }, "参数 size"],
      ["/api/l/upload/init", { kind: "video", fileName: "", size: 10 }, "参数 fileName"],
      ["/api/l/upload/status", { uploadId: "../../x" }, "参数 uploadId"],
      ["/api/l/upload/complete", {}, "参数 uploadId"],
      ["/api/l/upload/abort", { uploadId: 5 }, "参数 uploadId"],
    ];
    for (const [url, input, msg] of bad) expectBad(await t.call(url, input, { as: teacher }), msg);
    const s = await initUpload(t, teacher, "document", "q.pdf", 100);
    expectBad(await putChunk(t, teacher, s.uploadId, "abc", Buffer.from("x")), "参数 offset");
    expectBad(await putChunk(t, teacher, "bad id", 0, Buffer.from("x")), "参数 uploadId");
    const empty = await putChunk(t, teacher, s.uploadId, 0, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "PUT",
      url: `/api/l/upload/chunk?uploadId=${s.uploadId}&offset=0`,
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", cookie: `Token=${teacher}` },
      payload: "{}",
    });
    expect(json.statusCode).toBe(400);
    // Unknown upload: 404.
    expectNotFound(await t.call("/api/l/upload/status", { uploadId: "y".repeat(32) }, { as: teacher }));
    // The raw body still needs the CSRF header.
    const noHeader = await t.app.inject({
      method: "PUT",
      url: `/api/l/upload/chunk?uploadId=${s.uploadId}&offset=0`,
      headers: { "content-type": "application/octet-stream", cookie: `Token=${teacher}` },
      payload: PDF.subarray(0, 100),
    });
    expect(noHeader.statusCode).toBe(403);
    await t.call("/api/l/upload/abort", { uploadId: s.uploadId }, { as: teacher });
  });

  it("limits open uploads per user", async () => {
    const me = await t.login("t005");
    for (let i = 0; i < UPLOAD_MAX_OPEN_SESSIONS; i++) await initUpload(t, me, "document", `n${i}.pdf`, 100);
    const res = await t.call("/api/l/upload/init", { kind: "document", fileName: "more.pdf", size: 100 }, { as: me });
    expect(res.statusCode).toBe(429);
    expect(body(res).msg).toContain("未完成的上传过多");
    // Another user is not affected.
    expect(
      (await t.call("/api/l/upload/init", { kind: "document", fileName: "more.pdf", size: 100 }, { as: student }))
        .statusCode,
    ).toBe(200);
  });

  it("expired sessions are refused and purged with their bytes", async () => {
    const s = await initUpload(t, teacher, "document", "old.pdf", PDF.length);
    await putChunk(t, teacher, s.uploadId, 0, PDF.subarray(0, 70_000));
    await t.db
      .update(uploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSessions.id, s.uploadId));
    const s2 = await initUpload(t, teacher, "document", "old2.pdf", PDF.length);
    await t.db
      .update(uploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSessions.id, s2.uploadId));
    // Using an expired session: 404 and it is gone.
    expect((await putChunk(t, teacher, s.uploadId, 70_000, PDF.subarray(70_000))).statusCode).toBe(404);
    expect(tempFiles()).not.toContain(`${s.uploadId}.part`);
    // The periodic purge removes the rest.
    expect(await t.services.media.purgeExpiredUploads()).toBeGreaterThanOrEqual(1);
    expect(await sessionRow(s2.uploadId)).toBeUndefined();
    expect(tempFiles()).not.toContain(`${s2.uploadId}.part`);
  });
});
