/** How long "X is typing…" shows after X's last keystroke signal (the sender signals every 2 s). */
export const TYPING_SHOWN_MS = 4_000;

/** Who of the other side is typing, and until when the mark shows without a new signal. */
export interface TypingMark {
  identity: string;
  until: number;
}

/** A typing signal from `identity` (re)starts its mark. */
export function typed(identity: string, now: number): TypingMark {
  return { identity, until: now + TYPING_SHOWN_MS };
}

/** A message from the one typing ends the mark: what they typed has arrived. */
export function messageArrived(mark: TypingMark | null, author: string): TypingMark | null {
  return mark && mark.identity === author ? null : mark;
}

/** The identity to show as typing at `now`, if any (the mark times out by itself). */
export function typingNow(mark: TypingMark | null, now: number): string | null {
  return mark && now < mark.until ? mark.identity : null;
}
