import { z } from "zod";
import { ZOk, zDate, zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZLanguagePair } from "./languages.ts";
import { ZMeeting } from "./meetings.ts";

/**
 * Interpreters (spec: interpreter workspace, /api/interpreters/user and userCheck). The host names them by
 * e-mail per sub-event and assigns them to meetings, one interpreter per meeting and one meeting at a time
 * per interpreter. An interpreter sees and joins only the meetings assigned to them (docs/decisions.md).
 */

/** The live event an interpreter's sockets receive (room user:{id}) when meetings are assigned to them. */
export const INTERPRETER_ASSIGNMENTS_EVENT = "interpreter:assignments";

export const INTERPRETER_LANGUAGES = ["ko", "en", "zh", "ja", "vi", "es", "fr", "de", "ru", "ar"] as const;
export const ZLanguage = z.enum(INTERPRETER_LANGUAGES);

/** One assignment of the caller (spec list item plus the interpreter record's fields). */
export const ZInterpreterItem = z.object({
  subEventId: z.number().int(),
  mainEventId: z.number().int(),
  mainEventName: z.string(),
  mainEventNameEn: z.string(),
  subEventName: z.string(),
  subEventNameEn: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  userId: z.number().int(),
  languages: z.array(z.string()),
  meetingIds: z.array(z.number().int()),
});
export type TInterpreterItem = z.infer<typeof ZInterpreterItem>;

export const interpreterAssignments = defineCall({
  method: "GET",
  path: "/api/interpreters/user",
  summary:
    "The sub-events where the caller is an interpreter (the account menu's dialog); `userId` must be the caller",
  tag: "interpreters",
  auth: "user",
  errors: [403],
  query: z.object({ userId: zId }),
  response: z.array(ZInterpreterItem),
});

export const interpreterCheck = defineCall({
  method: "GET",
  path: "/api/interpreters/userCheck",
  summary:
    "Whether the user is an interpreter of the sub-event (the workspace's gate); `userId` must be the caller",
  tag: "interpreters",
  auth: "user",
  errors: [403],
  query: z.object({ userId: zId, subEventId: zId }),
  response: z.boolean(),
});

export const ZInterpreterMeeting = ZMeeting.extend({
  /** When the interpreter last opened the room from the workspace. */
  joinedAt: z.string().nullable(),
  /** The meeting's room for the interpreter (every assigned meeting has one, on-site ones included). */
  roomLink: z.string(),
});
export type TInterpreterMeeting = z.infer<typeof ZInterpreterMeeting>;

export const interpreterMeetings = defineCall({
  method: "GET",
  path: "/api/interpreters/meetings",
  summary:
    "The caller's assigned meetings of a sub-event between two venue dates (the week), in time order; interpreters of it only",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404],
  query: z.object({
    subEventId: zId,
    from: zDate.optional(),
    to: zDate.optional(),
    started: z.enum(["Y", "N"]).default("N"),
  }),
  response: z.object({ timeZone: z.string(), meetings: z.array(ZInterpreterMeeting) }),
});

export const interpreterJoin = defineCall({
  method: "POST",
  path: "/api/interpreters/joinMeeting",
  summary:
    "The interpreter joins an assigned meeting (spec payload); records the join and answers the room. Another sub-event's or an unassigned meeting is 403",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404, 409],
  body: z.object({
    id: z.number().int().optional(),
    date: zDate.optional(),
    subEventId: zId,
    meetingId: zId,
    status: z.literal("agree").default("agree"),
    startTime: z.string().max(5).optional(),
    endTime: z.string().max(5).optional(),
    interpreter: z.unknown().optional(),
  }),
  response: z.object({ meetingId: z.number().int(), link: z.string(), joinedAt: z.string() }),
});

/** The host's view of an interpreter of the sub-event. */
/** What an interpreter states for a sub-event: the pairs covered and the slots (starts) when not available. */
export const ZInterpreterProfile = z.object({
  languagePairs: z.array(ZLanguagePair).max(20),
  unavailable: z.array(z.iso.datetime({ offset: true })).max(500),
});
export type TInterpreterProfile = z.infer<typeof ZInterpreterProfile>;

export const getInterpreterProfile = defineCall({
  method: "GET",
  path: "/api/interpreters/profile",
  summary: "The caller's language pairs and unavailable slots in a sub-event where they interpret",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404],
  query: z.object({ subEventId: zId }),
  response: ZInterpreterProfile,
});

export const setInterpreterProfile = defineCall({
  method: "PUT",
  path: "/api/interpreters/profile",
  summary:
    "Sets the caller's language pairs and unavailable slots (slot starts) in a sub-event where they interpret",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404, 409],
  body: ZInterpreterProfile.extend({ subEventId: zId }),
  response: ZInterpreterProfile,
});

export const ZHostInterpreter = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  email: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  languages: z.array(z.string()),
  /** The account with that address; null until one signs up (then no meeting can be assigned). */
  userId: z.number().int().nullable(),
  meetingIds: z.array(z.number().int()),
  /** What the interpreter states (PUT /api/interpreters/profile): pairs in canonical order, and how many slots they are not available. */
  languagePairs: z.array(z.string()),
  unavailableCount: z.number().int(),
});
export type THostInterpreter = z.infer<typeof ZHostInterpreter>;

export const hostListInterpreters = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/interpreters",
  summary: "The sub-event's interpreters with their accounts and assigned meetings; the host",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.array(ZHostInterpreter),
});

export const hostAddInterpreter = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/interpreters",
  summary:
    "Names an interpreter by e-mail. An address with no account is 404 interpreter.noAccount unless `invite` is set: then it is kept pending and an invitation to sign up is mailed",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: z.object({
    email: z.string().trim().toLowerCase().email("businessCardValidation.emailValid").max(200),
    name: z.string().trim().max(100).default(""),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, "findUser.onlyNumbers")
      .default(""),
    languages: z.array(ZLanguage).max(10).default([]),
    invite: z.boolean().default(false),
  }),
  response: ZHostInterpreter,
});

export const hostRemoveInterpreter = defineCall({
  method: "DELETE",
  path: "/api/host/interpreters/:interpreterId",
  summary: "Removes an interpreter from the sub-event (their assignments there go too)",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404],
  params: z.object({ interpreterId: zId }),
  response: ZOk,
});

export const ZCoverageMeeting = z.object({
  meeting: ZMeeting,
  /** Country codes of each side's main applicant (a hint for the languages needed). */
  applicantCountry: z.string(),
  acceptorCountry: z.string(),
  interpreterId: z.number().int().nullable(),
});

export const hostInterpreterCoverage = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/interpreterMeetings",
  summary:
    "The sub-event's live meetings from now on (waiting and agreed) with their interpreter, and how many still need one; the host",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  query: z.object({ need: z.enum(["Y", "N"]).default("N") }),
  response: z.object({
    timeZone: z.string(),
    needing: z.number().int(),
    meetings: z.array(ZCoverageMeeting),
  }),
});

export const hostAssignInterpreter = defineCall({
  method: "PUT",
  path: "/api/host/meetings/:meetingId/interpreter",
  summary:
    "Assigns an interpreter of the sub-event to a live meeting (null removes); 409 when they have another meeting then",
  tag: "interpreters",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ meetingId: zId }),
  body: z.object({ interpreterId: zId.nullable() }),
  response: ZOk,
});
