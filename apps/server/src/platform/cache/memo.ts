/**
 * In-process memo for small, read-mostly data (dictionaries, profile info). Writers in this
 * process clear it at once; other instances see a change within the TTL.
 */
export class Memo<V> {
  private readonly map = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  /** `load` may return a lazy thenable (a query builder); it is run once and its result kept. */
  get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const hit = this.map.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    if (this.map.size >= this.maxEntries) this.map.clear();
    const value = Promise.resolve(load());
    this.map.set(key, { at: Date.now(), value });
    value.catch(() => this.map.delete(key));
    return value;
  }

  delete(key: string) {
    this.map.delete(key);
  }

  clear() {
    this.map.clear();
  }
}
