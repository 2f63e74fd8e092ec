import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classroomAnalyses } from "../../modules/classroom/classroom.tables.js";
import { createVisionEngine } from "../../modules/classroom/classroom.vision.js";
import { lives } from "../../modules/live/live.tables.js";
import { resourceFiles, resources } from "../../modules/resource/resource.tables.js";
import { FFMPEG, probe, run } from "../../platform/media/ffmpeg.js";
import { startTestApp } from "../../test/harness.js";
import { DEMO_LIVE_PROPERTY } from "../demo-lives.js";
import { type LessonMedia, makeLessonMedia } from "./compose.js";
import { startClassroomDemo } from "./index.js";
import type { LessonPlan } from "./lessons.js";
import { SEATS } from "./scene.js";

/**
 * One short demo lesson (about 20 s, both cameras) made the way the first start makes the real
 * ones: the pictures, the speech and the silences must be where the script puts them, since the
 * analysis of the demo lessons only has what this media holds.
 */

const ABSENT = 6;
const DOWN = 10;
const QUIET = 6;
const PLAN: LessonPlan = {
  key: "test-lesson",
  title: "测试课",
  teacher: "teacher",
  brief: "",
  cameras: 2,
  live: true,
  when: { term: "current", week: 1, day: 1, hour: 9 },
  blocks: [
    {
      scene: { absent: 0, down: 0 },
      teacher: "podium",
      items: [["T", "同学们好，今天我们学习分数的加法，请大家看黑板。"]],
    },
    {
      scene: { absent: ABSENT, down: DOWN },
      teacher: "patrol",
      items: [QUIET, ["S", "老师，二分之一加三分之一等于六分之五。"]],
    },
  ],
};

let dir = "";
let media: LessonMedia;

/** Silent stretches [start, end] of a file's audio (ffmpeg silencedetect, −40 dB for 0.4 s). */
async function silences(file: string): Promise<Array<[number, number]>> {
  const { stderr } = await run(FFMPEG, [
    ...["-hide_banner", "-nostats", "-i", file, "-vn", "-af", "silencedetect=noise=-40dB:d=0.4", "-f", "null", "-"],
  ]);
  const out: Array<[number, number]> = [];
  let start: number | null = null;
  for (const line of stderr.split("\n")) {
    const s = /silence_start: ([\d.]+)/.exec(line);
    const e = /silence_end: ([\d.]+)/.exec(line);
    if (s) start = Number(s[1]);
    if (e && start !== null) {
      out.push([start, Number(e[1])]);
      start = null;
    }
  }
  if (start !== null) out.push([start, Infinity]);
  return out;
}

async function frameAt(file: string, t: number): Promise<Buffer> {
  const out = path.join(dir, `frame-${t}.jpg`);
  await run(FFMPEG, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-ss",
    String(t),
    "-i",
    file,
    "-frames:v",
    "1",
    "-q:v",
    "2",
    out,
  ]);
  return readFile(out);
}

describe("a demo classroom lesson", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "classroom-demo-test-"));
    const t0 = Date.now();
    media = await makeLessonMedia(PLAN, dir);
    console.log(`demo lesson of ${media.timeline.duration} s made in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }, 240_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("has a 1080p student camera, a 720p teacher camera and a sound track on both", async () => {
    const student = await probe(media.student);
    expect([student.width, student.height, student.videoCodec, student.audioCodec]).toEqual([
      1920,
      1080,
      "h264",
      "aac",
    ]);
    expect(student.duration).toBeGreaterThan(media.timeline.duration - 1);
    expect(student.duration).toBeLessThan(media.timeline.duration + 1);
    const teacher = await probe(media.teacher as string);
    expect([teacher.width, teacher.height, teacher.audioCodec]).toEqual([1280, 720, "aac"]);
  });

  it("speaks where the script has lines and is silent in the practice pause", async () => {
    const quiet = await silences(media.student);
    const { speech, blocks } = media.timeline;
    expect(speech.map((s) => s.speaker)).toEqual(["T", "S"]);
    for (const line of speech) {
      const mid = (line.start + line.end) / 2;
      // No silence covers the middle of a line, and the line is long enough to be speech.
      expect(quiet.some(([a, b]) => a <= mid && b >= mid)).toBe(false);
      expect(line.end - line.start).toBeGreaterThan(2);
    }
    const pause = blocks[1] as { start: number };
    expect(quiet.some(([a, b]) => a <= pause.start + 0.5 && b >= pause.start + QUIET - 0.5)).toBe(true);
  });

  it("shows the photographed faces: all of the class first, fewer once some are absent or look down", async () => {
    const engine = createVisionEngine({ workers: 1 });
    try {
      const [a, b] = media.timeline.blocks as [{ start: number; end: number }, { start: number; end: number }];
      const full = await engine.analyseStudents(await frameAt(media.student, (a.start + a.end) / 2));
      const fewer = await engine.analyseStudents(await frameAt(media.student, (b.start + b.end) / 2));
      const facing = SEATS.length - ABSENT - DOWN;
      console.log(
        `faces found: ${full.faces.length}/${SEATS.length} seated, then ${fewer.faces.length}/${facing} facing`,
      );
      expect(full.faces.length).toBeGreaterThanOrEqual(Math.floor(0.9 * SEATS.length));
      expect(full.faces.length).toBeLessThanOrEqual(SEATS.length);
      expect(fewer.faces.length).toBeGreaterThanOrEqual(Math.floor(0.9 * facing));
      expect(fewer.faces.length).toBeLessThanOrEqual(facing);
    } finally {
      await engine.close();
    }
  }, 240_000);
});

describe("the first start's demo lessons", () => {
  it("publish the teacher's two-camera recording of an ended live, queue its analysis, and are made once", async () => {
    const t = await startTestApp();
    try {
      const lines: string[] = [];
      const short: LessonPlan = { ...PLAN, key: "test-short", blocks: PLAN.blocks.slice(0, 1) };
      const opts = { log: (l: string) => lines.push(l), lessons: [short] };
      // Without the demo school's content (the harness seeds none) nothing is made.
      await startClassroomDemo(t.db, t.services, opts);
      expect(await t.db.select().from(resources)).toHaveLength(0);

      await t.services.site.saveProperty(DEMO_LIVE_PROPERTY.key, "1", DEMO_LIVE_PROPERTY.file);
      await startClassroomDemo(t.db, t.services, opts);
      const made = await t.db.select().from(resources);
      expect(made, lines.join("\n")).toHaveLength(1);
      const [res] = made as [(typeof made)[number]];
      expect(res.type).toBe("MULTISCREEN");
      const files = await t.db.select().from(resourceFiles).where(eq(resourceFiles.resourceId, res.id));
      expect(files.map((f) => f.label).sort()).toEqual(["学生画面", "教师画面"].sort());
      const [live] = await t.db.select().from(lives).where(eq(lives.recordingResourceId, res.id));
      expect(live?.streams).toEqual(["teacher", "student"]);
      const queued = await t.db.select().from(classroomAnalyses).where(eq(classroomAnalyses.resourceId, res.id));
      expect(queued.map((a) => [a.source, a.status])).toEqual([["live", "queued"]]);

      // A second start finds the lesson made and analysed (queued): nothing more.
      await startClassroomDemo(t.db, t.services, opts);
      expect(await t.db.select().from(resources)).toHaveLength(1);
      expect(await t.db.select().from(classroomAnalyses)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 240_000);
});
