import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/expect.js";
import { makeTestClip } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/** An external SRS in front (no embedded ingest): its on_dvr files become the live's recording. */

let t: TestApp;
let admin: string;
let teacher: string;
let base: string;
let secret: string;
const dir = mkdtempSync(path.join(tmpdir(), "live-dvr-"));

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher] = await Promise.all([t.login("admin"), t.login("teacher")]);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  secret = t.services.lives.ingest.config.secret;
});
afterAll(() => t.close());

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A callback exactly as SRS sends it: a JSON POST to the configured URL. */
async function hook(action: string, body: Record<string, unknown>, key = secret) {
  const res = await fetch(`${base}/api/live/hook/${action}?secret=${key}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action, vhost: "__defaultVhost__", app: "live", ip: "10.0.0.8", ...body }),
  });
  return res.status;
}

/** A DVR file as SRS writes it (FLV, H.264/AAC) of `seconds`. */
async function dvrFile(name: string, seconds: number) {
  const file = path.join(dir, name);
  return makeTestClip(file, { seconds, format: "flv" });
}

describe("SRS on_dvr", () => {
  it("joins the files an external media server recorded (a reconnect made two) into the playback", async () => {
    const { id } = ok<{ id: number }>(
      await t.call(
        "/api/l/live/save",
        { name: "SRS录制", startTime: at(60_000), endTime: at(3_660_000) },
        { as: teacher },
      ),
    );
    const info = ok<{ streams: { streamKey: string }[] }>(
      await t.call("/api/l/live/stream/detail", { id }, { as: teacher }),
    );
    const [stream, param] = (info.streams[0]?.streamKey as string).split("?") as [string, string];
    const first = await dvrFile("part1.flv", 4);
    const second = await dvrFile("part2.flv", 3);

    expect(await hook("on_publish", { stream, param: `?${param}`, client_id: "s1" })).toBe(200);
    // A forged callback cannot add a file.
    expect(await hook("on_dvr", { stream, client_id: "s1", file: "/etc/passwd" }, "wrong")).toBe(403);
    // SRS reports the first file relative to its working directory, the second as an absolute path.
    expect(await hook("on_dvr", { stream, client_id: "s1", cwd: dir, file: "./part1.flv" })).toBe(200);
    expect(await hook("on_unpublish", { stream, client_id: "s1" })).toBe(200);
    expect(await hook("on_publish", { stream, param: `?${param}`, client_id: "s2" })).toBe(200);
    expect(await hook("on_dvr", { stream, client_id: "s2", file: second })).toBe(200);
    // Reported twice (a retried callback): kept once.
    expect(await hook("on_dvr", { stream, client_id: "s2", file: second })).toBe(200);
    expect(await hook("on_unpublish", { stream, client_id: "s2" })).toBe(200);
    expect(first).toBe(path.join(dir, "part1.flv"));

    ok(await t.call("/api/m/business/live/stop", { id }, { as: admin }));
    const resourceId = await t.services.lives.finishRecording(id);
    expect(resourceId).toBeGreaterThan(0);
    const ended = ok<{ status: number; resource: { duration: number | null; fileList: unknown[] } | null }>(
      await t.call("/api/c/live/detail", { id }, { as: teacher }),
    );
    expect(ended.status).toBe(3);
    expect(ended.resource?.fileList).toHaveLength(1);
    // Both files, 4 s + 3 s, are in the one playback.
    expect(ended.resource?.duration ?? 0).toBeGreaterThanOrEqual(6.5);
    expect(ended.resource?.duration ?? 0).toBeLessThan(8);

    // Audit is on for recordings: the teacher hears it waits, the students' playback page says so.
    const notices = ok<{ list: { title: string; content: string; category: string }[] }>(
      await t.call("/api/l/base/notice/list", {}, { as: teacher }),
    );
    expect(notices.list.find((n) => n.content.includes("SRS录制"))).toMatchObject({
      title: "直播录像等待审核",
      category: "live",
    });
    const student = await t.login("student");
    expect(ok(await t.call("/api/c/live/detail", { id }, { as: student }))).toMatchObject({
      resource: null,
      recordingPending: true,
    });
    ok(await t.call("/api/m/audit/resource/decide", { ids: [resourceId], pass: true, reason: "" }, { as: admin }));
    expect(ok(await t.call("/api/c/live/detail", { id }, { as: student }))).toMatchObject({ recordingPending: false });
  }, 60_000);
});
