import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type ClientRequest, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { endpoint, out } from "@otp/contract";
import Fastify from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AuditSink } from "../access/audit.js";
import type { PlatformSettings } from "../access/settings.js";
import type { Principal } from "../auth/principal.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { sendFile } from "../storage/send-file.js";
import type { AppError } from "./errors.js";
import { OPEN_STREAMS, RATE_LIMITS, RateLimiter } from "./rate-limit.js";
import { defineRoute } from "./route.js";

const BYTES = Buffer.from("0123456789abcdefghij");
const dir = mkdtempSync(path.join(tmpdir(), "otp-route-"));
const FILE = path.join(dir, "video.mp4");
writeFileSync(FILE, BYTES);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An app whose log lines (warn and above) are kept, with the routes of these tests. */
async function appWithRoutes() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } } });
  const deps = { settings: {} as PlatformSettings, audit: { record: async () => {} } as unknown as AuditSink };
  defineRoute(app, deps, {
    endpoint: endpoint({
      path: "/t/stream",
      method: "GET",
      kind: "file",
      access: "public",
      output: out<Blob>(),
      summary: "",
    }),
    handler: async ({ reply }) => reply.type("text/plain").send(Readable.from(["hello ", "world"])),
  });
  defineRoute(app, deps, {
    endpoint: endpoint({
      path: "/t/file",
      method: "GET",
      kind: "file",
      access: "public",
      output: out<Blob>(),
      summary: "",
    }),
    handler: async ({ req, reply }) =>
      sendFile(req, reply, {
        size: BYTES.length,
        mime: "video/mp4",
        name: "课堂.mp4",
        open: (range) => createReadStream(FILE, range ? { start: range.start, end: range.end } : {}),
      }),
  });
  defineRoute(app, deps, {
    endpoint: endpoint({
      path: "/t/slow-file",
      method: "GET",
      kind: "file",
      access: "public",
      output: out<Blob>(),
      summary: "",
    }),
    // Looks the file up for a while (a busy database): the client may be gone when it is sent.
    handler: async ({ req, reply }) => {
      await new Promise((r) => setTimeout(r, 150));
      return sendFile(req, reply, {
        size: BYTES.length,
        mime: "video/mp4",
        name: "课堂.mp4",
        open: () => createReadStream(FILE),
      });
    },
  });
  defineRoute(app, deps, {
    endpoint: endpoint({ path: "/t/json", access: "public", output: out<{ n: number }>(), summary: "" }),
    handler: async () => ({ n: 1 }),
  });
  await app.ready();
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("defineRoute with handlers that send the response themselves", () => {
  it("streams the body once and logs no 'Reply was already sent'", async () => {
    const { app, lines } = await appWithRoutes();
    close = () => app.close();
    const res = await app.inject({ method: "GET", url: "/t/stream" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("hello world");
    // The warning is logged after the response ended: give it a turn of the event loop.
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.join("")).not.toMatch(/already sent/i);
  });

  it("serves a file and a byte range through sendFile without a second send", async () => {
    const { app, lines } = await appWithRoutes();
    close = () => app.close();
    const whole = await app.inject({ method: "GET", url: "/t/file" });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe(BYTES.toString());
    const part = await app.inject({ method: "GET", url: "/t/file", headers: { range: "bytes=5-9" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("56789");
    expect(part.headers["content-range"]).toBe(`bytes 5-9/${BYTES.length}`);
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.join("")).not.toMatch(/already sent/i);
  });

  it("logs no error when the client leaves before the file is sent", async () => {
    // Seen at the end of a load run: the reply resolved with nothing, headers unsent, and the
    // envelope was then sent as a video ("Attempted to send payload of invalid type 'object'").
    const { app, lines } = await appWithRoutes();
    close = () => app.close();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const request: ClientRequest = httpGet({ host: "127.0.0.1", port, path: "/t/slow-file" });
    request.on("error", () => {});
    setTimeout(() => request.destroy(), 30);
    await new Promise((r) => setTimeout(r, 400));
    expect(lines.join("")).not.toMatch(/invalid type|"level":50/);
  });

  it("still wraps returned data in the envelope", async () => {
    const { app } = await appWithRoutes();
    close = () => app.close();
    const res = await app.inject({ method: "POST", url: "/t/json", payload: {} });
    expect(res.json()).toMatchObject({ success: true, data: { n: 1 } });
  });
});

/** An app with a rate limiter, a guest write, a logged-in write (header `x-user`), a query read and an event stream. */
async function appWithLimits() {
  const app = Fastify();
  app.setErrorHandler((err: AppError, _req, reply) => reply.status(err.status ?? 500).send({ msg: err.message }));
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (req) => {
    const id = Number(req.headers["x-user"]);
    if (id) req.principal = { userId: id, account: `u${id}`, permissions: [] } as unknown as Principal;
  });
  const limiter = new RateLimiter(new MemoryCache());
  const deps = { settings: {} as PlatformSettings, audit: { record: async () => {} } as unknown as AuditSink, limiter };
  defineRoute(app, deps, {
    endpoint: endpoint({ path: "/t/write", access: "public", output: out<null>(), summary: "" }),
    handler: async () => null,
  });
  defineRoute(app, deps, {
    endpoint: endpoint({
      path: "/t/read",
      method: "GET",
      access: "public",
      input: z.object({ keyword: z.string().optional() }),
      output: out<null>(),
      summary: "",
    }),
    handler: async () => null,
  });
  defineRoute(app, deps, {
    endpoint: endpoint({
      path: "/t/named",
      access: "public",
      input: z.object({ items: z.array(z.string(), { error: "参数 items：请提交导航菜单" }) }),
      output: out<null>(),
      summary: "",
    }),
    handler: async () => null,
  });
  defineRoute(app, deps, {
    endpoint: endpoint({
      path: "/t/events",
      method: "GET",
      kind: "sse",
      access: "public",
      output: out<null>(),
      summary: "",
    }),
    handler: async ({ reply }) => {
      reply.raw.writeHead(200, { "content-type": "text/event-stream" });
      reply.raw.write(": ok\n\n");
      return reply;
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  close = () => app.close();
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** Opens an event stream; resolves with its status and the request (to end it). */
function openStream(port: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; req: ClientRequest }>((resolve, reject) => {
    const req = httpGet({ host: "127.0.0.1", port, path: "/t/events", headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, req });
    });
    req.on("error", reject);
  });
}

describe("defineRoute's platform limits", () => {
  it("limits writes that name no limit: a guest per address, a logged-in caller per user", async () => {
    const { app } = await appWithLimits();
    const write = (from: string, user?: number) =>
      app.inject({
        method: "POST",
        url: "/t/write",
        remoteAddress: from,
        headers: user ? { "x-user": String(user) } : {},
        payload: {},
      });
    for (let i = 0; i < RATE_LIMITS.write.perAddress; i++) expect((await write("10.1.1.1")).statusCode).toBe(200);
    const refused = await write("10.1.1.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/提交过于频繁/);
    expect(refused.headers["retry-after"]).toBe(String(RATE_LIMITS.write.windowSeconds));
    // A logged-in caller on the same address is counted apart, per user.
    for (let i = 0; i < RATE_LIMITS.write.perUser; i++) expect((await write("10.1.1.1", 7)).statusCode).toBe(200);
    expect((await write("10.1.1.1", 7)).statusCode).toBe(429);
    expect((await write("10.1.1.1", 8)).statusCode).toBe(200);
    // Reads are not counted.
    expect((await app.inject({ method: "GET", url: "/t/read", remoteAddress: "10.1.1.1" })).statusCode).toBe(200);
    // A refused body writes nothing and is not counted: user 9 sends more bad bodies than the
    // limit and can still write.
    const bad = () =>
      app.inject({
        method: "POST",
        url: "/t/named",
        remoteAddress: "10.1.1.2",
        headers: { "x-user": "9" },
        payload: {},
      });
    for (let i = 0; i <= RATE_LIMITS.write.perUser; i++) expect((await bad()).statusCode).toBe(400);
    expect((await write("10.1.1.2", 9)).statusCode).toBe(200);
  });

  it("caps the event streams open at once, and frees a place when one closes", async () => {
    const { port } = await appWithLimits();
    const open: ClientRequest[] = [];
    for (let i = 0; i < OPEN_STREAMS.perAddress; i++) {
      const s = await openStream(port);
      expect(s.status).toBe(200);
      open.push(s.req);
    }
    expect((await openStream(port)).status).toBe(429);
    // A logged-in user is counted per user.
    const mine: ClientRequest[] = [];
    for (let i = 0; i < OPEN_STREAMS.perUser; i++) {
      const s = await openStream(port, { "x-user": "5" });
      expect(s.status).toBe(200);
      mine.push(s.req);
    }
    expect((await openStream(port, { "x-user": "5" })).status).toBe(429);
    open.pop()?.destroy();
    await new Promise((r) => setTimeout(r, 50));
    const again = await openStream(port);
    expect(again.status).toBe(200);
    for (const r of [...open, ...mine, again.req]) r.destroy();
  });

  it("refuses NUL in a query string with a 400 naming the field", async () => {
    const { app } = await appWithLimits();
    const res = await app.inject({ method: "GET", url: "/t/read?keyword=%00" });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe("参数 keyword：包含非法字符");
  });

  it("writes a field's prefix once when the schema's message already names it", async () => {
    const { app } = await appWithLimits();
    const res = await app.inject({ method: "POST", url: "/t/named", payload: { items: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe("参数 items：请提交导航菜单");
  });
});
