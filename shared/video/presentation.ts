import { z } from "zod";
import { REACTIONS, VIDEO_LIMITS } from "./protocol";

/**
 * The presentation rooms (a webinar's room `webinar:{id}`, issue 21) over the app's Socket.IO connection. The
 * browser never talks to Janus: the server holds its Janus session, passes SDP and candidates through, and
 * enforces what the presenters decided (raised hands, mutes, chat, the black list) both in its own checks and
 * in Janus (`moderate`, `kick`, the room's token list). docs/presentation.md.
 */

export const PRESENTATION_LIMITS = {
  /** The 7 x 7 multi-view (13.13): tiles per page. */
  multiView: 49,
  /** Publishers one room admits on Janus: presenters, accepted hands, attendees' low cameras. */
  publishers: 400,
  /** A chat message's length. */
  chatMax: 1_000,
  /** Messages a joiner (or a reconnect) catches up on. */
  chatHistory: 200,
  /** Up to this many people, a presentation room without Janus runs on the meeting rooms' mesh. */
  meshFallback: 6,
} as const;

export const STAGES = ["presenter", "none", "moderator"] as const;
export type Stage = (typeof STAGES)[number];

export const HANDS = ["none", "raised", "accepted"] as const;
export type Hand = (typeof HANDS)[number];

/** What a presenter (or the host) does to an attendee, sent as data messages (13.33) and enforced by the server. */
export const MODERATIONS = [
  "mute",
  "unmute",
  "videoStop",
  "videoPlay",
  "acceptHand",
  "refuseHand",
  "terminate",
  "chatBlock",
  "chatRelease",
  "sendOut",
] as const;
export type Moderation = (typeof MODERATIONS)[number];

/** The info notices of 13.24-13.30 (19.17), shown on the attendee's screen. */
export const PRESENTATION_NOTICES = [
  "refusedHands",
  "acceptedHands",
  "terminatedConnection",
  "sentOutByPresenter",
  "mute",
  "unmute",
  "videoStop",
  "videoPlay",
  "chattingProhibited",
  "chatRestrictionReleased",
] as const;
export type PresentationNotice = (typeof PRESENTATION_NOTICES)[number];

/** The notice an action shows on the attendee's screen. */
export const NOTICE_OF: Record<Moderation, PresentationNotice> = {
  mute: "mute",
  unmute: "unmute",
  videoStop: "videoStop",
  videoPlay: "videoPlay",
  acceptHand: "acceptedHands",
  refuseHand: "refusedHands",
  terminate: "terminatedConnection",
  chatBlock: "chattingProhibited",
  chatRelease: "chatRestrictionReleased",
  sendOut: "sentOutByPresenter",
};

/** A person of the room as everyone sees them. */
export const ZPresentationPerson = z.object({
  identity: z.string(),
  name: z.string(),
  company: z.string(),
  stage: z.enum(STAGES),
  hand: z.enum(HANDS),
  audioBlocked: z.boolean(),
  videoBlocked: z.boolean(),
  chatBlocked: z.boolean(),
  /** Connected now (13.x: the host's green or red). */
  online: z.boolean(),
  /** Their publisher on Janus while connected (what to subscribe to). */
  feed: z.number().nullable(),
  /** A presenter's screen share: its own publisher on Janus while it lasts (one per room). */
  screenFeed: z.number().nullable(),
});
export type TPresentationPerson = z.infer<typeof ZPresentationPerson>;

export const ZPresentationMessage = z.object({
  id: z.number(),
  identity: z.string(),
  name: z.string(),
  text: z.string(),
  deleted: z.boolean(),
  at: z.string(),
});
export type TPresentationMessage = z.infer<typeof ZPresentationMessage>;

export const ZJsep = z.object({ type: z.enum(["offer", "answer"]), sdp: z.string().max(200_000) });
export type TJsep = z.infer<typeof ZJsep>;

export const ZCandidate = z
  .object({
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(),
  })
  .nullable();

/** Client → server (each with an ack: `{ ok: true, ... }` or `{ ok: false, error }`). */
export const PresentationClient = {
  join: z.object({ token: z.string().min(1).max(4_000) }),
  publish: z.object({ jsep: ZJsep }),
  subscribe: z.object({ feeds: z.array(z.number().int()).max(PRESENTATION_LIMITS.publishers) }),
  start: z.object({ jsep: ZJsep }),
  substream: z.object({ mid: z.string().max(16), substream: z.number().int().min(0).max(2) }),
  trickle: z.object({ target: z.enum(["publisher", "subscriber", "screen"]), candidate: ZCandidate }),
  /** A presenter's screen: the offer of a second publisher (video only); refused while someone else shares. */
  share: z.object({ jsep: ZJsep }),
  unshare: z.object({}),
  media: z.object({ audio: z.boolean(), video: z.boolean() }),
  hand: z.object({ raise: z.boolean() }),
  moderate: z.object({ identity: z.string().min(1).max(80), action: z.enum(MODERATIONS) }),
  chat: z.object({
    text: z.string().trim().min(1).max(PRESENTATION_LIMITS.chatMax),
    clientId: z.string().uuid(),
  }),
  history: z.object({ after: z.number().int().min(0) }),
  deleteMessage: z.object({ id: z.number().int() }),
  reaction: z.object({ reaction: z.enum(REACTIONS) }),
  leave: z.object({}),
} as const;

export type PresentationRefusal = "token" | "removed" | "ended" | "unavailable" | "closed";

/** The events (server → client). */
export const PRESENTATION_EVENTS = {
  people: "pres:people",
  notice: "pres:notice",
  removed: "pres:removed",
  offer: "pres:offer",
  message: "pres:message",
  messageDeleted: "pres:messageDeleted",
  reaction: "pres:reaction",
} as const;

/** A presentation room is open from 10 minutes before the webinar to its end, as the meeting rooms (ms). */
export function presentationOpenAt(startsAt: number, endsAt: number, now: number): boolean {
  return now >= startsAt - VIDEO_LIMITS.opensBeforeMs && now < endsAt;
}
