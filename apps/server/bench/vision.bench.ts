/**
 * npm run bench:vision — the vision engine (decision 0053) on the labelled set: face recall and
 * false positives per picture, hand-raise and standing against the labels, milliseconds per tiled
 * 1080p frame and per teacher frame (wall and process CPU), worker memory, and the projected time
 * for a 45-minute lesson at the default sampling (student every 10 s with body keypoints every
 * 20 s, teacher every 2 s).
 *
 *   npm run bench:vision            one worker (AI_WORKERS=1)
 *   BENCH_WORKERS=2 npm run bench:vision
 */
import sharp from "sharp";
import type { StudentFrameResult } from "../src/modules/classroom/classroom.engines.js";
import {
  composeMosaic,
  type LabelledPerson,
  loadLabels,
  photoBytes,
  scoreFaces,
} from "../src/modules/classroom/classroom.vision.fixtures.js";
import { createVisionEngine } from "../src/modules/classroom/classroom.vision.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const engine = createVisionEngine({ workers: WORKERS });

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const c0 = cpu();
  const t0 = performance.now();
  const value = await f();
  return { value, wall: performance.now() - t0, cpu: cpu() - c0 };
}

const behaviour = {
  handTP: 0,
  handFP: 0,
  handFN: 0,
  handTN: 0,
  standTP: 0,
  standFP: 0,
  standFN: 0,
  standTN: 0,
  unlabelled: 0,
};
function scoreBehaviour(r: StudentFrameResult, people: LabelledPerson[], match: number[]) {
  people.forEach((p, i) => {
    const j = match[i] ?? -1;
    if (j < 0) return;
    const got = r.persons[j];
    if (!got) return;
    if (p.handUp) got.handUp ? behaviour.handTP++ : behaviour.handFN++;
    else got.handUp ? behaviour.handFP++ : behaviour.handTN++;
    if (p.standing === null) behaviour.unlabelled++;
    else if (p.standing) got.standing ? behaviour.standTP++ : behaviour.standFN++;
    else got.standing ? behaviour.standFP++ : behaviour.standTN++;
  });
}

console.log(`vision bench: ${WORKERS} worker(s), ${ROUNDS} rounds on the 1080p mosaic`);
await engine.analyseStudents(photoBytes("sample6.jpg")); // model load and kernel set-up

console.log("\naccuracy (frontal faces found / labelled, false positives):");
let truth = 0;
let found = 0;
let fps = 0;
for (const photo of loadLabels()) {
  const r = await engine.analyseStudents(photoBytes(photo.file));
  const s = scoreFaces(
    r.faces.map((f) => f.box),
    photo.people,
  );
  scoreBehaviour(r, photo.people, s.match);
  truth += s.truth;
  found += s.found;
  fps += s.falsePositives;
  console.log(`  ${photo.file.padEnd(14)} ${s.found}/${s.truth}  FP ${s.falsePositives}`);
}
const mosaics = [await composeMosaic(3, 2), await composeMosaic(4, 3), await composeMosaic(5, 4)];
for (const m of mosaics) {
  const r = await engine.analyseStudents(m.jpeg);
  const s = scoreFaces(
    r.faces.map((f) => f.box),
    m.people,
  );
  truth += s.truth;
  found += s.found;
  fps += s.falsePositives;
  const sizes = r.faces.map((f) => f.box[2]);
  console.log(
    `  ${m.name.padEnd(14)} ${s.found}/${s.truth}  FP ${s.falsePositives}  (boxes ${Math.min(...sizes)}–${Math.max(...sizes)} px)`,
  );
}
console.log(
  `  total          ${found}/${truth} = ${((100 * found) / truth).toFixed(1)} % recall, ${fps} false positive(s)`,
);
const b = behaviour;
console.log(
  `\nbehaviour on the six photos (people whose face was found):\n` +
    `  hand raised: ${b.handTP} of ${b.handTP + b.handFN} labelled raised found, ${b.handFP} false alarm(s) among ${b.handFP + b.handTN} not raised\n` +
    `  standing:    ${b.standTP} of ${b.standTP + b.standFN} standing found, ${b.standFP} seated called standing of ${b.standFP + b.standTN}; ${b.unlabelled} unlabelled`,
);

const classroom = mosaics[1] as (typeof mosaics)[number];
console.log("\nspeed (wall ms under the current load; CPU = the whole process, mostly the worker):");
const student: number[] = [];
const studentCpu: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const t = await timed(() => engine.analyseStudents(classroom.jpeg));
  student.push(t.wall);
  studentCpu.push(t.cpu);
}
const faceOnly: number[] = [];
const faceOnlyCpu: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const t = await timed(() => engine.analyseStudents(classroom.jpeg, undefined, { bodies: false }));
  faceOnly.push(t.wall);
  faceOnlyCpu.push(t.cpu);
}
const teacherFrame = await sharp(classroom.jpeg).toBuffer();
const teacher: number[] = [];
const teacherCpu: number[] = [];
for (let i = 0; i < ROUNDS * 3; i++) {
  const t = await timed(() => engine.locateTeacher(teacherFrame));
  teacher.push(t.wall);
  teacherCpu.push(t.cpu);
}
const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)] ?? 0;
const sMs = median(student);
const sCpu = median(studentCpu);
const tMs = median(teacher);
const tCpu = median(teacherCpu);
const fMs = median(faceOnly);
const fCpu = median(faceOnlyCpu);
console.log(
  `  student frame (1080p, 44 faces, 16 tiles + checks + MoveNet per face): ${sMs.toFixed(0)} ms wall, ${sCpu.toFixed(0)} ms CPU`,
);
console.log(
  `  student frame without body keypoints (faces and head-up only): ${fMs.toFixed(0)} ms wall, ${fCpu.toFixed(0)} ms CPU`,
);
console.log(`  teacher frame (640 px, MoveNet ×2): ${tMs.toFixed(0)} ms wall, ${tCpu.toFixed(0)} ms CPU`);

const mem = await engine.memory();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `\nmemory: process RSS ${mb(mem.rss)} (server thread + ${WORKERS} worker(s)), worker heap ${mb(mem.heapUsed)}, external (WASM, tensors) ${mb(mem.external)}, ${mem.tensors} tensors held`,
);

// 45 minutes: 270 student frames (every 10 s; body keypoints on every other one, bodyEverySec 20)
// and 1350 teacher frames (every 2 s), spread over the workers; CPU time is the figure that does
// not depend on the machine's other load.
const lesson = (s: number, f: number, t: number) => (135 * s + 135 * f + 1350 * t) / WORKERS / 60_000;
console.log(
  `\n45-minute lesson at the default sampling, ${WORKERS} worker(s): ${lesson(sCpu, fCpu, tCpu).toFixed(1)} min by CPU, ` +
    `${lesson(sMs, fMs, tMs).toFixed(1)} min by wall time now (aim ≤ 10 min; with bodies on every frame ` +
    `${lesson(sCpu, sCpu, tCpu).toFixed(1)} min by CPU; frame extraction by ffmpeg not included, it runs beside the worker)`,
);
await engine.close();
