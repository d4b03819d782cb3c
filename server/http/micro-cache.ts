/**
 * A small in-process cache with a time-to-live, for public answers that many visitors ask for at
 * once (event lists, search, detail). Writers call `clear()`; other processes see a change within
 * the TTL. A TTL of 0 disables it (tests).
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached value of `key`, or the result of `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full: drop the oldest insertions (Map keeps insertion order).
    const excess = this.entries.size - Math.floor(this.maxEntries * 0.9);
    if (excess > 0) for (const key of [...this.entries.keys()].slice(0, excess)) this.entries.delete(key);
  }
}
