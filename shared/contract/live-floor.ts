import { z } from "zod";
import { DAY_STATES } from "../meeting-day/state.ts";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFileRef } from "./events.ts";
import { ZPlaceKind } from "./places.ts";

/**
 * The organizer's live floor (issue 30, part 4): every place of a sub-event with the day's state of its meeting
 * in one slot, the slot's online meetings, counts and the day's ticker. Read by the host, administrators and the
 * event's check-in staff; it refetches on the `floorChange` event of the channel `floor:<subEventId>`.
 */

/** A place with no meeting in the slot is `free`; otherwise the day's state of its meeting. */
export const FLOOR_STATES = ["free", ...DAY_STATES] as const;
export const ZFloorState = z.enum(FLOOR_STATES);
export type TFloorState = z.infer<typeof ZFloorState>;

/** The live event every change of the day sends on `floor:<subEventId>` (the page refetches on it). */
export const FLOOR_CHANGE_EVENT = "floorChange";
export interface TFloorChange {
  subEventId: number;
  meetingId: number;
  placeId: number | null;
  kind: string;
  at: string;
}

export const ZFloorSide = z.object({
  applicationId: z.number().int(),
  company: z.string(),
  person: z.string(),
  /** For "call the participant" (tel: link): the business card's number, else the account's; null: none. */
  phone: z.string().nullable(),
});
export type TFloorSide = z.infer<typeof ZFloorSide>;

export const ZFloorMeeting = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: ZFloorState,
  applicant: ZFloorSide,
  acceptor: ZFloorSide,
  applicantArrivedAt: z.string().nullable(),
  acceptorArrivedAt: z.string().nullable(),
  noShow: z.enum(["applicant", "acceptor", "both"]).nullable(),
  /** A side said the no-show is wrong. */
  disputed: z.boolean(),
  /** This meeting took the hour of that no-show meeting (a standby refill). */
  refillOf: z.number().int().nullable(),
  /** The place's name ('' when none: online, or not given one). */
  placeName: z.string(),
});
export type TFloorMeeting = z.infer<typeof ZFloorMeeting>;

export const ZFloorPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ZPlaceKind,
  zone: z.string(),
  /** Fractions of the plan's width and height (null: not pinned). */
  x: z.number().nullable(),
  y: z.number().nullable(),
  state: ZFloorState,
  meeting: ZFloorMeeting.nullable(),
});
export type TFloorPlace = z.infer<typeof ZFloorPlace>;

export const ZFloorSlot = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type TFloorSlot = z.infer<typeof ZFloorSlot>;

/** The kinds of the day's log (server/db/schema/meeting-day.ts DAY_EVENT_KINDS; a unit test keeps them equal). */
export const FLOOR_TICK_KINDS = [
  "arrived",
  "noShow",
  "disputed",
  "corrected",
  "refillSent",
  "refilled",
  "moved",
  "late",
] as const;

export const ZFloorTick = z.object({
  id: z.number().int(),
  kind: z.enum(FLOOR_TICK_KINDS),
  at: z.string(),
  meetingId: z.number().int(),
  /** The side it is about (the arriving side, the absent side, ...), when one. */
  side: z.object({ applicationId: z.number().int(), company: z.string(), person: z.string() }).nullable(),
  /** Both sides of the meeting, for a line like "A — B". */
  companies: z.array(z.string()),
  placeName: z.string(),
  actorName: z.string(),
  /** Minutes of a "running late". */
  minutes: z.number().int().nullable(),
  /** What a correction did. */
  action: z.enum(["arrived", "clearNoShow", "markNoShow"]).nullable(),
});
export type TFloorTick = z.infer<typeof ZFloorTick>;

export const ZFloorCounts = z.object({
  /** Approved on-site participants (companies) with someone checked in at the venue's entrance. */
  checkedIn: z.number().int(),
  /** Approved participants of the sub-event who attend on site. */
  expected: z.number().int(),
  upcoming: z.number().int(),
  waiting: z.number().int(),
  running: z.number().int(),
  held: z.number().int(),
  noShow: z.number().int(),
  bothAbsent: z.number().int(),
  refilled: z.number().int(),
});
export type TFloorCounts = z.infer<typeof ZFloorCounts>;

export const ZLiveFloor = z.object({
  /** Server time of the answer; states are as of then. */
  asOf: z.string(),
  subEventId: z.number().int(),
  eventId: z.number().int(),
  subEventName: z.string(),
  timeZone: z.string(),
  /** Host or administrator (may change the no-show grace); false for check-in staff. */
  canManage: z.boolean(),
  graceMinutes: z.number().int(),
  /** The venue day shown ('YYYY-MM-DD'; null when the sub-event has no slots). */
  date: z.string().nullable(),
  /** The slot running at `at`, else the day's next one; null when none is left that day. */
  slot: ZFloorSlot.nullable(),
  /** The day's slots (the time filter). */
  slots: z.array(ZFloorSlot),
  /** The zones (halls) of the active places ('' for none). */
  zones: z.array(z.string()),
  plan: z.object({ image: ZFileRef, width: z.number().int(), height: z.number().int() }).nullable(),
  /** The active places (of `zone` when given), in the host's order. */
  places: z.array(ZFloorPlace),
  /** The slot's online meetings. */
  online: z.array(ZFloorMeeting),
  /** The slot's on-site meetings that have no place. */
  unplaced: z.array(ZFloorMeeting),
  /** Meeting counts are of the places shown plus the online and unplaced meetings of the slot. */
  counts: ZFloorCounts,
  /** The day's last 30 events of the sub-event, newest first. */
  ticker: z.array(ZFloorTick),
});
export type TLiveFloor = z.infer<typeof ZLiveFloor>;

export const hostLiveFloor = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:subEventId/floor",
  summary:
    "The live floor of a sub-event at a time (default now): places coloured by their meeting's day state, online meetings, counts, the day's ticker; host, administrators and check-in staff",
  tag: "live-floor",
  auth: "user",
  errors: [403, 404],
  params: z.object({ subEventId: zId }),
  query: z.object({
    at: z.string().datetime({ offset: true }).optional(),
    zone: z.string().max(60).optional(),
  }),
  response: ZLiveFloor,
});
