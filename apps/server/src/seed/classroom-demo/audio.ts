import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type LessonPlan, VOICES } from "./lessons.js";

/**
 * The demo lessons' sound track: every line of a lesson script synthesized by eSpeak-NG in a
 * child process (tts.child.mjs, GPL-3.0, never loaded into the server: decision 0055), then laid
 * end to end with pauses and the script's silences into one mono WAV.
 */

/** Pause after a line when the same person goes on, and when the other side answers. */
const SAME_SPEAKER_GAP = 0.7;
const TURN_GAP = 1.2;
const LEAD_IN = 1.0;
const TAIL = 2.0;

export interface Timeline {
  duration: number;
  /** Where each block of the script starts and ends (seconds), in order. */
  blocks: Array<{ start: number; end: number }>;
  /** Every spoken line (seconds). */
  speech: Array<{ start: number; end: number; speaker: "T" | "S" }>;
}

/**
 * The child script sits next to this file in src/; the built server (dist/) has no copy of it, so
 * it is found from the server package in both cases: dist/seed/classroom-demo and
 * src/seed/classroom-demo are both three levels under apps/server.
 */
function childScript(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, "tts.child.mjs");
  if (existsSync(beside)) return beside;
  return path.resolve(here, "../../../src/seed/classroom-demo/tts.child.mjs");
}

interface Line {
  voice: string;
  pitch: number;
  rate: number;
  text: string;
}

/** Synthesizes the lines in one child process; resolves with 16-bit PCM per line. */
async function synthesize(lines: Line[]): Promise<{ sampleRate: number; pcm: Int16Array[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), "classroom-tts-"));
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [childScript()], { stdio: ["pipe", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (d: string) => {
        stdout += d;
      });
      child.stderr.setEncoding("utf8").on("data", (d: string) => {
        stderr = (stderr + d).slice(-2000);
      });
      child.on("error", reject);
      child.on("close", (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`speech synthesis exited ${code}: ${stderr}`)),
      );
      child.stdin.end(JSON.stringify({ dir, lines }));
    });
    const { sampleRate, samples } = JSON.parse(out) as { sampleRate: number; samples: number[] };
    const pcm: Int16Array[] = [];
    for (let i = 0; i < samples.length; i++) {
      const buf = await readFile(path.join(dir, `${i}.pcm`));
      // Copied: a Buffer from readFile may share a pool and start at an odd offset.
      pcm.push(new Int16Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)));
    }
    return { sampleRate, pcm };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function wavHeader(sampleRate: number, samples: number): Buffer {
  const h = Buffer.alloc(44);
  h.write("RIFF", 0);
  h.writeUInt32LE(36 + samples * 2, 4);
  h.write("WAVE", 8);
  h.write("fmt ", 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36);
  h.writeUInt32LE(samples * 2, 40);
  return h;
}

/** The lesson's spoken lines with their voices; students take turns among three voices. */
function linesOf(plan: LessonPlan): Line[] {
  const lines: Line[] = [];
  let student = 0;
  for (const b of plan.blocks)
    for (const item of b.items) {
      if (typeof item === "number") continue;
      const [who, text] = item;
      // Students take turns among three voices, so answers do not all sound alike.
      const v = who === "T" ? VOICES.T : VOICES.S[student++ % VOICES.S.length];
      if (!v) continue;
      lines.push({ ...v, text });
    }
  return lines;
}

/** Lays the lesson's synthesized lines (in script order) end to end with pauses and silences. */
function layout(plan: LessonPlan, pcm: Int16Array[], sampleRate: number): { timeline: Timeline; track: Int16Array } {
  const timeline: Timeline = { duration: 0, blocks: [], speech: [] };
  const placed: Array<{ at: number; pcm: Int16Array }> = [];
  let t = LEAD_IN;
  let k = 0;
  const flat = plan.blocks.flatMap((b) => b.items);
  let index = 0;
  for (const b of plan.blocks) {
    const start = timeline.blocks.length ? t : 0;
    for (const item of b.items) {
      index++;
      if (typeof item === "number") {
        t += item;
        continue;
      }
      const clip = pcm[k++] as Int16Array;
      const len = clip.length / sampleRate;
      placed.push({ at: t, pcm: clip });
      timeline.speech.push({ start: t, end: t + len, speaker: item[0] });
      const next = flat.slice(index).find((x) => typeof x !== "number");
      t += len + (next && typeof next !== "number" && next[0] === item[0] ? SAME_SPEAKER_GAP : TURN_GAP);
    }
    timeline.blocks.push({ start, end: t });
  }
  timeline.duration = Math.ceil(t + TAIL);
  const last = timeline.blocks.at(-1);
  if (last) last.end = timeline.duration;

  const total = Math.round(timeline.duration * sampleRate);
  const track = new Int16Array(total);
  for (const p of placed)
    track.set(p.pcm.subarray(0, total - Math.round(p.at * sampleRate)), Math.round(p.at * sampleRate));
  return { timeline, track };
}

/** Writes the lesson's track to `wavFile` and says where every block and line fell. */
export async function makeTrack(plan: LessonPlan, wavFile: string): Promise<Timeline> {
  const { sampleRate, pcm } = await synthesize(linesOf(plan));
  const { timeline, track } = layout(plan, pcm, sampleRate);
  await writeFile(wavFile, Buffer.concat([wavHeader(sampleRate, track.length), Buffer.from(track.buffer)]));
  return timeline;
}

/**
 * Where the lines of several lessons fall, with one synthesis process for all of them and no
 * file written: how long the lessons are, for the tests and the cost estimate.
 */
export async function timelines(plans: LessonPlan[]): Promise<Timeline[]> {
  const lines = plans.map(linesOf);
  const { sampleRate, pcm } = await synthesize(lines.flat());
  let from = 0;
  return plans.map((plan, i) => {
    const clips = pcm.slice(from, from + (lines[i]?.length ?? 0));
    from += clips.length;
    return layout(plan, clips, sampleRate).timeline;
  });
}
