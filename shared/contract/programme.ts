import { z } from "zod";
import { MAX_ID, ZOk, zDate, zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFileRef } from "./events.ts";

/**
 * Speakers and the programme of a sub-event (placeholders in the original; real here). The host manages
 * them; approved participants, colleagues and the host read them. Speakers need no account.
 */

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");
const zIds = z.array(z.number().int().positive().max(MAX_ID)).max(20).default([]);

export const ZSessionRef = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  room: z.string(),
});

export const ZSpeaker = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  bio: z.string(),
  photo: ZFileRef.nullable(),
  sessions: z.array(ZSessionRef),
});
export type TSpeaker = z.infer<typeof ZSpeaker>;

export const ZSpeakerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  photo: ZFileRef.nullable(),
});

export const ZSession = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  title: z.string(),
  description: z.string(),
  track: z.string(),
  room: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  /** Venue wall clock (the host's editor; the day grouping). */
  venue: z.object({ date: zDate, startTime: z.string(), endTime: z.string() }),
  speakers: z.array(ZSpeakerRef),
});
export type TSession = z.infer<typeof ZSession>;

export const listSpeakers = defineCall({
  method: "GET",
  path: "/api/subEvents/:id/speakers",
  summary: "The sub-event's speakers in the host's order, with their sessions",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.array(ZSpeaker),
});

export const getProgramme = defineCall({
  method: "GET",
  path: "/api/subEvents/:id/programme",
  summary: "The sub-event's sessions by start time (day, track, room, speakers), with the venue's zone",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.object({ timeZone: z.string(), sessions: z.array(ZSession) }),
});

export const sessionIcs = defineCall({
  method: "GET",
  path: "/api/programme/sessions/:sessionId/ics",
  summary: "One session as an iCalendar file (venue zone with its VTIMEZONE), for the programme's readers",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ sessionId: zId }),
  response: z.object({ fileName: z.string(), ics: z.string() }),
});

export const ZSpeakerInput = z.object({
  name: z.string().trim().min(1, "programme.nameRequired").max(100),
  company: z.string().trim().max(100).default(""),
  position: z.string().trim().max(100).default(""),
  email: z
    .union([
      z.literal(""),
      z.string().trim().toLowerCase().email("businessCardValidation.emailValid").max(200),
    ])
    .default(""),
  bio: z.string().trim().max(3000).default(""),
  photoFileId: z.number().int().positive().max(MAX_ID).nullable().default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type TSpeakerInput = z.input<typeof ZSpeakerInput>;

export const ZHostSpeaker = ZSpeaker.extend({ email: z.string(), sort: z.number().int() });

export const hostListSpeakers = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/speakers",
  summary: "The sub-event's speakers with their e-mail and order, for the host",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.array(ZHostSpeaker),
});

export const hostCreateSpeaker = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/speakers",
  summary: "Adds a speaker (no account needed; the photo becomes a public event image)",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  body: ZSpeakerInput,
  response: ZHostSpeaker,
});

export const hostUpdateSpeaker = defineCall({
  method: "PUT",
  path: "/api/host/speakers/:speakerId",
  summary: "Replaces a speaker's fields",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ speakerId: zId }),
  body: ZSpeakerInput,
  response: ZHostSpeaker,
});

export const hostDeleteSpeaker = defineCall({
  method: "DELETE",
  path: "/api/host/speakers/:speakerId",
  summary: "Deletes a speaker (their sessions stay)",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ speakerId: zId }),
  response: ZOk,
});

export const ZSessionInput = z.object({
  title: z.string().trim().min(1, "programme.titleRequired").max(200),
  description: z.string().trim().max(3000).default(""),
  track: z.string().trim().max(60).default(""),
  room: z.string().trim().max(100).default(""),
  date: zDate,
  startTime: zTime,
  endTime: zTime,
  speakerIds: zIds,
});
export type TSessionInput = z.input<typeof ZSessionInput>;

export const hostCreateSession = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/sessions",
  summary: "Adds a programme session (venue wall clock; speakers of the same sub-event)",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  body: ZSessionInput,
  response: ZSession,
});

export const hostUpdateSession = defineCall({
  method: "PUT",
  path: "/api/host/sessions/:sessionId",
  summary: "Replaces a session's fields and speakers",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ sessionId: zId }),
  body: ZSessionInput,
  response: ZSession,
});

export const hostDeleteSession = defineCall({
  method: "DELETE",
  path: "/api/host/sessions/:sessionId",
  summary: "Deletes a session",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ sessionId: zId }),
  response: ZOk,
});

export const workspaceExtras = defineCall({
  method: "GET",
  path: "/api/subEvents/:id/extras",
  summary:
    "What the sub-event holds beyond the spec's sidebar (speakers, sessions, a floor plan or the event's map link): the sidebar shows those entries only then",
  tag: "programme",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.object({
    speakers: z.number().int(),
    sessions: z.number().int(),
    floorPlan: z.boolean(),
    /** The event has a digital-map link (the spec's `digitalMap`), with or without a floor plan. */
    digitalMap: z.boolean(),
  }),
});
