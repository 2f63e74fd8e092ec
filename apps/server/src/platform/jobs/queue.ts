import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { jobs } from "./job.tables.js";

export type JobRow = typeof jobs.$inferSelect;
/** The db or a transaction handle (enqueue only inserts). */
export type Executor = Pick<Db, "insert">;

export interface JobContext {
  job: JobRow;
  /** Aborted when the worker stops (shutdown): long work (ffmpeg) should end and throw. */
  signal: AbortSignal;
}
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface QueueOptions {
  /** Jobs run at once by start(); 1 suits a 2-core machine with ffmpeg doing the work. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** A running job's lock is refreshed this often... */
  heartbeatMs?: number;
  /** ...and one not refreshed for this long belongs to a dead worker and is run again. */
  staleMs?: number;
  /** Delay before retry n (1-based): base * 4^(n-1), so 30 s, 2 min, 8 min by default. */
  backoffBaseMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * A database-backed job queue. A job is claimed with one atomic UPDATE ... FOR UPDATE SKIP LOCKED
 * statement (several workers or processes never take the same job), run outside any
 * transaction (the embedded database has one connection: ffmpeg must not hold it), then marked
 * done, or queued again with backoff until maxAttempts, then failed.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workerId = `${hostname().slice(0, 30)}:${process.pid}:${randomBytes(4).toString("hex")}`;
  private readonly opts: Required<Omit<QueueOptions, "log">> & Pick<QueueOptions, "log">;
  private running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private abort = new AbortController();
  private wakeUp: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    opts: QueueOptions = {},
  ) {
    this.opts = {
      concurrency: 1,
      pollMs: 2000,
      heartbeatMs: 30_000,
      staleMs: 120_000,
      backoffBaseMs: 30_000,
      ...opts,
    };
  }

  /** Registers the code that runs jobs of `type` (one handler per type). */
  register(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`job handler for ${type} already registered`);
    this.handlers.set(type, handler);
  }

  /** Queues a job; pass a transaction as `exec` to make it part of a larger all-or-nothing write. */
  async enqueue(
    type: string,
    payload: Record<string, unknown>,
    opts: { ownerId?: number | null; maxAttempts?: number; delayMs?: number } = {},
    exec: Executor = this.db,
  ): Promise<number> {
    const [row] = await exec
      .insert(jobs)
      .values({
        type,
        payload,
        ownerId: opts.ownerId ?? null,
        maxAttempts: opts.maxAttempts ?? 3,
        runAt: new Date(Date.now() + (opts.delayMs ?? 0)),
      })
      .returning({ id: jobs.id });
    // A caller inside a transaction has not committed yet; the poll picks it up shortly after.
    if (exec === this.db) this.wake();
    return row?.id as number;
  }

  async get(id: number): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  /**
   * Claims the next due job of a known type, or null. `ignoreDelay` also takes jobs waiting for a
   * retry.
   *
   * Fair per owner: one user queueing a hundred videos must not hold everyone else's back. Each
   * owner's oldest due job is a candidate; the owner with the fewest running jobs goes first,
   * then the one served longest ago (never served first), then the oldest job. Jobs without an
   * owner (system work) count as one owner.
   */
  async claim(ignoreDelay = false): Promise<JobRow | null> {
    const types = [...this.handlers.keys()];
    if (types.length === 0) return null;
    const due = ignoreDelay ? sql`true` : sql`run_at <= now()`;
    const sameOwner = sql`coalesce(r.owner_id, 0) = coalesce(j.owner_id, 0)`;
    const [row] = await this.db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: this.workerId,
        lockedAt: sql`now()`,
        startedAt: sql`clock_timestamp()`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        // Status is checked again on the row itself and by the update: under READ COMMITTED a
        // claimer whose snapshot predates another's commit would otherwise lock the just-claimed
        // row (no longer locked) and run the job a second time.
        sql`${jobs.status} = 'queued' and ${jobs.id} = (
          select j.id from jobs j
          where j.status = 'queued' and j.id in (
            select distinct on (coalesce(owner_id, 0)) id from jobs
            where status = 'queued' and ${due} and type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
            order by coalesce(owner_id, 0), run_at, id
          )
          order by
            (select count(*) from jobs r where ${sameOwner} and r.status = 'running'),
            (select max(r.started_at) from jobs r where ${sameOwner}) nulls first,
            j.run_at, j.id
          for update skip locked
          limit 1
        )`,
      )
      .returning();
    return row ?? null;
  }

  /** Claims and runs one job; false when none was due. */
  async runOne(ignoreDelay = false): Promise<boolean> {
    const job = await this.claim(ignoreDelay);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /**
   * Runs queued jobs one after another until none is left, retries included (their delay is
   * skipped). For tests and the seed; returns how many runs happened.
   */
  async drain(limit = 1000): Promise<number> {
    let n = 0;
    while (n < limit && (await this.runOne(true))) n++;
    return n;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.type);
    const signal = this.abort.signal;
    const beat = setInterval(() => {
      this.db
        .update(jobs)
        .set({ lockedAt: new Date() })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)))
        .catch(() => {});
    }, this.opts.heartbeatMs);
    beat.unref();
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, { job, signal });
      clearInterval(beat);
      await this.db
        .update(jobs)
        .set({ status: "done", lockedBy: null, lockedAt: null, error: null, finishedAt: new Date() })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      clearInterval(beat);
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (signal.aborted) {
        // Stopped by shutdown, not by the job: give the attempt back and run it at the next start.
        await this.db
          .update(jobs)
          .set({ status: "queued", lockedBy: null, lockedAt: null, attempts: Math.max(0, job.attempts - 1) })
          .where(eq(jobs.id, job.id));
        return;
      }
      this.opts.log?.(`job ${job.id} (${job.type}) attempt ${job.attempts} failed`, err);
      const final = job.attempts >= job.maxAttempts;
      await this.db
        .update(jobs)
        .set(
          final
            ? { status: "failed", lockedBy: null, lockedAt: null, error: message, finishedAt: new Date() }
            : {
                status: "queued",
                lockedBy: null,
                lockedAt: null,
                error: message,
                runAt: new Date(Date.now() + this.opts.backoffBaseMs * 4 ** (job.attempts - 1)),
              },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  /** Jobs whose worker died (lock not refreshed in time) go back to the queue. */
  async recoverStale(): Promise<number> {
    const rows = await this.db
      .update(jobs)
      .set({ status: "queued", lockedBy: null, lockedAt: null, runAt: new Date() })
      .where(and(eq(jobs.status, "running"), lt(jobs.lockedAt, new Date(Date.now() - this.opts.staleMs))))
      .returning({ id: jobs.id });
    return rows.length;
  }

  /** Removes finished jobs older than `days` (done and failed), keeping the table small. */
  async purgeFinished(days = 14): Promise<number> {
    const rows = await this.db
      .delete(jobs)
      .where(
        and(inArray(jobs.status, ["done", "failed"]), lt(jobs.finishedAt, new Date(Date.now() - days * 86_400_000))),
      )
      .returning({ id: jobs.id });
    return rows.length;
  }

  /** Starts the polling worker (idempotent). Stale locks are recovered first. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.abort = new AbortController();
    await this.recoverStale().catch((err) => this.opts.log?.("job recovery failed", err));
    void this.loop();
  }

  /** Stops taking jobs, aborts running ones (they are re-queued) and waits for them to settle. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.abort.abort();
    this.wake();
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }

  private wake() {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    let polls = 0;
    while (this.started) {
      try {
        // Now and then, also pick up jobs of workers that died while this one runs.
        if (++polls % 30 === 0) await this.recoverStale();
        while (this.started && this.running.size < this.opts.concurrency) {
          const job = await this.claim();
          if (!job) break;
          const p = this.execute(job)
            .catch((err) => this.opts.log?.(`job ${job.id} bookkeeping failed`, err))
            .finally(() => {
              this.running.delete(p);
              this.wake();
            });
          this.running.add(p);
        }
      } catch (err) {
        this.opts.log?.("job poll failed", err);
      }
      if (!this.started) break;
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        this.timer = setTimeout(resolve, this.opts.pollMs);
        this.timer.unref();
      });
      this.wakeUp = undefined;
    }
  }
}
