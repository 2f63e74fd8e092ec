import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { OcrLine, OcrTaskState } from "@otp/contract";
import { AppError, forbidden, notFound, tooMany } from "../../platform/http/errors.js";
import type { OcrEngine, RawLine } from "./ocr.engine.js";
import { prepareImage } from "./ocr.image.js";

/** Lines recognised with less confidence than this are left out unless `all` is asked for. */
const MIN_CONFIDENCE = 0.5;
const TASK_TTL_MS = 10 * 60_000;
const MAX_TASKS = 200;

/** A raw line's box as SPEC §3 positionInfo, in the uploaded picture's pixels. */
export function toLine(l: RawLine, scale: number): OcrLine {
  const xs = l.box.map((p) => p[0] ?? 0);
  const ys = l.box.map((p) => p[1] ?? 0);
  const left = xs.length ? Math.min(...xs) : 0;
  const top = ys.length ? Math.min(...ys) : 0;
  const right = xs.length ? Math.max(...xs) : 0;
  const bottom = ys.length ? Math.max(...ys) : 0;
  return {
    words: l.text,
    positionInfo: {
      width: Math.round((right - left) * scale),
      height: Math.round((bottom - top) * scale),
      rectLeft: Math.round(left * scale),
      rectTop: Math.round(top * scale),
    },
    confidence: Math.round(l.mean * 1000) / 1000,
  };
}

interface Task {
  owner: string;
  state: OcrTaskState;
  at: number;
}

/**
 * The OCR toolbox: a picture in, lines with their boxes out. The synchronous call waits for the
 * worker; the asynchronous one (large pictures) answers a task id at once and is polled.
 */
export class OcrService {
  private readonly tasks = new Map<string, Task>();

  constructor(private readonly engine: OcrEngine) {}

  /** Ends the worker (server shutdown). */
  close() {
    return this.engine.close();
  }

  /** The text lines of a picture file (slides of videos, read by the keyframe jobs). */
  async readFile(file: string): Promise<string[]> {
    const raw = await this.engine.recognise(file);
    return raw.filter((l) => l.text.trim() && l.mean >= MIN_CONFIDENCE).map((l) => l.text.trim());
  }

  async detect(bytes: Buffer, all: boolean): Promise<OcrLine[]> {
    const image = await prepareImage(bytes);
    try {
      const raw = await this.engine.recognise(image.file).catch((err: unknown) => {
        if (err instanceof AppError) throw err;
        throw new AppError(500, "图片识别失败，请稍后再试");
      });
      return raw.filter((l) => l.text.trim() && (all || l.mean >= MIN_CONFIDENCE)).map((l) => toLine(l, image.scale));
    } finally {
      await rm(image.file, { force: true });
    }
  }

  /** Starts recognition in the background; the picture is checked before the task exists. */
  async start(owner: string, bytes: Buffer, all: boolean): Promise<{ ocrGeneralTaskUrl: string }> {
    this.prune();
    if (this.tasks.size >= MAX_TASKS) throw tooMany("识别任务较多，请稍后再试");
    if (
      this.engine.load > 0 &&
      [...this.tasks.values()].some((t) => t.owner === owner && t.state.status === "running")
    ) {
      throw tooMany("上一张图片还在识别，请稍候");
    }
    const image = await prepareImage(bytes);
    const id = randomUUID();
    const task: Task = { owner, at: Date.now(), state: { status: "running", list: [] } };
    this.tasks.set(id, task);
    void this.engine
      .recognise(image.file)
      .then((raw) => {
        task.state = {
          status: "done",
          list: raw
            .filter((l) => l.text.trim() && (all || l.mean >= MIN_CONFIDENCE))
            .map((l) => toLine(l, image.scale)),
        };
      })
      .catch((err: unknown) => {
        task.state = { status: "failed", list: [], msg: err instanceof AppError ? err.message : "图片识别失败" };
      })
      .finally(() => rm(image.file, { force: true }));
    return { ocrGeneralTaskUrl: id };
  }

  result(owner: string, id: string): OcrTaskState {
    this.prune();
    const task = this.tasks.get(id);
    if (!task) throw notFound("识别任务不存在或已过期");
    if (task.owner !== owner) throw forbidden("只能查看自己的识别任务");
    return task.state;
  }

  private prune() {
    const now = Date.now();
    for (const [id, t] of this.tasks) if (now - t.at > TASK_TTL_MS) this.tasks.delete(id);
  }
}
