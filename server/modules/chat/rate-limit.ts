/** At most `max` actions per key in any window of `windowMs` (a sliding log; memory per active key only). */
export class RateLimiter {
  private readonly log = new Map<number, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records an action at `now` and answers whether it is allowed. */
  take(key: number, now: number): boolean {
    const since = now - this.windowMs;
    const times = (this.log.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.max) {
      this.log.set(key, times);
      return false;
    }
    times.push(now);
    this.log.set(key, times);
    if (this.log.size > 50_000) this.log.clear();
    return true;
  }
}
