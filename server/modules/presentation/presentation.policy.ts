import {
  type Hand,
  type Moderation,
  presentationOpenAt,
  type Stage,
} from "../../../shared/video/presentation";

/** The webinar facts the rules read (the service loads them). */
export interface WebinarViewer {
  /** The sub-event's host or an administrator. */
  host: boolean;
  /** Acts for one of the webinar's presenter applications (an approved one). */
  presenter: boolean;
  /** An approved participant (owner or accepted colleague) of the sub-event. */
  participant: boolean;
}

/**
 * How one enters a webinar's room (13.21): its presenters (buyers in presentation sub-events) as presenters,
 * the host as moderator, the sub-event's other approved participants as attendees; anyone else not at all.
 */
export function stageFor(viewer: WebinarViewer): Stage | undefined {
  if (viewer.presenter) return "presenter";
  if (viewer.host) return "moderator";
  if (viewer.participant) return "none";
  return undefined;
}

/** The identity on the call (13.22): presenters carry 발표자|Presenter; the host h, attendees u. */
export function identityOf(stage: Stage, userId: number): string {
  if (stage === "presenter") return `발표자|Presenter|u${userId}`;
  if (stage === "moderator") return `h${userId}`;
  return `u${userId}`;
}

/** Presenters and the host moderate; attendees never. */
export function mayModerate(stage: Stage): boolean {
  return stage === "presenter" || stage === "moderator";
}

/** Whether a moderation may target this person: attendees only (presenters are not muted by each other). */
export function mayTarget(target: Stage): boolean {
  return target === "none";
}

/** What an attendee's state becomes after a presenter's action (undefined: nothing to change). */
export interface PersonState {
  hand: Hand;
  audioBlocked: boolean;
  videoBlocked: boolean;
  chatBlocked: boolean;
  blacklisted: boolean;
}

export function afterModeration(state: PersonState, action: Moderation): PersonState | undefined {
  switch (action) {
    case "mute":
      return { ...state, audioBlocked: true };
    case "unmute":
      return { ...state, audioBlocked: false };
    case "videoStop":
      return { ...state, videoBlocked: true };
    case "videoPlay":
      return { ...state, videoBlocked: false };
    case "acceptHand":
      return state.hand === "raised" || state.hand === "none"
        ? { ...state, hand: "accepted", audioBlocked: false }
        : undefined;
    case "refuseHand":
      return state.hand === "raised" ? { ...state, hand: "none" } : undefined;
    case "terminate":
      return state.hand === "accepted" ? { ...state, hand: "none" } : undefined;
    case "chatBlock":
      return { ...state, chatBlocked: true };
    case "chatRelease":
      return { ...state, chatBlocked: false };
    case "sendOut":
      return { ...state, blacklisted: true, hand: "none" };
  }
}

/**
 * Whether a person's microphone reaches the room: presenters and the host always; an attendee only on stage
 * (an accepted hand) and not muted by a presenter (13.24-13.27). Janus enforces it with `moderate`.
 */
export function audioOpen(stage: Stage, state: { hand: string; audioBlocked: boolean }): boolean {
  if (stage !== "none") return true;
  return state.hand === "accepted" && !state.audioBlocked;
}

/** Whether a person's camera reaches the room (a presenter can stop an attendee's). */
export function videoOpen(stage: Stage, state: Pick<PersonState, "videoBlocked">): boolean {
  return stage !== "none" || !state.videoBlocked;
}

/**
 * Whose streams one subscribes to: presenters and the host see everyone (the 7 x 7 audience); attendees see
 * the presenters and whoever is on stage (13.31).
 */
export function maySee(viewer: Stage, other: { stage: Stage; hand: Hand }): boolean {
  if (viewer !== "none") return true;
  return other.stage === "presenter" || other.hand === "accepted";
}

/** Presenters share their screen; attendees and the host have no share (13.31). */
export function mayShare(stage: Stage): boolean {
  return stage === "presenter";
}

/** The room is open from 10 minutes before the webinar to its end (as the meeting rooms). */
export function webinarOpenAt(webinar: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return presentationOpenAt(webinar.startsAt.getTime(), webinar.endsAt.getTime(), now.getTime());
}

/** Why someone may not enter a webinar's room now: each refusal has its own words (`presentation.entry.*`). */
export type EntryRefusal = "notParticipant" | "sentOut" | "notYet" | "ended";

/**
 * The first reason that keeps a person out of a webinar's room, or undefined: not one of its people, sent out
 * (its black list), before the room opens (10 minutes before the start) or after its end.
 */
export function entryRefusal(
  stage: Stage | undefined,
  webinar: { startsAt: Date; endsAt: Date },
  now: Date,
  blacklisted: boolean,
): EntryRefusal | undefined {
  if (!stage) return "notParticipant";
  if (blacklisted) return "sentOut";
  if (webinarOpenAt(webinar, now)) return undefined;
  return now.getTime() < webinar.endsAt.getTime() ? "notYet" : "ended";
}
