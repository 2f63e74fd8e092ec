import { ASSIGNMENT_FILE_KINDS, type UploadSession } from "@otp/contract";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/http";
import {
  acceptOf,
  CHUNK_TRIES,
  checkUploadFile,
  createUploader,
  formatBytes,
  nextChunk,
  percentOf,
  RETRY_DELAYS_MS,
  type UploadDeps,
} from "./uploadFile";

function ok(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ success: true, data, msg: "", code: 0 }), { status });
}
function fail(status: number, msg: string): Response {
  return new Response(JSON.stringify({ success: false, data: null, msg, code: status }), { status });
}

/**
 * A fake server: keeps `received`, answers init/status/complete and PUT chunks. `failures` lists
 * what the Nth PUT does instead of succeeding: "network" (throws), "network-after-write" (stores
 * the bytes, then the connection drops), or a Response.
 */
function fakeServer(
  size: number,
  opts: { chunkSize: number; received?: number; initReceived?: number; failures?: Record<number, unknown> },
) {
  let received = opts.received ?? 0;
  let puts = 0;
  const offsets: number[] = [];
  const post = vi.fn(async (url: string, body: unknown) => {
    const session: UploadSession = {
      uploadId: "u".repeat(20),
      chunkSize: opts.chunkSize,
      received,
      size,
      kind: "video",
      fileName: "a.mp4",
      expiresAt: "2026-01-01T00:00:00.000Z",
    };
    if (url === "/api/l/upload/init") return { ...session, received: opts.initReceived ?? received };
    if (url === "/api/l/upload/status") return session;
    if (url === "/api/l/upload/complete")
      return { id: 7, name: "a.mp4", size, kind: "video", mime: "video/mp4", ext: "mp4" };
    throw new Error(`unexpected ${url} ${JSON.stringify(body)}`);
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    puts += 1;
    const url = new URL(String(input), "http://x");
    const offset = Number(url.searchParams.get("offset"));
    offsets.push(offset);
    const len = (init?.body as Blob).size;
    const f = opts.failures?.[puts];
    if (f === "network") throw new TypeError("Failed to fetch");
    if (f === "network-after-write") {
      received = offset + len;
      throw new TypeError("Failed to fetch");
    }
    if (f instanceof Response) return f;
    if (offset !== received) {
      return new Response(JSON.stringify({ success: false, data: { received }, msg: "offset不符", code: 409 }), {
        status: 409,
      });
    }
    received += len;
    return ok({ received });
  });
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const deps: UploadDeps = {
    post: post as unknown as UploadDeps["post"],
    fetch: fetchMock as unknown as typeof fetch,
    sleep,
  };
  return { deps, post, fetchMock, sleep, offsets, received: () => received };
}

const file = (size: number, name = "a.mp4") => new File([new Uint8Array(size)], name, { type: "video/mp4" });

describe("chunk planning", () => {
  it("plans chunks from the received offset", () => {
    expect(nextChunk(0, 10, 4)).toEqual({ start: 0, end: 4 });
    expect(nextChunk(8, 10, 4)).toEqual({ start: 8, end: 10 });
    expect(nextChunk(10, 10, 4)).toBeNull();
    expect(percentOf(5, 10)).toBe(50);
    expect(percentOf(0, 0)).toBe(0);
  });

  it("checks extension and size with Chinese messages", () => {
    expect(checkUploadFile({ name: "a.mp4", size: 10 }, "video")).toBeNull();
    expect(checkUploadFile({ name: "a.html", size: 10 }, "video")).toContain("格式不支持");
    expect(checkUploadFile({ name: "a.mp4", size: 0 }, "video")).toContain("空文件");
    expect(checkUploadFile({ name: "a.png", size: 6 * 1024 * 1024 }, "image")).toContain("超过图片大小上限 5MB");
    expect(checkUploadFile({ name: "字幕.VTT", size: 10 }, "document")).toBeNull();
    // Homework takes documents but no subtitles (issue 23): neither offered nor accepted.
    const homework = ASSIGNMENT_FILE_KINDS.find((k) => k.value === "document")?.exts;
    expect(homework).toContain("pdf");
    expect(acceptOf("document", homework)).not.toContain(".vtt");
    expect(checkUploadFile({ name: "字幕.vtt", size: 10 }, "document", homework)).toContain("格式不支持");
    expect(checkUploadFile({ name: "报告.pdf", size: 10 }, "document", homework)).toBeNull();
    expect(formatBytes(2 * 1024 * 1024 * 1024)).toBe("2GB");
    expect(formatBytes(1536)).toBe("1.5KB");
  });
});

describe("uploadFile", () => {
  it("sends every chunk as octet-stream with the CSRF header, then completes", async () => {
    const s = fakeServer(10, { chunkSize: 4 });
    const progress: number[] = [];
    const result = await createUploader(s.deps)(file(10), "video", { onProgress: (p) => progress.push(p) });
    expect(result.id).toBe(7);
    expect(s.offsets).toEqual([0, 4, 8]);
    const init = s.fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe("PUT");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      "Content-Type": "application/octet-stream",
    });
    expect(String(s.fetchMock.mock.calls[0][0])).toBe(`/api/l/upload/chunk?uploadId=${"u".repeat(20)}&offset=0`);
    expect(progress).toEqual([0, 40, 80, 100]);
    expect(s.post.mock.calls.map((c) => c[0])).toEqual(["/api/l/upload/init", "/api/l/upload/complete"]);
    expect(s.post.mock.calls[0][1]).toEqual({ kind: "video", fileName: "a.mp4", size: 10 });
  });

  it("resumes from the server's received offset", async () => {
    const s = fakeServer(10, { chunkSize: 4, received: 8 });
    await createUploader(s.deps)(file(10), "video");
    expect(s.offsets).toEqual([8]);
  });

  it("retries a chunk after a network error, asking the server how much it has", async () => {
    const s = fakeServer(10, { chunkSize: 4, failures: { 2: "network" } });
    await createUploader(s.deps)(file(10), "video");
    expect(s.offsets).toEqual([0, 4, 4, 8]);
    expect(s.sleep).toHaveBeenCalledWith(RETRY_DELAYS_MS[0], undefined);
    expect(s.post.mock.calls.map((c) => c[0])).toContain("/api/l/upload/status");
  });

  it("continues after the landed chunk when the connection dropped after the write", async () => {
    const s = fakeServer(10, { chunkSize: 4, failures: { 1: "network-after-write" } });
    await createUploader(s.deps)(file(10), "video");
    expect(s.offsets).toEqual([0, 4, 8]);
    expect(s.received()).toBe(10);
  });

  it("continues from the received count of a 409 without waiting", async () => {
    // The server already holds 4 bytes although init said 0 (an earlier PUT landed late).
    const s = fakeServer(10, { chunkSize: 4, received: 4, initReceived: 0 });
    await createUploader(s.deps)(file(10), "video");
    expect(s.offsets).toEqual([0, 4, 8]);
    expect(s.received()).toBe(10);
    expect(s.sleep).not.toHaveBeenCalled();
  });

  it("retries a 5xx with backoff and gives up after 3 tries", async () => {
    const s = fakeServer(10, {
      chunkSize: 4,
      failures: { 1: fail(503, "服务繁忙"), 2: fail(503, "服务繁忙"), 3: fail(503, "服务繁忙") },
    });
    await expect(createUploader(s.deps)(file(10), "video")).rejects.toMatchObject({ status: 503, message: "服务繁忙" });
    expect(s.fetchMock).toHaveBeenCalledTimes(CHUNK_TRIES);
    expect(s.sleep.mock.calls.map((c) => c[0])).toEqual(RETRY_DELAYS_MS);
  });

  it("does not retry a refusal (wrong type by content, too big)", async () => {
    const s = fakeServer(10, { chunkSize: 4, failures: { 1: fail(400, "文件内容与扩展名不符") } });
    const e = await createUploader(s.deps)(file(10), "video").catch((x) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe("文件内容与扩展名不符");
    expect(s.fetchMock).toHaveBeenCalledTimes(1);
    const big = fakeServer(10, { chunkSize: 4, failures: { 2: new Response("", { status: 413 }) } });
    await expect(createUploader(big.deps)(file(10), "video")).rejects.toMatchObject({
      status: 413,
      message: "文件过大",
    });
  });

  it("refuses a wrong extension before contacting the server", async () => {
    const s = fakeServer(10, { chunkSize: 4 });
    await expect(createUploader(s.deps)(file(10, "page.html"), "video")).rejects.toMatchObject({ status: 400 });
    expect(s.post).not.toHaveBeenCalled();
  });

  it("pauses on abort and reports the session for a later cancel", async () => {
    const s = fakeServer(10, { chunkSize: 4 });
    const ctrl = new AbortController();
    const onSession = vi.fn();
    const run = createUploader(s.deps)(file(10), "video", {
      signal: ctrl.signal,
      onSession,
      onProgress: (p) => {
        if (p >= 40) ctrl.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(onSession).toHaveBeenCalledWith(expect.objectContaining({ uploadId: "u".repeat(20) }));
    expect(s.offsets).toEqual([0]);
    expect(s.post.mock.calls.map((c) => c[0])).not.toContain("/api/l/upload/complete");
  });
});
