/**
 * A small in-process cache with a time-to-live, for public answers that many visitors ask for at
 * once (event lists, search, detail). Writers call `clear()`; other processes see a change within
 * the TTL. A TTL of 0 disables it (tests).
 *
 * With `version` (the embedded database's write counter, see server/db/pglite-prepared.ts) an entry
 * also lapses as soon as the database has been written to since its load began, so it is never stale.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number; version: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly version: () => number = () => 0,
  ) {}

  /** The cached value of `key`, or the result of `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && hit.version === version) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evict(now, version);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs, version });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(now: number, version: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires <= now || entry.version !== version) this.entries.delete(key);
    }
    // Still full: drop the oldest insertions (Map keeps insertion order).
    const excess = this.entries.size - Math.floor(this.maxEntries * 0.9);
    if (excess > 0) for (const key of [...this.entries.keys()].slice(0, excess)) this.entries.delete(key);
  }
}
