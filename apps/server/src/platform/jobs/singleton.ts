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
  return cache.setIfAbsent(`once:${name}`, INSTANCE, claimSeconds(everyMs));
}

const claimSeconds = (everyMs: number) => Math.max(1, Math.floor((everyMs * 0.9) / 1000));

/** A run holds its claim this many periods at most: one that hangs must not stop the work everywhere. */
const MAX_HELD_PERIODS = 6;

/**
 * Runs `fn` under a claim this instance holds, renewing the claim every half of its life while
 * `fn` goes on (for at most MAX_HELD_PERIODS periods): a run longer than its period must not let
 * another instance start the same work beside it. The renewal extends the claim only while this
 * instance holds it (read, then written: it is never expected to have lapsed, half its life is
 * the margin for a busy event loop).
 */
async function holding(cache: Pick<Cache, "get" | "set">, name: string, everyMs: number, fn: () => Promise<unknown>) {
  const key = `once:${name}`;
  const until = Date.now() + MAX_HELD_PERIODS * everyMs;
  const renew = setInterval(
    () => {
      if (Date.now() > until) return clearInterval(renew);
      void cache
        .get(key)
        .then((holder) => (holder === INSTANCE ? cache.set(key, INSTANCE, claimSeconds(everyMs)) : undefined))
        .catch(() => {});
    },
    (claimSeconds(everyMs) * 1000) / 2,
  );
  renew.unref();
  try {
    await fn();
  } finally {
    clearInterval(renew);
  }
}

/**
 * Runs `fn` every `everyMs` on one instance of those sharing `cache` (each period's first to ask);
 * returns the stop function. Each instance ticks on its own timer; a tick while this instance's
 * previous run is still going is skipped; a run longer than its period keeps its claim, so no
 * other instance runs beside it; a failing run is logged.
 */
export function everyOnOneInstance(
  cache: Pick<Cache, "setIfAbsent" | "get" | "set">,
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
      if (await claimPeriod(cache, name, everyMs)) await holding(cache, name, everyMs, fn);
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
