/**
 * Small key/value cache with TTLs. In-process by default; Redis when REDIS_URL is set,
 * so several instances share sessions, throttling counters and one-time codes.
 */
export interface Cache {
  /**
   * True while the instances share this cache right now (Redis answering); false in the process
   * alone: without Redis, or while Redis is away (readiness reports it; a call never fails for it).
   * Absent on wrappers that do not know.
   */
  readonly shared?: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when absent; true when this call set it (single-use codes, replay guards). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(...keys: string[]): Promise<void>;
  /** Increments a counter; the TTL starts with the first increment of a window. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Reads and deletes in one step. */
  take(key: string): Promise<string | null>;
  close(): Promise<void>;
}
