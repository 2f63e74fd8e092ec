import type { Cache } from "./cache.js";

interface Entry {
  value: string;
  expiresAt: number;
}

const MAX_ENTRIES = 100_000;

export class MemoryCache implements Cache {
  readonly shared = false;
  private readonly map = new Map<string, Entry>();

  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  private put(key: string, value: string, ttlSeconds: number) {
    if (this.map.size >= MAX_ENTRIES) this.evict();
    this.map.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  /** Drops expired entries, then the oldest tenth, so a flood of keys cannot exhaust memory. */
  private evict() {
    const now = Date.now();
    for (const [k, e] of this.map) if (e.expiresAt <= now) this.map.delete(k);
    if (this.map.size < MAX_ENTRIES) return;
    let n = Math.ceil(MAX_ENTRIES / 10);
    for (const k of this.map.keys()) {
      this.map.delete(k);
      if (--n === 0) break;
    }
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.put(key, value, ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    this.put(key, value, ttlSeconds);
    return true;
  }

  async del(...keys: string[]) {
    for (const k of keys) this.map.delete(k);
  }

  async incr(key: string, ttlSeconds: number) {
    const e = this.live(key);
    if (!e) {
      this.put(key, "1", ttlSeconds);
      return 1;
    }
    const n = Number(e.value) + 1;
    e.value = String(n);
    return n;
  }

  async take(key: string) {
    const v = this.live(key)?.value ?? null;
    this.map.delete(key);
    return v;
  }

  async close() {
    this.map.clear();
  }
}
