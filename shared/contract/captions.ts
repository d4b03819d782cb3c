import { z } from "zod";
import { ZCaptionLanguage, ZCaptionState } from "../captions/protocol.ts";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Live captions of the video rooms and the transcript kept afterwards (docs/captions.md). The room calls take
 * the caller's room token in the X-Room-Token header, like the roster's: only someone in the room turns its
 * captions on, off, or to another language. The transcript is read by whoever could enter the room.
 */

/** A room with a transcript: an online meeting's (`meeting:{id}`) or a webinar's (`webinar:{id}`). */
const zCaptionRoom = z
  .string()
  .trim()
  .regex(/^(meeting|webinar):\d{1,10}$/, "captions.noRoom");
const roomTokenNote = "the caller's room token of that room goes in the X-Room-Token header";

export const transcriptStart = defineCall({
  method: "POST",
  path: "/chime/transcriptStart",
  summary: `Starts live captions in a room, or switches their language (ko-KR or en-US; 13.43). meetingId is the room's name (meeting:{id} or webinar:{id}); ${roomTokenNote}. Everyone in the room is told (captions:state). 403 captions.notAllowed for an observer or a webinar attendee (they see captions but do not control them, 13.41)`,
  tag: "captions",
  auth: "optional",
  errors: [403],
  body: z.object({
    meetingId: zCaptionRoom,
    transcriptionConfig: z.object({ LanguageCode: ZCaptionLanguage }),
  }),
  response: ZCaptionState,
});

export const transcriptStop = defineCall({
  method: "POST",
  path: "/chime/transcriptStop",
  summary: `Turns a room's live captions off (the transcript so far is kept); ${roomTokenNote}. Same rules as transcriptStart`,
  tag: "captions",
  auth: "optional",
  errors: [403],
  body: z.object({ meetingId: zCaptionRoom }),
  response: ZCaptionState,
});

export const transcriptState = defineCall({
  method: "GET",
  path: "/chime/transcriptState",
  summary: `A room's captions now: on or off, the language, and whether the server recognises streamed audio (for browsers without speech recognition); ${roomTokenNote}. Read by anyone in the room, observers included`,
  tag: "captions",
  auth: "optional",
  errors: [403],
  query: z.object({ meetingId: zCaptionRoom }),
  response: ZCaptionState,
});

export const ZTranscriptLine = z.object({
  id: z.number().int(),
  speakerIdentity: z.string(),
  speakerName: z.string(),
  language: ZCaptionLanguage,
  text: z.string(),
  at: z.string(),
});
export type TTranscriptLine = z.infer<typeof ZTranscriptLine>;

export const ZTranscript = z.object({
  lines: z.array(ZTranscriptLine),
  /** Pass as `after` for the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type TTranscript = z.infer<typeof ZTranscript>;

export const TRANSCRIPT_PAGE = 500;

export const captionTranscript = defineCall({
  method: "GET",
  path: "/api/captions/transcript",
  summary:
    "The kept captions of a meeting (meetingId: its two companies' owners and accepted colleagues, its interpreter, the sub-event's host or an administrator) or a webinar (webinarId: the sub-event's approved participants and their colleagues, its presenters, the host), oldest first, 500 lines a page from `after`. 403 captions.notAllowed for anyone else, 404 for a webinar that does not exist",
  tag: "captions",
  auth: "user",
  errors: [403, 404],
  // exactly one of meetingId and webinarId (400 captions.meetingOrWebinar otherwise)
  query: z.object({
    meetingId: zId.optional(),
    webinarId: zId.optional(),
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  response: ZTranscript,
});
