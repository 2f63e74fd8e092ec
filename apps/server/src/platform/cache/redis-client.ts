import type { Redis, RedisOptions } from "ioredis";

/** Where a warning about Redis goes (main passes the app's logger; console by default). */
export type RedisLog = (msg: string, err?: unknown) => void;

export const warnOnConsole: RedisLog = (msg, err) =>
  err === undefined ? console.warn(msg) : console.warn(msg, err instanceof Error ? err.message : err);

/**
 * Connection options for a Redis that may go away: a command fails within a second instead of
 * holding a request, and ioredis keeps reconnecting on its own (every 2 s at most).
 */
export const FAIL_FAST: RedisOptions = {
  commandTimeout: 1000,
  connectTimeout: 2000,
  maxRetriesPerRequest: 1,
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

/** The one line logged when Redis stops answering, for the part (`what`) that now runs alone. */
export const downMessage = (what: string) =>
  `Redis 不可用，暂按单实例运行 (Redis unreachable: ${what} in this process only until it answers again)`;
export const upMessage = (what: string) => `Redis 已恢复 (Redis answers again: ${what} shared again)`;

/** Ends a connection: QUIT when it is up, else at once (a QUIT would wait for a reconnect). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === "end") return;
  if (client.status === "ready") {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: drop it.
    }
  }
  client.disconnect();
}

/**
 * Watches connections and says once when one of them drops (or cannot connect) and once when
 * all of them are ready again, however many reconnect attempts fail in between.
 */
export class RedisWatch {
  private down = false;
  private closing = false;

  constructor(
    private readonly clients: Redis[],
    private readonly what: string,
    private readonly log: RedisLog,
    private readonly onChange: (up: boolean) => void = () => {},
  ) {
    for (const client of clients) {
      // Without an "error" listener ioredis prints every failed reconnect attempt.
      client.on("error", (err: unknown) => this.lost(err));
      client.on("close", () => this.lost());
      client.on("ready", () => this.ready());
    }
  }

  /** True while every connection is ready. */
  get up(): boolean {
    return this.clients.every((c) => c.status === "ready");
  }

  /** Marks the connections down (a command timed out on a connection that looks alive). */
  lost(err?: unknown) {
    if (this.closing || this.down) return;
    this.down = true;
    this.log(downMessage(this.what), err);
    this.onChange(false);
  }

  private ready() {
    if (this.closing || !this.down || !this.up) return;
    this.down = false;
    this.log(upMessage(this.what));
    this.onChange(true);
  }

  /** Back up without a new connection (a hung Redis answers again). */
  recovered() {
    this.ready();
  }

  get isDown(): boolean {
    return this.down;
  }

  async close() {
    this.closing = true;
    await Promise.all(this.clients.map(closeRedis));
  }
}
