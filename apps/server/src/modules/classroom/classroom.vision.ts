import { Worker } from "node:worker_threads";
import type { DetectedFace, DetectedPerson } from "@otp/contract";
import { AppError } from "../../platform/http/errors.js";
import { belongsToFace, bodyCrop, cropToFrame, handRaised, type Keypoints, standing } from "./classroom.body.js";
import type { StudentFrameResult, TeacherFrameResult, VisionEngine } from "./classroom.engines.js";
import { MAX_PIXELS, type PreparedFrame, prepareFrame, TEACHER_SIDE, WORK_SIDE } from "./classroom.frame.js";
import {
  type Box,
  centreInside,
  mergeTiles,
  type ScoredBox,
  scaleBox,
  TILE_SIZE,
  type Tile,
  tileLayout,
  wholeFrameTile,
} from "./classroom.tiles.js";

/**
 * The vision engine (decision 0053): BlazeFace on overlapping tiles for faces (head-up), MoveNet
 * Lightning on a crop around each face for hand-raise and standing, MoveNet on the whole frame
 * for the teacher's position. The models run in a small pool of worker threads
 * (classroom.vision.worker.mjs); this side checks and decodes pictures, lays out tiles, merges
 * the tiles' detections and applies the behaviour rules.
 */

export { MAX_PIXELS, type PreparedFrame, prepareFrame, TEACHER_SIDE, WORK_SIDE };

export const FACE_MIN_SCORE = 0.6;
/**
 * In a 480 px tile, BlazeFace ("back" model, made for small faces) also fires on hair, hands and
 * cloth at large scales (scores up to 0.85 on the full-size photos). Faces larger than a quarter
 * of a tile are left to the whole-frame pass, which sees them at 13 px and more of its input.
 */
export const TILE_MAX_FACE = 0.2;
/** Faces scoring below this are looked at again, closer (see faces()). */
export const VERIFY_BELOW = 0.75;
/** Teacher found: at least this many keypoints seen, including a shoulder or a hip. */
const TEACHER_MIN_POINTS = 5;
/**
 * A worker holds about 180 MB (models, WebAssembly memory) and starting one costs about 1.5 s of
 * CPU. Live classrooms are sampled once a minute by default: with a minute of idle time the worker
 * never ended while any live ran; with 15 s it ends between rounds, and a round pays the start.
 */
const IDLE_MS = 15_000;

/* ---------- the worker pool ---------- */

interface Job {
  message: Record<string, unknown>;
  resolve(value: Record<string, unknown>): void;
  reject(err: Error): void;
  signal?: AbortSignal;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  id: number;
}

export interface VisionEngineOptions {
  workers: number;
  maxPixels?: number;
  /** Workers (and their models, about 180 MB each) end after this long without work. */
  idleMs?: number;
  /** Tests only: lets a test crash a worker on purpose. */
  testHooks?: boolean;
}

const crashed = () => new AppError(503, "视觉分析进程异常退出");
const cancelled = () => new AppError(409, "分析已取消");

/**
 * At most `workers` threads, started when work comes and ended after `idleMs` without any. A
 * worker that dies fails the call it was running (the others carry on) and a new one replaces it
 * on the next call: the server's own thread never goes down with it.
 */
class VisionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private seq = 0;
  private closed = false;

  constructor(private readonly options: VisionEngineOptions) {}

  get size(): number {
    return this.slots.length;
  }

  run(message: Record<string, unknown>, signal?: AbortSignal): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new AppError(503, "视觉分析服务已停止"));
    if (signal?.aborted) return Promise.reject(cancelled());
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject, signal });
      this.dispatch();
    });
  }

  async close() {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const job of this.queue.splice(0)) job.reject(new AppError(503, "视觉分析服务已停止"));
    const slots = this.slots.splice(0);
    for (const s of slots) s.job?.reject(new AppError(503, "视觉分析服务已停止"));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private dispatch() {
    clearTimeout(this.idleTimer);
    while (this.queue.length) {
      const job = this.queue[0] as Job;
      if (job.signal?.aborted) {
        this.queue.shift();
        job.reject(cancelled());
        continue;
      }
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < Math.max(1, this.options.workers)) slot = this.spawn();
      if (!slot) break;
      this.queue.shift();
      slot.job = job;
      slot.worker.postMessage({ ...job.message, id: ++this.seq });
      slot.id = this.seq;
    }
    if (!this.queue.length && this.slots.every((s) => !s.job) && this.slots.length) {
      this.idleTimer = setTimeout(() => void this.stopIdle(), this.options.idleMs ?? IDLE_MS);
      this.idleTimer.unref();
    }
  }

  private spawn(): Slot {
    const worker = new Worker(new URL("./classroom.vision.worker.mjs", import.meta.url), {
      workerData: { testHooks: this.options.testHooks === true },
    });
    worker.unref();
    const slot: Slot = { worker, job: null, id: 0 };
    worker.on("message", (m: Record<string, unknown> & { id: number; error?: string }) => {
      const job = slot.job;
      if (!job || m.id !== slot.id) return;
      slot.job = null;
      if (m.error !== undefined) job.reject(new AppError(500, m.error));
      else job.resolve(m);
      this.dispatch();
    });
    const fail = () => {
      const i = this.slots.indexOf(slot);
      if (i < 0) return; // already removed (close, idle stop)
      this.slots.splice(i, 1);
      const job = slot.job;
      slot.job = null;
      job?.reject(crashed());
      if (!this.closed) this.dispatch();
    };
    worker.on("error", fail);
    worker.on("exit", fail);
    this.slots.push(slot);
    return slot;
  }

  private async stopIdle() {
    if (this.queue.length || this.slots.some((s) => s.job)) return;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}

/* ---------- the engine ---------- */

export interface VisionEngineImpl extends VisionEngine {
  /** Threads running now (tests, bench). */
  readonly workerCount: number;
  /** Memory of one worker thread's view of its process (bench). */
  memory(): Promise<{ rss: number; heapUsed: number; external: number; tensors: number }>;
  /** Tests only (with `testHooks`): ends a worker abruptly. */
  crashOne(): Promise<unknown>;
}

export function createVisionEngine(opts: VisionEngineOptions): VisionEngineImpl {
  const pool = new VisionPool(opts);
  const maxPixels = opts.maxPixels ?? MAX_PIXELS;

  async function faces(frame: PreparedFrame, signal?: AbortSignal): Promise<ScoredBox[]> {
    const tiles: Tile[] = [wholeFrameTile(frame.width, frame.height), ...tileLayout(frame.width, frame.height)];
    const r = await pool.run(
      { op: "faces", rgb: frame.rgb, width: frame.width, height: frame.height, tiles, minScore: FACE_MIN_SCORE },
      signal,
    );
    const perTile = (r.tiles as ScoredBox[][]).map((boxes, i) => {
      const tile = tiles[i] as Tile;
      // Each pass keeps the sizes it sees well: the tiles the small faces, the whole frame the
      // large ones (its small boxes are placed up to a face width off, and would double a face).
      const split = TILE_MAX_FACE * TILE_SIZE;
      const keep = (b: ScoredBox) =>
        i === 0 ? Math.max(b.box[2], b.box[3]) > split : Math.max(b.box[2], b.box[3]) <= split;
      return { tile, boxes: boxes.filter(keep) };
    });
    const merged = mergeTiles(perTile, frame.width, frame.height);
    // A second look at the doubtful ones: a square of 4 face widths around the box, so the face
    // fills a quarter of the model's input (its best range). A face is found again; a sleeve or a
    // fold of cloth that scored 0.6–0.7 at a small scale is not.
    const doubtful = merged.filter((f) => f.score < VERIFY_BELOW);
    if (!doubtful.length) return merged;
    const crops = doubtful.map((f) => squareAround(f.box, 4));
    const again = await pool.run(
      { op: "faces", rgb: frame.rgb, width: frame.width, height: frame.height, tiles: crops, minScore: FACE_MIN_SCORE },
      signal,
    );
    const rejected = new Set<ScoredBox>();
    (again.tiles as ScoredBox[][]).forEach((boxes, i) => {
      const side = (crops[i] as Tile).width;
      const seenAgain = boxes.some((b) => centreInside(b.box, [side * 0.375, side * 0.375, side * 0.25, side * 0.25]));
      if (!seenAgain) rejected.add(doubtful[i] as ScoredBox);
    });
    return merged.filter((f) => !rejected.has(f));
  }

  async function bodies(frame: PreparedFrame, crops: Tile[], signal?: AbortSignal): Promise<Keypoints[]> {
    if (!crops.length) return [];
    const r = await pool.run({ op: "bodies", rgb: frame.rgb, width: frame.width, height: frame.height, crops }, signal);
    return (r.bodies as number[][][]).map((points, i) => cropToFrame(points, crops[i] as Tile));
  }

  return {
    get workerCount() {
      return pool.size;
    },

    async analyseStudents(image, signal, opts) {
      const t0 = performance.now();
      const withBodies = opts?.bodies !== false;
      const frame = await prepareFrame(image, maxPixels);
      const found = await faces(frame, signal);
      const boxes = found.map((f) => f.box);
      const kps = withBodies ? await bodies(frame, boxes.map(bodyCrop), signal) : [];
      const k = frame.scale;
      const outFaces: DetectedFace[] = found.map((f) => ({
        box: round(scaleBox(f.box, k)),
        score: f.score,
        headUp: true,
      }));
      const persons: DetectedPerson[] = boxes.map((box, i) => {
        const kp = kps[i];
        if (!kp) return { box: round(scaleBox(box, k)), handUp: false, standing: false };
        const own = belongsToFace(kp, box) ? kp : null;
        return {
          box: round(scaleBox(own ? personBox(box, own) : box, k)),
          handUp: own ? handRaised(own, box) : false,
          standing: standing({ face: box, kp: own }),
        };
      });
      const ms = Math.round(performance.now() - t0);
      return {
        width: frame.sourceWidth,
        height: frame.sourceHeight,
        faces: outFaces,
        persons,
        body: withBodies,
        ms,
      } satisfies StudentFrameResult;
    },

    async locateTeacher(image, signal) {
      const t0 = performance.now();
      const frame = await prepareFrame(image, maxPixels, TEACHER_SIDE);
      const whole = wholeFrameTile(frame.width, frame.height);
      let [kp] = await bodies(frame, [whole], signal);
      let box = kp ? teacherBox(kp) : null;
      if (box) {
        // MoveNet sees the whole frame at 192 px: look again at a square around the person found,
        // which sharpens the keypoints of a teacher far from the camera.
        [kp] = await bodies(frame, [squareAround(box, 1.4)], signal);
        box = (kp ? teacherBox(kp) : null) ?? box;
      }
      const k = frame.scale;
      const result: TeacherFrameResult = {
        width: frame.sourceWidth,
        height: frame.sourceHeight,
        teacher: box
          ? {
              x: clamp01((box[0] + box[2] / 2) / frame.width),
              y: clamp01((box[1] + box[3] / 2) / frame.height),
              box: round(scaleBox(box, k)),
            }
          : null,
        ms: Math.round(performance.now() - t0),
      };
      return result;
    },

    memory() {
      return pool.run({ op: "memory" }).then((r) => r.memory as Awaited<ReturnType<VisionEngineImpl["memory"]>>);
    },

    crashOne() {
      return pool.run({ op: "crash" });
    },

    close() {
      return pool.close();
    },
  };
}

/** A square of `k` times the box's longer side, centred on it. */
function squareAround(box: Box, k: number): Tile {
  const side = k * Math.max(box[2], box[3]);
  return { x: box[0] + box[2] / 2 - side / 2, y: box[1] + box[3] / 2 - side / 2, width: side, height: side };
}

/** The person's extent: the face box joined with the seen keypoints. */
function personBox(face: Box, kp: Keypoints): Box {
  let [x1, y1] = face;
  let x2 = face[0] + face[2];
  let y2 = face[1] + face[3];
  for (const [x, y, s] of kp) {
    if (s < 0.3) continue;
    x1 = Math.min(x1, x);
    y1 = Math.min(y1, y);
    x2 = Math.max(x2, x);
    y2 = Math.max(y2, y);
  }
  return [x1, y1, x2 - x1, y2 - y1];
}

/** The box of a whole-frame MoveNet body, or null when too few keypoints say a person is there. */
function teacherBox(kp: Keypoints): Box | null {
  const pts = kp.filter((p) => p[2] >= 0.3);
  const torso = [5, 6, 11, 12].some((i) => (kp[i]?.[2] ?? 0) >= 0.3);
  if (pts.length < TEACHER_MIN_POINTS || !torso) return null;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x1 = Math.min(...xs);
  const y1 = Math.min(...ys);
  const w = Math.max(...xs) - x1;
  const h = Math.max(...ys) - y1;
  // Keypoints sit inside the body: pad by a tenth so the box covers the head and the limbs.
  const pad = 0.1 * Math.max(w, h);
  return [x1 - pad, y1 - pad, w + 2 * pad, h + 2 * pad];
}

const round = (b: Box): Box => [Math.round(b[0]), Math.round(b[1]), Math.round(b[2]), Math.round(b[3])];
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
