import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, pushTestPattern } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { mediaPorts, requireNginxRtmp, startMediaServer, type TestMediaServer } from "../../test/nginx-rtmp.js";
import * as q from "./live.queries.js";

/**
 * nginx-rtmp in front (LIVE_MEDIA_SERVER=nginx-rtmp): its form callbacks, the edge's HLS guard,
 * and a real origin and edge (Debian's libnginx-mod-rtmp) taking a push, serving HLS to a viewer
 * with a token only, and handing every publish's recording to the platform.
 */

const SECRET = "nginx-test-secret-0123456789";
const hasNginx = requireNginxRtmp();
const dir = mkdtempSync(path.join(tmpdir(), "live-nginx-"));

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let base: string;
let media: TestMediaServer | null = null;
const ports = await mediaPorts();

beforeAll(async () => {
  t = await startTestApp({
    env: {
      LIVE_SECRET: SECRET,
      LIVE_MEDIA_SERVER: "nginx-rtmp",
      LIVE_RTMP_URL: `rtmp://127.0.0.1:${ports.originPort}/live`,
      LIVE_PLAY_URL: `http://127.0.0.1:${ports.httpPort}`,
    },
  });
  [admin, teacher, student] = await Promise.all([t.login("admin"), t.login("teacher"), t.login("student")]);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  if (hasNginx) media = await startMediaServer(dir, base, SECRET, ports, 3);
});
afterAll(async () => {
  await media?.stop();
  await t.close();
});

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A callback exactly as nginx-rtmp sends it: a form POST to the configured URL. */
async function hook(name: string, form: Record<string, string>, secret = SECRET) {
  const res = await fetch(`${base}/api/live/hook/nginx/${name}?secret=${secret}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ app: "live", addr: "10.0.0.8", flashver: "FMLE/3.0", ...form }).toString(),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
}

async function newLive(name: string) {
  const { id } = await t.send(
    endpoints.live.save,
    { name, startTime: at(60_000), endTime: at(3_660_000) },
    { as: teacher },
  );
  const info = await t.send(endpoints.live.stream.detail, { id }, { as: teacher });
  const [stream, query] = (info.streams[0]?.streamKey as string).split("?") as [string, string];
  return { id, stream, key: new URLSearchParams(query).get("key") as string, pushUrl: info.streams[0]?.pushUrl };
}

const detail = (id: number, as = student) => t.send(endpoints.live.detail, { id }, { as });

/** The edge's auth_request as nginx sends it: the stream and token it read from the viewer's request. */
async function hlsAuth(stream: string | null, token: string | null, secret = SECRET) {
  const headers: Record<string, string> = {};
  if (stream !== null) headers["x-live-stream"] = stream;
  if (token !== null) headers["x-live-token"] = token;
  const res = await fetch(`${base}/api/live/hook/nginx/hls_auth?secret=${secret}`, { headers });
  return { status: res.status, body: (await res.json()) as { msg: string } };
}

/** A form exactly as nginx-rtmp builds it: its own fields first, then the client's arguments raw. */
async function rawHook(name: string, body: string) {
  const res = await fetch(`${base}/api/live/hook/nginx/${name}?secret=${SECRET}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: res.status, body: (await res.json()) as { msg: string } };
}

describe("nginx-rtmp callbacks", () => {
  it("admits a publish with the live's key only, and says why in Chinese otherwise", async () => {
    const { id, stream, key, pushUrl } = await newLive("nginx推流");
    expect(pushUrl).toBe(`rtmp://127.0.0.1:${ports.originPort}/live/${stream}?key=${key}`);
    expect((await hook("on_publish", { call: "publish", name: stream, key, clientid: "1" }, "wrong")).body.msg).toBe(
      "回调密钥不正确",
    );
    const bad = await hook("on_publish", { call: "publish", name: stream, key: "0000", clientid: "1" });
    expect(bad).toMatchObject({ status: 403, body: { msg: "推流码无效或已更换" } });
    const noName = await hook("on_publish", { call: "publish", key, clientid: "1" });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain("参数 name");
    expect((await hook("on_publish", { call: "publish", name: stream, key, clientid: "1" })).status).toBe(200);
    // Another encoder on the same stream is refused while the first pushes.
    const second = await hook("on_publish", { call: "publish", name: stream, key, clientid: "2" });
    expect(second).toMatchObject({ status: 403, body: { msg: "该路画面已有推流，请勿重复推流" } });

    // Viewers get HLS from the edge only (no HTTP-FLV there), nested per stream, with a token.
    const play = (await detail(id)).play?.[0];
    expect(play?.flv).toBe("");
    expect(play?.hls).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${ports.httpPort}/live/${stream}/index\\.m3u8\\?token=[^&]+$`),
    );

    // The periodic update is a heartbeat while the live is on…
    expect((await hook("on_update", { call: "update_publish", name: stream, key, clientid: "1" })).status).toBe(200);
    expect((await hook("on_update", { call: "update_play", name: stream, clientid: "3" })).status).toBe(200);
    expect((await hook("on_publish_done", { call: "publish_done", name: stream, clientid: "1" })).status).toBe(200);
    expect((await t.send(endpoints.live.stream.detail, { id }, { as: teacher })).streams[0]?.publisher).toBeNull();
    // …and once an administrator ended the live, the next update shuts the encoder out.
    expect((await hook("on_publish", { call: "publish", name: stream, key, clientid: "4" })).status).toBe(200);
    await t.send(endpoints.live.manage.stop, { id }, { as: admin });
    const kicked = await hook("on_update", { call: "update_publish", name: stream, key, clientid: "4" });
    expect(kicked).toMatchObject({ status: 403, body: { msg: "直播已结束或已取消，推流已断开" } });
    await hook("on_publish_done", { call: "publish_done", name: stream, clientid: "4" });
  });

  it("guards the edge's HLS per request: a good token, its own stream, the secret", async () => {
    const { id, stream, key } = await newLive("nginx观看");
    await hook("on_publish", { call: "publish", name: stream, key, clientid: "9" });
    const hls = new URL((await detail(id)).play?.[0]?.hls as string);
    const token = hls.searchParams.get("token") as string;
    expect((await hlsAuth(stream, token)).status).toBe(200);
    expect((await hlsAuth(stream, token, "wrong")).status).toBe(403);
    expect((await hlsAuth(stream, "")).status).toBe(403);
    expect((await hlsAuth(stream, null)).status).toBe(403);
    expect((await hlsAuth(null, token)).body.msg).toBe("播放地址无效");
    expect((await hlsAuth("../etc", token)).body.msg).toBe("播放地址无效");
    // A token of one stream does not open another.
    expect((await hlsAuth("live-999999-main", token)).status).toBe(403);
  });

  it("ignores fields a client appends to its address: nginx's own come first", async () => {
    const mine = await newLive("nginx自己的直播");
    const victim = await newLive("nginx别人的直播");
    // Publishing the other live's stream with one's own key, naming one's own stream again after it.
    const forged = await rawHook(
      "on_publish",
      `app=live&addr=10.0.0.9&clientid=7&call=publish&name=${victim.stream}&type=live&key=${mine.key}&name=${mine.stream}`,
    );
    expect(forged).toMatchObject({ status: 403, body: { msg: "推流码无效或已更换" } });
    expect(
      (await t.send(endpoints.live.stream.detail, { id: victim.id }, { as: teacher })).streams[0]?.publisher,
    ).toBeNull();
    // A recording path or a "call" slipped in after nginx's own are not taken either.
    await hook("on_publish", { call: "publish", name: mine.stream, key: mine.key, clientid: "8" });
    const file = path.join(dir, `${mine.stream}-9.flv`);
    await rawHook(
      "on_record_done",
      `call=record_done&name=${mine.stream}&path=${file}&key=${mine.key}&path=/etc/passwd`,
    );
    expect((await q.find(t.db, mine.id))?.recordParts).toEqual([`${mine.stream}\t${file}`]);
    await t.send(endpoints.live.manage.stop, { id: mine.id }, { as: admin });
    const kept = await rawHook(
      "on_update",
      `call=update_publish&name=${mine.stream}&clientid=8&key=${mine.key}&call=update_play`,
    );
    expect(kept.status).toBe(403);
    await hook("on_publish_done", { call: "publish_done", name: mine.stream, clientid: "8" });
  });

  it("adds each recorded file once, from a callback with the secret only", async () => {
    const { id, stream, key } = await newLive("nginx录制回调");
    await hook("on_publish", { call: "publish", name: stream, key, clientid: "5" });
    const file = path.join(dir, `${stream}-1.flv`);
    expect((await hook("on_record_done", { call: "record_done", name: stream, path: file }, "wrong")).status).toBe(403);
    expect((await hook("on_record_done", { call: "record_done", name: stream, path: file })).status).toBe(200);
    expect((await hook("on_record_done", { call: "record_done", name: stream, path: file })).status).toBe(200);
    expect((await q.find(t.db, id))?.recordParts).toEqual([`${stream}\t${file}`]);
  });
});

const waitFor = async <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 30_000) => {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe().catch(() => null);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
};

describe.runIf(hasNginx)("a real nginx-rtmp origin and edge", () => {
  it("takes a push, plays HLS from the edge with a token only, and joins every publish into the recording", async () => {
    const { id, pushUrl, stream } = await newLive("nginx源站与边缘");
    let encoder: ChildProcess = pushTestPattern(pushUrl as string, { audio: true });
    await waitFor("the live to go on", async () => (await detail(id)).status === 2);
    const hls = (await detail(id)).play?.[0]?.hls as string;
    const playlist = await waitFor("the edge's playlist", async () => {
      const res = await fetch(hls);
      return res.status === 200 ? res.text() : null;
    });
    // Every segment line carries the viewer's token; a segment plays; nothing plays without one.
    const token = new URL(hls).searchParams.get("token") as string;
    const segment = playlist.split("\n").find((l) => l.endsWith(`.ts?token=${token}`));
    expect(segment).toBeTruthy();
    const ts = await fetch(new URL(segment as string, hls));
    expect(ts.status).toBe(200);
    expect(ts.headers.get("content-type")).toBe("video/mp2t");
    expect((await ts.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(hls.replace(/\?.*$/, ""))).status).toBe(403);
    // The edge keeps the platform's "yes" a few seconds per stream and token, never for another token.
    expect((await fetch(hls)).status).toBe(200);
    expect((await fetch(hls.replace(/token=([^&]+)/, "token=$1x"))).status).toBe(403);
    // A token under an encoded name is not what nginx reads as the token: refused, and not kept.
    expect((await fetch(hls.replace("?token=", "?%74oken="))).status).toBe(403);
    expect((await fetch(hls.replace(/\?.*$/, ""))).status).toBe(403);
    expect((await fetch(new URL((segment as string).replace(/\?.*$/, ""), hls))).status).toBe(403);

    // The encoder drops and comes back: two files, both in the recording.
    encoder.kill("SIGINT");
    await exited(encoder);
    await waitFor("the first file", async () => (await q.find(t.db, id))?.recordParts.length === 1);
    encoder = pushTestPattern(pushUrl as string, { audio: true });
    await waitFor("the publisher back", async () => (await detail(id)).status === 2 && !(await detail(id)).error);
    await new Promise((r) => setTimeout(r, 3000));

    // Ended while the encoder still pushes: the origin drops it at its next update (3 s here), and
    // the end waits for that file before joining the recording.
    await t.send(endpoints.live.manage.stop, { id }, { as: admin });
    expect(await t.services.lives.finishRecording(id)).toBeGreaterThan(0);
    // The origin dropped the encoder: it exits on its own (the test never stops it).
    const gone = () => encoder.exitCode !== null || encoder.signalCode !== null;
    if (!gone()) await Promise.race([exited(encoder), new Promise((r) => setTimeout(r, 10_000))]);
    expect(gone()).toBe(true);
    const parts = (await q.find(t.db, id))?.recordParts ?? [];
    expect(parts).toHaveLength(2);
    for (const p of parts) expect(p).toMatch(new RegExp(`^${stream}\\t${dir}/rec/${stream}-\\d+\\.flv$`));
    const ended = await t.send(endpoints.live.detail, { id }, { as: teacher });
    expect(ended.resource?.fileList).toHaveLength(1);
    // Both publishes (about 3 s before the drop, then about 3 s plus the wait for the update).
    expect(ended.resource?.duration ?? 0).toBeGreaterThan(5);
  }, 120_000);
});
