import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import { FFMPEG, FFPROBE, redactAddresses, run } from "../../platform/media/ffmpeg.js";
import { playoutSchedule } from "./tv.queries.js";
import { onAir, type Slot } from "./tv.schedule.js";

/**
 * Scheduled channels played out as real live streams: the bundled ffmpeg pushes the programme
 * sequence (from the point the clock schedule puts "now") as one continuous RTMP stream
 * `tv-{channelId}` into the embedded ingest, so viewers play it like a live (HTTP-FLV / HLS with
 * signed URLs). Playout runs on demand: the first play request starts it, and it stops a while
 * after the last viewer left; the clock schedule makes a restart land on the same point.
 */

export interface PlayoutPorts {
  /** A scheduled channel's anchor and programme list; null for another kind or a missing channel. */
  channel(id: number): Promise<{ anchorMs: number; slots: Slot[] } | null>;
  /**
   * Local paths of the resources' playable files (the web rendition), by resource id, as the
   * viewer who starts the playout may see them (programmes they may not see are skipped).
   */
  files(resourceIds: number[], viewer: Principal): Promise<Map<number, string>>;
  /** The ingest, when this process runs one (null: playout is off and the browser seeks into files). */
  ingest(): {
    pushUrl(stream: string): string;
    isPublishing(stream: string): boolean;
    /** Viewers now: HTTP-FLV readers, and HLS readers seen in the last minute. */
    viewers(stream: string): number;
    /** The stream went on air / off air (HLS segmenting follows it). */
    onAir(stream: string): void;
    offAir(stream: string): void;
  } | null;
  log(msg: string, err?: unknown): void;
  now?: () => number;
}

/** How long playout keeps running with nobody watching. */
export const PLAYOUT_IDLE_MS = 60_000;
/** How far ahead one ffmpeg run reaches (it is restarted at the clock's point when it runs out). */
const RUN_AHEAD_S = 6 * 3600;
const RUN_MAX_ENTRIES = 400;
/** The one transcode profile used when the programmes' codec parameters differ (cheap on 2 cores). */
const TRANSCODE = [
  "-vf",
  "scale=640:360:force_original_aspect_ratio=decrease,pad=640:360:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25",
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-tune",
  "zerolatency",
  "-b:v",
  "800k",
  "-maxrate",
  "800k",
  "-bufsize",
  "1600k",
  "-g",
  "50",
  "-pix_fmt",
  "yuv420p",
  "-c:a",
  "aac",
  "-b:a",
  "96k",
  "-ar",
  "44100",
  "-ac",
  "2",
];

export const playoutStream = (channelId: number) => `tv-${channelId}`;

/** The playout's `channel` port from this module's own tables: a scheduled channel's programme. */
export const channelSchedules =
  (db: Db): PlayoutPorts["channel"] =>
  (id) =>
    playoutSchedule(db, id);

interface Running {
  child: ChildProcess;
  idleSince: number;
  mode: "copy" | "transcode";
  stopped: boolean;
  /** Whose rights chose the files (a run that reaches its end continues with them). */
  viewer: Principal;
}

export class TvPlayout {
  private readonly running = new Map<number, Running>();
  private readonly starting = new Map<number, Promise<string>>();
  private readonly probes = new Map<string, string>();

  constructor(
    private readonly dir: string,
    readonly ports: PlayoutPorts,
  ) {}

  private now() {
    return this.ports.now?.() ?? Date.now();
  }

  /** Whether this process plays channels out (an embedded ingest runs). */
  get enabled() {
    return !!this.ports.ingest();
  }

  /** How the channel is played out now (copy / transcode), or null when it is off air. */
  modeOf(channelId: number) {
    return this.running.get(channelId)?.mode ?? null;
  }

  /**
   * The channel's stream name once it is on air (started when needed). Refused for a channel
   * without programmes or without playable files.
   */
  ensure(channelId: number, viewer: Principal): Promise<string> {
    const stream = playoutStream(channelId);
    const ingest = this.ports.ingest();
    const run = this.running.get(channelId);
    if (run && !run.stopped && ingest?.isPublishing(stream)) {
      run.idleSince = this.now();
      return Promise.resolve(stream);
    }
    const pending = this.starting.get(channelId);
    if (pending) return pending;
    const start = this.start(channelId, viewer).finally(() => this.starting.delete(channelId));
    this.starting.set(channelId, start);
    return start;
  }

  private async start(channelId: number, viewer: Principal): Promise<string> {
    const ingest = this.ports.ingest();
    if (!ingest) throw badRequest("参数 id：本服务器未启用直播推流，无法播出频道");
    const channel = await this.ports.channel(channelId);
    if (!channel) throw badRequest("参数 id：不是轮播频道");
    if (!channel.slots.length) throw badRequest("参数 id：频道还没有节目单");
    const files = await this.ports.files([...new Set(channel.slots.map((s) => s.resourceId))], viewer);
    const slots = channel.slots.filter((s) => files.has(s.resourceId));
    if (!slots.length) throw badRequest("参数 id：节目单中没有可播放的视频文件");
    await this.stop(channelId);
    const stream = playoutStream(channelId);
    const mode = await this.modeFor([...new Set(slots.map((s) => files.get(s.resourceId) as string))]);
    const list = await this.writeList(channelId, slots, files, channel.anchorMs);
    const args = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-re",
      "-f",
      "concat",
      "-safe",
      "0",
      // Entries may be presigned addresses of the object store (STORAGE=s3), not only paths.
      "-protocol_whitelist",
      "file,crypto,data,http,https,tcp,tls",
      "-i",
      list,
      "-map",
      "0:v:0",
      "-map",
      "0:a:0?",
      ...(mode === "copy" ? ["-c", "copy"] : TRANSCODE),
      "-f",
      "flv",
      ingest.pushUrl(stream),
    ];
    const child = spawn(FFMPEG, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (d: string) => {
      if (stderr.length < 4000) stderr += d;
    });
    const entry: Running = { child, idleSince: this.now(), mode, stopped: false, viewer };
    this.running.set(channelId, entry);
    child.once("exit", (code) => {
      if (this.running.get(channelId) === entry) this.running.delete(channelId);
      ingest.offAir(stream);
      if (entry.stopped) return;
      if (code !== 0)
        this.ports.log(`TV playout of channel ${channelId} exited (${code}): ${redactAddresses(stderr.trim())}`);
      // The run reached its end (RUN_AHEAD_S): continue from the clock's point while people watch.
      else if (ingest.viewers(stream) > 0)
        void this.ensure(channelId, viewer).catch((err) => this.ports.log("playout", err));
    });
    // The stream is on air once the ingest has its publisher (the first play request waits for it).
    const deadline = this.now() + 15_000;
    while (!ingest.isPublishing(stream)) {
      if (child.exitCode !== null || this.now() > deadline) {
        await this.stop(channelId);
        this.ports.log(`TV playout of channel ${channelId} did not start: ${redactAddresses(stderr.trim())}`);
        throw badRequest("参数 id：频道播出失败，请稍后重试");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    ingest.onAir(stream);
    return stream;
  }

  /**
   * The concat list from the programme on air (starting at its second) onwards, looping the list,
   * about RUN_AHEAD_S long.
   */
  private async writeList(channelId: number, slots: Slot[], files: Map<number, string>, anchorMs: number) {
    const placed = onAir(slots, anchorMs, this.now());
    const lines: string[] = [];
    let index = placed?.index ?? 0;
    let total = 0;
    const quote = (p: string) => `file '${p.replace(/'/g, "'\\''")}'`;
    for (let n = 0; n < RUN_MAX_ENTRIES && total < RUN_AHEAD_S; n++) {
      const slot = slots[index] as Slot;
      lines.push(quote(files.get(slot.resourceId) as string));
      if (n === 0 && placed) {
        const offset = Math.max(0, (this.now() - placed.startMs) / 1000);
        // Within the last second the programme is effectively over: start the next one whole.
        if (offset > 0.5 && offset < slot.duration - 1) lines.push(`inpoint ${offset.toFixed(2)}`);
        total += slot.duration - offset;
      } else total += Math.max(1, slot.duration);
      index = (index + 1) % slots.length;
    }
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `tv-${channelId}.txt`);
    await writeFile(file, `${lines.join("\n")}\n`);
    return file;
  }

  /** Stream copy when every file has the same codecs and picture/sound parameters; else one transcode. */
  private async modeFor(files: string[]): Promise<"copy" | "transcode"> {
    const keys = await Promise.all(files.map((f) => this.probe(f)));
    return keys.every((k) => k && k === keys[0]) ? "copy" : "transcode";
  }

  private async probe(file: string): Promise<string> {
    // A presigned address changes with every signature: the object's path is what names it.
    const id = file.split("?")[0] ?? file;
    const known = this.probes.get(id);
    if (known !== undefined) return known;
    const key = await run(FFPROBE, [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_type,codec_name,profile,width,height,pix_fmt,r_frame_rate,sample_rate,channels",
      "-of",
      "compact",
      file,
    ]).then(
      (r) => r.stdout.trim(),
      () => "",
    );
    this.probes.set(id, key);
    return key;
  }

  /** Stops a channel's playout (it starts again on the next play request). */
  async stop(channelId: number): Promise<void> {
    const run = this.running.get(channelId);
    if (!run) return;
    run.stopped = true;
    this.running.delete(channelId);
    if (run.child.exitCode !== null || run.child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      run.child.once("exit", () => resolve());
      run.child.kill("SIGKILL");
    });
  }

  /** The programme list changed: a channel on air restarts at the new schedule's point. */
  async restart(channelId: number, editor: Principal): Promise<void> {
    if (!this.running.has(channelId)) return;
    await this.stop(channelId);
    await this.ensure(channelId, editor).catch((err) => this.ports.log(`TV playout restart of ${channelId}`, err));
  }

  /** Stops channels nobody has watched for PLAYOUT_IDLE_MS. */
  async sweep(): Promise<number[]> {
    const ingest = this.ports.ingest();
    const now = this.now();
    const stopped: number[] = [];
    for (const [id, run] of this.running) {
      if (ingest && ingest.viewers(playoutStream(id)) > 0) run.idleSince = now;
      else if (now - run.idleSince >= PLAYOUT_IDLE_MS) {
        await this.stop(id);
        stopped.push(id);
      }
    }
    return stopped;
  }

  startSweeper(everyMs = 10_000): () => void {
    const timer = setInterval(() => void this.sweep().catch((err) => this.ports.log("TV playout sweep", err)), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((id) => this.stop(id)));
  }
}
