import type { Moderation } from "../../../../shared/video/presentation";

/** A request to the server over the room's connection (web/lib/realtime's `request`). */
export type Ask = <T>(event: string, payload: unknown, timeoutMs: number) => Promise<T>;

/** How the server answered a presenter's action: done, refused with an error key, or no answer at all. */
export type ModerationResult = { ok: true } | { ok: false; error: string };

/**
 * How long one attempt waits for the server. Sending someone out kicks them on Janus, closes their seats on
 * every process and tells the room: under load that takes seconds, so the wait is long, not a race.
 */
export const MODERATION_WAIT_MS = 30_000;
/** Attempts before giving up: an unanswered one is asked again (a lost answer after a reconnect). */
export const MODERATION_ATTEMPTS = 3;

type Answer = { ok: true } | { ok: false; error: string };

/**
 * Sends a presenter's action and waits for the server's answer. Every action sets a state (muted, sent out,
 * on stage…), so asking again after an unanswered attempt does the same thing once more and nothing else;
 * a refusal (not in the room, not an attendee) is answered at once and not asked again. Never rejects.
 */
export async function moderateWith(
  ask: Ask,
  identity: string,
  action: Moderation,
): Promise<ModerationResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await ask<Answer>("pres:moderate", { identity, action }, MODERATION_WAIT_MS);
      return answer.ok ? { ok: true } : { ok: false, error: answer.error };
    } catch {
      if (attempt >= MODERATION_ATTEMPTS) return { ok: false, error: "noAnswer" };
    }
  }
}
