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

/** Tasks (running, or finished and not yet read) one caller, or one address, may hold. */
export interface OcrTaskLimits {
  perOwner: number;
  /** A school's NAT address carries many users: well above one owner's share. */
  perAddress: number;
}
export const OCR_TASK_LIMITS: OcrTaskLimits = { perOwner: 5, perAddress: 40 };

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
  address: string;
  state: OcrTaskState;
  at: number;
}

/**
 * The OCR toolbox: a picture in, lines with their boxes out. The synchronous call waits for the
 * worker; the asynchronous one (large pictures) answers a task id at once and is polled.
 */
export class OcrService {
  private readonly tasks = new Map<string, Task>();
  /** Pictures being checked and scaled, not yet handed to the engine. */
  private preparing = 0;

  constructor(
    private readonly engine: OcrEngine,
    private readonly limits: OcrTaskLimits = OCR_TASK_LIMITS,
  ) {}

  /**
   * Checks the queue has room before a picture is decoded (decoding a large one costs hundreds
   * of MB), then prepares it, counted as queued meanwhile.
   */
  private async admit(bytes: Buffer) {
    if (this.engine.load + this.preparing >= this.engine.capacity) throw tooMany("识别任务较多，请稍后再试");
    this.preparing++;
    try {
      return await prepareImage(bytes);
    } finally {
      this.preparing--;
    }
  }

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
    const image = await this.admit(bytes);
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
  async start(owner: string, address: string, bytes: Buffer, all: boolean): Promise<{ ocrGeneralTaskUrl: string }> {
    this.prune();
    if (this.tasks.size >= MAX_TASKS) throw tooMany("识别任务较多，请稍后再试");
    const held = [...this.tasks.values()];
    const mine = held.filter((t) => t.owner === owner);
    if (this.engine.load > 0 && mine.some((t) => t.state.status === "running")) {
      throw tooMany("上一张图片还在识别，请稍候");
    }
    if (mine.length >= this.limits.perOwner) {
      throw tooMany(`识别任务过多：每人最多保留${this.limits.perOwner}个未取回的结果，请先查看已有结果`);
    }
    if (held.filter((t) => t.address === address).length >= this.limits.perAddress) {
      throw tooMany("当前网络的识别任务过多，请稍后再试");
    }
    const image = await this.admit(bytes);
    const id = randomUUID();
    const task: Task = { owner, address, at: Date.now(), state: { status: "running", list: [] } };
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
    // A finished task is answered once, then dropped: its place is free again.
    if (task.state.status !== "running") this.tasks.delete(id);
    return task.state;
  }

  private prune() {
    const now = Date.now();
    for (const [id, t] of this.tasks) if (now - t.at > TASK_TTL_MS) this.tasks.delete(id);
  }
}
