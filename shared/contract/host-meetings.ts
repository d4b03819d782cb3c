import { z } from "zod";
import { PLACE_KINDS } from "../meetings/places.ts";
import { REASON_TEXT_MAX } from "../meetings/status.ts";
import { ZOk, zDate, zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZMeeting } from "./meetings.ts";

/** The organizer's meeting board of a sub-event (host of the event or administrator). */

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");

export const ZBoardSlot = z.object({
  date: zDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  hostBlocked: z.boolean(),
  meetings: z.array(ZMeeting),
  /** Applications unavailable in this slot: their own mark, or the host's block of that company (`byHost`). */
  unavailable: z.array(
    z.object({
      applicationId: z.number().int(),
      companyName: z.string(),
      meetingId: z.number().int(),
      byHost: z.boolean(),
    }),
  ),
});

export const ZBoard = z.object({
  subEventId: z.number().int(),
  timeZone: z.string(),
  requestExpiryHours: z.number().int(),
  /** Whether the sub-event has places: on-site meetings then take one of them (picker), else a free text. */
  hasPlaces: z.boolean(),
  slots: z.array(ZBoardSlot),
});

export const hostMeetingBoard = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/meetings",
  summary: "Every meeting of the sub-event by day and slot (filter by status and company); the host",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  query: z.object({
    date: zDate.optional(),
    status: z.enum(["all", "waiting", "agree", "disagree", "cancel", "expired", "impossible"]).default("all"),
    company: z.string().trim().max(100).default(""),
  }),
  response: ZBoard,
});

export const hostArrangeMeeting = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/meetings",
  summary:
    "Arranges a meeting between two participants in a slot, concluded without acceptance; 409 when either is taken",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: z.object({
    applicantId: zId,
    acceptorId: zId,
    date: zDate,
    startTime: zTime,
    place: z.string().trim().max(100).default(""),
    mailPostToggleAt: z.enum(["Y", "N"]).default("Y"),
  }),
  response: ZMeeting,
});

export const hostCancelMeeting = defineCall({
  method: "POST",
  path: "/api/host/meetings/:meetingId/cancel",
  summary: "Cancels a waiting or agreed meeting with a reason; both sides are told",
  tag: "host-meetings",
  auth: "user",
  errors: [404, 409],
  params: z.object({ meetingId: zId }),
  body: z.object({ reason: z.string().trim().min(1, "meetings.reasonRequired").max(REASON_TEXT_MAX) }),
  response: ZMeeting,
});

export const hostSetMeetingPlace = defineCall({
  method: "PUT",
  path: "/api/host/meetings/:meetingId/place",
  summary:
    "Assigns the place of one meeting: `placeId`, one of the sub-event's places free at its time (null clears it), or the free text `place` of a sub-event without places. 409 when the place is taken then",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ meetingId: zId }),
  body: z
    .object({ place: z.string().trim().max(100).optional(), placeId: zId.nullable().optional() })
    .refine((b) => b.place !== undefined || b.placeId !== undefined, {
      message: "hostMeetings.placeRequired",
    }),
  response: ZMeeting,
});

export const ZFreePlace = z.object({
  id: zId,
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  zone: z.string(),
  /** The participant whose own place it is ('' when it is pooled). */
  ownerName: z.string(),
});

export const hostMeetingPlaces = defineCall({
  method: "GET",
  path: "/api/host/meetings/:meetingId/places",
  summary:
    "The places the host may give this meeting: the sub-event's active places that no other agreed meeting holds at its time (and its current one)",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404],
  params: z.object({ meetingId: zId }),
  response: z.object({ current: zId.nullable(), places: z.array(ZFreePlace) }),
});

export const hostSetCompanyPlace = defineCall({
  method: "PUT",
  path: "/api/host/applications/:applicationId/meetingPlace",
  summary:
    "Makes a place the participant's fixed place, where it receives its on-site meetings (created when new; '' releases it). 409 when it is another participant's",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ applicationId: zId }),
  body: z.object({ place: z.string().trim().max(100) }),
  response: ZOk,
});

const zSlotSelection = z.object({
  slots: z
    .array(z.object({ date: zDate, startTime: zTime }))
    .min(1)
    .max(500),
});

export const hostBlockSlots = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/blocks",
  summary: "Blocks slots (host blocks); a slot holding a live meeting is refused with 409 and listed",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: zSlotSelection,
  response: z.object({ changed: z.number().int() }),
});

export const hostUnblockSlots = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/blocks/remove",
  summary: "Lifts host blocks",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: zSlotSelection,
  response: z.object({ changed: z.number().int() }),
});

export const hostBlockCompany = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/companyBlocks",
  summary:
    "Blocks one participant's slot (a host block, impossible with arrangedByHost): nobody can book it and the participant cannot lift it; 409 when the participant is already committed or marked there",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: z.object({ applicationId: zId, date: zDate, startTime: zTime }),
  response: ZMeeting,
});

export const hostUnblockCompany = defineCall({
  method: "DELETE",
  path: "/api/host/meetings/:meetingId/companyBlock",
  summary: "Lifts the host's block of one participant's slot (404 unless the meeting is such a block)",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404],
  params: z.object({ meetingId: zId }),
  response: ZOk,
});

export const hostMeetingSettings = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:id/meetingSettings",
  summary: "The sub-event's meeting settings: hours before an unanswered request expires (1..720)",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  body: z.object({ requestExpiryHours: z.number().int().min(1).max(720) }),
  response: ZOk,
});

export const ZMeetingStats = z.object({
  days: z.array(
    z.object({
      date: zDate,
      requested: z.number().int(),
      agreed: z.number().int(),
      rejected: z.number().int(),
      cancelled: z.number().int(),
      expired: z.number().int(),
    }),
  ),
  participants: z.number().int(),
  withoutMeeting: z.array(
    z.object({ applicationId: z.number().int(), companyName: z.string(), type: z.string() }),
  ),
});

export const hostMeetingStats = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/meetingStats",
  summary:
    "Live figures per day (requested, agreed, rejected, cancelled, expired) and companies with no agreed meeting",
  tag: "host-meetings",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: ZMeetingStats,
});
