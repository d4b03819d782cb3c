import type { TChatMessage } from "../../../shared/contract";
import { byWriting, fromSaved, type KeyValueStore, parseSaved, type Saved } from "./outbox-storage";

export { type KeyValueStore, outboxKey, outboxPrefix } from "./outbox-storage";

/**
 * My unsent chat messages of one room, sent one at a time in the order they were written, kept until the
 * server has them. Pure: the transport, the storage and the clock come from outside (outbox-registry.ts
 * gives the browser's), so the rules below are tested without a browser (outbox.test.ts).
 *
 * - Each message keeps its client id through every attempt; the server stores a client id once and answers
 *   a resend with the stored message (docs/realtime.md), so a lost answer never makes a second copy.
 * - One send at a time: message n+1 leaves only after the server answered n, so the room's sequence
 *   numbers follow the writing order.
 * - No answer (offline, timeout) or a busy server (429, 5xx): the same message again after a backoff
 *   (0.5 s doubling to 15 s, with jitter), at once when the connection returns (`wake`).
 * - A refusal (another 4xx: blocked, too long, the room closed) is final for that message: it waits for
 *   the writer's retry or discard and the messages after it go on. So does a message the server failed 5
 *   times in a row (a bug must not hold the conversation back); a network that is down never counts.
 * - Kept in storage under a key of the user and the room (a reload loses nothing; another account on the
 *   same browser uses other keys). Tabs of one user share the key: what one tab sent is not brought back
 *   by another's save, and a tab adopts what another wrote (`adopt`), a resend of which is harmless.
 */

export type EntryStatus = "queued" | "sending" | "refused" | "stored";

export interface Refusal {
  status: number;
  /** The API's i18n key (chat.prohibited, chat.tooLong, …), shown in the language of the moment. */
  key: string;
  /** The server's text in the language of the time, for a key the interface does not know. */
  detail: string;
}

export interface OutboxEntry {
  clientId: string;
  kind: "text" | "card";
  text: string;
  /** When written (ms, strictly increasing within a room's outbox): the order of sending and showing. */
  writtenAt: number;
  /** queued: waiting its turn or a retry; sending: on the wire; refused: waits for retry or discard;
   * stored: the server has it, shown as pending until the room shows the stored message (`forget`). */
  status: EntryStatus;
  /** Attempts in a row that ended without an answer or with a busy server (the backoff follows it). */
  failures: number;
  refusal?: Refusal;
  /** The stored message (status stored). */
  message?: TChatMessage;
}

/** What a failed attempt said: HTTP status (0: no answer), and the API's key and text when it answered. */
export interface SendFailure {
  status: number;
  key?: string;
  detail?: string;
}

export interface OutboxOptions {
  /** Storage key: one per user and room. */
  key: string;
  storage: KeyValueStore | null;
  send: (entry: OutboxEntry) => Promise<TChatMessage>;
  describe: (error: unknown) => SendFailure;
  newId: () => string;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Server errors (5xx) in a row after which a message is set aside as refused. */
  maxServerErrors?: number;
}

export interface OutboxView {
  /** Everything not yet shown as a stored message, in writing order. */
  items: readonly OutboxEntry[];
  /** Messages still to be sent automatically (queued or sending). */
  waiting: number;
  refused: number;
}

/** Whether a failed send is tried again by itself (no answer, a busy server) or waits for the writer. */
export function failureKind(status: number): "retry" | "refuse" {
  if (status === 0 || status === 408 || status === 425 || status === 429 || status >= 500) return "retry";
  // 401: the session expired; the same user signing in again lets the message go
  if (status === 401) return "retry";
  return "refuse";
}

/** The wait before attempt `failures + 1`: 0.5 s doubling up to the maximum, ±20% so tabs do not align. */
export function backoffMs(failures: number, random: number, baseMs = 500, maxMs = 15_000): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(plain * (0.8 + 0.4 * random));
}

export class Outbox {
  private entries: OutboxEntry[];
  /** Client ids this outbox saw through (stored or discarded): another tab's save does not bring them back. */
  private readonly done = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly storedListeners = new Set<(message: TChatMessage) => void>();
  /** Server errors in a row, per message. */
  private readonly serverErrors = new Map<string, number>();
  private busy = false;
  private notifying = false;
  private timer: unknown;
  private stopped = false;
  private snapshot: OutboxView = { items: [], waiting: 0, refused: 0 };
  private readonly o: Required<Omit<OutboxOptions, "storage">> & { storage: KeyValueStore | null };

  constructor(options: OutboxOptions) {
    this.o = {
      now: Date.now,
      random: Math.random,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      baseDelayMs: 500,
      maxDelayMs: 15_000,
      maxServerErrors: 5,
      ...options,
    };
    this.entries = this.load().map(fromSaved);
    this.refresh();
  }

  /** Starts sending what is queued (what a reload kept, say). */
  start(): void {
    this.pump();
  }

  /** The current state, replaced (never changed in place) at every change, for useSyncExternalStore. */
  get view(): OutboxView {
    return this.snapshot;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Told of every message the server stored from this outbox (to show it in the room at once). */
  onStored(listener: (message: TChatMessage) => void): () => void {
    this.storedListeners.add(listener);
    return () => this.storedListeners.delete(listener);
  }

  /** Queues a new message after everything written before it and sends it in its turn. */
  write(kind: "text" | "card", text: string): OutboxEntry {
    const last = this.entries.reduce((max, e) => Math.max(max, e.writtenAt), 0);
    const entry: OutboxEntry = {
      clientId: this.o.newId(),
      kind,
      text,
      writtenAt: Math.max(this.o.now(), last + 1),
      status: "queued",
      failures: 0,
    };
    this.entries.push(entry);
    this.changed(true);
    this.pump();
    return entry;
  }

  /** The writer's retry of a refused message: queued again in its writing place, tried at once. */
  retry(clientId: string): void {
    const entry = this.find(clientId);
    if (entry?.status !== "refused") return;
    this.replace(clientId, { status: "queued", failures: 0, refusal: undefined });
    this.changed(true);
    this.wake();
  }

  /** Drops a message not on the wire (refused or waiting); false when it is being sent or was stored. */
  discard(clientId: string): boolean {
    const entry = this.find(clientId);
    if (!entry || entry.status === "sending" || entry.status === "stored") return false;
    this.entries = this.entries.filter((e) => e.clientId !== clientId);
    this.done.add(clientId);
    this.changed(true);
    return true;
  }

  /** The connection is back: the next message goes now, without waiting out the backoff. */
  wake(): void {
    if (this.timer !== undefined) {
      this.o.clearTimer(this.timer);
      this.timer = undefined;
    }
    this.pump();
  }

  /**
   * Messages the room now shows as stored: no longer pending. Also one not known as stored here (its answer
   * was lost, then the room refused the resend, or another tab sent it): the room showing it is proof enough.
   * One on the wire stays until its answer.
   */
  forget(clientIds: Iterable<string>): void {
    const shown = new Set(clientIds);
    const gone = this.entries.filter((e) => e.status !== "sending" && shown.has(e.clientId));
    if (gone.length === 0) return;
    for (const e of gone) this.done.add(e.clientId);
    this.entries = this.entries.filter((e) => !gone.includes(e));
    this.changed(gone.some((e) => e.status !== "stored"));
  }

  /** Takes in what another tab of the same user wrote meanwhile (the storage changed). */
  adopt(): void {
    const known = new Set(this.entries.map((e) => e.clientId));
    const added = this.load().filter((s) => !known.has(s.clientId) && !this.done.has(s.clientId));
    if (added.length === 0) return;
    this.entries = [...this.entries, ...added.map(fromSaved)].sort(byWriting);
    this.changed(false);
    this.pump();
  }

  /** Stops sending (the user signed out or changed); what is kept stays in storage for their return. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.o.clearTimer(this.timer);
    this.timer = undefined;
  }

  private pump(): void {
    if (this.stopped || this.busy || this.timer !== undefined) return;
    const next = this.entries.find((e) => e.status === "queued");
    if (!next) return;
    this.busy = true;
    this.replace(next.clientId, { status: "sending" });
    this.changed(false);
    // the next message leaves as soon as this one is answered, before any screen redraws
    const settle = (outcome: () => void) => {
      this.busy = false;
      outcome();
      this.pump();
    };
    let attempt: Promise<TChatMessage>;
    try {
      attempt = this.o.send(next);
    } catch (error) {
      attempt = Promise.reject(error);
    }
    attempt.then(
      (message) => settle(() => this.succeeded(next.clientId, message)),
      (error: unknown) => settle(() => this.failed(next.clientId, error)),
    );
  }

  private succeeded(clientId: string, message: TChatMessage): void {
    this.done.add(clientId);
    if (!this.find(clientId)) return;
    this.replace(clientId, { status: "stored", failures: 0, message });
    this.changed(true);
    for (const listener of this.storedListeners) listener(message);
  }

  private failed(clientId: string, error: unknown): void {
    const entry = this.find(clientId);
    if (!entry) return;
    const failure = this.o.describe(error);
    const serverErrors = failure.status >= 500 ? (this.serverErrors.get(clientId) ?? 0) + 1 : 0;
    this.serverErrors.set(clientId, serverErrors);
    if (failureKind(failure.status) === "refuse" || serverErrors >= this.o.maxServerErrors) {
      this.serverErrors.delete(clientId);
      this.replace(clientId, {
        status: "refused",
        failures: 0,
        refusal: { status: failure.status, key: failure.key ?? "", detail: failure.detail ?? "" },
      });
      this.changed(true);
      return;
    }
    const failures = entry.failures + 1;
    this.replace(clientId, { status: "queued", failures });
    this.changed(false);
    if (this.stopped) return;
    this.timer = this.o.setTimer(
      () => {
        this.timer = undefined;
        this.pump();
      },
      backoffMs(failures, this.o.random(), this.o.baseDelayMs, this.o.maxDelayMs),
    );
  }

  private find(clientId: string): OutboxEntry | undefined {
    return this.entries.find((e) => e.clientId === clientId);
  }

  private replace(clientId: string, patch: Partial<OutboxEntry>): void {
    this.entries = this.entries.map((e) => {
      if (e.clientId !== clientId) return e;
      const next = { ...e, ...patch };
      if (patch.refusal === undefined && "refusal" in patch) delete next.refusal;
      return next;
    });
  }

  private load(): Saved[] {
    try {
      return parseSaved(this.o.storage?.getItem(this.o.key) ?? null).sort(byWriting);
    } catch {
      return [];
    }
  }

  /** Writes what is not stored yet, keeping what another tab wrote that this one has not seen through. */
  private save(): void {
    const storage = this.o.storage;
    if (!storage) return;
    const mine: Saved[] = this.entries
      .filter((e) => e.status !== "stored")
      .map((e) => ({
        clientId: e.clientId,
        kind: e.kind,
        text: e.text,
        writtenAt: e.writtenAt,
        ...(e.refusal && { refusal: e.refusal }),
      }));
    const own = new Set(this.entries.map((e) => e.clientId));
    const others = this.load().filter((s) => !own.has(s.clientId) && !this.done.has(s.clientId));
    const all = [...mine, ...others].sort(byWriting);
    try {
      if (all.length === 0) storage.removeItem(this.o.key);
      else storage.setItem(this.o.key, JSON.stringify({ v: 1, entries: all }));
    } catch {
      // storage full or refused: the messages are still sent from memory, only a reload would lose them
    }
  }

  /** Saves, takes a new snapshot, and tells the listeners once per burst of changes (a microtask later). */
  private changed(persist: boolean): void {
    if (persist) this.save();
    this.refresh();
    if (this.notifying) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      for (const listener of this.listeners) listener();
    });
  }

  private refresh(): void {
    const items = [...this.entries].sort(byWriting);
    this.snapshot = {
      items,
      waiting: items.filter((e) => e.status === "queued" || e.status === "sending").length,
      refused: items.filter((e) => e.status === "refused").length,
    };
  }
}
