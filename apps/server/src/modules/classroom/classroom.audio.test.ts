import type { AudioSegment, Speaker } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { createAudioEngine } from "./classroom.audio.js";
import { type SpeechLine, synthesizeSpeech } from "./classroom.speech.fixtures.js";

/**
 * The audio engine on real synthesized Mandarin (eSpeak-NG, in a child process): a low teacher
 * voice and higher student voices alternating with silences at known times.
 */

const T = (text: string, startSec: number): SpeechLine => ({ text, voice: "cmn", pitch: 35, rate: 150, startSec });
const S = (text: string, startSec: number, voice = "cmn+f3", pitch = 85): SpeechLine => ({
  text,
  voice,
  pitch,
  rate: 175,
  startSec,
});

const LESSON: Array<{ line: SpeechLine; speaker: Speaker }> = [
  { line: T("同学们好，今天我们学习分数的加法。请大家先看黑板上的这道题。", 1), speaker: "T" },
  { line: S("老师，二分之一加三分之一等于六分之五。", 11), speaker: "S" },
  { line: T("很好，你是怎么想的？", 17), speaker: "T" },
  { line: S("先把分母变成六，再把分子加起来。", 21, "cmn+f2", 80), speaker: "S" },
  { line: T("非常正确。下面我们来看第二道题，请同学们自己练习。", 27), speaker: "T" },
  // 35–48 s: the class practises in silence.
  { line: S("老师，这道题我不会做。", 48, "cmn+f3", 90), speaker: "S" },
  { line: T("没关系，我们一起来看。分母不同的时候，要先找最小公倍数。", 53), speaker: "T" },
];
const DURATION = 72;

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
const talk = (spans: Array<{ start: number; end: number }>) => spans.reduce((s, x) => s + x.end - x.start, 0);

/** Boundaries, attribution and silence of the detected segments against the synthesized truth. */
function score(segments: AudioSegment[], truth: Array<{ start: number; end: number; speaker: Speaker }>) {
  let worstBoundary = 0;
  let right = 0;
  for (const line of truth) {
    const hit = segments.filter((s) => overlap(s, line) > 0);
    expect(hit.length, `a segment at ${line.start}s`).toBeGreaterThan(0);
    const start = Math.min(...hit.map((s) => s.start));
    const end = Math.max(...hit.map((s) => s.end));
    worstBoundary = Math.max(worstBoundary, Math.abs(start - line.start), Math.abs(end - line.end));
    right += hit.filter((s) => s.speaker === line.speaker).reduce((a, s) => a + overlap(s, line), 0);
  }
  // Speech found where there was none (beyond the boundary tolerance).
  const stray = segments.filter(
    (s) => !truth.some((line) => overlap(s, { start: line.start - 0.5, end: line.end + 0.5 }) > 0),
  );
  const truthTalk = talk(truth);
  return {
    worstBoundary,
    attribution: right / truthTalk,
    stray,
    silenceError: Math.abs((DURATION - talk(segments)) / DURATION - (DURATION - truthTalk) / DURATION),
  };
}

describe("audio engine", () => {
  const engine = createAudioEngine();

  it.each([
    ["clean", 0],
    ["with white noise", 400],
  ])("finds who talks when in a synthesized lesson (%s)", async (_name, noise) => {
    const track = await synthesizeSpeech(
      LESSON.map((x) => x.line),
      DURATION,
      { noise, seed: 7 },
    );
    const truth = track.truth.map((span, i) => ({ ...span, speaker: LESSON[i]?.speaker ?? "T" }));
    const r = await engine.analyse(track.pcm);
    expect(r.hasAudio).toBe(true);
    expect(r.duration).toBeCloseTo(DURATION, 3);
    const m = score(r.segments, truth);
    expect(m.worstBoundary).toBeLessThanOrEqual(0.5);
    expect(m.attribution).toBeGreaterThanOrEqual(0.9);
    expect(m.stray).toEqual([]);
    expect(m.silenceError).toBeLessThanOrEqual(0.05);
    expect(r.method).toMatch(/基频/);
    // Segments are in time order and do not overlap.
    r.segments.forEach((s, i) => {
      expect(s.end).toBeGreaterThan(s.start);
      if (i) expect(s.start).toBeGreaterThanOrEqual(r.segments[i - 1]?.end ?? 0);
    });
  });

  it("one voice only: everything is the teacher", async () => {
    const track = await synthesizeSpeech(
      [T("同学们好，今天我们复习上节课的内容。", 0.5), T("请打开课本第十页。", 8)],
      14,
    );
    const r = await engine.analyse(track.pcm);
    expect(r.hasAudio).toBe(true);
    expect(r.segments.length).toBeGreaterThan(0);
    expect(r.segments.every((s) => s.speaker === "T")).toBe(true);
    expect(r.method).toMatch(/只检测到一组声音/);
  });

  it("digital silence and white noise have no speech", async () => {
    const silence = Buffer.alloc(16000 * 2 * 20);
    const zeros = await engine.analyse(silence);
    expect(zeros).toMatchObject({ hasAudio: false, segments: [], duration: 20 });
    // A buffer owning its memory is handed to the worker, not copied: a long lesson's PCM is held once.
    expect(silence.buffer.byteLength).toBe(0);
    // A slice of a larger buffer is copied, and stays readable for the caller.
    const whole = Buffer.alloc(16000 * 2 * 4, 0);
    const part = whole.subarray(16000 * 2);
    expect((await engine.analyse(part)).duration).toBe(3);
    expect(part.length).toBe(16000 * 2 * 3);
    const noise = await synthesizeSpeech([], 20, { noise: 3000, seed: 3 });
    const r = await engine.analyse(noise.pcm);
    expect(r).toMatchObject({ hasAudio: false, segments: [] });
    expect(r.method).toMatch(/没有检测到人声/);
    expect(await engine.analyse(Buffer.alloc(0))).toMatchObject({ hasAudio: false, duration: 0 });
  });

  it("a cancelled analysis stops", async () => {
    const ac = new AbortController();
    const run = engine.analyse(Buffer.alloc(16000 * 2 * 600, 1), ac.signal);
    ac.abort(new Error("任务已取消"));
    await expect(run).rejects.toThrow("任务已取消");
    const pre = new AbortController();
    pre.abort();
    await expect(engine.analyse(Buffer.alloc(100), pre.signal)).rejects.toThrow();
  });
});
