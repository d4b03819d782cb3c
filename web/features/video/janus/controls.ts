import type {
  Moderation,
  PresentationNotice,
  Stage,
  TPresentationMessage,
  TPresentationPerson,
} from "../../../../shared/video/presentation";
import type { RoomEvents, RoomRefusal } from "../room";
import type { ModerationResult } from "./moderation";
import type { MicState } from "./sending";

/**
 * What the attendee's screen is told: a presenter's action (13.24-13.30), in words true to what it now sends
 * (accepted or allowed without a microphone to send from), or why a switch stayed off.
 */
export type RoomNotice = PresentationNotice | "acceptedHandsNoMic" | "unmuteNoMic" | "micNotAllowed";

/** A presenter's action as this screen words it: "your microphone is on" only when there is one to send from. */
export function noticeShown(key: PresentationNotice, microphone: boolean): RoomNotice {
  if (!microphone && key === "acceptedHands") return "acceptedHandsNoMic";
  if (!microphone && key === "unmute") return "unmuteNoMic";
  return key;
}

/** The server's reason for taking the seat away: sent out by a presenter, the room's end, or a right gone. */
export const removalOf = (reason: string | undefined): RoomRefusal =>
  reason === "removed" ? "removed" : reason === "ended" ? "ended" : "closed";

export interface PresentationEvents extends RoomEvents {
  /** The room's people changed (hands, mutes, chat, who is online): read `people()` again. */
  people: () => void;
  /** A presenter's action on oneself (13.24-13.30). */
  notice: (key: RoomNotice) => void;
  /** The chat changed: read `messages()` again. */
  messages: () => void;
}

/** What only a presentation room does, beside the Room every call screen uses. */
export interface PresentationControls {
  readonly stage: Stage;
  readonly identity: string;
  /** The microphone as the attendee's screen tells it (not allowed by the room, off, on). */
  readonly mic: MicState;
  people(): TPresentationPerson[];
  messages(): TPresentationMessage[];
  raiseHand(raise: boolean): Promise<boolean>;
  moderate(identity: string, action: Moderation): Promise<ModerationResult>;
  send(text: string): Promise<string | undefined>;
  deleteMessage(id: number): Promise<void>;
  /** The simulcast layer to receive of someone's camera (their tile's size). */
  quality(identity: string, layer: 0 | 1 | 2): void;
  onPresentation<E extends keyof PresentationEvents>(event: E, listener: PresentationEvents[E]): () => void;
}
