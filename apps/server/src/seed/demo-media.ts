import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";
import ExcelJS from "exceljs";
import { CAPTION_LINES, CHAPTER_BANK, SUBJECT_COLORS, SUBJECT_EN } from "./content-data.js";
import { buildPdf } from "./pdf.js";
import { renderPng } from "./png.js";
import { buildZip } from "./zip.js";

/**
 * Real, playable demo media made at seed time: a few short test-pattern videos with a tone,
 * two audio clips, WebVTT captions, frames for knowledge-point pictures, PDFs, spreadsheets,
 * text, zip packs and pictures. Many resources reuse the same few files.
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
export interface DemoDoc {
  key: string;
  name: string;
  bytes: Buffer;
}
export interface DemoMedia {
  videos: DemoVideo[];
  audios: DemoAudio[];
  /** One PDF per subject (keyed by subject). */
  pdfs: Map<string, DemoDoc>;
  xlsx: DemoDoc[];
  txt: DemoDoc[];
  zip: DemoDoc[];
  /** Pictures for PICTURE resources (png diagrams). */
  pictures: DemoDoc[];
  /** Course/resource covers per subject (png). */
  covers: Map<string, Buffer>;
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

/** Runs tasks with at most `limit` at a time (ffmpeg processes on a small machine). */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function vttTime(s: number): string {
  const m = Math.floor(s / 60);
  const sec = s % 60;
  return `00:${String(m).padStart(2, "0")}:${sec.toFixed(3).padStart(6, "0")}`;
}

/** Chinese captions spread over the video, one line every few seconds. */
export function captionVtt(duration: number): Buffer {
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

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((a[i] as number) * (1 - t) + (b[i] as number) * t)) as Rgb;

/** A 16:9 cover: the subject's gradient with a soft motif that differs by subject. */
export function coverPng(subject: string, width = 480, height = 270): Buffer {
  const [from, to] = SUBJECT_COLORS[subject] ?? [
    [22, 119, 255],
    [114, 46, 209],
  ];
  const seed = [...subject].reduce((n, c) => n + (c.codePointAt(0) ?? 0), 0);
  const motif = seed % 4;
  return renderPng(width, height, (x, y) => {
    let px = mix(from, to, (x / width) * 0.6 + (y / height) * 0.4);
    const u = x / width;
    const v = y / height;
    let glow = 0;
    if (motif === 0) glow = Math.max(0, 1 - Math.hypot(u - 0.78, v - 0.35) / 0.3) * 0.25;
    else if (motif === 1) glow = Math.abs(Math.sin(u * 18 + Math.sin(v * 6) * 2)) > 0.97 ? 0.18 : 0;
    else if (motif === 2) glow = (Math.floor(u * 16) + Math.floor(v * 9)) % 2 === 0 && u > 0.55 ? 0.07 : 0;
    else glow = Math.abs(v - 0.6 - 0.15 * Math.sin(u * 9)) < 0.012 ? 0.3 : 0;
    const ring = Math.abs(Math.hypot(u - 0.85, v - 0.8) - 0.25) < 0.01 ? 0.2 : 0;
    px = mix(px, [255, 255, 255], Math.min(0.5, glow + ring));
    return px;
  });
}

/** Distance from point p to segment ab. */
function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Picture resources: a mind map, a chart, a geometry figure, a cell, a colour wheel, a contour map. */
function pictures(): DemoDoc[] {
  const W = 960;
  const H = 540;
  const bg: Rgb = [250, 250, 252];
  const nodes = [
    [480, 270, 60],
    [220, 120, 38],
    [740, 120, 38],
    [200, 420, 38],
    [760, 420, 38],
    [480, 70, 30],
    [480, 470, 30],
  ] as const;
  const palette: Rgb[] = [
    [22, 119, 255],
    [114, 46, 209],
    [82, 196, 26],
    [250, 140, 22],
    [235, 47, 150],
    [19, 194, 194],
    [245, 34, 45],
  ];
  const defs: { name: string; pixel: (x: number, y: number) => Rgb }[] = [
    {
      name: "mind-map.png",
      pixel: (x, y) => {
        for (const [i, [cx, cy, r]] of nodes.entries()) {
          if (Math.hypot(x - cx, y - cy) < r) return palette[i % palette.length] as Rgb;
        }
        for (const [cx, cy] of nodes.slice(1)) if (segDist(x, y, 480, 270, cx, cy) < 2.5) return [120, 130, 150];
        return bg;
      },
    },
    {
      name: "bar-chart.png",
      pixel: (x, y) => {
        if ((x === 80 || y === 480) && x >= 80 && y <= 480 && y >= 60) return [60, 60, 70];
        const bars = [62, 78, 45, 90, 70, 55, 84];
        const i = Math.floor((x - 100) / 115);
        if (i >= 0 && i < bars.length && (x - 100) % 115 < 70) {
          const h = ((bars[i] as number) / 100) * 400;
          if (y > 480 - h && y < 480) return palette[i] as Rgb;
        }
        if (y < 480 && y > 60 && (480 - y) % 80 === 0) return [225, 228, 235];
        return bg;
      },
    },
    {
      name: "geometry.png",
      pixel: (x, y) => {
        const tri = [
          [250, 460],
          [710, 460],
          [420, 120],
        ] as const;
        for (let k = 0; k < 3; k++) {
          const a = tri[k] as readonly [number, number];
          const b = tri[(k + 1) % 3] as readonly [number, number];
          if (segDist(x, y, a[0], a[1], b[0], b[1]) < 2.5) return [22, 119, 255];
        }
        if (Math.abs(Math.hypot(x - 456, y - 330) - 130) < 2) return [245, 34, 45];
        if (segDist(x, y, 420, 120, 420, 460) < 1.5 && Math.floor(y / 8) % 2 === 0) return [114, 46, 209];
        return (x % 40 === 0 || y % 40 === 0) && x > 20 ? [236, 238, 244] : bg;
      },
    },
    {
      name: "cell.png",
      pixel: (x, y) => {
        const e = ((x - 480) / 380) ** 2 + ((y - 270) / 220) ** 2;
        if (e > 1) return bg;
        if (e > 0.93) return [56, 158, 13];
        if (Math.hypot(x - 520, y - 250) < 60) return [114, 46, 209];
        for (const [cx, cy] of [
          [300, 200],
          [330, 340],
          [650, 360],
          [680, 190],
          [420, 400],
        ] as const) {
          if (((x - cx) / 48) ** 2 + ((y - cy) / 22) ** 2 < 1) return [82, 196, 26];
        }
        return [217, 247, 190];
      },
    },
    {
      name: "colour-wheel.png",
      pixel: (x, y) => {
        const d = Math.hypot(x - 480, y - 270);
        if (d > 240 || d < 70) return bg;
        const a = (Math.atan2(y - 270, x - 480) / (2 * Math.PI) + 1) % 1;
        const k = Math.floor(a * 12);
        const hue = (k / 12) * 6;
        const c = 1 - Math.abs((hue % 2) - 1);
        const rgb: [number, number, number][] = [
          [1, c, 0],
          [c, 1, 0],
          [0, 1, c],
          [0, c, 1],
          [c, 0, 1],
          [1, 0, c],
        ];
        const [r, g, b] = rgb[Math.floor(hue) % 6] as [number, number, number];
        const light = d > 170 ? 0.25 : 0;
        return [r, g, b].map((v) => Math.round((v + (1 - v) * light) * 255)) as Rgb;
      },
    },
    {
      name: "contour-map.png",
      pixel: (x, y) => {
        const h =
          Math.sin(x / 110) * Math.cos(y / 90) +
          0.6 * Math.sin((x + y) / 170) +
          0.4 * Math.cos(Math.hypot(x - 600, y - 200) / 60);
        const level = Math.floor((h + 2) * 4);
        const frac = (h + 2) * 4 - level;
        if (frac < 0.06) return [120, 90, 50];
        const t = level / 16;
        return h < -0.6 ? [120, 180, 230] : mix([200, 230, 170], [210, 170, 110], t);
      },
    },
  ];
  return defs.map((d, i) => ({ key: `p${i + 1}`, name: d.name, bytes: renderPng(W, H, d.pixel) }));
}

const LOREM = [
  "This handout accompanies the lesson video. Read the learning objectives first, then work through the examples while pausing the video at each step.",
  "Key ideas are introduced with a short real-life situation, followed by a precise definition, worked examples and common mistakes to avoid.",
  "Practice: complete the exercises on the next page individually, then compare your answers with a partner and explain your reasoning.",
  "Reflection: write down one question you still have and bring it to the next class discussion.",
];

/** A multi-page handout of a subject (ASCII text; the Chinese title goes into the document information). */
export function handoutPdf(subject: string, title: string): Buffer {
  const en = SUBJECT_EN[subject] ?? "General";
  const chapters = Object.keys(CHAPTER_BANK[subject] ?? {}).length;
  const pages = [
    {
      heading: `${en}: Lesson Handout`,
      paragraphs: [
        `Course material of the ${en} teaching group, Xinghe Experimental Middle School. ${chapters} chapters are covered this term.`,
        ...LOREM,
      ],
      chart: {
        caption: "Figure 1. Average score of the last five unit tests (%)",
        bars: ["Unit 1", "Unit 2", "Unit 3", "Unit 4", "Unit 5"].map((label, i) => ({
          label,
          value: 62 + ((i * 7 + en.length * 3) % 30),
        })),
      },
    },
    {
      heading: "Worked Examples",
      paragraphs: [
        "Example 1. Identify what is given and what is asked. Draw a diagram before writing any formula.",
        "Example 2. Compare two methods of solution and decide which one is shorter. Check the units of the result.",
        "Example 3. Explain the result in your own words in one or two sentences.",
        "Tip: most mistakes come from skipping the first step. Write the known quantities down in a table.",
      ],
    },
    {
      heading: "Exercises",
      paragraphs: [
        "1. Summarise the main idea of this lesson in no more than fifty words.",
        "2. Solve the three practice problems in your workbook and show all steps.",
        "3. Design a short experiment or example that demonstrates the key idea, and describe what you expect to observe.",
        "4. Challenge: find an application of this topic in everyday life and prepare a two-minute presentation.",
      ],
      chart: {
        caption: "Figure 2. Time spent on each part of the lesson (minutes)",
        bars: [
          { label: "Intro", value: 15 },
          { label: "Concepts", value: 45 },
          { label: "Examples", value: 60 },
          { label: "Practice", value: 50 },
          { label: "Summary", value: 20 },
        ],
      },
    },
  ];
  return buildPdf({ title, header: `Xinghe Experimental Middle School | ${en}`, pages });
}

function subjectPdf(subject: string): DemoDoc {
  return { key: `pdf-${subject}`, name: `${subject}学案.pdf`, bytes: handoutPdf(subject, `${subject}学案`) };
}

async function workbooks(): Promise<DemoDoc[]> {
  const out: DemoDoc[] = [];
  // Lab data record.
  {
    const wb = new ExcelJS.Workbook();
    wb.creator = "星河实验中学";
    const ws = wb.addWorksheet("实验数据");
    ws.columns = [
      { header: "组别", key: "g", width: 10 },
      { header: "物体重力G/N", key: "w", width: 16 },
      { header: "浸没时示数F/N", key: "f", width: 18 },
      { header: "浮力F浮/N", key: "b", width: 14 },
      { header: "排开液体重力G排/N", key: "d", width: 22 },
    ];
    for (let i = 1; i <= 8; i++) {
      const w = 2 + i * 0.5;
      const f = w - (0.8 + i * 0.15);
      const row = ws.addRow({ g: `第${i}组`, w, f, d: Number((w - f + ((i % 3) - 1) * 0.02).toFixed(2)) });
      row.getCell("b").value = { formula: `B${row.number}-C${row.number}` };
    }
    ws.getRow(1).font = { bold: true };
    out.push({ key: "x1", name: "实验数据记录表.xlsx", bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
  }
  // Class score analysis with formulas.
  {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("成绩统计");
    ws.columns = [
      { header: "学号", key: "no", width: 10 },
      { header: "姓名", key: "name", width: 10 },
      { header: "第一单元", key: "u1", width: 10 },
      { header: "第二单元", key: "u2", width: 10 },
      { header: "第三单元", key: "u3", width: 10 },
      { header: "平均分", key: "avg", width: 10 },
    ];
    const names = ["王子涵", "李思远", "张雨桐", "刘浩然", "陈佳琪", "杨博文", "赵一诺", "黄梓轩", "周语嫣", "吴明哲"];
    for (const [i, name] of names.entries()) {
      const row = ws.addRow({
        no: `2026${String(i + 1).padStart(3, "0")}`,
        name,
        u1: 70 + ((i * 7) % 28),
        u2: 68 + ((i * 11) % 30),
        u3: 72 + ((i * 5) % 26),
      });
      row.getCell("avg").value = { formula: `ROUND(AVERAGE(C${row.number}:E${row.number}),1)` };
    }
    const total = ws.addRow({ name: "班级平均" });
    for (const col of ["C", "D", "E", "F"]) {
      ws.getCell(`${col}${total.number}`).value = { formula: `ROUND(AVERAGE(${col}2:${col}${total.number - 1}),1)` };
    }
    ws.getRow(1).font = { bold: true };
    out.push({ key: "x2", name: "单元测验成绩统计.xlsx", bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
  }
  // Teaching schedule.
  {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("教学进度");
    ws.columns = [
      { header: "周次", key: "w", width: 8 },
      { header: "教学内容", key: "c", width: 30 },
      { header: "课时", key: "h", width: 8 },
      { header: "作业与活动", key: "a", width: 30 },
    ];
    const items = [
      "课程导入与学情调查",
      "第一章 新授",
      "第一章 实验探究",
      "第一章 复习与测验",
      "第二章 新授",
      "第二章 习题课",
      "期中复习",
      "期中考试与讲评",
    ];
    for (const [i, c] of items.entries())
      ws.addRow({ w: i + 1, c, h: i % 3 === 2 ? 3 : 4, a: i % 2 ? "完成学案练习" : "小组合作探究" });
    ws.getRow(1).font = { bold: true };
    out.push({ key: "x3", name: "教学进度安排表.xlsx", bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
  }
  return out;
}

function texts(): DemoDoc[] {
  const design = [
    "【教学设计】",
    "一、教学目标",
    "1. 知识与技能：理解本节课的核心概念，能运用所学知识解决简单问题。",
    "2. 过程与方法：经历观察、猜想、实验、归纳的探究过程。",
    "3. 情感态度与价值观：体会学科知识与生活的联系，养成严谨求实的态度。",
    "",
    "二、教学重难点",
    "重点：核心概念的建立与应用。",
    "难点：在新情境中灵活运用所学规律。",
    "",
    "三、教学过程",
    "（一）情境导入（5分钟）：播放微课片段，提出问题。",
    "（二）新知探究（20分钟）：分组实验，记录数据，交流结论。",
    "（三）例题精讲（10分钟）：典型例题分析，总结解题步骤。",
    "（四）课堂练习（7分钟）：分层练习，及时反馈。",
    "（五）课堂小结（3分钟）：学生自主总结，教师补充。",
    "",
    "四、板书设计",
    "见配套图片资源《板书设计》。",
  ].join("\n");
  const reading = [
    "【拓展阅读】",
    "",
    "科学家们常说，好的问题比好的答案更重要。历史上许多重要的发现，都源于对日常现象的仔细观察和不断追问。",
    "阅读本材料时，请思考：文中的科学家是如何提出问题、设计实验并得出结论的？如果是你，会怎样改进实验？",
    "",
    "阅读后请完成：",
    "1. 用自己的话概括材料的主要内容（不超过100字）。",
    "2. 找出材料中体现科学方法的三个句子。",
    "3. 写一段简短的读后感。",
  ].join("\n");
  const exercises = [
    "【课后习题】",
    "",
    "一、选择题",
    "1. 下列说法中正确的是（  ）",
    "   A. ……    B. ……    C. ……    D. ……",
    "2. 关于本节课的实验，下列操作规范的是（  ）",
    "",
    "二、填空题",
    "3. 本节课的核心规律可以表述为：________________。",
    "",
    "三、解答题",
    "4. 请结合生活实例，说明本节知识的一个应用，并给出简要分析。",
    "",
    "参考答案见下一课时学案。",
  ].join("\n");
  return [
    { key: "t1", name: "教学设计.txt", bytes: Buffer.from(design, "utf8") },
    { key: "t2", name: "拓展阅读材料.txt", bytes: Buffer.from(reading, "utf8") },
    { key: "t3", name: "课后习题.txt", bytes: Buffer.from(exercises, "utf8") },
  ];
}

function fontPath(): string | undefined {
  return FONT_CANDIDATES.find((f) => existsSync(f));
}

/**
 * Makes every demo file. With `media: false` (tests) no ffmpeg runs: videos and audio are tiny
 * placeholders that pass the type checks but do not play.
 */
export async function generateDemoMedia(opts: { media?: boolean } = {}): Promise<DemoMedia> {
  // ffmpeg runs in child processes: start it first, then draw pictures and write documents here.
  const playing = playable(opts.media !== false);
  playing.catch(() => {});
  const subjects = Object.keys(CHAPTER_BANK);
  const xlsx = await workbooks();
  const txt = texts();
  const pdfs = new Map(subjects.map((s) => [s, subjectPdf(s)]));
  const pics = pictures();
  const covers = new Map(subjects.map((s) => [s, coverPng(s)]));
  const zip: DemoDoc[] = [
    {
      key: "z1",
      name: "课程资料包.zip",
      bytes: buildZip([
        { name: "教学设计.txt", data: (txt[0] as DemoDoc).bytes },
        { name: "课后习题.txt", data: (txt[2] as DemoDoc).bytes },
        { name: "学案.pdf", data: (pdfs.get("物理") as DemoDoc).bytes },
      ]),
    },
    {
      key: "z2",
      name: "实验素材包.zip",
      bytes: buildZip([
        { name: "实验数据记录表.xlsx", data: (xlsx[0] as DemoDoc).bytes },
        { name: "图片/思维导图.png", data: (pics[0] as DemoDoc).bytes },
        { name: "图片/数据图表.png", data: (pics[1] as DemoDoc).bytes },
      ]),
    },
  ];

  const { videos, audios } = await playing;
  return { videos, audios, pdfs, xlsx, txt, zip, pictures: pics, covers };
}

async function playable(real: boolean): Promise<{ videos: DemoVideo[]; audios: DemoAudio[] }> {
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
