import { Worker } from "node:worker_threads";
import { tooMany } from "../../platform/http/errors.js";

export interface RawLine {
  text: string;
  mean: number;
  /** Four corners [x, y], clockwise from the top left. */
  box: number[][];
}

interface Job {
  id: number;
  path: string;
  resolve(lines: RawLine[]): void;
  reject(err: Error): void;
}

export interface OcrEngineOptions {
  /** Jobs waiting beyond the running one; more are refused with 429. */
  queue: number;
  /** The worker (and its models, about 400 MB) ends after this long without a job. */
  idleMs: number;
  threads: number;
  /** The longer side of the copy text detection runs on (default 960; lines are cut from the full picture). */
  detSide?: number;
}

/**
 * Runs OCR in one worker thread, one image at a time, off the event loop. The worker starts on
 * the first job and exits when idle; a crashed worker fails its job and is replaced on the next.
 */
export class OcrEngine {
  private worker: Worker | null = null;
  private readonly waiting: Job[] = [];
  private current: Job | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private seq = 0;

  constructor(private readonly options: OcrEngineOptions) {}

  /** Jobs running or waiting (tests and the bench read it). */
  get load(): number {
    return this.waiting.length + (this.current ? 1 : 0);
  }

  /** Jobs it holds at most: the running one and those waiting. */
  get capacity(): number {
    return this.options.queue + 1;
  }

  get alive(): boolean {
    return this.worker !== null;
  }

  recognise(path: string): Promise<RawLine[]> {
    if (this.current && this.waiting.length >= this.options.queue) {
      return Promise.reject(tooMany("识别任务较多，请稍后再试"));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: ++this.seq, path, resolve, reject });
      this.next();
    });
  }

  async close() {
    clearTimeout(this.idleTimer);
    for (const job of this.waiting.splice(0)) job.reject(new Error("识别服务已停止"));
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private next() {
    if (this.current) return;
    const job = this.waiting.shift();
    if (!job) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => void this.stopWorker(), this.options.idleMs);
      this.idleTimer.unref();
      return;
    }
    clearTimeout(this.idleTimer);
    this.current = job;
    this.ensureWorker().postMessage({ id: job.id, path: job.path });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL("./ocr.worker.mjs", import.meta.url), {
      workerData: { threads: this.options.threads, detSide: this.options.detSide },
    });
    w.unref();
    w.on("message", (m: { id: number; lines?: RawLine[]; error?: string }) => {
      const job = this.current;
      if (!job || job.id !== m.id) return;
      this.current = null;
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.lines ?? []);
      this.next();
    });
    const fail = (err: Error) => {
      if (this.worker === w) this.worker = null;
      const job = this.current;
      this.current = null;
      job?.reject(err);
      this.next();
    };
    w.on("error", fail);
    w.on("exit", (code) => fail(new Error(`识别进程退出（${code}）`)));
    this.worker = w;
    return w;
  }

  private async stopWorker() {
    if (this.current || this.waiting.length || !this.worker) return;
    const w = this.worker;
    this.worker = null;
    await w.terminate();
  }
}
