import type { TRoomToken } from "../../../shared/contract";

/**
 * What the screen offers a person for captions (docs/captions.md, "Rooms, who controls, who reads"), as the
 * server decides it (`speaksInRoom` in server/modules/captions/captions.policy.ts): in a meeting room the two
 * companies' people, the interpreter and a guest control the captions and are captioned; in a webinar's room
 * its presenters and the moderating host. The observing host and a webinar's attendees only read them.
 */
export function captionRights(token: Pick<TRoomToken, "eventType" | "type" | "stage">): {
  controls: boolean;
  speaks: boolean;
} {
  const allowed =
    token.eventType === "presentation"
      ? token.stage === "presenter" || token.stage === "moderator"
      : token.eventType === "meeting" && token.type !== "observer";
  return { controls: allowed, speaks: allowed };
}
