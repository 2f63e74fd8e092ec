import { spawn } from "node:child_process";
import { endpoints, type LiveDetail, type LiveStreamInfo } from "@otp/contract";
import { FFMPEG } from "../../src/platform/media/ffmpeg.js";
import { base, login, post, restart, type State, sleep } from "./cluster-client.js";

/** Polls `probe` every second for up to `seconds`; the value it first returns, or null. */
async function until<T>(seconds: number, probe: () => Promise<T | null>): Promise<T | null> {
  for (let i = 0; i < seconds; i++) {
    const v = await probe().catch(() => null);
    if (v) return v;
    await sleep(1000);
  }
  return null;
}

/** The number of the newest segment an edge's playlist names (it grows while the stream goes on). */
async function lastSegment(hls: string): Promise<number> {
  const res = await fetch(hls, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) return -1;
  const lines = (await res.text()).split("\n").filter((l) => /^\d+\.ts/.test(l));
  return Number.parseInt(lines.at(-1) ?? "-1", 10);
}

/**
 * A teacher pushes to the live origin (nginx-rtmp) while instance a is killed with -9: the push,
 * the viewers' HLS from the edge and the origin's recording do not depend on any one instance
 * (callbacks and HLS checks reach the other through nginx), and the playback holds what was
 * pushed before and after the kill.
 */
export async function recordingAcrossAKill(s: State, teacher: string): Promise<boolean> {
  console.log("\n5. instance a killed with -9 while a teacher pushes to the live origin");
  const [a] = s.instances;
  if (!a) throw new Error("two instances expected");
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const call = <T>(endpoint: { path: string }, body: object, cookie = teacher) =>
    post<T>(base(s.port) + endpoint.path, body, cookie);
  const saved = await call<{ id: number }>(endpoints.live.save, {
    name: `故障演练：录制中实例被强杀 ${Date.now()}`,
    startTime: at(60_000),
    endTime: at(3_600_000),
  });
  if (!saved.success) throw new Error(`live save: ${saved.msg}`);
  const id = saved.data.id;
  const info = await call<LiveStreamInfo>(endpoints.live.stream.detail, { id });
  const pushUrl = info.data.streams[0]?.pushUrl as string;
  const started = Date.now();
  const encoder = spawn(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=25"],
      ...["-f", "lavfi", "-i", "sine=frequency=440", "-c:v", "libx264", "-preset", "ultrafast", "-g", "50"],
      ...["-c:a", "aac", "-f", "flv", pushUrl],
    ],
    { stdio: "ignore" },
  );
  const student = await login(base(s.port), "student");
  const hls = await until(30, async () => {
    const d = await call<LiveDetail>(endpoints.live.detail, { id }, student);
    const url = d.data.play?.[0]?.hls;
    return url && (await lastSegment(url)) >= 0 ? url : null;
  });
  if (!hls) {
    encoder.kill("SIGKILL");
    throw new Error("the pushed live did not reach the edge within 30 s");
  }
  await sleep(8000);
  const before = await lastSegment(hls);
  process.kill(a.pid, "SIGKILL");
  const killedAt = Date.now();
  await sleep(10_000);
  const after = await lastSegment(hls);
  encoder.kill("SIGINT");
  await new Promise((r) => encoder.once("exit", r));
  const pushed = (Date.now() - started) / 1000;
  console.log(
    `   pushed ${pushed.toFixed(1)} s (${((killedAt - started) / 1000).toFixed(1)} s before the kill); the edge's newest segment went ${before} → ${after} after the kill`,
  );

  const admin = await login(base(s.port), "admin");
  const stop = await call(endpoints.live.manage.stop, { id }, admin);
  if (!stop.success) throw new Error(`stop: ${stop.msg}`);
  const t0 = Date.now();
  const duration = await until(240, async () => {
    const d = await call<LiveDetail>(endpoints.live.detail, { id });
    return d.data.resource?.duration ?? null;
  });
  console.log(
    duration
      ? `   playback ready ${((Date.now() - t0) / 1000).toFixed(0)} s after the end: ${duration.toFixed(1)} s of the ${pushed.toFixed(1)} s pushed`
      : "   playback NOT ready within 240 s",
  );
  restart("a");
  // Pushed is counted from the encoder's start (its connection takes about a second).
  return after > before && !!duration && duration >= pushed - 2;
}
