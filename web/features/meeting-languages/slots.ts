/**
 * The interpreter's unavailable slots as the profile page edits them: the sub-event's slots (built from its
 * settings like the server does, shared/meetings/slots.ts) grouped by venue day, and a set of slot starts.
 */
import { buildSlots, hostBlockKeys, type SlotSettings, slotKey } from "../../../shared/meetings/slots";

export interface SlotChoice {
  /** The slot's start as the server writes it (ISO, UTC): the value saved. */
  startsAt: string;
  startTime: string;
  endTime: string;
  /** Closed by the host for everybody: shown, not offered. */
  closed: boolean;
  past: boolean;
}

export interface DaySlots {
  date: string;
  slots: SlotChoice[];
}

/** One instant written the way the server answers it, so that sets compare by instant. */
export const instantKey = (iso: string): string => new Date(iso).toISOString();

/** The sub-event's slots by venue day, in time order. */
export function slotsByDay(
  settings: SlotSettings & { impossibleDateAndTime?: Record<string, Record<string, string[]>> | null },
  zone: string,
  now: Date,
): DaySlots[] {
  const blocks = hostBlockKeys(settings.impossibleDateAndTime);
  const days: DaySlots[] = [];
  for (const slot of buildSlots(settings, zone)) {
    let day = days[days.length - 1];
    if (!day || day.date !== slot.date) {
      day = { date: slot.date, slots: [] };
      days.push(day);
    }
    day.slots.push({
      startsAt: slot.startsAt.toISOString(),
      startTime: slot.startTime,
      endTime: slot.endTime,
      closed: blocks.has(slotKey(slot.date, slot.startTime)),
      past: slot.startsAt.getTime() <= now.getTime(),
    });
  }
  return days;
}

/** The set with one slot switched: marked unavailable when it was not, free again when it was. */
export function toggleSlot(marked: ReadonlySet<string>, startsAt: string): Set<string> {
  const next = new Set(marked);
  const key = instantKey(startsAt);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The set with every open, future slot of a day marked (`on`) or freed; closed and past slots keep their state. */
export function setDay(marked: ReadonlySet<string>, day: DaySlots, on: boolean): Set<string> {
  const next = new Set(marked);
  for (const slot of day.slots) {
    if (slot.closed || slot.past) continue;
    if (on) next.add(instantKey(slot.startsAt));
    else next.delete(instantKey(slot.startsAt));
  }
  return next;
}

/** What to save: the marked starts that are still slots of the sub-event (a slot removed since is dropped), in time order. */
export function unavailableToSave(marked: ReadonlySet<string>, days: readonly DaySlots[]): string[] {
  const known = new Set(days.flatMap((d) => d.slots.map((s) => instantKey(s.startsAt))));
  return [...marked].filter((x) => known.has(x)).sort();
}

/** Whether two lists of starts name the same instants. */
export function sameInstants(a: Iterable<string>, b: Iterable<string>): boolean {
  const x = new Set([...a].map(instantKey));
  const y = new Set([...b].map(instantKey));
  return x.size === y.size && [...x].every((k) => y.has(k));
}
