import { addDays, daysBetween, minutesOf, timeOf, zonedInstant } from "./zoned-time";

/** The sub-event settings slots are made from (spec entity subEvent). */
export interface SlotSettings {
  subEventStartDate: string;
  subEventEndDate: string;
  /** 'HH:mm' venue wall clock */
  matchStartTime: string;
  matchEndTime: string;
  /** minutes */
  matchReqTime: number;
  matchBreakTime: number;
  matchNumPerDay: number;
}

export interface Slot {
  /** Venue wall-clock date 'YYYY-MM-DD' and times 'HH:mm' (how the spec names a slot). */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

/** A sub-event never produces slots for more days than this (a guard against a mistyped year). */
export const MAX_SLOT_DAYS = 62;

/**
 * Every slot of a sub-event, in venue time: for each day of the sub-event, `matchNumPerDay` slots of
 * `matchReqTime` minutes from `matchStartTime` with `matchBreakTime` between, never ending after
 * `matchEndTime`. A slot whose start falls in a daylight-saving gap does not exist and is skipped; its
 * end is its start plus the duration in real time.
 */
export function buildSlots(settings: SlotSettings, zone: string): Slot[] {
  const slots: Slot[] = [];
  const req = settings.matchReqTime;
  if (!(req > 0) || !(settings.matchNumPerDay > 0)) return slots;
  const step = req + Math.max(0, settings.matchBreakTime);
  const first = minutesOf(settings.matchStartTime);
  const last = minutesOf(settings.matchEndTime);
  const days = Math.min(daysBetween(settings.subEventStartDate, settings.subEventEndDate) + 1, MAX_SLOT_DAYS);
  for (let day = 0; day < days; day++) {
    const date = addDays(settings.subEventStartDate, day);
    for (let i = 0; i < settings.matchNumPerDay; i++) {
      const start = first + i * step;
      const end = start + req;
      if (end > last || end > 24 * 60) break;
      const startsAt = zonedInstant(date, timeOf(start), zone);
      if (!startsAt) continue;
      slots.push({
        date,
        startTime: timeOf(start),
        endTime: timeOf(end),
        startsAt,
        endsAt: new Date(startsAt.getTime() + req * 60_000),
      });
    }
  }
  return slots;
}

/** The host's blocks (`impossibleDateAndTime`: year → month → 'DD_HH:mm') as 'YYYY-MM-DD HH:mm' keys. */
export function hostBlockKeys(
  json: Record<string, Record<string, string[]>> | null | undefined,
): Set<string> {
  const keys = new Set<string>();
  for (const [year, months] of Object.entries(json ?? {})) {
    for (const [month, entries] of Object.entries(months ?? {})) {
      for (const entry of entries ?? []) {
        const [day, time] = entry.split("_");
        if (!day || !time) continue;
        keys.add(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")} ${time.padStart(5, "0")}`);
      }
    }
  }
  return keys;
}

/** `impossibleDateAndTime` with one slot blocked (`on`) or unblocked, in the spec's zero-padded shape. */
export function withHostBlock(
  json: Record<string, Record<string, string[]>> | null | undefined,
  date: string,
  time: string,
  on: boolean,
): Record<string, Record<string, string[]>> {
  const keys = hostBlockKeys(json);
  const key = `${date} ${time}`;
  if (on) keys.add(key);
  else keys.delete(key);
  const out: Record<string, Record<string, string[]>> = {};
  for (const k of [...keys].sort()) {
    const [d, t] = k.split(" ");
    const [y, m, dd] = (d ?? "").split("-");
    if (!y || !m || !dd || !t) continue;
    out[y] ??= {};
    const months = out[y];
    months[m] ??= [];
    months[m]?.push(`${dd}_${t}`);
  }
  return out;
}

export function slotKey(date: string, startTime: string): string {
  return `${date} ${startTime}`;
}
