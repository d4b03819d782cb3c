import type {
  Moderation,
  PresentationNotice,
  Stage,
  TPresentationMessage,
  TPresentationPerson,
} from "../../../../shared/video/presentation";
import type { RoomEvents } from "../room";

export interface PresentationEvents extends RoomEvents {
  /** The room's people changed (hands, mutes, chat, who is online): read `people()` again. */
  people: () => void;
  /** A presenter's action on oneself (13.24-13.30). */
  notice: (key: PresentationNotice) => void;
  /** The chat changed: read `messages()` again. */
  messages: () => void;
}

/** What only a presentation room does, beside the Room every call screen uses. */
export interface PresentationControls {
  readonly stage: Stage;
  readonly identity: string;
  people(): TPresentationPerson[];
  messages(): TPresentationMessage[];
  raiseHand(raise: boolean): Promise<boolean>;
  moderate(identity: string, action: Moderation): Promise<boolean>;
  send(text: string): Promise<string | undefined>;
  deleteMessage(id: number): Promise<void>;
  /** The simulcast layer to receive of someone's camera (their tile's size). */
  quality(identity: string, layer: 0 | 1 | 2): void;
  onPresentation<E extends keyof PresentationEvents>(event: E, listener: PresentationEvents[E]): () => void;
}
