import type { ClassroomSettings, LiveHeadUp } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { seesAll } from "./classroom.access.js";
import { PRESENT_PERCENTILE } from "./classroom.aggregate.js";
import type { StudentFrameResult } from "./classroom.engines.js";
import * as lq from "./classroom.live.queries.js";
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

/** Face counts of this many recent frames make a live classroom's baseline. */
export const LIVE_BASELINE_FRAMES = 10;
/** Below this many recent frames there is no baseline yet, and no head-up rate. */
export const LIVE_BASELINE_MIN = 3;

/** The latest frame's people, frontal faces and head count, as the lesson measures count them. */
function countsOf(r: Pick<StudentFrameResult, "faces" | "persons">) {
  const people = Math.max(r.faces.length, r.persons.length);
  return { people, headUp: Math.min(people, r.faces.filter((f) => f.headUp).length), faces: r.faces.length };
}

/**
 * 抬头率 of a live classroom's latest frame. The vision engine sees a person by a frontal face
 * (decision 0053), so one frame alone always reads 100 % whenever anyone is seen. As for a lesson
 * (decision 0052, `presentEstimate`), the people present are read high in the distribution of
 * recent counts — the 90th percentile of the last LIVE_BASELINE_FRAMES frames, the latest included
 * — and everyone present without a frontal face now counts as head-down. Null until there are
 * LIVE_BASELINE_MIN recent frames: two frames are no baseline.
 */
export function liveHeadUpRate(headUp: number, people: number, recent: readonly number[]): number | null {
  if (recent.length < LIVE_BASELINE_MIN) return null;
  const sorted = [...recent].sort((a, b) => a - b);
  const baseline = sorted[Math.min(sorted.length - 1, Math.floor(PRESENT_PERCENTILE * (sorted.length - 1) + 0.5))] ?? 0;
  const present = Math.max(people, baseline);
  return present ? Math.round((headUp / present) * 1000) / 1000 : null;
}

/**
 * Records one analysed frame of a live: its counts join the live's recent counts (the oldest
 * beyond LIVE_BASELINE_FRAMES leave) and the rate is read against them. Row-locked, so two
 * servers sampling the same live do not lose a count.
 */
export function recordLiveFrame(
  db: Db,
  liveId: number,
  r: Pick<StudentFrameResult, "faces" | "persons">,
  at = new Date(),
): Promise<{ faceCount: number; headUpRate: number | null; recentCounts: number[] }> {
  const c = countsOf(r);
  return lq.saveLiveFrame(
    db,
    { liveId, faceCount: c.faces, people: c.people, keep: LIVE_BASELINE_FRAMES, at },
    (recent) => liveHeadUpRate(c.headUp, c.people, recent),
  );
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
        // Counts only: the body model (hands, standing) would cost most of the frame's time for nothing.
        const r = await this.ports.vision().analyseStudents(jpeg, signal, { bodies: false });
        await recordLiveFrame(this.db, live.id, r);
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
    let failures = 0;
    let firstFailure: unknown = null;
    // Pages in id order past every row seen: frames whose file could not be removed keep their key
    // (tried again at the next purge, so a storage outage leaves no orphan file) and never hold
    // back the others.
    for (let afterId = 0; ; ) {
      const rows = await q.frameKeysBefore(this.db, before, afterId);
      if (!rows.length) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      const gone: number[] = [];
      for (const r of rows) {
        try {
          if (r.key) await this.ports.files.storage.remove(r.key);
          gone.push(r.id);
        } catch (err) {
          failures++;
          firstFailure ??= err;
        }
      }
      await q.clearFrameKeys(this.db, gone);
      removed += gone.length;
    }
    if (failures)
      this.ports.log?.(`classroom frame purge: ${failures} frame(s) not removed, retried later`, firstFailure);
    return removed;
  }

  async headUp(liveIds: number[], user: Principal): Promise<LiveHeadUp[]> {
    const ids = [...new Set(liveIds)];
    const allowed: number[] = [];
    for (const id of ids) if (seesAll(user) || (await this.ports.lives.mayWatch(id, user))) allowed.push(id);
    const rows = await lq.liveFrames(this.db, allowed);
    return rows.map((r) => ({
      liveId: r.liveId,
      faceCount: r.faceCount,
      // Rows written before the baseline existed carry a single-frame rate: not shown.
      headUpRate: r.recentCounts.length >= LIVE_BASELINE_MIN ? r.headUpRate : null,
      at: r.at.toISOString(),
    }));
  }

  /**
   * Starts the timers; returns the stop function. `sample` false (an instance with AI_WORKERS=0,
   * which runs no classroom work) keeps only the purge: frames must not outlive the retention
   * period whichever instances run the analyses.
   */
  start(sample = true): () => void {
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
        if (sample && s.enabled && s.liveEverySec > 0 && now - this.lastSample >= s.liveEverySec * 1000) {
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
