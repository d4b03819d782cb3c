import type { RoomClaims } from "../rooms/room-token";

/**
 * Who controls a room's captions (on, off, language) and whose speech becomes lines: everyone who speaks in
 * the room. In a meeting room not the observing host, who sees the captions but has no control (13.41); in
 * a webinar's room its presenters and the moderating host, not the attendees (role none), who do not speak
 * until a presenter accepts their hand.
 */
export function speaksInRoom(claims: Pick<RoomClaims, "role" | "eventType" | "stage">): boolean {
  if (claims.eventType === "presentation")
    return claims.stage === "presenter" || claims.stage === "moderator";
  return claims.eventType === "meeting" && claims.role !== "observer";
}

/**
 * The Socket.IO rooms that hear a video room's captions: the peer-to-peer rooms' `video:{room}`, and for a
 * webinar's room also the presentation rooms' `pres:{room}` (issue 21 on Janus; a socket is in one or the other).
 */
export function captionAudience(room: string): string[] {
  return room.startsWith("webinar:") ? [`video:${room}`, `pres:${room}`] : [`video:${room}`];
}

/** Where a room's lines are kept: its meeting or its webinar (other rooms have no transcript). */
export function transcriptOwner(
  claims: Pick<RoomClaims, "room" | "eventType" | "meetingId" | "webinarId">,
): { meetingId: number; webinarId: null } | { meetingId: null; webinarId: number } | undefined {
  if (
    claims.eventType === "meeting" &&
    claims.meetingId !== null &&
    claims.room === `meeting:${claims.meetingId}`
  )
    return { meetingId: claims.meetingId, webinarId: null };
  if (
    claims.eventType === "presentation" &&
    typeof claims.webinarId === "number" &&
    claims.room === `webinar:${claims.webinarId}`
  )
    return { meetingId: null, webinarId: claims.webinarId };
  return undefined;
}

/** What the reader is to a meeting (read by the service). */
export interface MeetingReader {
  /** Approved sides (owner or accepted colleague) among the meeting's two applications. */
  sides: number[];
  interpreter: boolean;
  /** The sub-event's host or an administrator. */
  manager: boolean;
}

/**
 * A meeting's transcript is read by those who could enter its room: its two companies, its interpreter, the
 * host; guests had one room visit and no account to come back with.
 */
export function mayReadMeetingTranscript(reader: MeetingReader): boolean {
  return reader.sides.length > 0 || reader.interpreter || reader.manager;
}
