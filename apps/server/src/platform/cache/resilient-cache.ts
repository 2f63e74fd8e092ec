import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";
import type { RedisCache } from "./redis-cache.js";
import { type RedisLog, RedisWatch, warnOnConsole } from "./redis-client.js";

/** How often a Redis that failed a command while its connection looked alive is asked again. */
const PROBE_MS = 1000;

/**
 * The shared cache, kept answering when Redis is not: while Redis is unreachable (its connection
 * dropped, it cannot connect, or a command timed out) every call goes to a cache in this process,
 * as a single instance would run; when Redis answers again (a new connection is ready, or a probe
 * of a hung one succeeds) calls go back to Redis and what was kept meanwhile is dropped: a session
 * ended through Redis must not come back from the process the next time Redis is away. One line
 * is logged when Redis goes away and one when it is back.
 *
 * Before the first connection is up, commands wait for it (at most the command timeout): a process
 * starting next to a working Redis uses it from its first call.
 */
export class ResilientCache implements Cache {
  private readonly memory = new MemoryCache();
  private readonly writtenWhileAway = new Set<string>();
  private readonly watch: RedisWatch;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: RedisCache,
    log: RedisLog = warnOnConsole,
  ) {
    this.watch = new RedisWatch([redis.client], "cache (sessions, throttling, one-time codes)", log, (up) =>
      up ? this.back() : this.startProbe(),
    );
  }

  /** True while calls go to Redis. */
  get shared(): boolean {
    return !this.watch.isDown;
  }

  /** `op` on Redis, or on the process's cache while Redis is away (or this call found it away). */
  private async run<T>(op: (c: Cache) => Promise<T>, writes: string[] = []): Promise<T> {
    if (this.watch.isDown) return this.inMemory(op, writes);
    try {
      return await op(this.redis);
    } catch (err) {
      this.watch.lost(err);
      return this.inMemory(op, writes);
    }
  }

  /** While away: the keys written here are remembered, so Redis forgets its older values on return. */
  private inMemory<T>(op: (c: Cache) => Promise<T>, writes: string[]): Promise<T> {
    for (const key of writes) this.writtenWhileAway.add(key);
    return op(this.memory);
  }

  private back() {
    this.stopProbe();
    void this.memory.close();
    // A session ended or a version bumped while Redis was away must not come back from Redis's
    // older copy: those keys are deleted there (readers rebuild them from the database).
    const keys = [...this.writtenWhileAway];
    this.writtenWhileAway.clear();
    if (keys.length) this.redis.del(...keys).catch(() => {});
  }

  /** A connection that stays up but does not answer never becomes "ready" again: ask it now and then. */
  private startProbe() {
    if (this.probe) return;
    this.probe = setInterval(() => {
      if (this.redis.client.status !== "ready") return;
      this.redis.client.ping().then(
        () => this.watch.recovered(),
        () => {},
      );
    }, PROBE_MS);
    this.probe.unref();
  }

  private stopProbe() {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  get(key: string) {
    return this.run((c) => c.get(key));
  }

  set(key: string, value: string, ttlSeconds: number) {
    return this.run((c) => c.set(key, value, ttlSeconds), [key]);
  }

  setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return this.run((c) => c.setIfAbsent(key, value, ttlSeconds), [key]);
  }

  del(...keys: string[]) {
    return this.run((c) => c.del(...keys), keys);
  }

  incr(key: string, ttlSeconds: number) {
    return this.run((c) => c.incr(key, ttlSeconds), [key]);
  }

  take(key: string) {
    return this.run((c) => c.take(key), [key]);
  }

  async close() {
    this.stopProbe();
    await this.watch.close();
    await this.memory.close();
  }
}
