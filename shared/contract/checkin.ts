import { z } from "zod";
import { ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Check-in at the venue: staff the host names (by e-mail) and the host scan badges at the entrance or at a
 * sub-event / session room. Devices queue scans offline and send them later; `(deviceId, clientId)` makes a
 * resend count once, and the scan's own time is kept (docs/checkin.md).
 */

/** Where a check-in happens: `entrance`, `subEvent:<id>` or `session:<id>`. */
export const zCheckinPlace = z
  .string()
  .regex(/^(entrance|subEvent:[0-9]{1,10}|session:[0-9]{1,10})$/, "checkin.error.badPlace");

export const zCheckOutcome = z.enum(["in", "already", "revoked", "notApproved", "otherEvent", "unknown"]);
export type TCheckOutcome = z.infer<typeof zCheckOutcome>;

export const ZCheckinStaff = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
});

export const hostListCheckinStaff = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/checkinStaff",
  summary: "The helpers named for the event's check-in",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  response: z.object({ items: z.array(ZCheckinStaff) }),
});

export const hostAddCheckinStaff = defineCall({
  method: "POST",
  path: "/api/host/events/:eventId/checkinStaff",
  summary: "Names a helper for check-in by account e-mail",
  tag: "checkin",
  auth: "user",
  status: 201,
  errors: [403, 404, 409],
  params: z.object({ eventId: zId }),
  body: z.object({ email: z.string().trim().toLowerCase().email("checkin.error.badEmail").max(200) }),
  response: ZCheckinStaff,
});

export const hostRemoveCheckinStaff = defineCall({
  method: "DELETE",
  path: "/api/host/checkinStaff/:staffId",
  summary: "Removes a check-in helper",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ staffId: zId }),
  response: ZOk,
});

export const ZCheckinPlaceOption = z.object({ key: z.string(), label: z.string() });

export const getCheckinSetup = defineCall({
  method: "GET",
  path: "/api/checkin/events/:eventId",
  summary: "The check-in screen's setup: the event, where one can check in, whether the caller is the host",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  response: z.object({
    eventId: z.number().int(),
    eventName: z.string(),
    places: z.array(ZCheckinPlaceOption),
    isManager: z.boolean(),
    /** The event's sub-events of one-to-one meetings (matching, consulting): their live floors, for the host and the staff. */
    floors: z.array(z.object({ subEventId: z.number().int(), name: z.string() })),
  }),
});

export const ZRosterEntry = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  role: z.string(),
  state: z.enum(["ok", "revoked", "reissued", "notApproved"]),
});
export type TRosterEntry = z.infer<typeof ZRosterEntry>;

export const getCheckinRoster = defineCall({
  method: "GET",
  path: "/api/checkin/events/:eventId/roster",
  summary: "Every badge of the event (id, name, company, role, state), kept on staff devices for offline use",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  response: z.object({ badges: z.array(ZRosterEntry) }),
});

export const ZCheckInput = z
  .object({
    clientId: z.string().min(1).max(64),
    /** The QR payload read by the camera (`BZ1.<id>.<sig>`) ... */
    code: z.string().max(200).optional(),
    /** ... or a badge chosen from the search. */
    badgeId: z.string().max(40).optional(),
    place: zCheckinPlace,
    scannedAt: z.string().datetime({ offset: true }),
  })
  .refine((c) => (c.code === undefined) !== (c.badgeId === undefined), "checkin.error.codeOrBadge");
export type TCheckInput = z.infer<typeof ZCheckInput>;

export const ZCheckResult = z.object({
  clientId: z.string(),
  outcome: zCheckOutcome,
  checkinId: z.number().int().nullable(),
  scannedAt: z.string(),
  badge: z.object({ id: z.string(), name: z.string(), company: z.string(), role: z.string() }).nullable(),
  /** For `already`: the first check-in there (its scan time and who made it). */
  previous: z.object({ at: z.string(), byName: z.string() }).nullable(),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;

export const postChecks = defineCall({
  method: "POST",
  path: "/api/checkin/events/:eventId/checks",
  summary:
    "Sends scans (one, or a queue after a network failure); a resent (deviceId, clientId) is stored once",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  body: z.object({ deviceId: z.string().min(8).max(64), checks: z.array(ZCheckInput).min(1).max(200) }),
  response: z.object({ results: z.array(ZCheckResult) }),
});

export const ZCountRow = z.object({
  key: z.string(),
  label: z.string(),
  checkedIn: z.number(),
  expected: z.number(),
});

export const ZCheckinCount = z.object({
  place: z.string(),
  checkedIn: z.number().int(),
  expected: z.number().int(),
  bySubEvent: z.array(ZCountRow),
  byRole: z.array(ZCountRow),
});
export type TCheckinCount = z.infer<typeof ZCheckinCount>;

export const getCheckinCount = defineCall({
  method: "GET",
  path: "/api/checkin/events/:eventId/count",
  summary: "Checked in / expected at a place, by sub-event and role",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  query: z.object({ place: zCheckinPlace.default("entrance") }),
  response: ZCheckinCount,
});

export const ZCheckinRow = z.object({
  id: z.number().int(),
  badgeId: z.string().nullable(),
  name: z.string(),
  company: z.string(),
  place: z.string(),
  outcome: zCheckOutcome,
  scannedAt: z.string(),
  byName: z.string(),
  undoneAt: z.string().nullable(),
});
export type TCheckinRow = z.infer<typeof ZCheckinRow>;

export const getRecentCheckins = defineCall({
  method: "GET",
  path: "/api/checkin/events/:eventId/recent",
  summary: "The latest scans of the event (newest first)",
  tag: "checkin",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
  response: z.object({ items: z.array(ZCheckinRow) }),
});

export const hostUndoCheckin = defineCall({
  method: "POST",
  path: "/api/host/checkins/:checkinId/undo",
  summary: "Undoes a mistaken check-in (kept, marked undone by whom and when)",
  tag: "checkin",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ checkinId: zId }),
  response: ZCheckinRow,
});

/** The realtime event staff devices and the host hear (on their `user:{id}` rooms). */
export const CHECKIN_EVENT = "checkin:changed";
export interface TCheckinLive {
  eventId: number;
  row: TCheckinRow;
}
