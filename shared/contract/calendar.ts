import { z } from "zod";
import { ZOk } from "./common.ts";
import { defineCall } from "./define.ts";

/** The personal calendar feed of agreed meetings (the .ics itself is served at /api/calendar/{token}.ics). */

export const ZCalendarFeed = z.object({
  /** The subscription URL, only in the answer that created it (kept as a hash afterwards). */
  url: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const getCalendarFeed = defineCall({
  method: "GET",
  path: "/api/meetings/calendarFeed",
  summary: "Whether the caller has a calendar feed (its URL is shown once, when created)",
  tag: "calendar",
  auth: "user",
  response: ZCalendarFeed,
});

export const createCalendarFeed = defineCall({
  method: "POST",
  path: "/api/meetings/calendarFeed",
  summary: "Creates (or replaces) the caller's secret calendar feed URL of agreed meetings",
  tag: "calendar",
  auth: "user",
  response: ZCalendarFeed,
});

export const revokeCalendarFeed = defineCall({
  method: "DELETE",
  path: "/api/meetings/calendarFeed",
  summary: "Revokes the caller's calendar feed",
  tag: "calendar",
  auth: "user",
  response: ZOk,
});
