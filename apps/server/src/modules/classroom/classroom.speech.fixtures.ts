import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Real synthesized Mandarin speech for audio tests. eSpeak-NG is GPL-3.0 and a dev dependency, so
 * it runs in its own process (classroom.speech.synth.mjs) and is never imported by server code.
 */

export interface SpeechLine {
  text: string;
  /** eSpeak voice: "cmn" (a low teacher voice at pitch ~35) or "cmn+f3" (students, pitch ~85). */
  voice: string;
  /** eSpeak pitch 0–99. */
  pitch: number;
  /** Words per minute (default 160). */
  rate?: number;
  /** When the line starts in the track (seconds). */
  startSec: number;
  /** Loudness factor (default 1). */
  gain?: number;
}

export interface SpeechTrack {
  /** 16 kHz mono s16le PCM, as the pipeline hands it to the audio engine. */
  pcm: Buffer;
  /** Each line's audible span (first to last non-silent sample), in the order given. */
  truth: Array<{ start: number; end: number }>;
}

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "classroom.speech.synth.mjs");

/** A track of `duration` seconds with the lines at their times, optionally with white noise (s16 amplitude). */
export async function synthesizeSpeech(
  lines: SpeechLine[],
  duration: number,
  options: { noise?: number; seed?: number } = {},
): Promise<SpeechTrack> {
  const dir = await mkdtemp(path.join(tmpdir(), "speech-"));
  const out = path.join(dir, "track.pcm");
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [SCRIPT, out], { stdio: ["pipe", "pipe", "pipe"] });
      let text = "";
      let err = "";
      child.stdout.setEncoding("utf8").on("data", (d: string) => {
        text += d;
      });
      child.stderr.setEncoding("utf8").on("data", (d: string) => {
        err += d;
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`speech synthesis failed: ${err}`))));
      child.stdin.end(JSON.stringify({ duration, lines, ...options }));
    });
    return { pcm: await readFile(out), truth: JSON.parse(stdout) as SpeechTrack["truth"] };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
