import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, open, stat } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";
import ffprobeInstaller from "@ffprobe-installer/ffprobe";

/** The static binaries shipped inside the npm packages (ffmpeg 4.x with libx264 and aac). */
export const FFMPEG = ffmpegInstaller.path;
export const FFPROBE = ffprobeInstaller.path;

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Each complete stdout line (ffmpeg -progress pipe:1 writes key=value lines there). */
  onLine?: (line: string) => void;
  /** Run below normal priority so transcoding leaves the web requests their CPU. */
  background?: boolean;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/**
 * A tool's output with the query strings of web and RTMP addresses cut off: an input may be a
 * presigned object-store address (toolInput), an output a push address with its key; neither may
 * reach the logs with an error.
 */
export function redactAddresses(text: string): string {
  // ffmpeg writes "address: what went wrong": the colon before the space stays.
  return text.replace(/((?:https?|rtmps?):\/\/[^\s?#'"]+)\?[^\s'"]*?(?=:\s|[\s'"]|$)/g, "$1?…");
}

/** Runs a tool without a shell; stdout is collected unless streamed line by line. */
export function run(bin: string, args: string[], opts: RunOptions = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new ToolError("aborted", ""));
    const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"], cwd: opts.cwd, env: opts.env });
    if (opts.background && child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: run at normal priority.
      }
    }
    let stdout = "";
    let partial = "";
    let stderr = "";
    let killedFor: string | null = null;
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (d: string) => {
      if (!opts.onLine) {
        if (stdout.length < 4_000_000) stdout += d;
        return;
      }
      partial += d;
      const lines = partial.split("\n");
      partial = lines.pop() ?? "";
      for (const l of lines) opts.onLine(l.trim());
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (d: string) => {
      // Only the tail matters for an error message.
      stderr = (stderr + d).slice(-4000);
    });
    const kill = (why: string) => {
      killedFor = why;
      child.kill("SIGKILL");
    };
    const onAbort = () => kill("aborted");
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    const timer = opts.timeoutMs
      ? setTimeout(() => kill(`timed out after ${opts.timeoutMs} ms`), opts.timeoutMs)
      : null;
    child.on("error", (err) => {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      reject(new ToolError(`${path.basename(bin)}: ${err.message}`, stderr));
    });
    child.on("close", (code) => {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      if (partial && opts.onLine) opts.onLine(partial.trim());
      const shown = redactAddresses(stderr);
      if (killedFor) return reject(new ToolError(`${path.basename(bin)} ${killedFor}`, shown));
      if (code !== 0) {
        const last = shown.trim().split("\n").slice(-2).join(" ").slice(0, 300);
        return reject(new ToolError(`${path.basename(bin)} exited with ${code}: ${last}`, shown));
      }
      resolve({ stdout, stderr });
    });
  });
}

export interface ProbeResult {
  duration: number | null;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  pixFmt: string | null;
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  formatName: string;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

/** Duration, picture size and codecs of a media file. */
export async function probe(input: string, signal?: AbortSignal): Promise<ProbeResult> {
  const { stdout } = await run(
    FFPROBE,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", input],
    { signal, timeoutMs: 60_000 },
  );
  const info = JSON.parse(stdout) as {
    format?: { duration?: string; format_name?: string };
    streams?: FfprobeStream[];
  };
  const streams = info.streams ?? [];
  // Cover art in audio files is a "video" stream too; it is not a picture track.
  const video = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === "audio");
  const d = Number(info.format?.duration ?? video?.duration ?? audio?.duration);
  return {
    duration: Number.isFinite(d) && d > 0 ? Math.round(d * 1000) / 1000 : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    pixFmt: video?.pix_fmt ?? null,
    formatName: info.format?.format_name ?? "",
  };
}

/** Where the poster frame is taken: 10 s in, or the middle of a shorter clip. */
export function thumbnailAt(duration: number | null): number {
  if (!duration) return 0;
  return duration > 10 ? 10 : duration / 2;
}

/** One JPEG frame, `width` pixels wide (height keeps the aspect, even), quality about 70 %. */
export async function thumbnail(
  input: string,
  output: string,
  opts: { at: number; width?: number; signal?: AbortSignal },
): Promise<void> {
  const width = opts.width ?? 180;
  const grab = (at: number) =>
    run(
      FFMPEG,
      [
        "-v",
        "error",
        "-y",
        "-ss",
        at.toFixed(3),
        "-i",
        input,
        "-frames:v",
        "1",
        "-vf",
        `scale=${width}:-2`,
        "-q:v",
        "5",
        "-f",
        "image2",
        output,
      ],
      { signal: opts.signal, timeoutMs: 60_000, background: true },
    );
  await grab(opts.at);
  // Seeking past the last key frame of an odd file can give no frame: take the first one then.
  if (opts.at > 0 && !(await nonEmpty(output))) await grab(0);
  if (!(await nonEmpty(output))) throw new ToolError("no frame for a thumbnail", "");
}

async function nonEmpty(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
}

/** How each stream reaches an H.264/AAC MP4: copied as is, or encoded. */
export interface RenditionPlan {
  video: "copy" | "encode";
  audio: "copy" | "encode" | "none";
}

/** Browsers play H.264 in 8-bit 4:2:0 only; AAC audio as is. */
export function renditionPlan(p: ProbeResult): RenditionPlan {
  const videoOk = p.videoCodec === "h264" && (p.pixFmt === "yuv420p" || p.pixFmt === "yuvj420p");
  return {
    video: videoOk ? "copy" : "encode",
    audio: p.audioCodec === null ? "none" : p.audioCodec === "aac" ? "copy" : "encode",
  };
}

/** Reads ffmpeg's `-progress` lines and reports seconds done. */
function progressReader(onSeconds: (s: number) => void) {
  return (line: string) => {
    const m = /^out_time=(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(line);
    if (m) onSeconds(Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
  };
}

export interface TranscodeOptions {
  signal?: AbortSignal;
  /** Source duration, for the percentage. */
  duration: number | null;
  /** 0..100, called as ffmpeg advances (the caller throttles its writes). */
  onProgress?: (percent: number) => void;
}

function reportTo(opts: TranscodeOptions) {
  return progressReader((s) => {
    if (opts.onProgress && opts.duration) opts.onProgress(Math.min(99, Math.floor((s / opts.duration) * 100)));
  });
}

/**
 * The web-playable rendition: MP4 with H.264 video and AAC audio, moov atom first (+faststart)
 * so playback starts before the download ends. Streams already in the right codec are copied.
 */
export async function transcodeVideo(input: string, output: string, plan: RenditionPlan, opts: TranscodeOptions) {
  const video =
    plan.video === "copy"
      ? ["-c:v", "copy"]
      : [
          "-c:v",
          "libx264",
          "-preset",
          "veryfast",
          "-crf",
          "23",
          "-pix_fmt",
          "yuv420p",
          // Even dimensions (4:2:0 needs them), at most 1920 wide.
          "-vf",
          "scale='min(1920,trunc(iw/2)*2)':-2",
        ];
  const audio =
    plan.audio === "none" ? ["-an"] : plan.audio === "copy" ? ["-c:a", "copy"] : ["-c:a", "aac", "-b:a", "128k"];
  await run(
    FFMPEG,
    [
      "-v",
      "error",
      "-nostats",
      "-y",
      "-i",
      input,
      "-map",
      "0:v:0",
      "-map",
      "0:a:0?",
      "-sn",
      ...video,
      ...audio,
      "-movflags",
      "+faststart",
      "-progress",
      "pipe:1",
      "-f",
      "mp4",
      output,
    ],
    { signal: opts.signal, onLine: reportTo(opts), background: true },
  );
}

/** Audio browsers cannot all play (WAV, FLAC, Ogg) becomes AAC in an .m4a with faststart. */
export async function transcodeAudio(input: string, output: string, opts: TranscodeOptions) {
  await run(
    FFMPEG,
    [
      "-v",
      "error",
      "-nostats",
      "-y",
      "-i",
      input,
      "-vn",
      "-c:a",
      "aac",
      "-b:a",
      "128k",
      "-movflags",
      "+faststart",
      "-progress",
      "pipe:1",
      "-f",
      "mp4",
      output,
    ],
    { signal: opts.signal, onLine: reportTo(opts), background: true },
  );
}

/**
 * Whether an MP4/MOV file has its index (moov) before the media data (mdat), so a browser can
 * start playing from the first bytes. Walks the top-level boxes only.
 */
export async function isFastStart(file: string): Promise<boolean> {
  const fh = await open(file, "r");
  try {
    const size = (await fh.stat()).size;
    const head = Buffer.alloc(16);
    let pos = 0;
    while (pos + 8 <= size) {
      await fh.read(head, 0, 16, pos);
      let boxSize = head.readUInt32BE(0);
      const type = head.toString("latin1", 4, 8);
      if (type === "moov") return true;
      if (type === "mdat") return false;
      if (boxSize === 1) boxSize = Number(head.readBigUInt64BE(8));
      else if (boxSize === 0) return false;
      if (boxSize < 8) return false;
      pos += boxSize;
    }
    return false;
  } finally {
    await fh.close();
  }
}

/** LibreOffice for office -> PDF: the configured binary, or soffice / libreoffice on PATH. */
export async function findSoffice(configured?: string): Promise<string | null> {
  const candidates = configured
    ? [configured]
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .flatMap((dir) => [path.join(dir, "soffice"), path.join(dir, "libreoffice")]);
  for (const c of candidates) {
    if (
      await access(c, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return c;
  }
  return null;
}

/**
 * Converts an office document to PDF with LibreOffice (headless, its own profile directory so
 * runs do not share state). Returns the PDF's path inside `outDir`.
 */
export async function convertToPdf(
  soffice: string,
  input: string,
  outDir: string,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string> {
  await run(
    soffice,
    [
      `-env:UserInstallation=file://${path.join(outDir, "profile")}`,
      "--headless",
      "--norestore",
      "--convert-to",
      "pdf",
      "--outdir",
      outDir,
      input,
    ],
    {
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? 180_000,
      background: true,
      env: { ...process.env, HOME: outDir },
    },
  );
  const pdf = path.join(outDir, `${path.basename(input, path.extname(input))}.pdf`);
  if (!(await nonEmpty(pdf))) throw new ToolError("LibreOffice produced no PDF", "");
  return pdf;
}
