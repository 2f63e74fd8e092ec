import { tmpdir } from "node:os";
import path from "node:path";
import { endpoints, urlOf } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher } from "../../test/accounts.js";
import { checkEndpoint, expectForbidden, ok } from "../../test/expect.js";
import { exited, pushTestPattern } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let teacher: string;
let other: string;
let student: string;
let base: string;
let secret: string;

type Info = { server: string; streams: { kind: string; streamKey: string; pushUrl: string; publisher: unknown }[] };
type Detail = { status: number; error: boolean; play: { flv: string; hls: string }[] | null };

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student] = await Promise.all([t.login("admin"), t.login("teacher"), t.login("student")]);
  other = await newTeacher(t, admin, "ingestother");
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  secret = t.services.lives.ingest.config.secret;
});
afterAll(async () => {
  await t.services.lives.rtmp?.stop();
  await t.close();
});

async function live(name: string, startInMs = 60_000) {
  return ok<{ id: number }>(
    await t.call(
      "/api/l/live/save",
      { name, startTime: at(startInMs), endTime: at(startInMs + 3600_000) },
      { as: teacher },
    ),
  ).id;
}

/** A callback exactly as SRS sends it: a JSON POST to the configured URL. */
async function hook(action: string, body: Record<string, unknown>, key = secret) {
  const res = await fetch(`${base}/api/live/hook/${action}?secret=${key}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action, vhost: "__defaultVhost__", app: "live", ip: "10.0.0.8", ...body }),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
}

const keyOf = async (id: number) =>
  ok<Info>(await t.call("/api/l/live/stream/detail", { id }, { as: teacher })).streams[0]?.streamKey as string;
const detail = async (id: number, as = student) => ok<Detail>(await t.call("/api/c/live/detail", { id }, { as }));

describe("the stream page (live-course/{handle}/stream)", () => {
  it("shows the push address and key to the teacher only, and rotates the key", async () => {
    const id = await live("推流设置页");
    const info = await checkEndpoint<Info>(t, {
      url: "/api/l/live/stream/detail",
      body: { id },
      as: teacher,
      otherUser: { as: other },
      bad: { body: { id: "abc" }, field: "编号" },
    });
    expect(info.server).toMatch(/^rtmp:\/\/.+\/live$/);
    expect(info.streams[0]?.streamKey).toMatch(new RegExp(`^live-${id}-teacher\\?key=[0-9a-f]{30}$`));
    await checkEndpoint(t, {
      url: "/api/l/live/stream/key/rotate",
      body: { id },
      as: teacher,
      otherUser: { as: other },
    });
    expect(await keyOf(id)).not.toBe(info.streams[0]?.streamKey);
  });
});

describe("SRS HTTP callbacks", () => {
  it("accept a publish only with the current key, in the schedule, one publisher per stream", async () => {
    const id = await live("回调推流");
    const [stream, param] = (await keyOf(id)).split("?") as [string, string];
    expect((await hook("on_publish", { stream, param: `?${param}`, client_id: "c1" }, "wrong")).status).toBe(403);
    const badKey = await hook("on_publish", { stream, param: "?key=0000", client_id: "c1" });
    expect(badKey.status).toBe(403);
    expect(badKey.body.msg).toContain("推流码");
    expect((await hook("on_publish", { stream: "other-stream", param: `?${param}` })).status).toBe(403);
    const good = await hook("on_publish", { stream, param: `?${param}`, client_id: "c1" });
    expect(good).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await detail(id)).toMatchObject({ status: 2, error: false });
    const second = await hook("on_publish", { stream, param: `?${param}`, client_id: "c2" });
    expect(second.status).toBe(403);
    expect(second.body.msg).toContain("已有推流");

    // The publisher drops: shown as in progress with the error flag, back within the grace period.
    expect((await hook("on_unpublish", { stream, client_id: "c1" })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 2, error: true });
    expect((await hook("on_publish", { stream, param: `?${param}`, client_id: "c3" })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 2, error: false });

    // Rotated: the old key no longer publishes.
    await hook("on_unpublish", { stream, client_id: "c3" });
    ok(await t.call("/api/l/live/stream/key/rotate", { id }, { as: teacher }));
    expect((await hook("on_publish", { stream, param: `?${param}`, client_id: "c4" })).status).toBe(403);
  });

  it("refuse a publish long before the schedule", async () => {
    const id = await live("明天的直播", 24 * 3600_000);
    const [stream, param] = (await keyOf(id)).split("?") as [string, string];
    const early = await hook("on_publish", { stream, param: `?${param}`, client_id: "e1" });
    expect(early.status).toBe(403);
    expect(early.body.msg).toContain("未到直播时间");
  });

  it("let a viewer play with their signed token only, and end a live whose publisher stays away", async () => {
    const id = await live("签名播放");
    const [stream, param] = (await keyOf(id)).split("?") as [string, string];
    await hook("on_publish", { stream, param: `?${param}`, client_id: "p1" });
    const play = (await detail(id)).play?.[0];
    expect(play?.flv).toMatch(new RegExp(`/api/live/play/${stream}\\.flv\\?token=`));
    const token = new URL(play?.flv as string, base).searchParams.get("token") as string;
    expect((await hook("on_play", { stream, param: `?token=${token}` })).status).toBe(200);
    expect((await hook("on_play", { stream, param: `?token=${token}x` })).status).toBe(403);
    expect((await hook("on_play", { stream: `live-${id}-student`, param: `?token=${token}` })).status).toBe(403);
    const expired = `${Math.floor(Date.now() / 1000) - 1}.${token.split(".").slice(1).join(".")}`;
    expect((await hook("on_play", { stream, param: `?token=${expired}` })).status).toBe(403);

    await hook("on_unpublish", { stream, client_id: "p1" });
    expect(await t.services.lives.ingest.sweep()).not.toContain(id);
    const later = new Date(Date.now() + 3 * 60_000);
    t.services.lives.ingest.config.now = () => later;
    try {
      expect(await t.services.lives.ingest.sweep()).toContain(id);
    } finally {
      t.services.lives.ingest.config.now = undefined;
    }
    expect(await detail(id)).toMatchObject({ status: 3, play: null });
  });
});

describe("HLS play addresses (decision 0061)", () => {
  it("play on past the token's expiry while the viewer keeps asking, until the live ends", async () => {
    const id = await live("HLS 续播");
    const [stream, param] = (await keyOf(id)).split("?") as [string, string];
    await hook("on_publish", { stream, param: `?${param}`, client_id: "h1" });
    const hls = (await detail(id)).play?.[0]?.hls as string;
    const token = new URL(hls, base).searchParams.get("token") as string;
    const exp = Number(token.split(".")[0]) * 1000;
    const ingest = t.services.lives.ingest;
    const at = async (ms: number, file: string) => {
      ingest.config.now = () => new Date(ms);
      try {
        const url = urlOf(endpoints.live.play, { file }, { token });
        return (await t.app.inject({ method: "GET", url })).statusCode;
      } finally {
        ingest.config.now = undefined;
      }
    };
    // No embedded ingest runs here: a request the token lets through finds no playlist (404), a refused one is 403.
    expect(await at(exp - 5_000, `${stream}.m3u8`)).toBe(404);
    expect(await at(exp + 20_000, `${stream}.m3u8`)).toBe(404);
    expect(await at(exp + 40_000, `${stream}.3.ts`)).toBe(404);
    // FLV is one connection, checked when it opens: an expired token does not open a new one.
    expect(await at(exp + 41_000, `${stream}.flv`)).toBe(403);
    await t.send(endpoints.live.end, { id }, { as: teacher });
    expect(await at(exp + 45_000, `${stream}.m3u8`)).toBe(403);
  });
});

describe("the embedded RTMP ingest", () => {
  it("takes a real ffmpeg push with the right key, refuses a wrong one, and plays HTTP-FLV", async () => {
    const port = await t.services.lives.startRtmp(0, path.join(tmpdir(), `live-rec-${process.pid}`));
    const id = await live("真实推流");
    const info = ok<Info>(await t.call("/api/l/live/stream/detail", { id }, { as: teacher }));
    expect(info.server).toContain(`:${port}/live`);
    const pushUrl = (info.streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${port}`);

    const wrong = pushTestPattern(pushUrl.replace(/key=\w+/, "key=deadbeef"));
    const wrongExit = await Promise.race([exited(wrong), new Promise((r) => setTimeout(() => r("running"), 8000))]);
    if (wrongExit === "running") wrong.kill("SIGKILL");
    expect(wrongExit).not.toBe("running");
    expect((await detail(id)).status).toBe(1);

    const good = pushTestPattern(pushUrl);
    try {
      await expect.poll(async () => (await detail(id)).status, { timeout: 15_000, interval: 300 }).toBe(2);
      const flv = (await detail(id)).play?.[0]?.flv as string;
      const res = await fetch(new URL(flv, base));
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      const first = await reader?.read();
      expect(
        Buffer.from(first?.value ?? [])
          .subarray(0, 3)
          .toString(),
      ).toBe("FLV");
      await reader?.cancel();
      // A copied URL with a forged token is refused.
      expectForbidden(await t.app.inject({ method: "GET", url: `${flv}x` }));

      // The stream page shows the incoming stream's bitrate, resolution and frame rate.
      type Stats = { kbps?: number; width?: number; height?: number; fps?: number } | null;
      let stats: Stats = null;
      await expect
        .poll(
          async () => {
            const slot = ok<{ streams: { publisher: { stats: Stats } | null }[] }>(
              await t.call("/api/l/live/stream/detail", { id }, { as: teacher }),
            ).streams[0];
            stats = slot?.publisher?.stats ?? null;
            return (stats?.kbps ?? 0) > 0 && (stats?.width ?? 0) > 0;
          },
          { timeout: 10_000, interval: 600 },
        )
        .toBe(true);
      expect(stats).toMatchObject({ width: 320, height: 180, fps: 15 });

      // HLS for Safari and phones: a rolling playlist whose segments carry the viewer's token.
      const hls = (await detail(id)).play?.[0]?.hls as string;
      let playlist = "";
      await expect
        .poll(
          async () => {
            const r = await t.app.inject({ method: "GET", url: hls });
            playlist = r.statusCode === 200 ? r.body : "";
            return /\.ts\?token=/.test(playlist);
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      expect(playlist).toContain("#EXTM3U");
      const segment = playlist.split("\n").find((l) => l.includes(".ts?token=")) as string;
      const seg = await t.app.inject({ method: "GET", url: `/api/live/play/${segment}` });
      expect(seg.statusCode).toBe(200);
      expect(seg.headers["content-type"]).toBe("video/mp2t");
      expect(seg.rawPayload[0]).toBe(0x47);
      expectForbidden(
        await t.app.inject({ method: "GET", url: `/api/live/play/${segment.replace(/token=/, "token=x")}` }),
      );
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      good.kill("SIGKILL");
    }
    await expect.poll(async () => (await detail(id)).error, { timeout: 10_000, interval: 300 }).toBe(true);

    // The teacher reconnects within the grace period: the same live, a second recorded part.
    const again = pushTestPattern(pushUrl);
    try {
      await expect.poll(async () => (await detail(id)).error, { timeout: 15_000, interval: 300 }).toBe(false);
      await new Promise((r) => setTimeout(r, 5000));
    } finally {
      again.kill("SIGKILL");
    }
    ok(await t.call("/api/m/business/live/stop", { id }, { as: admin }));
    const resourceId = await t.services.lives.finishRecording(id);
    expect(resourceId).toBeGreaterThan(0);
    const ended = ok<Detail & { resource: { duration: number | null; fileList: { httpPath: string }[] } | null }>(
      await t.call("/api/c/live/detail", { id }, { as: teacher }),
    );
    expect(ended.status).toBe(3);
    expect(ended.resource?.fileList).toHaveLength(1);
    // Both parts are in the playback: about 5 s before the drop and 5 s after (less the recorder's start-up).
    expect(ended.resource?.duration ?? 0).toBeGreaterThanOrEqual(6);
  }, 90_000);
});
