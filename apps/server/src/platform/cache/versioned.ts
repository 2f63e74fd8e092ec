import { randomUUID } from "node:crypto";
import type { Cache } from "./cache.js";

/** How long a version stays in the shared cache; when it lapses a new one is made (memos just clear). */
const VERSION_TTL_SECONDS = 30 * 24 * 3600;

export interface VersionedMemoOptions {
  /** Entries kept in this process; past it the memo starts over. */
  maxEntries?: number;
  /** A result is reloaded after this long even if no writer bumped (writes outside the module, seeding). */
  maxAgeMs?: number;
}

/**
 * Results of read queries kept in this process, valid while a version kept in the shared cache
 * (memory, or Redis with REDIS_URL) stays the same. Every read asks the shared cache for the
 * version (one cache read, no database statement); every writer calls `bump` after its write has
 * committed, so every instance reloads on its next read.
 *
 * Versions are random, never counters: a version that lapsed from the cache and was made again
 * can never match results kept under an earlier one. A result is stored in the same synchronous
 * step that saw the version, and its load starts after that version was read, so a result kept
 * under the current version was loaded after every write that the version covers.
 */
export class VersionedMemo<V> {
  private version: string | null = null;
  private readonly map = new Map<string, { at: number; value: Promise<V> }>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly cache: Pick<Cache, "get" | "set" | "setIfAbsent">,
    private readonly name: string,
    opts: VersionedMemoOptions = {},
  ) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxAgeMs = opts.maxAgeMs ?? 5 * 60_000;
  }

  private get key() {
    return `ver:${this.name}`;
  }

  /** The current version; made (once, across instances) when there is none. */
  private async current(): Promise<string> {
    const seen = await this.cache.get(this.key);
    if (seen) return seen;
    const made = randomUUID();
    if (await this.cache.setIfAbsent(this.key, made, VERSION_TTL_SECONDS)) return made;
    return (await this.cache.get(this.key)) ?? made;
  }

  /** The result for `key` under the current version, loaded by `load` when not kept. */
  async get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const version = await this.current();
    // From here to map.set nothing is awaited: what is stored belongs to `version`.
    if (version !== this.version) {
      this.map.clear();
      this.version = version;
    }
    const now = Date.now();
    const hit = this.map.get(key);
    if (hit && now - hit.at < this.maxAgeMs) return hit.value;
    if (this.map.size >= this.maxEntries) this.map.clear();
    const value = Promise.resolve(load());
    const entry = { at: now, value };
    this.map.set(key, entry);
    value.catch(() => {
      if (this.map.get(key) === entry) this.map.delete(key);
    });
    return value;
  }

  /** Drops what this process kept (another memo under the same name was bumped here). */
  clear() {
    this.map.clear();
    this.version = null;
  }

  /** Makes every kept result stale, in every instance. Call after the write has committed. */
  async bump(): Promise<void> {
    this.clear();
    await this.cache.set(this.key, randomUUID(), VERSION_TTL_SECONDS);
  }
}
