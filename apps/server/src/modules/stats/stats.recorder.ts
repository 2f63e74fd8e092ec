import type { Db } from "../../platform/db/client.js";
import { chinaDay, terminalOf, type Visit } from "../../platform/visits/visits.js";
import { insertEvents, type NewVisitEvent } from "./stats.queries.js";

const FLUSH_EVERY_MS = 2000;
const FLUSH_AT = 500;

/**
 * The visit sink: events are buffered and appended in one insert every two seconds (or every
 * 500 visits), so counting a visit costs the request nothing but a push onto an array.
 */
export class VisitRecorder {
  private buffer: NewVisitEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: (msg: string, err: unknown) => void = () => {},
  ) {}

  readonly sink = (v: Visit): void => {
    this.buffer.push({
      day: chinaDay(v.at ?? Date.now()),
      kind: v.kind,
      targetId: v.targetId,
      terminal: terminalOf(v.userAgent),
      viewer: v.viewer.slice(0, 64),
    });
    if (this.buffer.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  };

  /** Writes what is buffered (also called on shutdown and by tests). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (!rows.length) return;
      try {
        await insertEvents(this.db, rows);
      } catch (err) {
        this.log(`统计：${rows.length}条访问记录写入失败`, err);
      }
    });
    return this.flushing;
  }
}
