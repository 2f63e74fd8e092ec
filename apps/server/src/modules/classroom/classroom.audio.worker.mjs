// @ts-check
// The audio worker thread of AI classroom analysis: who talks when, from 16 kHz mono s16le PCM.
// Plain JavaScript so the server's build copies it as it is (as the OCR worker); the main thread
// (classroom.audio.ts) starts one per lesson and ends it when done or cancelled. The method and
// its measured accuracy are in docs/decisions/0052-classroom-measures.md:
//   1. WebRTC VAD (@echogarden/fvad-wasm, mode 3) per 30 ms frame, gated by loudness above the
//      recording's own noise floor;
//   2. runs of speech frames merged across gaps < 0.3 s, blips < 0.3 s dropped, 90 ms hangover;
//   3. F0 per frame by normalised autocorrelation (60–400 Hz); a segment with too few voiced
//      frames is noise, not speech;
//   4. segments cut into pieces of at most 2 s, each described by its median F0 (semitones) and
//      loudness (dB); two groups by 2-means when they are clearly apart, the group that talks
//      longest is the teacher (no lapel channel exists in our recordings).
import { parentPort, workerData } from "node:worker_threads";
import fvad from "@echogarden/fvad-wasm";

export const RATE = 16000;
const FRAME = 480; // 30 ms at 16 kHz
const FRAME_SEC = FRAME / RATE;
/** Gaps shorter than this inside speech are merged; speech shorter than this is dropped. */
const MIN_FRAMES = 10; // 0.3 s
const HANGOVER = 3; // 90 ms: the VAD lets go of a word's fading end early
/** Louder than the digital-silence floor (peak |sample|) to be audio at all. */
const SILENT_PEAK = 64;
/** A speech frame is this much louder than the recording's noise floor (10th percentile). */
const ABOVE_FLOOR_DB = 6;
/** Normalised autocorrelation a frame needs to count as voiced. */
const VOICED_R = 0.5;
/** A segment is speech when at least this share of its frames is voiced (noise has almost none). */
const MIN_VOICED_SHARE = 0.2;
const PIECE_FRAMES = 67; // about 2 s
/** Units of the clustering space: this many semitones of F0, or dB of loudness, count as 1. */
const ST_UNIT = 4;
const DB_UNIT = 6;
/** Two groups only when their centres are this far apart (units) and this many pooled spreads. */
const MIN_DISTANCE = 1.5;
const MIN_SEPARATION = 3.5;

/**
 * @typedef {{ start: number, end: number, speaker: "T" | "S" }} Segment
 * @typedef {{ duration: number, hasAudio: boolean, segments: Segment[], method: string,
 *   groups: Array<{ speaker: "T" | "S", f0: number, seconds: number }> }} AudioAnalysis
 */

/** @type {Promise<any> | null} */
let vadModule = null;

/**
 * @param {Int16Array} pcm 16 kHz mono samples of the whole lesson
 * @returns {Promise<AudioAnalysis>}
 */
export async function analysePcm(pcm) {
  const duration = pcm.length / RATE;
  const frames = Math.floor(pcm.length / FRAME);
  let peak = 0;
  for (let i = 0; i < pcm.length; i++) {
    const a = Math.abs(pcm[i] ?? 0);
    if (a > peak) peak = a;
  }
  if (frames === 0 || peak <= SILENT_PEAK) {
    return {
      duration,
      hasAudio: false,
      segments: [],
      groups: [],
      method: "录像没有声音（无音轨或静音），未做师生语音分析。",
    };
  }

  const energy = frameEnergies(pcm, frames);
  const floor = percentile(Array.from(energy), 0.1);
  const vad = await vadFlags(pcm, frames);
  const speech = new Uint8Array(frames);
  for (let f = 0; f < frames; f++) speech[f] = vad[f] === 1 && (energy[f] ?? 0) >= floor + ABOVE_FLOOR_DB ? 1 : 0;

  const runs = smooth(speech);
  const x8 = downsample(pcm);
  const f0 = new Float32Array(frames); // Hz, 0 = unvoiced
  /** @type {Array<{ a: number, b: number }>} */
  const kept = [];
  for (const run of runs) {
    let voiced = 0;
    for (let f = run.a; f < run.b; f++) {
      f0[f] = pitch(x8, f);
      if ((f0[f] ?? 0) > 0) voiced++;
    }
    if (voiced / (run.b - run.a) >= MIN_VOICED_SHARE) kept.push(run);
  }
  if (!kept.length) {
    return { duration, hasAudio: false, segments: [], groups: [], method: "录像中没有检测到人声，未做师生语音分析。" };
  }
  return { duration, hasAudio: true, ...attribute(kept, f0, energy) };
}

/** Loudness per frame in dB of s16 RMS (0 dB = RMS 1). */
function frameEnergies(/** @type {Int16Array} */ pcm, /** @type {number} */ frames) {
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let s = 0;
    for (let i = f * FRAME; i < (f + 1) * FRAME; i++) s += (pcm[i] ?? 0) ** 2;
    out[f] = 10 * Math.log10(s / FRAME + 1);
  }
  return out;
}

/** WebRTC VAD verdict per 30 ms frame (1 speech, 0 not). */
async function vadFlags(/** @type {Int16Array} */ pcm, /** @type {number} */ frames) {
  vadModule ??= fvad();
  const m = await vadModule;
  const inst = m._fvad_new();
  const ptr = m._malloc(FRAME * 2);
  const out = new Uint8Array(frames);
  try {
    m._fvad_set_sample_rate(inst, RATE);
    m._fvad_set_mode(inst, 3);
    for (let f = 0; f < frames; f++) {
      m.HEAP16.set(pcm.subarray(f * FRAME, (f + 1) * FRAME), ptr >> 1);
      out[f] = m._fvad_process(inst, ptr, FRAME) === 1 ? 1 : 0;
    }
  } finally {
    m._free(ptr);
    m._fvad_free(inst);
  }
  return out;
}

/** Speech runs [a, b) in frames: gaps < 0.3 s merged, runs < 0.3 s dropped, a short hangover. */
function smooth(/** @type {Uint8Array} */ speech) {
  /** @type {Array<{ a: number, b: number }>} */
  const runs = [];
  for (let f = 0; f < speech.length; f++) {
    if (!speech[f]) continue;
    const last = runs[runs.length - 1];
    if (last && f - last.b < MIN_FRAMES) last.b = f + 1;
    else runs.push({ a: f, b: f + 1 });
  }
  const kept = runs.filter((r) => r.b - r.a >= MIN_FRAMES);
  kept.forEach((r, i) => {
    const next = kept[i + 1];
    r.b = Math.min(r.b + HANGOVER, next ? next.a : speech.length);
  });
  return kept;
}

/** 16 → 8 kHz by averaging pairs (a crude low-pass; voice F0 is far below 4 kHz). */
function downsample(/** @type {Int16Array} */ pcm) {
  const out = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = ((pcm[2 * i] ?? 0) + (pcm[2 * i + 1] ?? 0)) / 2;
  return out;
}

const W8 = FRAME / 2; // a frame at 8 kHz: 240 samples
const MIN_LAG = 20; // 400 Hz
const MAX_LAG = 133; // 60 Hz

/**
 * F0 of one frame in Hz (0 when unvoiced) by normalised autocorrelation over 240 samples at 8 kHz.
 * The shortest lag within 85 % of the best one wins, which avoids the half-F0 (octave) error.
 */
function pitch(/** @type {Float32Array} */ x, /** @type {number} */ frame) {
  const o = frame * W8;
  if (o + W8 + MAX_LAG > x.length) return 0;
  let e0 = 0;
  for (let i = 0; i < W8; i++) e0 += (x[o + i] ?? 0) ** 2;
  if (e0 <= 0) return 0;
  const r = new Float32Array(MAX_LAG + 1);
  // Energy of the lagged window, slid one sample at a time.
  let el = 0;
  for (let i = 0; i < W8; i++) el += (x[o + MIN_LAG + i] ?? 0) ** 2;
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
    if (lag > MIN_LAG) el += (x[o + lag + W8 - 1] ?? 0) ** 2 - (x[o + lag - 1] ?? 0) ** 2;
    let s = 0;
    for (let i = 0; i < W8; i++) s += (x[o + i] ?? 0) * (x[o + i + lag] ?? 0);
    const v = el > 0 ? s / Math.sqrt(e0 * el) : 0;
    r[lag] = v;
    if (v > best) best = v;
  }
  if (best < VOICED_R) return 0;
  for (let lag = MIN_LAG + 1; lag < MAX_LAG; lag++) {
    const v = r[lag] ?? 0;
    if (v >= 0.85 * best && v >= (r[lag - 1] ?? 0) && v >= (r[lag + 1] ?? 0)) return 8000 / lag;
  }
  return 0;
}

/** The value below which `q` of the values lie. */
function percentile(/** @type {number[]} */ values, /** @type {number} */ q) {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

/**
 * Teacher or student per piece (≤ 2 s) of each segment, then neighbouring pieces of one speaker
 * joined again.
 * @param {Array<{ a: number, b: number }>} runs
 * @param {Float32Array} f0
 * @param {Float32Array} energy
 */
function attribute(runs, f0, energy) {
  /** @type {Array<{ run: number, a: number, b: number, x: number, y: number, voiced: boolean, group: number }>} */
  const pieces = [];
  runs.forEach((run, ri) => {
    const count = Math.ceil((run.b - run.a) / PIECE_FRAMES);
    const len = (run.b - run.a) / count;
    for (let k = 0; k < count; k++) {
      const a = Math.round(run.a + k * len);
      const b = Math.round(run.a + (k + 1) * len);
      const hz = [];
      const db = [];
      for (let f = a; f < b; f++) {
        if ((f0[f] ?? 0) > 0) hz.push(12 * Math.log2((f0[f] ?? 0) / 55));
        db.push(energy[f] ?? 0);
      }
      pieces.push({
        run: ri,
        a,
        b,
        x: hz.length ? percentile(hz, 0.5) : 0,
        y: percentile(db, 0.5),
        voiced: hz.length >= 3,
        group: 0,
      });
    }
  });
  const voiced = pieces.filter((p) => p.voiced);
  const two = twoMeans(voiced);
  for (const p of voiced) p.group = two.assign(p);
  // A piece without enough voiced frames takes the group of the nearest voiced piece of its segment.
  pieces.forEach((p, i) => {
    if (p.voiced) return;
    for (let d = 1; d < pieces.length; d++) {
      const near = [pieces[i - d], pieces[i + d]].find((q) => q && q.run === p.run && q.voiced);
      if (near) {
        p.group = near.group;
        return;
      }
    }
  });
  const seconds = [0, 0];
  for (const p of pieces) seconds[p.group] = (seconds[p.group] ?? 0) + (p.b - p.a) * FRAME_SEC;
  // The teacher talks most in a lesson.
  const teacherGroup = (seconds[1] ?? 0) > (seconds[0] ?? 0) ? 1 : 0;
  /** @type {Segment[]} */
  const segments = [];
  for (const p of pieces) {
    /** @type {"T" | "S"} */
    const speaker = p.group === teacherGroup ? "T" : "S";
    const last = segments[segments.length - 1];
    const start = round(p.a * FRAME_SEC);
    if (last && last.speaker === speaker && Math.abs(last.end - start) < 1e-6) last.end = round(p.b * FRAME_SEC);
    else segments.push({ start, end: round(p.b * FRAME_SEC), speaker });
  }
  const hzOf = (/** @type {number} */ g) => {
    const xs = voiced.filter((p) => p.group === g).map((p) => p.x);
    return xs.length ? Math.round(55 * 2 ** (percentile(xs, 0.5) / 12)) : 0;
  };
  /** @type {AudioAnalysis["groups"]} */
  const groups = [{ speaker: "T", f0: hzOf(teacherGroup), seconds: round(seconds[teacherGroup] ?? 0) }];
  const base =
    "未接入教师领夹麦克风：先用 WebRTC 语音活动检测（每30毫秒一帧）找出说话片段，再按每段（至多2秒）的基频（音高）和响度把声音聚成两组，说话时间最多的一组记为教师、另一组记为学生";
  if (!two.split) {
    return { segments, groups, method: `${base}；本节课只检测到一组声音（约${groups[0]?.f0} Hz），全部记为教师。` };
  }
  groups.push({ speaker: "S", f0: hzOf(1 - teacherGroup), seconds: round(seconds[1 - teacherGroup] ?? 0) });
  return {
    segments,
    groups,
    method: `${base}（本节课教师约${groups[0]?.f0} Hz，学生约${groups[1]?.f0} Hz）。`,
  };
}

const round = (/** @type {number} */ x) => Math.round(x * 1000) / 1000;

/**
 * 2-means over pieces in [F0 / ST_UNIT, dB / DB_UNIT], weighted by length, started from the lowest
 * and the highest F0. `split` is false when the two centres are not clearly apart: both close in
 * absolute terms and compared with the spread inside the groups (a single voice split in two gives
 * centres about 2.7 spreads apart).
 * @param {Array<{ a: number, b: number, x: number, y: number }>} pieces
 */
function twoMeans(pieces) {
  const pt = (/** @type {{ x: number, y: number }} */ p) => [p.x / ST_UNIT, p.y / DB_UNIT];
  if (pieces.length < 2) return { split: false, assign: () => 0 };
  const byF0 = [...pieces].sort((p, q) => p.x - q.x);
  let c = [pt(byF0[0] ?? pieces[0]), pt(byF0[byF0.length - 1] ?? pieces[0])];
  const d2 = (/** @type {number[]} */ u, /** @type {number[]} */ v) =>
    ((u[0] ?? 0) - (v[0] ?? 0)) ** 2 + ((u[1] ?? 0) - (v[1] ?? 0)) ** 2;
  const near = (/** @type {number[]} */ u) => (d2(u, c[0] ?? []) <= d2(u, c[1] ?? []) ? 0 : 1);
  for (let it = 0; it < 50; it++) {
    const sum = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    for (const p of pieces) {
      const u = pt(p);
      const s = sum[near(u)] ?? [0, 0, 0];
      const w = p.b - p.a;
      s[0] = (s[0] ?? 0) + (u[0] ?? 0) * w;
      s[1] = (s[1] ?? 0) + (u[1] ?? 0) * w;
      s[2] = (s[2] ?? 0) + w;
    }
    const next = sum.map((s, g) =>
      (s[2] ?? 0) > 0 ? [(s[0] ?? 0) / (s[2] ?? 1), (s[1] ?? 0) / (s[2] ?? 1)] : (c[g] ?? [0, 0]),
    );
    const moved = next.some((v, g) => d2(v, c[g] ?? []) > 1e-12);
    c = next;
    if (!moved) break;
  }
  let within = 0;
  let weight = 0;
  const counts = [0, 0];
  for (const p of pieces) {
    const u = pt(p);
    const g = near(u);
    counts[g] = (counts[g] ?? 0) + 1;
    within += d2(u, c[g] ?? []) * (p.b - p.a);
    weight += p.b - p.a;
  }
  const distance = Math.sqrt(d2(c[0] ?? [], c[1] ?? []));
  const spread = Math.sqrt(within / Math.max(weight, 1));
  const split = !!counts[0] && !!counts[1] && distance >= MIN_DISTANCE && distance >= MIN_SEPARATION * spread;
  return { split, assign: (/** @type {{ x: number, y: number }} */ p) => (split ? near(pt(p)) : 0) };
}

// As a worker thread: one message { pcm: ArrayBuffer } → { result } or { error }. Only when started
// as the audio worker (a test runner's own worker thread may import this file too).
if (workerData?.classroomAudio)
  parentPort?.on("message", async (/** @type {{ pcm: ArrayBuffer }} */ m) => {
    try {
      parentPort?.postMessage({ result: await analysePcm(new Int16Array(m.pcm)) });
    } catch (err) {
      parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) });
    }
  });
