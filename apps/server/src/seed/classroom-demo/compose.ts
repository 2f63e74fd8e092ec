import { writeFile } from "node:fs/promises";
import path from "node:path";
import { FFMPEG, run } from "../../platform/media/ffmpeg.js";
import { makeTrack, type Timeline } from "./audio.js";
import type { LessonPlan } from "./lessons.js";
import {
  type ClassState,
  podiumPictures,
  rng,
  SEATS,
  STUDENT_SIZE,
  shuffled,
  studentPicture,
  TEACHER_SIZE,
  teacherCutout,
} from "./scene.js";

/**
 * One demo lesson's media, made by the bundled ffmpeg: the synthesized sound track, the student
 * camera (a new picture of the class about every 10 s, following the script's blocks: who is
 * absent, who looks down) and, for two-camera lessons, the teacher camera (the teacher moves
 * along the podium, or walks away from it in "patrol" blocks, by overlay time expressions).
 * 5 frames a second keeps encoding cheap; the analysis samples far more sparsely anyway.
 */

const FPS = 5;
/** About how long one student-camera picture stays (seconds). */
const PICTURE_SECONDS = 10;

export interface LessonMedia {
  student: string;
  teacher: string | null;
  timeline: Timeline;
}

/**
 * One encoder thread: x264's frame threads (1.5 per core) each hold frames of their own; for a
 * 1080p student camera one thread peaked at 180 MB instead of 245 MB, and encoded these still
 * pictures at 5 frames a second no slower on 2 cores (the analysis of the lessons already made
 * runs beside it).
 */
const encode = (still: boolean) => [
  ...["-c:v", "libx264", "-preset", "veryfast", ...(still ? ["-tune", "stillimage"] : []), "-threads", "1"],
  ...["-crf", "30", "-g", String(FPS * 10), "-pix_fmt", "yuv420p", "-r", String(FPS)],
  ...["-c:a", "aac", "-b:a", "64k", "-ar", "44100", "-movflags", "+faststart"],
];

/** The class as the student camera sees it through the lesson: one picture per ~10 s. */
async function studentCamera(
  plan: LessonPlan,
  timeline: Timeline,
  files: { dir: string; wav: string; out: string },
  classSize: number,
) {
  const { dir, wav, out } = files;
  const seed = [...plan.key].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) >>> 0;
  // A class smaller than the room leaves the back seats free (SEATS run from the back row).
  const seatIds = SEATS.map((_, k) => k).slice(Math.max(0, SEATS.length - classSize));
  // The same students are missing all lesson long (they stay away, or come in late).
  const absentOrder = shuffled(seatIds, rng(seed));
  const list: string[] = [];
  let n = 0;
  const room = SEATS.map((_, k) => k);
  for (const [b, block] of plan.blocks.entries()) {
    const span = timeline.blocks[b] as { start: number; end: number };
    const pictures = Math.max(1, Math.round((span.end - span.start) / PICTURE_SECONDS));
    const absent = new Set([...room.filter((k) => !seatIds.includes(k)), ...absentOrder.slice(0, block.scene.absent)]);
    const present = room.filter((k) => !absent.has(k));
    for (let i = 0; i < pictures; i++) {
      // Who looks down changes from picture to picture; how many follows the script.
      const down = new Set(shuffled(present, rng(seed + 1000 * b + i)).slice(0, block.scene.down));
      const state: ClassState = { absent, down, jitter: seed + 7919 * n };
      const file = path.join(dir, `student-${String(n++).padStart(3, "0")}.jpg`);
      await writeFile(file, await studentPicture(state));
      const from = span.start + ((span.end - span.start) * i) / pictures;
      const to = span.start + ((span.end - span.start) * (i + 1)) / pictures;
      list.push(`file '${file}'`, `duration ${(to - from).toFixed(3)}`);
    }
  }
  // The concat demuxer ignores the last entry's duration unless the file is listed once more.
  list.push(list.at(-2) as string);
  const listFile = path.join(dir, "student.txt");
  await writeFile(listFile, `${list.join("\n")}\n`);
  await run(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "concat", "-safe", "0", "-i", listFile, "-i", wav],
      // The fps filter repeats each picture until the next one; output -r alone would drop the
      // last picture's stretch (one frame, then the video ends while the audio goes on).
      ...[
        "-map",
        "0:v",
        "-map",
        "1:a",
        "-vf",
        `fps=${FPS},scale=${STUDENT_SIZE.width}:${STUDENT_SIZE.height},format=yuv420p`,
      ],
      ...encode(true),
      ...["-t", String(timeline.duration), out],
    ],
    { background: true, timeoutMs: 15 * 60_000 },
  );
}

/** The teacher's x (overlay left edge) over time: a slow sway at the podium, walks in patrol blocks. */
export function teacherPathExpr(plan: LessonPlan, timeline: Timeline, cutoutWidth: number): string {
  const podium = 480 - cutoutWidth / 2;
  const reach = TEACHER_SIZE.width - 180 - cutoutWidth / 2 - podium;
  const walks = plan.blocks
    .map((b, i) => ({ b, span: timeline.blocks[i] as { start: number; end: number } }))
    .filter((x) => x.b.teacher === "patrol")
    .map(({ span: { start: a, end: z } }) => {
      const d = Math.max(1, z - a).toFixed(2);
      return `between(t,${a.toFixed(2)},${z.toFixed(2)})*${reach.toFixed(0)}*(1-cos(2*PI*(t-${a.toFixed(2)})/${d}))/2`;
    });
  return [podium.toFixed(0), "30*sin(t/4)", ...walks].join("+");
}

async function teacherCamera(plan: LessonPlan, timeline: Timeline, dir: string, wav: string, out: string) {
  const { room, podium } = podiumPictures();
  const cutout = await teacherCutout(500);
  const { default: sharp } = await import("sharp");
  const cutoutWidth = (await sharp(cutout).metadata()).width ?? 200;
  const files = {
    room: path.join(dir, "room.png"),
    podium: path.join(dir, "podium.png"),
    who: path.join(dir, "teacher.png"),
  };
  await writeFile(files.room, await sharp(room).png().toBuffer());
  await writeFile(files.podium, await sharp(podium).png().toBuffer());
  await writeFile(files.who, cutout);
  const loop = (f: string) => ["-loop", "1", "-framerate", String(FPS), "-i", f];
  const x = teacherPathExpr(plan, timeline, cutoutWidth);
  await run(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...loop(files.room),
      ...loop(files.who),
      ...loop(files.podium),
      ...["-i", wav],
      "-filter_complex",
      `[0][1]overlay=x='${x}':y=${TEACHER_SIZE.height - 560}:eval=frame[a];[a][2]overlay=0:0,format=yuv420p[v]`,
      ...["-map", "[v]", "-map", "3:a"],
      ...encode(false),
      ...["-t", String(timeline.duration), out],
    ],
    { background: true, timeoutMs: 15 * 60_000 },
  );
}

/**
 * Makes the lesson's files in `dir` (a scratch folder the caller removes). `classSize`: the
 * students the class list expects (the room has SEATS.length seats; fewer leave back seats free).
 */
export async function makeLessonMedia(plan: LessonPlan, dir: string, classSize = SEATS.length): Promise<LessonMedia> {
  const wav = path.join(dir, "track.wav");
  const timeline = await makeTrack(plan, wav);
  const student = path.join(dir, "student.mp4");
  await studentCamera(plan, timeline, { dir, wav, out: student }, classSize);
  let teacher: string | null = null;
  if (plan.cameras === 2) {
    teacher = path.join(dir, "teacher.mp4");
    await teacherCamera(plan, timeline, dir, wav, teacher);
  }
  return { student, teacher, timeline };
}
