import type { Stage, TPresentationPerson } from "../../../../shared/video/presentation";
import type { TVideoPeer } from "../../../../shared/video/protocol";

/** Oneself as a person of the room before the room's list has one (just after the join). */
export function provisionalSelf(self: {
  identity: string;
  name: string;
  stage: Stage;
  feed: number;
}): TPresentationPerson {
  return {
    identity: self.identity,
    name: self.name,
    company: "",
    stage: self.stage,
    hand: "none",
    audioBlocked: false,
    videoBlocked: false,
    chatBlocked: false,
    online: true,
    feed: self.feed,
    screenFeed: null,
  };
}

/**
 * A person of the room as the call screen's peer: what they send follows the room's decisions (an attendee is
 * heard only on stage and unmuted); oneself, what one's own switches say.
 */
export function asPeer(
  p: TPresentationPerson,
  own: { identity: string; audio: boolean; video: boolean },
): TVideoPeer {
  const self = p.identity === own.identity;
  return {
    peerId: p.identity,
    identity: p.identity,
    name: p.name,
    company: p.company,
    role: p.stage === "moderator" ? "observer" : "participant",
    applicationId: null,
    audio: self ? own.audio : p.stage !== "none" || (p.hand === "accepted" && !p.audioBlocked),
    video: self ? own.video : !(p.stage === "none" && p.videoBlocked) && p.feed !== null,
    sharing: p.screenFeed !== null,
    joinedAt: 0,
  };
}
