// Test-only speech synthesis: eSpeak-NG (GPL-3.0, a dev dependency) run in its own process so it is
// never linked into server code. Reads a JSON script on stdin:
//   { duration, noise?, seed?, lines: [{ text, voice, pitch, rate?, startSec, gain? }] }
// writes 16 kHz mono s16le PCM of `duration` seconds to the path in argv[2], and prints on stdout
// the JSON truth: each line's audible span { start, end } (its first and last non-silent sample),
// in the order given.
import { writeFileSync } from "node:fs";
import EspeakInitializer from "@echogarden/espeak-ng-emscripten";

const RATE = 16000;
const input = JSON.parse(
  await new Promise((resolve) => {
    let s = "";
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (d) => {
      s += d;
    });
    process.stdin.on("end", () => resolve(s));
  }),
);

const m = await EspeakInitializer({ print() {}, printErr() {} });
const worker = new m.eSpeakNGWorker();
const srcRate = worker.samplerate;

function say(voice, pitch, rate, text) {
  worker.set_voice(voice);
  worker.set_pitch(pitch);
  worker.set_rate(rate);
  const chunks = [];
  worker.synthesize(text, (samples) => {
    if (samples?.length) chunks.push(Float64Array.from(samples));
    return 0;
  });
  const out = new Float64Array(chunks.reduce((a, c) => a + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** 22,050 → 16,000 Hz: a 9-tap moving average (low-pass) then linear interpolation. */
function resample(x) {
  const smooth = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) {
    let s = 0;
    let n = 0;
    for (let k = -1; k <= 1; k++) {
      const j = i + k;
      if (j >= 0 && j < x.length) {
        s += x[j];
        n++;
      }
    }
    smooth[i] = s / n;
  }
  const n = Math.floor((x.length * RATE) / srcRate);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = (i * srcRate) / RATE;
    const a = Math.floor(p);
    const f = p - a;
    y[i] = (smooth[a] ?? 0) * (1 - f) + (smooth[a + 1] ?? 0) * f;
  }
  return y;
}

const total = Math.round(input.duration * RATE);
const mix = new Float64Array(total);
const truth = [];
for (const line of input.lines) {
  const y = resample(say(line.voice, line.pitch, line.rate ?? 160, line.text));
  const gain = line.gain ?? 1;
  const at = Math.round(line.startSec * RATE);
  let first = -1;
  let last = -1;
  for (let i = 0; i < y.length && at + i < total; i++) {
    mix[at + i] += y[i] * gain;
    if (Math.abs(y[i] * gain) > 300) {
      if (first < 0) first = i;
      last = i;
    }
  }
  truth.push({ start: (at + Math.max(first, 0)) / RATE, end: (at + Math.max(last, 0)) / RATE });
}
// Optional white noise (amplitude in s16 units), from a seeded generator so runs repeat.
if (input.noise) {
  let s = input.seed ?? 1;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  for (let i = 0; i < total; i++) mix[i] += (rnd() * 2 - 1) * input.noise;
}
const pcm = Buffer.alloc(total * 2);
for (let i = 0; i < total; i++) pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(mix[i]))), i * 2);
writeFileSync(process.argv[2], pcm);
process.stdout.write(JSON.stringify(truth));
