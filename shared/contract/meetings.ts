import { z } from "zod";
import { PLACE_KINDS } from "../meetings/places.ts";
import {
  MEETING_REASON_CODES,
  MEETING_STATUSES,
  REASON_CODES,
  REASON_TEXT_MAX,
  SLOT_LABELS,
} from "../meetings/status.ts";
import { ZOk, zDate, zId } from "./common.ts";
import { defineCall } from "./define.ts";

export * from "./meeting-histories.ts";

/**
 * Meetings (spec section 4 and the meeting calls). Every time is sent twice: as the instant (ISO, UTC) and
 * as the venue's wall clock (`date`, `startTime`, `endTime` in the event's time zone, `timeZone`), so no
 * client ever has to guess which zone a "10:00" is in.
 */

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");
const zReasonText = z.string().trim().max(REASON_TEXT_MAX, "meetings.reasonTooLong");
export const ZMeetingStatus = z.enum(MEETING_STATUSES);
export const ZReasonCode = z.enum(REASON_CODES);
export const ZAttendeeType = z.enum(["online", "offline"]);

/** One side of a meeting (spec meetingApplicant / meetingAcceptor). */
export const ZMeetingParty = z.object({
  id: z.number().int(),
  name: z.string(),
  managerName: z.string(),
  email: z.string(),
  type: z.enum(["seller", "buyer", "booth", "visitor"]),
  attendeeType: ZAttendeeType,
  category: z.string(),
  keyword: z.string(),
});
export type TMeetingParty = z.infer<typeof ZMeetingParty>;

export const ZMeeting = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  status: ZMeetingStatus,
  /** Venue wall clock. */
  date: zDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  applicant: z.number().int(),
  acceptor: z.number().int().nullable(),
  applicantName: z.string(),
  acceptorName: z.string(),
  applicantManagerName: z.string(),
  acceptorManagerName: z.string(),
  meetingApplicant: ZMeetingParty,
  meetingAcceptor: ZMeetingParty.nullable(),
  reasonCode: z.enum(MEETING_REASON_CODES).or(z.literal("")),
  reason: z.string(),
  arrangedByHost: z.boolean(),
  /** online when either side attends online; then `link` is the meeting's video room. */
  mode: ZAttendeeType,
  link: z.string(),
  /** The table or booth of an on-site meeting ('' when none is assigned yet): the place's name. */
  place: z.string(),
  /** The meeting's place (server/db/schema/places.ts); null for a free-text place or none. */
  placeId: z.number().int().nullable(),
  placeKind: z.enum(PLACE_KINDS).nullable(),
  /** The place's zone or hall ('' when none). */
  placeZone: z.string(),
  expiresAt: z.string().nullable(),
  /** Whether each side has saved its meeting survey (counsel note). */
  applicantMeetingSurvey: z.boolean(),
  acceptorMeetingSurvey: z.boolean(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

/** One slot of the weekly view as the calling application sees it. */
export const ZSlotView = z.object({
  date: zDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  label: z.enum(SLOT_LABELS),
  /** The meeting behind the label (own request, incoming request, agreed meeting, own block, last rejected/cancelled). */
  meetingId: z.number().int().nullable(),
  /** Incoming waiting requests in this slot (the acceptor chooses one). */
  waitingCount: z.number().int(),
  counterpart: z.string(),
  /** False when the slot is in the past or meetings are switched off (meetingAvailable N). */
  actionable: z.boolean(),
});
export type TSlotView = z.infer<typeof ZSlotView>;

export const ZSchedule = z.object({
  subEventId: z.number().int(),
  applicationId: z.number().int(),
  /** The application's company (its own name, else its business card's company): the export's file name. */
  companyName: z.string(),
  timeZone: z.string(),
  meetingAvailable: z.boolean(),
  /** How this application attends its meetings. */
  attendeeType: ZAttendeeType,
  startDate: zDate,
  endDate: zDate,
  slots: z.array(ZSlotView),
  /** Waiting requests the application must answer (the sidebar badge). */
  waitingForMe: z.number().int(),
});
export type TSchedule = z.infer<typeof ZSchedule>;

export const meetingSchedule = defineCall({
  method: "GET",
  path: "/api/meetings/schedule",
  summary:
    "The weekly view of an application: every slot of the sub-event (or of `from`..`to`) with its label for this application; the application and its colleagues",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  query: z.object({ applicationId: zId, from: zDate.optional(), to: zDate.optional() }),
  response: ZSchedule,
});

export const myMeeting = defineCall({
  method: "GET",
  path: "/api/meetings/myMeeting",
  summary: "The application's meetings (every status) in slot order; the application and its colleagues",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: z.array(ZMeeting),
});

export const meetingDetailById = defineCall({
  method: "GET",
  path: "/api/meetings/detail",
  summary: "One meeting; its two sides (and colleagues) and the host",
  tag: "meetings",
  auth: "user",
  errors: [404],
  query: z.object({ meetingId: zId }),
  response: ZMeeting,
});

export const requestMeeting = defineCall({
  method: "POST",
  path: "/api/meetings/applicant",
  summary:
    "Requests a meeting in a slot (status waiting): `applicant` is the caller's application, `acceptor` the target. 409 when the slot or the pair is taken",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  body: z.object({
    subEventId: zId,
    applicant: zId,
    acceptor: zId,
    date: zDate,
    startTime: zTime,
    endTime: zTime.optional(),
    status: z.literal("waiting").default("waiting"),
    meetingId: zId.optional(),
    mailPostToggleAt: z.enum(["Y", "N"]).default("Y"),
  }),
  response: z.literal(true),
});

const zAnswer = z.object({
  subEventId: zId,
  /** The caller's application (the acceptor). */
  acceptorId: zId,
  /** The meeting being answered or cancelled. */
  meetingId: zId,
  /** The spec also sends the list of the slot's meetings; the ones not chosen are declined. */
  meetingsId: z.array(zId).max(200).optional(),
  status: z.enum(["agree", "disagree"]),
  reasonCode: ZReasonCode.optional(),
  reason: zReasonText.default(""),
  mailPostToggleAt: z.enum(["Y", "N"]).default("Y"),
});

export const updateMeeting = defineCall({
  method: "PUT",
  path: "/api/meetings/update",
  note: "The spec does not show this call's path.",
  summary:
    "Accepts (agree) or rejects (disagree, with a reason) a waiting request, or cancels an agreed meeting (disagree, with a reason); either side of an agreed meeting may cancel",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  body: zAnswer,
  response: ZMeeting,
});

export const changeMeetingState = defineCall({
  method: "PUT",
  path: "/api/meetings/changeMeetingState",
  summary:
    "Moves a meeting to a status (agree, disagree or cancel) under the same rules as the update call; the spec does not show its states",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  body: z.object({
    meetingId: zId,
    applicationId: zId,
    status: z.enum(["agree", "disagree", "cancel"]),
    reasonCode: ZReasonCode.optional(),
    reason: zReasonText.default(""),
  }),
  response: ZMeeting,
});

export const cancelApplicationMeeting = defineCall({
  method: "DELETE",
  path: "/api/meetings/cancelApplicationMeeting/:id/true",
  summary: "The requester withdraws a waiting request (deleted, spec)",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  response: ZOk,
});

export const markImpossible = defineCall({
  method: "POST",
  path: "/api/meetings/impossible",
  note: "The spec does not show the path of marking one slot unavailable.",
  summary:
    "Marks one slot unavailable for the application (status impossible); 409 when it holds an agreed meeting",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  body: z.object({ subEventId: zId, applicationId: zId, date: zDate, startTime: zTime }),
  response: ZOk,
});

export const removeImpossible = defineCall({
  method: "DELETE",
  path: "/api/meetings/removeImpossible/:id/true",
  note: "The spec's path has a stray quote; served without it.",
  summary:
    "Lifts one unavailable mark (the meeting id of the mark); 403 meetings.error.hostBlock for a block the host made",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: ZOk,
});

const zBulk = z.object({
  subEventId: zId,
  applicationId: zId,
  /** Whole days, one time across days, or single slots (date + startTime). */
  dates: z.array(zDate).max(62).default([]),
  times: z.array(zTime).max(96).default([]),
  slots: z
    .array(z.object({ date: zDate, startTime: zTime }))
    .max(500)
    .default([]),
});

export const ZBulkResult = z.object({
  changed: z.number().int(),
  /** Slots left as they were (an agreed meeting, a host block, the past). */
  skipped: z.array(z.object({ date: zDate, startTime: z.string(), reason: z.string() })),
});

export const multipleImpossibleSave = defineCall({
  method: "POST",
  path: "/api/meetings/multipleImpossibleSave",
  summary:
    "Marks slots unavailable in bulk: whole `dates`, one `times` across the sub-event's days, or `slots`; agreed meetings and host blocks are skipped and listed",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  body: zBulk,
  response: ZBulkResult,
});

export const multipleRemoveImpossible = defineCall({
  method: "POST",
  path: "/api/meetings/multipleRemoveImpossible",
  summary:
    "Lifts unavailable marks in bulk (same selection as multipleImpossibleSave); the host's blocks are skipped and listed",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  body: zBulk,
  response: ZBulkResult,
});

export const ZMeetingTarget = z.object({
  applicationId: z.number().int(),
  companyName: z.string(),
  managerName: z.string(),
  type: z.enum(["seller", "buyer", "booth", "visitor"]),
  category: z.string(),
  keyword: z.string(),
  attendeeType: ZAttendeeType,
});
export type TMeetingTarget = z.infer<typeof ZMeetingTarget>;

export const getMeetingTargets = defineCall({
  method: "GET",
  path: "/api/applications/getMeetingTargets",
  summary:
    "Participants the application may request in a slot (the other group, free at that time, no live meeting with the pair, not blocked); optional keyword filter",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  query: z.object({
    subEventId: zId,
    applicationId: zId,
    date: zDate,
    startTime: zTime,
    meetingId: zId.optional(),
    type: z.enum(["seller", "buyer", "booth", "visitor", ""]).optional(),
    keywordId: zId.optional(),
  }),
  response: z.array(ZMeetingTarget),
});

export const meetingTargetByCompany = defineCall({
  method: "GET",
  path: "/api/meetingTarget/companyName",
  summary:
    "Searches the participants the caller may meet by company name (type = the target's type); approved participants. With `date` and `startTime` (both), only those free in that slot, as getMeetingTargets",
  tag: "meetings",
  auth: "user",
  errors: [403, 404, 409],
  query: z.object({
    subEventId: zId,
    type: z.enum(["seller", "buyer", "booth", "visitor", ""]).optional(),
    companyName: z.string().trim().min(1, "meetings.enterSearchTerm").max(100),
    applicationId: zId.optional(),
    date: zDate.optional(),
    startTime: zTime.optional(),
  }),
  response: z.array(ZMeetingTarget),
});

export const getWaitingAcceptMeetingTargets = defineCall({
  method: "GET",
  path: "/api/meetings/getWaitingAcceptMeetingTargets",
  summary: "The waiting requests the acceptor can choose from in the slot of `meetingId`",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({ meetingId: zId, applicationId: zId }),
  response: z.array(ZMeeting),
});

export const applicationMeetings = defineCall({
  method: "GET",
  path: "/api/applications/applicationMeetings",
  summary: "Meetings between the caller's application and another (the company page's meeting-status tab)",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId, myApplicationId: zId }),
  response: z.array(ZMeeting),
});

export const setAttendeeType = defineCall({
  method: "PUT",
  path: "/api/meetings/attendeeType",
  summary: "Sets how the application attends its meetings (online or offline)",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  body: z.object({ applicationId: zId, attendeeType: ZAttendeeType }),
  response: ZOk,
});
