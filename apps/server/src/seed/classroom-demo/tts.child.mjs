// Speech synthesis for the demo classroom lessons, run as its own process:
//   node tts.child.mjs < request.json
// request: { "dir": "/tmp/…", "lines": [{ "voice": "cmn", "pitch": 35, "rate": 150, "text": "…" }] }
// It writes <dir>/<index>.pcm (mono signed 16-bit little-endian) per line and prints
// { "sampleRate": 22050, "samples": [n0, n1, …] } on stdout.
//
// eSpeak-NG (@echogarden/espeak-ng-emscripten) is GPL-3.0. It is only ever loaded here, in a
// separate process that the seed spawns with process.execPath and talks to through files and
// stdout: the server's own modules never import it (decision 0055). Plain JavaScript so that the
// same file runs from src/ and next to the built server.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import EspeakInitializer from "@echogarden/espeak-ng-emscripten";

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

async function main() {
  const req = await readStdin();
  const m = await EspeakInitializer();
  const worker = new m.eSpeakNGWorker();
  const samples = [];
  for (const [i, line] of req.lines.entries()) {
    worker.set_voice(line.voice);
    worker.set_pitch(line.pitch);
    worker.set_rate(line.rate);
    const chunks = [];
    worker.synthesize(line.text, (s) => {
      if (s?.length) chunks.push(Int16Array.from(s));
      return 0;
    });
    const total = chunks.reduce((a, c) => a + c.length, 0);
    const pcm = new Int16Array(total);
    let o = 0;
    for (const c of chunks) {
      pcm.set(c, o);
      o += c.length;
    }
    await writeFile(path.join(req.dir, `${i}.pcm`), Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    samples.push(total);
  }
  process.stdout.write(JSON.stringify({ sampleRate: worker.samplerate, samples }));
}

main().catch((err) => {
  process.stderr.write(String(err?.stack ?? err));
  process.exit(1);
});
