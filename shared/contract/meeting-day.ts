import { z } from "zod";
import { DAY_STATES } from "../meeting-day/state.ts";
import { ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFileRef } from "./events.ts";
import { ZMatchReason } from "./matching.ts";
import { ZPlaceKind } from "./places.ts";

/**
 * The event day of a participant (issue 30): "now and next" on the phone, "we are here", no-shows with their
 * standby proposals, walk-in windows and "running late". States: shared/meeting-day/state.ts.
 */

export const ZDayState = z.enum(DAY_STATES);
export type TDayState = z.infer<typeof ZDayState>;
export const ZSide = z.enum(["applicant", "acceptor"]);
export const LATE_MINUTES = [5, 10, 15, 20, 30] as const;

/** Someone proposed to the side that came when its counterpart did not. */
export const ZRefillProposal = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  state: z.enum(["proposed", "sent", "accepted", "declined", "withdrawn"]),
  rank: z.number().int(),
  score: z.number().int(),
  reasons: z.array(ZMatchReason),
  walkIn: z.boolean(),
  candidate: z.object({
    applicationId: z.number().int(),
    company: z.string(),
    person: z.string(),
    country: z.string(),
    type: z.enum(["seller", "buyer", "booth", "visitor"]),
    logo: ZFileRef.nullable(),
  }),
});
export type TRefillProposal = z.infer<typeof ZRefillProposal>;

/** A standby request sent to the caller: accept in one tap to meet at that place for the rest of the slot. */
export const ZRefillRequest = z.object({
  proposalId: z.number().int(),
  subEventId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  from: z.object({
    applicationId: z.number().int(),
    company: z.string(),
    person: z.string(),
    country: z.string(),
  }),
  place: z.string(),
  reasons: z.array(ZMatchReason),
  score: z.number().int(),
  sentAt: z.string(),
});
export type TRefillRequest = z.infer<typeof ZRefillRequest>;

export const ZDayPlace = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  kind: ZPlaceKind.nullable(),
  zone: z.string(),
  /** Fractions of the floor plan's width and height (null: not pinned). */
  x: z.number().nullable(),
  y: z.number().nullable(),
});

/** One meeting of the caller's day, as the phone shows it. */
export const ZDayCard = z.object({
  meetingId: z.number().int(),
  subEventId: z.number().int(),
  subEventName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Venue wall clock ('HH:mm') and its zone. */
  startTime: z.string(),
  endTime: z.string(),
  date: z.string(),
  timeZone: z.string(),
  mode: z.enum(["online", "offline"]),
  /** The video room of an online meeting ('' on site). */
  link: z.string(),
  state: ZDayState,
  mySide: ZSide,
  myArrivedAt: z.string().nullable(),
  theirArrivedAt: z.string().nullable(),
  counterpart: z.object({
    applicationId: z.number().int(),
    company: z.string(),
    person: z.string(),
    country: z.string(),
    type: z.enum(["seller", "buyer", "booth", "visitor"]),
    logo: ZFileRef.nullable(),
    /** Checked in at the venue's entrance today (null for an online meeting). */
    atVenue: z.boolean().nullable(),
    /** Minutes they said they are running late (null: not said). */
    lateMinutes: z.number().int().nullable(),
  }),
  place: ZDayPlace.nullable(),
  /** The chat room with that company, when one exists. */
  chatRoomId: z.number().int().nullable(),
  noShow: z.enum(["applicant", "acceptor", "both"]).nullable(),
  disputed: z.boolean(),
  /** This meeting took a no-show's hour (a standby refill). */
  refillOf: z.number().int().nullable(),
  /** For the side that came to a no-show: up to three standby proposals. */
  proposals: z.array(ZRefillProposal),
});
export type TDayCard = z.infer<typeof ZDayCard>;

export const ZMyDay = z.object({
  /** Server time of the answer (the phone shows "as of" it offline). */
  asOf: z.string(),
  /** The day shown (venue date of the first event running today) or null when no event runs today. */
  date: z.string().nullable(),
  events: z.array(
    z.object({
      eventId: z.number().int(),
      name: z.string(),
      timeZone: z.string(),
      checkedIn: z.boolean(),
      checkedInAt: z.string().nullable(),
    }),
  ),
  /** The meeting under way (or the one whose slot has begun), else null. */
  current: ZDayCard.nullable(),
  next: ZDayCard.nullable(),
  /** The rest of the day after `next`, and what already ended (earlier). */
  later: z.array(ZDayCard),
  earlier: z.array(ZDayCard),
  /** Standby requests waiting for the caller's answer. */
  requests: z.array(ZRefillRequest),
});
export type TMyDay = z.infer<typeof ZMyDay>;

export const getMyDay = defineCall({
  method: "GET",
  path: "/api/me/day",
  summary: "Now / Next: the caller's meetings of today (current, next, later, earlier) with their day states",
  tag: "meeting-day",
  auth: "user",
  errors: [],
  query: z.object({ eventId: zId.optional() }),
  response: ZMyDay,
});

export const postArrival = defineCall({
  method: "POST",
  path: "/api/meetings/:meetingId/arrival",
  summary:
    "We are here: a side (or its interpreter, or the host's staff for a side) marks the arrival; the tap time may be earlier (queued offline)",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ meetingId: zId }),
  body: z.object({
    /** Required when the caller is not a side (interpreter, host). */
    side: ZSide.optional(),
    /** When the tap happened on the phone (offline queue); the server keeps the earlier of it and now. */
    tappedAt: z.string().datetime({ offset: true }).optional(),
  }),
  response: ZDayCard,
});

export const postArrivalByCode = defineCall({
  method: "POST",
  path: "/api/me/arrivals",
  summary:
    "We are here by the table card's QR: marks the caller's arrival at their meeting at that place now",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  body: z.object({
    code: z.string().trim().min(1).max(200),
    tappedAt: z.string().datetime({ offset: true }).optional(),
  }),
  response: ZDayCard,
});

export const postDispute = defineCall({
  method: "POST",
  path: "/api/meetings/:meetingId/dispute",
  summary: "A side says the no-show mark is wrong; the host sees it and corrects or keeps it",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ meetingId: zId }),
  body: z.object({ note: z.string().trim().max(300).optional() }),
  response: ZDayCard,
});

export const postRunningLate = defineCall({
  method: "POST",
  path: "/api/meetings/:meetingId/late",
  summary: "Running late: tells the counterpart the minutes",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ meetingId: zId }),
  body: z.object({ minutes: z.number().int().min(1).max(60) }),
  response: ZOk,
});

export const sendRefill = defineCall({
  method: "POST",
  path: "/api/refills/:proposalId/send",
  summary: "Sends a standby proposal as an instant meeting request (the side that came to a no-show)",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ proposalId: zId }),
  response: ZRefillProposal,
});

export const acceptRefill = defineCall({
  method: "POST",
  path: "/api/refills/:proposalId/accept",
  summary:
    "Accepts a standby request: the meeting takes the no-show's place for the rest of the slot; the first acceptance wins",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ proposalId: zId }),
  response: ZDayCard,
});

export const declineRefill = defineCall({
  method: "POST",
  path: "/api/refills/:proposalId/decline",
  summary: "Declines a standby request",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ proposalId: zId }),
  response: ZOk,
});

export const ZWalkIn = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const listWalkIns = defineCall({
  method: "GET",
  path: "/api/subEvents/:subEventId/walkIns",
  summary: "The caller's windows open for walk-in meetings in a sub-event",
  tag: "meeting-day",
  auth: "user",
  errors: [403],
  params: z.object({ subEventId: zId }),
  response: z.object({ items: z.array(ZWalkIn) }),
});

export const addWalkIn = defineCall({
  method: "POST",
  path: "/api/subEvents/:subEventId/walkIns",
  summary: "Opens the caller for walk-in meetings between two times (first standby candidates)",
  tag: "meeting-day",
  auth: "user",
  status: 201,
  errors: [403],
  params: z.object({ subEventId: zId }),
  body: z
    .object({
      startsAt: z.string().datetime({ offset: true }),
      endsAt: z.string().datetime({ offset: true }),
    })
    .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), "meetingDay.error.walkInOrder"),
  response: ZWalkIn,
});

export const removeWalkIn = defineCall({
  method: "DELETE",
  path: "/api/walkIns/:walkInId",
  summary: "Closes a walk-in window",
  tag: "meeting-day",
  auth: "user",
  errors: [404],
  params: z.object({ walkInId: zId }),
  response: ZOk,
});

export const hostCorrectDay = defineCall({
  method: "POST",
  path: "/api/host/meetings/:meetingId/day",
  summary:
    "The host's staff correct the day: mark a side arrived, clear a no-show (they met), or mark a side absent",
  tag: "meeting-day",
  auth: "user",
  errors: [404, 409],
  params: z.object({ meetingId: zId }),
  body: z.object({ action: z.enum(["arrived", "clearNoShow", "markNoShow"]), side: ZSide.optional() }),
  response: ZDayCard,
});

export const hostSetNoShowGrace = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:subEventId/noShowGrace",
  summary: "Minutes after a slot's start before a side that has not arrived is marked no-show",
  tag: "meeting-day",
  auth: "user",
  errors: [403, 404],
  params: z.object({ subEventId: zId }),
  body: z.object({ minutes: z.number().int().min(0).max(60) }),
  response: z.object({ minutes: z.number().int() }),
});
