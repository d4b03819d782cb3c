import { dualTime, zoneCity } from "../../../shared/meetings/display";
import { wallTime } from "../../../shared/meetings/zoned-time";

/** The zones chat times are shown in: the venue's (the event's IANA zone) and the viewer's own. */
export interface ChatZones {
  venue: string;
  viewer: string;
}

export interface ChatTime {
  /** Venue time: "14:05" today (at the venue), "2026-11-27 14:05" on another day. */
  venue: string;
  /** The viewer's clock when it reads otherwise: "06:05", with the weekday when the date differs. */
  viewer: string | null;
  /** The venue's city ("Seoul"), for saying whose time it is. */
  city: string;
}

/**
 * A message's time as the rest of the product shows times: in the venue's zone, plus "your time" when the
 * viewer's clock differs (meetings' TimeText does the same for slots).
 */
export function chatTime(iso: string, zones: ChatZones, locale: string, now = new Date()): ChatTime {
  const at = new Date(iso);
  const wall = wallTime(at, zones.venue);
  const today = wallTime(now, zones.venue).date;
  const dual = dualTime(at, zones.venue, zones.viewer, locale);
  return {
    venue: wall.date === today ? wall.time : `${wall.date} ${wall.time}`,
    viewer: dual.viewer === null ? null : dual.viewerDay ? `${dual.viewer} (${dual.viewerDay})` : dual.viewer,
    city: zoneCity(zones.venue),
  };
}

/** Whether two zones read differently now (the drawer then says once whose time its times are). */
export function zonesDiffer(zones: ChatZones, now = new Date()): boolean {
  const a = wallTime(now, zones.venue);
  const b = wallTime(now, zones.viewer);
  return a.date !== b.date || a.time !== b.time;
}

/** The browser's own zone, for viewers whose profile names none. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
