import type { ClassroomSettings, LiveHeadUp } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { seesAll } from "./classroom.access.js";
import type { StudentFrameResult } from "./classroom.engines.js";
import type { ClassroomPorts } from "./classroom.ports.js";
import * as q from "./classroom.queries.js";

/**
 * Live classrooms for the patrol wall: every `liveEverySec` one frame of each live in progress
 * (its student camera when it has one) is analysed and only the counts are kept, one row per
 * live. Also the retention purge of sampled frames. Both stop while the school's switch is off.
 */

/** How often the timers look whether work is due (the settings say how often it is). */
const TICK_MS = 10_000;
const PURGE_EVERY_MS = 60 * 60_000;

/** Share of the people seen who show a frontal face (head-up); 0 with nobody. */
export function headUpShare(r: Pick<StudentFrameResult, "faces" | "persons">): number {
  const people = Math.max(r.faces.length, r.persons.length);
  if (!people) return 0;
  return Math.round((r.faces.filter((f) => f.headUp).length / people) * 1000) / 1000;
}

export class ClassroomLive {
  private lastSample = 0;
  private lastPurge = 0;
  private busy = false;

  constructor(
    private readonly db: Db,
    private readonly ports: ClassroomPorts,
    private readonly settings: () => Promise<ClassroomSettings>,
  ) {}

  /** One frame of every live in progress, analysed now (the timer calls it when due). */
  async sampleLives(signal?: AbortSignal): Promise<number> {
    let n = 0;
    for (const live of await this.ports.lives.now()) {
      if (signal?.aborted || live.error) continue;
      try {
        const jpeg = await this.ports.lives.snapshot(live.id, live.streams.includes("student") ? "student" : undefined);
        const r = await this.ports.vision().analyseStudents(jpeg, signal);
        await q.saveLiveFrame(this.db, {
          liveId: live.id,
          faceCount: r.faces.length,
          headUpRate: headUpShare(r),
          at: new Date(),
        });
        n++;
      } catch (err) {
        // One classroom without a picture now must not hold the others back.
        this.ports.log?.(`live classroom ${live.id} frame not analysed`, err);
      }
    }
    return n;
  }

  /** Frames older than the retention period leave storage; the detections stay. */
  async purgeFrames(now = new Date()): Promise<number> {
    const { retentionDays } = await this.settings();
    const before = new Date(now.getTime() - retentionDays * 86_400_000);
    let removed = 0;
    for (;;) {
      const rows = await q.frameKeysBefore(this.db, before);
      if (!rows.length) return removed;
      for (const r of rows) if (r.key) await this.ports.files.storage.remove(r.key).catch(() => {});
      await q.clearFrameKeys(
        this.db,
        rows.map((r) => r.id),
      );
      removed += rows.length;
    }
  }

  async headUp(liveIds: number[], user: Principal): Promise<LiveHeadUp[]> {
    const ids = [...new Set(liveIds)];
    const allowed: number[] = [];
    for (const id of ids) if (seesAll(user) || (await this.ports.lives.mayWatch(id, user))) allowed.push(id);
    const rows = await q.liveFrames(this.db, allowed);
    return rows.map((r) => ({
      liveId: r.liveId,
      faceCount: r.faceCount,
      headUpRate: r.headUpRate,
      at: r.at.toISOString(),
    }));
  }

  /** Starts the timers; returns the stop function. */
  start(): () => void {
    const abort = new AbortController();
    const tick = async () => {
      if (this.busy) return;
      this.busy = true;
      try {
        const s = await this.settings();
        const now = Date.now();
        // The purge runs with the switch off too: frames must not outlive the retention period.
        if (now - this.lastPurge >= PURGE_EVERY_MS) {
          this.lastPurge = now;
          await this.purgeFrames();
        }
        if (s.enabled && s.liveEverySec > 0 && now - this.lastSample >= s.liveEverySec * 1000) {
          this.lastSample = now;
          await this.sampleLives(abort.signal);
        }
      } catch (err) {
        this.ports.log?.("classroom live sampling failed", err);
      } finally {
        this.busy = false;
      }
    };
    const timer = setInterval(() => void tick(), TICK_MS);
    timer.unref();
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }
}
