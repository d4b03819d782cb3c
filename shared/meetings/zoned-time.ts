/**
 * Wall-clock time in an IANA zone <-> instants, with the Intl API only (no offset tables of our own).
 * A wall time that does not exist (the spring-forward gap) has no instant; one that exists twice (the
 * autumn overlap) resolves to the first.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The wall-clock date and time of an instant in a zone. */
export function wallTime(instant: Date | number, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? "Sun"),
  };
}

/** Offset of the zone from UTC at an instant, in milliseconds (Seoul: +9 h). */
export function zoneOffsetMs(instant: number, zone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** True when the zone name is one the runtime knows. */
export function isValidZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant at which the zone's clocks show `date` `time`; null inside a daylight-saving gap.
 * In an overlap the earlier instant is returned.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const offsets = new Set([zoneOffsetMs(guess - DAY_MS, zone), zoneOffsetMs(guess + DAY_MS, zone)]);
  const hits: number[] = [];
  for (const offset of offsets) {
    const candidate = guess - offset;
    const wall = wallTime(candidate, zone);
    if (wall.date === date && wall.time === time) hits.push(candidate);
  }
  if (hits.length === 0) return null;
  return new Date(Math.min(...hits));
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

/** Whole days from a to b ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Minutes since midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'HH:mm' of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
