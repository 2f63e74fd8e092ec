import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";
import { CAPTION_LINES } from "./content-texts.js";
import { pool } from "./pool.js";

/**
 * The demo's playable media, made by the bundled ffmpeg at seed time: a few short test-pattern
 * videos with a tone (with stills for knowledge points and WebVTT captions) and two audio clips;
 * without ffmpeg, tiny placeholders that pass the type checks but do not play.
 */

export interface DemoVideo {
  key: string;
  name: string;
  duration: number;
  bytes: Buffer;
  caption: Buffer;
  /** Stills (jpeg) at NOTE_SECONDS, for knowledge-point notes. */
  frames: Buffer[];
}
export interface DemoAudio {
  key: string;
  name: string;
  ext: string;
  duration: number;
  bytes: Buffer;
}
/** Seconds of each demo video at which notes sit (and stills are taken). */
export const NOTE_SECONDS = [6, 17, 28];

interface VideoSpec {
  key: string;
  name: string;
  /** A lavfi video source, with extra options and a filter after it. */
  source: string;
  options?: string;
  filter?: string;
  /** Source size when not 640x360 (scaled up by `filter`). */
  size?: string;
  duration: number;
  tone: number;
}

/** Test patterns move little: 15 frames/s keeps the seed fast and still plays smoothly enough. */
const VIDEO_RATE = 15;

/**
 * Patterns of the bundled ffmpeg's lavfi sources with a tone of their own; the first three have
 * the same length so they can play side by side as one multi-screen resource (教师/学生/课件).
 */
const VIDEOS: VideoSpec[] = [
  { key: "v1", name: "classroom-teacher.mp4", source: "testsrc2", duration: 40, tone: 440 },
  { key: "v2", name: "classroom-students.mp4", source: "smptebars", duration: 40, tone: 523.25 },
  { key: "v3", name: "classroom-slides.mp4", source: "rgbtestsrc", duration: 40, tone: 392 },
  { key: "v4", name: "lesson-counter.mp4", source: "testsrc", duration: 48, tone: 349.23 },
  { key: "v5", name: "lesson-bars.mp4", source: "smptehdbars", filter: "hue=h=t*12", duration: 36, tone: 293.66 },
  {
    key: "v6",
    name: "lesson-automaton.mp4",
    source: "cellauto",
    size: "160x90",
    options: "rule=110",
    filter: "scale=640:360:flags=neighbor",
    duration: 50,
    tone: 659.25,
  },
];

const FONT_CANDIDATES = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
  "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
  "C:/Windows/Fonts/arialbd.ttf",
];

/** Runs ffmpeg; a run that takes longer than `limitMs` is killed (a seed must never hang). */
function run(bin: string, args: string[], limitMs = 600_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), limitMs);
    child.stderr.on("data", (d: Buffer) => {
      err = (err + d.toString()).slice(-2000);
    });
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${signal === "SIGKILL" ? "timed out" : `exit ${code}`}: ${err}`));
    });
  });
}

function vttTime(s: number): string {
  const m = Math.floor(s / 60);
  const sec = s % 60;
  return `00:${String(m).padStart(2, "0")}:${sec.toFixed(3).padStart(6, "0")}`;
}

/** Chinese captions spread over the video, one line every few seconds. */
function captionVtt(duration: number): Buffer {
  const step = duration / CAPTION_LINES.length;
  const cues = CAPTION_LINES.map((line, i) => {
    const start = i * step + 0.5;
    const end = Math.min(duration, (i + 1) * step);
    return `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${line}\n`;
  });
  return Buffer.from(`WEBVTT\n\n${cues.join("\n")}`, "utf8");
}

async function makeVideo(ffmpeg: string, dir: string, v: VideoSpec, font: string | undefined): Promise<DemoVideo> {
  const out = path.join(dir, v.name);
  // A label and a running clock make a seek to ?second=30 visible; only when a font exists.
  const overlay = font
    ? `,drawtext=fontfile='${font}':text='XINGHE DEMO ${v.key.toUpperCase()}':x=16:y=16:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6` +
      `,drawtext=fontfile='${font}':text='%{pts\\:hms}':x=w-tw-16:y=h-th-16:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6`
    : "";
  // One pass makes the video and the stills for knowledge points (frames at NOTE_SECONDS).
  const picks = NOTE_SECONDS.map((s) => `eq(n\\,${s * VIDEO_RATE})`).join("+");
  const graph = `[0:v]format=yuv420p${overlay},split=2[v][s];[s]select='${picks}',scale=320:-2[st]`;
  await run(ffmpeg, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    // Input-side durations end every output of the graph together.
    "-t",
    String(v.duration),
    "-f",
    "lavfi",
    "-i",
    `${v.source}=size=${v.size ?? "640x360"}:rate=${VIDEO_RATE}${v.options ? `:${v.options}` : ""}${v.filter ? `,${v.filter}` : ""}`,
    "-t",
    String(v.duration),
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${v.tone}:beep_factor=4:sample_rate=44100`,
    "-filter_complex",
    graph,
    "-threads",
    "1",
    "-map",
    "[v]",
    "-map",
    "1:a",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-g",
    String(VIDEO_RATE * 2),
    "-c:a",
    "aac",
    "-b:a",
    "64k",
    "-ac",
    "1",
    "-movflags",
    "+faststart",
    out,
    "-map",
    "[st]",
    "-frames:v",
    String(NOTE_SECONDS.length),
    "-vsync",
    "0",
    "-q:v",
    "5",
    path.join(dir, `${v.key}-%d.jpg`),
  ]);
  const frames: Buffer[] = [];
  for (let i = 1; i <= NOTE_SECONDS.length; i++) frames.push(await readFile(path.join(dir, `${v.key}-${i}.jpg`)));
  return {
    key: v.key,
    name: v.name,
    duration: v.duration,
    bytes: await readFile(out),
    caption: captionVtt(v.duration),
    frames,
  };
}

async function makeAudio(ffmpeg: string, dir: string, a: { key: string; ext: string; duration: number }) {
  const out = path.join(dir, `${a.key}.${a.ext}`);
  // A: a slow scale of notes; B: a two-tone chime. Both mono, small.
  const expr =
    a.key === "a1"
      ? "0.3*sin(2*PI*(262*pow(2\\,floor(mod(t\\,8))/12*2))*t)"
      : "0.2*sin(2*PI*440*t)*(0.6+0.4*sin(2*PI*0.5*t))+0.15*sin(2*PI*660*t)";
  await run(ffmpeg, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `aevalsrc=${expr}:s=44100:d=${a.duration}`,
    "-threads",
    "1",
    ...(a.ext === "mp3"
      ? ["-c:a", "libmp3lame", "-b:a", "96k"]
      : ["-c:a", "aac", "-b:a", "96k", "-movflags", "+faststart"]),
    out,
  ]);
  return readFile(out);
}

function fontPath(): string | undefined {
  return FONT_CANDIDATES.find((f) => existsSync(f));
}

export async function playable(real: boolean): Promise<{ videos: DemoVideo[]; audios: DemoAudio[] }> {
  const audioSpecs = [
    { key: "a1", ext: "mp3", duration: 32, name: "listening-scale.mp3" },
    { key: "a2", ext: "m4a", duration: 45, name: "reading-chime.m4a" },
  ];
  let videos: DemoVideo[];
  let audios: DemoAudio[];
  if (!real) {
    const tinyJpeg = Buffer.from(
      "ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9",
      "hex",
    );
    // An ISO BMFF header is enough for type detection; the file does not play.
    const tinyMp4 = Buffer.concat([
      Buffer.from("0000001c667479706d703432000000006d7034326d70343169736f6d", "hex"),
      Buffer.from("00000008667265650000000866726565", "hex"),
    ]);
    // One MPEG-1 layer III frame header: detected as mp3, plays as silence at best.
    const tinyMp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
    videos = VIDEOS.map((v) => ({
      key: v.key,
      name: v.name,
      duration: v.duration,
      bytes: tinyMp4,
      caption: captionVtt(v.duration),
      frames: NOTE_SECONDS.map(() => tinyJpeg),
    }));
    audios = audioSpecs.map((a) => ({ ...a, ext: "mp3", name: a.name.replace(/\.\w+$/, ".mp3"), bytes: tinyMp3 }));
  } else {
    const ffmpeg = ffmpegInstaller.path;
    const dir = await mkdtemp(path.join(tmpdir(), "otp-demo-media-"));
    try {
      const font = fontPath();
      const made = new Map<string, DemoVideo>();
      const audioBytes = new Map<string, Buffer>();
      const jobs: (() => Promise<void>)[] = [
        ...VIDEOS.map((v) => async () => {
          made.set(v.key, await makeVideo(ffmpeg, dir, v, font));
        }),
        ...audioSpecs.map((a) => async () => {
          audioBytes.set(a.key, await makeAudio(ffmpeg, dir, a));
        }),
      ];
      // Two ffmpeg processes at a time, each single-threaded: fits a 2-core machine.
      await pool(jobs, 2, (job) => job());
      videos = VIDEOS.map((v) => made.get(v.key) as DemoVideo);
      audios = audioSpecs.map((a) => ({ ...a, bytes: audioBytes.get(a.key) as Buffer }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { videos, audios };
}
