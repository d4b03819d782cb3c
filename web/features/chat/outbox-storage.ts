import type { OutboxEntry, Refusal } from "./outbox";

/** How a chat outbox is kept between page loads (outbox.ts): a JSON list per user and room. */

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key of a user's outbox for a room (another account on the browser never reads it). */
export const outboxKey = (userId: number, roomId: number) => `${outboxPrefix(userId)}${roomId}`;

/** What every outbox key of a user starts with. */
export const outboxPrefix = (userId: number) => `bizmeet.chat.outbox:${userId}:`;

export interface Saved {
  clientId: string;
  kind: "text" | "card";
  text: string;
  writtenAt: number;
  refusal?: Refusal;
}

const CLIENT_ID = /^[\w-]{8,64}$/;

export function parseSaved(raw: string | null): Saved[] {
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as { v?: number; entries?: unknown };
    if (data.v !== 1 || !Array.isArray(data.entries)) return [];
    return data.entries.filter(
      (e): e is Saved =>
        typeof e === "object" &&
        e !== null &&
        typeof e.clientId === "string" &&
        CLIENT_ID.test(e.clientId) &&
        (e.kind === "text" || e.kind === "card") &&
        typeof e.text === "string" &&
        typeof e.writtenAt === "number",
    );
  } catch {
    return [];
  }
}

export const byWriting = (a: { writtenAt: number }, b: { writtenAt: number }) => a.writtenAt - b.writtenAt;

export function fromSaved(s: Saved): OutboxEntry {
  return {
    clientId: s.clientId,
    kind: s.kind,
    text: s.text,
    writtenAt: s.writtenAt,
    status: s.refusal ? "refused" : "queued",
    failures: 0,
    ...(s.refusal && { refusal: s.refusal }),
  };
}
