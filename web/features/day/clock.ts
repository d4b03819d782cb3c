/**
 * The phone's countdown runs on the server's clock: each fresh answer of Now / Next says when it was made
 * (`asOf`), and the difference to the phone's clock at its arrival is kept, so a phone set a few minutes
 * wrong still counts down to the real start. An answer read from the cache (offline) is old: it keeps the
 * last offset measured instead.
 */

const KEY = "bizmeet.day.clockOffset";

/** Milliseconds to add to the phone's clock to get the server's. */
export function measureOffset(asOf: string, receivedAt: number): number {
  const server = Date.parse(asOf);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export function savedOffset(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): number {
  const value = Number(storage?.getItem(KEY));
  return Number.isFinite(value) ? value : 0;
}

export function saveOffset(
  offset: number,
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(KEY, String(Math.round(offset)));
  } catch {
    // private mode: the countdown uses the phone's clock
  }
}

export interface Countdown {
  /** Before the start ("in"), or since it ("since"). */
  phase: "in" | "since";
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds from now to the start (negative after it). */
  total: number;
}

/** The time left to `startsAt` (ISO) at server time `now` (ms), in whole seconds rounded towards the start. */
export function countdown(startsAt: string, now: number): Countdown {
  const ms = Date.parse(startsAt) - now;
  const total = ms >= 0 ? Math.ceil(ms / 1000) : -Math.floor(-ms / 1000);
  const abs = Math.abs(total);
  return {
    phase: total > 0 ? "in" : "since",
    hours: Math.floor(abs / 3600),
    minutes: Math.floor((abs % 3600) / 60),
    seconds: abs % 60,
    total,
  };
}

/** "4:05" or "1:02:03": a countdown as a clock reads. */
export function clockText(c: Pick<Countdown, "hours" | "minutes" | "seconds">): string {
  const ss = String(c.seconds).padStart(2, "0");
  if (c.hours > 0) return `${c.hours}:${String(c.minutes).padStart(2, "0")}:${ss}`;
  return `${c.minutes}:${ss}`;
}
