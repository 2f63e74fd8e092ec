import { randomUUID } from "node:crypto";
import type { Cache } from "../cache/index.js";

/** Names this process in the claims it holds (read when looking at the cache by hand). */
const INSTANCE = randomUUID();

/**
 * Claims this period's run of the work `name` for this instance: true for the first instance to
 * ask within a period, false for the others. The claim lapses a little before the period ends, so
 * each instance's next tick may claim the next period; it is never released early (a run ending
 * quickly must not let another instance run the same work again in the same period).
 *
 * While Redis is away the cache answers from each process: every instance then runs the work, as a
 * single instance would; the work given here must bear that (purges, an incremental rollup).
 */
export function claimPeriod(cache: Pick<Cache, "setIfAbsent">, name: string, everyMs: number): Promise<boolean> {
  const ttlSeconds = Math.max(1, Math.floor((everyMs * 0.9) / 1000));
  return cache.setIfAbsent(`once:${name}`, INSTANCE, ttlSeconds);
}

/**
 * Runs `fn` every `everyMs` on one instance of those sharing `cache` (each period's first to ask);
 * returns the stop function. Each instance ticks on its own timer; a tick while this instance's
 * previous run is still going is skipped; a failing run is logged.
 */
export function everyOnOneInstance(
  cache: Pick<Cache, "setIfAbsent">,
  name: string,
  everyMs: number,
  fn: () => Promise<unknown>,
  log: (msg: string, err: unknown) => void = () => {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await claimPeriod(cache, name, everyMs)) await fn();
    } catch (err) {
      log(`${name} failed`, err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
