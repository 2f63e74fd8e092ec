import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { endpoint, out } from "@otp/contract";
import Fastify from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { AuditSink } from "../access/audit.js";
import type { PlatformSettings } from "../access/settings.js";
import { sendFile } from "../storage/send-file.js";
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

  it("still wraps returned data in the envelope", async () => {
    const { app } = await appWithRoutes();
    close = () => app.close();
    const res = await app.inject({ method: "POST", url: "/t/json", payload: {} });
    expect(res.json()).toMatchObject({ success: true, data: { n: 1 } });
  });
});
