/** The kinds of place an on-site meeting happens at (server/db/schema/places.ts). */
export const PLACE_KINDS = ["table", "booth", "room"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceOfMeeting {
  /** The place's name ("A-07"), or the free text a host typed before places existed. */
  place: string;
  placeKind: PlaceKind | null;
  placeZone: string;
}

/**
 * How a meeting's place reads: "Table A-07 · Hall A" (the kind's word in the reader's language, from the
 * `placeKind` texts: meetings.placeKind.* on screens, meetingMail.placeKind.* in mails). '' when it has none.
 */
export function placeLabel(m: PlaceOfMeeting, kindWord: (kind: PlaceKind) => string): string {
  if (!m.place) return "";
  const named = m.placeKind ? `${kindWord(m.placeKind)} ${m.place}` : m.place;
  return m.placeZone ? `${named} · ${m.placeZone}` : named;
}
