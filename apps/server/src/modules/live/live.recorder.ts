import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, readdir, rm, stat, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { FFMPEG, run } from "../../platform/media/ffmpeg.js";

/**
 * Records every published stream to MP4 without re-encoding. Each publish (a reconnect too)
 * writes its own fragmented-MP4 part, so a crash leaves every part playable up to the crash; at
 * the end the parts of a stream are joined (stream copy, index up front) into one file.
 */
/** A part is not started with less free space than this (the live goes on unrecorded). */
export const MIN_FREE_BYTES = 512 * 1024 * 1024;

const freeBytesOf = async (dir: string) => {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
};

export class LiveRecorder {
  private readonly running = new Map<string, ChildProcess>();
  private readonly halting = new WeakSet<ChildProcess>();

  /** The recording lost a stretch (no space before a part, or the writer failed): the live goes on. */
  onIncomplete: (liveId: number, reason: string) => void = () => {};
  /** Free bytes where parts are written (a seam for tests: no real disk is filled). */
  freeBytes: (dir: string) => Promise<number> = freeBytesOf;
  /** Where a part is written (a seam for tests: /dev/full fails with a real ENOSPC). */
  partFile: (dir: string, stream: string) => string = (dir, stream) => path.join(dir, `${stream}-${Date.now()}.mp4`);

  constructor(
    private readonly dir: string,
    /** The RTMP address the recorder reads a stream from (the embedded server on loopback). */
    private readonly source: (stream: string) => string,
    readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  private liveDir(liveId: number) {
    return path.join(this.dir, String(liveId));
  }

  /** Starts recording a stream that just began publishing (a part per publish). */
  async start(liveId: number, stream: string): Promise<void> {
    // A reconnect: each publish is its own part. The new part starts before the previous one is
    // closed (closing first loses the frames of that moment; an overlap only repeats a few).
    const previous = this.running.get(stream);
    const closePrevious = () => previous && void this.halt(previous);
    const dir = this.liveDir(liveId);
    await mkdir(dir, { recursive: true });
    const free = await this.freeBytes(dir).catch(() => Number.POSITIVE_INFINITY);
    if (free < MIN_FREE_BYTES) {
      this.log(`not recording ${stream}: ${Math.round(free / 1048576)} MiB free in ${dir}`);
      this.onIncomplete(liveId, "磁盘空间不足，部分直播未能录制");
      closePrevious();
      return;
    }
    const part = this.partFile(dir, stream);
    const child = spawn(
      FFMPEG,
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-y",
        "-rw_timeout",
        "15000000",
        "-i",
        this.source(stream),
        "-c",
        "copy",
        "-f",
        "mp4",
        "-movflags",
        "+frag_keyframe+empty_moov+default_base_moof",
        // A fragment at least every half second too: a writer that dies without finishing (a
        // killed process, a publisher gone mid-GOP) loses at most that, not the GOP in progress.
        "-frag_duration",
        "500000",
        part,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (d: string) => {
      if (stderr.length < 4000) stderr += d;
    });
    this.running.set(stream, child);
    closePrevious();
    child.once("exit", (code) => {
      if (this.running.get(stream) === child) this.running.delete(stream);
      // A writer that failed (disk full, storage gone) while the live goes on: the parts written
      // so far stay and are joined at the end; the recording is flagged as missing a stretch.
      const full = /No space left|ENOSPC/i.test(stderr);
      if (
        full ||
        (code !== 0 && !this.halting.has(child) && /Error writing|Could not write|Permission denied/i.test(stderr))
      ) {
        this.log(`recorder of ${stream} failed: ${stderr.trim()}`);
        this.onIncomplete(liveId, full ? "录制时磁盘已满，录像不完整" : "录像写入失败，录像不完整");
      }
    });
    child.once("error", (err) => this.log(`recorder of ${stream} failed`, err));
  }

  /** The stream's publisher left: the part is closed (its fragments are already on disk). */
  async stop(stream: string): Promise<void> {
    const child = this.running.get(stream);
    if (child) await this.halt(child);
  }

  private halt(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // One interrupt only: ffmpeg finishes the file after the first, and a second one arriving
      // while it writes the last fragment kills it there (the publisher leaving and the next
      // publish both halt the same part).
      if (this.halting.has(child)) return void child.once("exit", () => resolve());
      this.halting.add(child);
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGINT");
    });
  }

  /** Waits until no recorder of this live runs (the publisher is gone). */
  async settle(liveId: number, timeoutMs = 20_000): Promise<void> {
    const prefix = `live-${liveId}-`;
    const children = [...this.running.entries()].filter(([s]) => s.startsWith(prefix)).map(([, c]) => c);
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              c.kill("SIGINT");
              resolve();
            }, timeoutMs);
            c.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
  }

  /** The recorded parts of a live, per stream, in publish order (empty parts left out). */
  async parts(liveId: number): Promise<Map<string, string[]>> {
    const dir = this.liveDir(liveId);
    const names = await readdir(dir).catch(() => [] as string[]);
    const byStream = new Map<string, string[]>();
    for (const name of names.filter((n) => /^live-\d+-[a-z][a-z0-9]*-\d+\.mp4$/.test(n)).sort()) {
      const file = path.join(dir, name);
      if ((await stat(file)).size < 1024) continue;
      const stream = name.replace(/-\d+\.mp4$/, "");
      byStream.set(stream, [...(byStream.get(stream) ?? []), file]);
    }
    return byStream;
  }

  /**
   * The parts with the files an external media server recorded (on_dvr entries "stream<TAB>file"),
   * per stream in recording order (file time); files gone or empty are left out.
   */
  async withDvrParts(parts: Map<string, string[]>, dvr: string[]): Promise<Map<string, string[]>> {
    if (!dvr.some((e) => !e.startsWith("!"))) return parts;
    const timed = new Map<string, { file: string; at: number }[]>();
    const add = async (stream: string, file: string) => {
      const st = await stat(file).catch(() => null);
      if (!st || st.size < 1024) return;
      timed.set(stream, [...(timed.get(stream) ?? []), { file, at: st.mtimeMs }]);
    };
    for (const [stream, files] of parts) for (const f of files) await add(stream, f);
    for (const entry of dvr) {
      if (entry.startsWith("!")) continue;
      const [stream, file] = entry.split("\t");
      if (stream && file) await add(stream, file);
    }
    return new Map([...timed].map(([stream, list]) => [stream, list.sort((a, b) => a.at - b.at).map((x) => x.file)]));
  }

  /** Joins parts into one MP4 (stream copy, faststart); returns its path. */
  async join(liveId: number, stream: string, parts: string[]): Promise<string> {
    const dir = this.liveDir(liveId);
    await mkdir(dir, { recursive: true });
    const out = path.join(dir, `${stream}-joined.mp4`);
    const list = path.join(dir, `${stream}-parts.txt`);
    await writeFile(list, parts.map((p) => `file '${p.replace(/'/g, "'\\''")}'`).join("\n"));
    await run(FFMPEG, [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      list,
      "-c",
      "copy",
      "-movflags",
      "+faststart",
      out,
    ]);
    return out;
  }

  /** Removes a live's working files once its recording is stored. */
  async cleanup(liveId: number) {
    await rm(this.liveDir(liveId), { recursive: true, force: true });
  }
}
