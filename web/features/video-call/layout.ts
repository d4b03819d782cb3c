import type { RoomParticipant } from "../video";

/** The spec's thresholds (13.39): a gallery of up to 8 tiles, 4 beside a shared screen. */
export const GALLERY_TILES = 8;
export const FEATURED_TILES = 4;

export type Layout = "gallery" | "featured";

/** Featured as soon as someone (oneself included) shares, else the gallery. */
export function layoutOf(participants: Pick<RoomParticipant, "sharing">[]): Layout {
  return participants.some((p) => p.sharing) ? "featured" : "gallery";
}

/** The tiles on the stage: the first 8 in a gallery, 4 beside a shared screen (oneself first). */
export function stageTiles<T extends Pick<RoomParticipant, "sharing">>(participants: T[]): T[] {
  return participants.slice(0, layoutOf(participants) === "featured" ? FEATURED_TILES : GALLERY_TILES);
}

/** A direct room's number from the path: 1 to 10, else none (13.3: the page then goes to /). */
export function directNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 10 ? n : null;
}
