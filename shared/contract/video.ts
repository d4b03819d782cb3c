import { z } from "zod";
import { VIDEO_ROLES, ZIceServer } from "../video/protocol.ts";
import { ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * The video rooms (docs/video.md): who may enter which room, the room token, the device check's test room,
 * an event's direct rooms, guest tickets. Media goes peer-to-peer between browsers; these calls decide who
 * may, and the signalling (Socket.IO) checks the token they give. The `/chime/*` and `/video/videoCall/*`
 * paths are the spec's (a third-party room service there; ours here, docs/decisions.md "Video rooms").
 */

const zRoomName = z
  .string()
  .trim()
  .regex(/^(meeting:\d{1,10}|direct:\d{1,10}:(10|[1-9])|test:[0-9a-f-]{36})$/, "video.abnormalAccess");
const zPersonName = z.string().trim().min(1, "video.enterName").max(60, "validation.nameTooLong");

export const ZVideoCheck = z.object({
  meetingId: z.number().int(),
  room: z.string(),
  /** How the caller enters: for a side (participant), as the interpreter, or as the observing host. */
  role: z.enum(VIDEO_ROLES),
  applicationId: z.number().int().nullable(),
  counterpart: z
    .object({ applicationId: z.number().int(), company: z.string(), managerName: z.string() })
    .nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 10 minutes before the start. */
  opensAt: z.string(),
  open: z.boolean(),
  timeZone: z.string(),
  interpreter: z.object({ name: z.string() }).nullable(),
});
export type TVideoCheck = z.infer<typeof ZVideoCheck>;

export const videoCallCheck = defineCall({
  method: "GET",
  path: "/api/meetings/videoCallCheck",
  summary:
    "An online meeting's room for the caller: the room, the counterpart, the window (10 minutes before the start to the end), whether it is open now, the interpreter. 403 for anyone who may not enter, with the reason in `message`: video.notParticipant (not one of the meeting's people, or no such meeting) or video.noRoom (one of its people, but the meeting is not an agreed online one)",
  tag: "video",
  auth: "user",
  errors: [403],
  query: z.object({ meetingId: zId, applicantId: zId.optional() }),
  response: ZVideoCheck,
});

/** A room token with what the call screen shows of it (13.22: identity, roomName, eventType, type, role). */
export const ZRoomToken = z.object({
  token: z.string(),
  identity: z.string(),
  roomName: z.string(),
  eventType: z.enum(["meeting", "presentation", "direct", "test"]),
  type: z.enum(VIDEO_ROLES),
  role: z.enum(["presenter", "none"]),
  /** In a presentation room: presenter, attendee (none) or the host as moderator. */
  stage: z.enum(["presenter", "none", "moderator"]).optional(),
  /** How media goes: peer-to-peer (meeting rooms, small presentations without Janus) or through Janus. */
  media: z.enum(["mesh", "janus"]).optional(),
  name: z.string(),
  expiresAt: z.string(),
  iceServers: z.array(ZIceServer),
});
export type TRoomToken = z.infer<typeof ZRoomToken>;

export const videoToken = defineCall({
  method: "GET",
  path: "/video/videoCall/token",
  summary:
    "A short-lived signed room token (an hour at most, never past the room's window) with identity, role, room and expiry, and the ICE servers (TURN REST credentials). For the meeting's two companies, its interpreter, the host as observer, and a guest session for its own meeting; 403 otherwise, the reason in `message` (video.notParticipant, video.noRoom, video.notOpenYet, video.roomEnded; a guest's video.refusedEntry). With eventType=presentation, meetingId is a webinar's id: its presenters (role presenter, identity 발표자|Presenter|u{id}), the sub-event's approved participants (role none) and the host (stage moderator), from 10 minutes before its start to its end; someone sent out of the room (its black list) is refused. Presentation refusals: presentation.entry.notParticipant, sentOut, notYet, ended",
  tag: "video",
  auth: "optional",
  errors: [403, 404],
  query: z.object({
    meetingId: zId,
    applicantId: zId.optional(),
    eventType: z.enum(["meeting", "presentation"]).optional(),
  }),
  response: ZRoomToken,
});

const ZJoinInfo = z.object({
  Meeting: z.object({ MeetingId: z.string(), MediaRegion: z.string() }),
  Attendee: z.object({ AttendeeId: z.string(), JoinToken: z.string(), Name: z.string() }),
  iceServers: z.array(ZIceServer),
});
export type TJoinInfo = z.infer<typeof ZJoinInfo>;

export const chimeJoin = defineCall({
  method: "GET",
  path: "/chime/join",
  summary:
    "Join a direct room by name (no account needed): roomId direct:{eventId}:{n} while its host keeps it open. Answers the room (Meeting.MeetingId) and the attendee (AttendeeId = identity, JoinToken = room token). region and ns_es are accepted and ignored (one media region: the browsers)",
  tag: "video",
  auth: "optional",
  errors: [404],
  query: z.object({
    roomId: zRoomName,
    name: zPersonName,
    region: z.string().max(40).optional(),
    ns_es: z.enum(["true", "false"]).optional(),
  }),
  response: ZJoinInfo,
});

const ZAttendeeInfo = z.object({ AttendeeInfo: z.object({ AttendeeId: z.string(), Name: z.string() }) });
const roomTokenNote = "the caller's room token of that room goes in the X-Room-Token header";

export const chimeAttendee = defineCall({
  method: "GET",
  path: "/chime/attendee",
  summary: `Roster: the name of an attendee present in the room (title = room, attendee = identity); ${roomTokenNote}`,
  tag: "video",
  auth: "optional",
  errors: [403, 404],
  query: z.object({ title: zRoomName, attendee: z.string().min(1).max(80) }),
  response: ZAttendeeInfo,
});

export const chimeAttendeeOut = defineCall({
  method: "GET",
  path: "/chime/attendeeOut",
  summary: `Leave: the attendee's connections leave the room and the others are told (meetingId = room, attendeeId = identity); ${roomTokenNote}`,
  tag: "video",
  auth: "optional",
  errors: [403],
  query: z.object({
    meetingId: zRoomName,
    chimeMeetingId: z.string().max(80).optional(),
    attendeeId: z.string().min(1).max(80),
  }),
  response: ZOk,
});

export const chimeTestMeeting = defineCall({
  method: "GET",
  path: "/chime/testMeeting",
  summary:
    "The device check's test room: a room of the caller alone for ten minutes (meetingId is ignored; a new test room each time)",
  tag: "video",
  auth: "optional",
  query: z.object({ meetingId: z.string().max(80).optional(), attendeeName: zPersonName }),
  response: ZJoinInfo,
});

export const chimeTestAttendee = defineCall({
  method: "GET",
  path: "/chime/testAttendee",
  summary: `The test room's attendee (AttendeeInfo.Name); ${roomTokenNote}`,
  tag: "video",
  auth: "optional",
  errors: [403, 404],
  query: z.object({ title: zRoomName, attendee: z.string().min(1).max(80) }),
  response: ZAttendeeInfo,
});

export const chimeTestAttendeeOut = defineCall({
  method: "GET",
  path: "/chime/testAttendeeOut",
  summary: `Leaves the test room; ${roomTokenNote}`,
  tag: "video",
  auth: "optional",
  errors: [403],
  query: z.object({ meetingId: zRoomName, attendeeId: z.string().min(1).max(80) }),
  response: ZOk,
});

/** What the guest page says of the meeting a guest enters: its programme, both companies, time and zone. */
export const ZGuestMeeting = z.object({
  eventName: z.string(),
  eventNameEn: z.string(),
  subEventName: z.string(),
  subEventNameEn: z.string(),
  /** The requesting company, then the other. */
  companies: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The venue's (the event's) time zone. */
  timeZone: z.string(),
});
export type TGuestMeeting = z.infer<typeof ZGuestMeeting>;

export const guestExchange = defineCall({
  method: "POST",
  path: "/api/guest/auth/exchange",
  summary:
    "Exchange a one-time guest ticket (single use, expiring, revocable) for a guest session that opens exactly one meeting's room and nothing else; 403 guest.noAccess for a used, expired, revoked or unknown ticket",
  tag: "video",
  auth: "none",
  errors: [403, 404],
  body: z.object({ ticketId: z.string().uuid("guest.noAccess") }),
  response: z.object({
    token: z.string(),
    meetingId: z.number().int(),
    name: z.string(),
    expiresAt: z.string(),
    meeting: ZGuestMeeting,
  }),
});

// ---- the host's side ----

export const ZGuestTicket = z.object({
  id: z.string(),
  meetingId: z.number().int(),
  name: z.string(),
  link: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(["open", "used", "expired", "revoked"]),
});
export type TGuestTicket = z.infer<typeof ZGuestTicket>;

export const listGuestTickets = defineCall({
  method: "GET",
  path: "/api/host/meetings/:meetingId/guestTickets",
  summary: "The guest tickets of an online meeting (its host)",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ meetingId: zId }),
  response: z.array(ZGuestTicket),
});

export const createGuestTicket = defineCall({
  method: "POST",
  path: "/api/host/meetings/:meetingId/guestTickets",
  summary:
    "Issue a one-time ticket for a person without an account into an agreed online meeting's room (its host)",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ meetingId: zId }),
  body: z.object({ name: zPersonName }),
  response: ZGuestTicket,
});

export const revokeGuestTicket = defineCall({
  method: "DELETE",
  path: "/api/host/guestTickets/:ticketId",
  summary: "Revoke a guest ticket; a guest already in the room is sent out (its host)",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ ticketId: z.string().uuid("guest.noAccess") }),
  response: ZOk,
});

export const ZDirectRoom = z.object({
  eventId: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  open: z.boolean(),
  /** People in the room now (the host's view only; 0 elsewhere). */
  present: z.number().int(),
});
export type TDirectRoom = z.infer<typeof ZDirectRoom>;

export const listDirectRooms = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/directRooms",
  summary: "The event's ten direct rooms, open or closed, with how many people are in each (its host)",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  response: z.array(ZDirectRoom),
});

export const saveDirectRoom = defineCall({
  method: "PUT",
  path: "/api/host/events/:eventId/directRooms/:number",
  summary: "Open or close a direct room and name it (its host); closing sends everyone in it out",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId, number: z.coerce.number().int().min(1).max(10) }),
  body: z.object({ open: z.boolean(), title: z.string().trim().max(60).default("") }),
  response: ZDirectRoom,
});

export const ZDirectLobby = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameEn: z.string(),
  number: z.number().int(),
  title: z.string(),
  open: z.boolean(),
});

export const directLobby = defineCall({
  method: "GET",
  path: "/api/directRooms/:number",
  summary:
    "The lobby of direct room n: of the given event, or (without eventId) the open rooms n of public events",
  tag: "video",
  auth: "none",
  params: z.object({ number: z.coerce.number().int().min(1).max(10) }),
  query: z.object({ eventId: zId.optional() }),
  response: z.array(ZDirectLobby),
});

export const ZPresence = z.object({
  meetingId: z.number().int(),
  connected: z.array(
    z.object({
      identity: z.string(),
      name: z.string(),
      role: z.enum(VIDEO_ROLES),
      applicationId: z.number().int().nullable(),
    }),
  ),
});
export type TPresence = z.infer<typeof ZPresence>;

export const videoPresence = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:subEventId/videoPresence",
  summary:
    "Who is connected now in each online meeting room of the sub-event (its host); live changes arrive as video:presence on the host's connection",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ subEventId: zId }),
  response: z.array(ZPresence),
});
