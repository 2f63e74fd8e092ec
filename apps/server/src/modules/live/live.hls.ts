import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { FFMPEG } from "../../platform/media/ffmpeg.js";

/**
 * HLS of the embedded ingest, for iOS/Safari and as a fallback: while a stream is published,
 * the bundled ffmpeg reads it from the loopback RTMP server and cuts 2-second segments (stream
 * copy, a rolling window of 6). The platform's play route serves the playlist with the viewer's
 * signed token carried onto every segment address.
 */
export class LiveHls {
  private readonly running = new Map<string, ChildProcess>();

  constructor(
    private readonly dir: string,
    /** The RTMP address a stream is read from. */
    private readonly source: (stream: string) => string,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  private streamDir(stream: string) {
    return path.join(this.dir, stream);
  }

  /** Starts segmenting a stream that just began publishing (a reconnect restarts it). */
  async start(stream: string): Promise<void> {
    await this.stop(stream);
    const dir = this.streamDir(stream);
    await mkdir(dir, { recursive: true });
    const child = spawn(
      FFMPEG,
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-rw_timeout",
        "15000000",
        "-i",
        this.source(stream),
        "-c",
        "copy",
        "-f",
        "hls",
        "-hls_time",
        "2",
        "-hls_list_size",
        "6",
        "-hls_flags",
        "delete_segments+omit_endlist+temp_file",
        "-hls_segment_filename",
        path.join(dir, "seg-%d.ts"),
        path.join(dir, "index.m3u8"),
      ],
      { stdio: "ignore" },
    );
    this.running.set(stream, child);
    child.once("exit", () => {
      if (this.running.get(stream) === child) this.running.delete(stream);
    });
    child.once("error", (err) => this.log(`HLS of ${stream} failed`, err));
  }

  /** The publisher left: segmenting stops and the segments go. */
  async stop(stream: string): Promise<void> {
    const child = this.running.get(stream);
    if (child) {
      this.running.delete(stream);
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      });
    }
    await rm(this.streamDir(stream), { recursive: true, force: true });
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((s) => this.stop(s)));
  }

  /** The playlist with `suffix` (the signed query) on every segment; null before the first segment. */
  async playlist(stream: string, segmentUrl: (segment: number) => string): Promise<string | null> {
    this.reads.set(stream, Date.now());
    const text = await readFile(path.join(this.streamDir(stream), "index.m3u8"), "utf8").catch(() => null);
    if (!text) return null;
    return text.replace(/^seg-(\d+)\.ts$/gm, (_, n: string) => segmentUrl(Number(n)));
  }

  private readonly reads = new Map<string, number>();

  /** When a stream's playlist was last read (HLS viewers reload it every few seconds); 0: never. */
  lastRead(stream: string): number {
    return this.reads.get(stream) ?? 0;
  }

  /** A segment file's path (the route sends it), or null when it rolled out of the window. */
  segmentPath(stream: string, segment: number): string {
    return path.join(this.streamDir(stream), `seg-${segment}.ts`);
  }
}
