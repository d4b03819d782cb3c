import { useEffect, useRef, useState } from "react";
import type { OutboxEntry } from "./outbox";

/**
 * What a screen reader hears about my unsent messages, without a word per attempt: once when messages
 * start waiting for the connection, once when all have left, and each new refusal (its reason). Refusals
 * already there when the room opened (kept over a reload) are shown, not announced. Returns the text for
 * a polite live region; `refused` also lets the screen react (blocked, the room closed).
 */
export function useOutboxAnnouncements(
  pending: readonly OutboxEntry[],
  say: { waiting: (count: number) => string; allSent: () => string; refused: (entry: OutboxEntry) => string },
): string {
  const [text, setText] = useState("");
  const latest = useRef(say);
  latest.current = say;
  const refusedNow = pending.filter((p) => p.status === "refused");
  const known = useRef<Set<string> | null>(null);
  known.current ??= new Set(refusedNow.map((p) => p.clientId));
  const stalledBefore = useRef(false);
  const waiting = pending.filter((p) => p.status === "queued" || p.status === "sending").length;
  const stalled = pending.some((p) => (p.status === "queued" || p.status === "sending") && p.failures > 0);
  const refusedKey = refusedNow.map((p) => p.clientId).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the three changes it announces
  useEffect(() => {
    const seen = known.current ?? new Set<string>();
    const fresh = refusedNow.filter((p) => !seen.has(p.clientId));
    known.current = new Set(refusedNow.map((p) => p.clientId));
    let said: string | undefined;
    for (const entry of fresh) said = latest.current.refused(entry);
    if (stalled && !stalledBefore.current) said ??= latest.current.waiting(waiting);
    else if (waiting === 0 && stalledBefore.current) said ??= latest.current.allSent();
    stalledBefore.current = stalled || (stalledBefore.current && waiting > 0);
    if (said) setText(said);
  }, [refusedKey, stalled, waiting === 0]);
  return text;
}
