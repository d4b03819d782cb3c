import type { Hand } from "../../../../shared/video/presentation";
import type { MicState } from "../../video/janus/sending";

/** The hand bar's line for an attendee: its i18n key and how it is shown. */
export interface HandBarWords {
  key: string;
  tone: "note" | "info" | "success" | "warning";
}

/**
 * What an attendee's hand bar says of their hand and microphone, true in every state: not on stage (the
 * microphone opens when a presenter accepts a raised hand), waiting, on stage and muted by a presenter, on
 * stage with the microphone off, on stage and heard. The control bar's icon is on only in the last.
 */
export function handBarWords(hand: Hand, mic: MicState): HandBarWords {
  if (hand === "raised") return { key: "presentation.reviewing", tone: "info" };
  if (hand === "none") return { key: "presentation.micClosed", tone: "note" };
  if (mic === "notAllowed") return { key: "presentation.onStageMuted", tone: "warning" };
  if (mic === "off") return { key: "presentation.onStage", tone: "info" };
  return { key: "presentation.onStageHeard", tone: "success" };
}

/** The words of a presenter's refused or unanswered action: the server's i18n key when it is one. */
export function moderationErrorKey(error: string, known: boolean): string {
  if (error === "noAnswer") return "presentation.actionNoAnswer";
  return known && error.includes(".") ? error : "presentation.actionFailed";
}
