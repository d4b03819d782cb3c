import { randomUUID } from "node:crypto";
import type { Socket } from "socket.io-client";
import { ChatTimeline, catchUp } from "../../shared/chat/timeline";
import type { TChatMessage } from "../../shared/contract";
import { Outbox } from "../../web/features/chat/outbox";
import type { Cluster } from "../harness/cluster";
import { check, until } from "../harness/wait";
import type { Api, Session } from "./api";
import { join, openSocket } from "./sockets";

/** What the browser's send does on a hung request (web/features/chat/useOutbox.ts). */
const SEND_TIMEOUT_MS = 15_000;

class SendFailed extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
  ) {
    super(`send answered ${status} ${key}`);
  }
}

/** One send attempt as the member saw it. */
export interface Attempt {
  at: number;
  status: number;
  servedBy: string;
}

/**
 * A member of a chat room as the web app's drawer is one (docs/realtime.md): a socket through nginx that joins
 * the room's channel at every (re)connection and then reads what it missed into a timeline merged by sequence
 * number, and the browser's own outbox (web/features/chat/outbox.ts) that sends each message with its client id
 * until the server has it, waking at every reconnection.
 */
export class ChatMember {
  readonly timeline = new ChatTimeline();
  readonly outbox: Outbox;
  readonly socket: Socket;
  /** Client ids the server acknowledged (the outbox's stored answers). */
  readonly acked = new Map<string, TChatMessage>();
  /** When each acknowledgement arrived, by client id. */
  readonly ackedAt = new Map<string, number>();
  readonly written: string[] = [];
  /** When each message was written, by client id. */
  readonly writtenAt = new Map<string, number>();
  readonly attempts: Attempt[] = [];
  private syncing?: Promise<void>;
  private again = false;
  private holeTimer?: NodeJS.Timeout;
  /** When each (re)connection's channel join and catch-up completed. */
  readonly joins: number[] = [];
  readonly disconnects: { at: number; reason: string }[] = [];
  /** When each message first arrived live on the socket, by client id. */
  readonly arrivedAt = new Map<string, number>();

  constructor(
    cluster: Cluster,
    readonly api: Api,
    readonly session: Session,
    readonly roomId: number,
  ) {
    this.socket = openSocket(cluster, session.token, { route: api.route });
    this.socket.on("chat:message", (message: TChatMessage) => {
      if (message.roomId !== roomId) return;
      if (!this.arrivedAt.has(message.clientId)) this.arrivedAt.set(message.clientId, Date.now());
      this.timeline.merge([message]);
      this.fillHoles();
    });
    // a member joined again (its process may have died between storing a message and sending it live)
    this.socket.on("chat:tail", (tail: { roomId: number; seq: number }) => {
      if (tail.roomId === roomId && this.joins.length > 0 && tail.seq > this.timeline.synced)
        void this.sync().catch(() => undefined);
    });
    this.socket.on("connect", () => void this.rejoin());
    this.socket.on("disconnect", (reason) => this.disconnects.push({ at: Date.now(), reason }));
    this.outbox = new Outbox({
      key: `cluster:${session.id}:${roomId}`,
      storage: null,
      newId: () => randomUUID(),
      send: (entry) => this.send(entry.clientId, entry.text),
      describe: (error) =>
        error instanceof SendFailed ? { status: error.status, key: error.key } : { status: 0 },
    });
    this.outbox.onStored((message) => {
      this.acked.set(message.clientId, message);
      this.ackedAt.set(message.clientId, Date.now());
      this.timeline.merge([message]);
      this.fillHoles();
    });
    this.outbox.start();
  }

  private async send(clientId: string, text: string): Promise<TChatMessage> {
    try {
      const answer = await this.api.call<TChatMessage & { message?: string }>(
        "POST",
        `/api/chat/rooms/${this.roomId}/messages`,
        {
          token: this.session.token,
          body: { clientId, kind: "text", text },
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        },
      );
      this.attempts.push({ at: Date.now(), status: answer.status, servedBy: answer.servedBy });
      if (!answer.ok) throw new SendFailed(answer.status, String(answer.body?.message ?? ""));
      return answer.body;
    } catch (error) {
      if (!(error instanceof SendFailed)) this.attempts.push({ at: Date.now(), status: 0, servedBy: "?" });
      throw error;
    }
  }

  /** After every (re)connection: join the channel, read what was missed, let the outbox go at once. */
  private async rejoin(): Promise<void> {
    try {
      if (!(await join(this.socket, "chat", this.roomId))) return;
      await this.sync();
      this.joins.push(Date.now());
      this.outbox.wake();
    } catch {
      // the connection dropped again meanwhile: the next connect joins again
    }
  }

  /** Reads what is after the synced point (one read at a time; asked again while one runs: once more after). */
  private sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.again = false;
        await catchUp(this.timeline, (after, limit) =>
          this.api.json<{ messages: TChatMessage[]; lastSeq: number }>(
            "GET",
            `/api/chat/rooms/${this.roomId}/messages?after=${after}&limit=${limit}`,
            this.session.token,
          ),
        );
      } while (this.again);
    })().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  /**
   * A hole (a message still on its way, or never sent live: its process died between storing and sending it)
   * is filled by reading shortly after, as the drawer does (web/features/chat/useRoom.ts).
   */
  private fillHoles(): void {
    if (this.timeline.maxSeq <= this.timeline.synced || this.holeTimer || this.joins.length === 0) return;
    this.holeTimer = setTimeout(() => {
      this.holeTimer = undefined;
      void this.sync().catch(() => undefined);
    }, 300);
  }

  /** Waits until the channel is joined and caught up (the first connection). */
  async ready(ms = 10_000): Promise<void> {
    await until(() => this.joins.length > 0, ms, `${this.session.email} joins chat ${this.roomId}`);
  }

  write(text: string): string {
    const { clientId } = this.outbox.write("text", text);
    this.written.push(clientId);
    this.writtenAt.set(clientId, Date.now());
    return clientId;
  }

  /** Whether the room, as the drawer would show it (up to the synced point), holds every one of these. */
  holds(clientIds: Iterable<string>): boolean {
    return this.missing(clientIds).length === 0;
  }

  /** Waits until everything written is stored (nothing waiting, nothing refused). */
  async drained(ms: number): Promise<void> {
    await until(
      () => {
        const view = this.outbox.view;
        check(view.refused === 0, `${this.session.email}: a message was refused`);
        return view.waiting === 0 && this.acked.size === this.written.length;
      },
      ms,
      `${this.session.email}'s outbox empties (${this.outbox.view.waiting} waiting)`,
      50,
    );
  }

  /** The client ids of `clientIds` the timeline does not show (up to its synced point). */
  missing(clientIds: Iterable<string>): string[] {
    const shown = new Set(
      this.timeline
        .list()
        .filter((m) => m.seq <= this.timeline.synced)
        .map((m) => m.clientId),
    );
    return [...clientIds].filter((id) => !shown.has(id));
  }

  close(): void {
    clearTimeout(this.holeTimer);
    this.outbox.stop();
    this.socket.close();
  }
}

/** Every message of a room as the server keeps it (all pages). */
export async function history(api: Api, token: string, roomId: number): Promise<TChatMessage[]> {
  const all: TChatMessage[] = [];
  for (let after = 0; ; ) {
    const page = await api.json<{ messages: TChatMessage[] }>(
      "GET",
      `/api/chat/rooms/${roomId}/messages?after=${after}&limit=100`,
      token,
    );
    all.push(...page.messages);
    if (page.messages.length < 100) return all;
    after = page.messages.at(-1)!.seq;
  }
}

/**
 * The chat promise checked on the server's history: every message a writer wrote is stored exactly once
 * (client ids unique), and everything acknowledged is there. Answers the counts for the report.
 */
export async function checkExactlyOnce(
  api: Api,
  token: string,
  roomId: number,
  writers: ChatMember[],
): Promise<{
  written: number;
  acked: number;
  stored: number;
  lost: number;
  ackedLost: number;
  duplicated: number;
}> {
  const stored = await history(api, token, roomId);
  const counts = new Map<string, number>();
  for (const m of stored) counts.set(m.clientId, (counts.get(m.clientId) ?? 0) + 1);
  let written = 0;
  let lost = 0;
  let duplicated = 0;
  let acked = 0;
  let ackedLost = 0;
  for (const writer of writers) {
    for (const clientId of writer.written) {
      written++;
      const n = counts.get(clientId) ?? 0;
      if (n === 0) lost++;
      if (n > 1) duplicated++;
    }
    for (const clientId of writer.acked.keys()) {
      acked++;
      if (!counts.has(clientId)) ackedLost++;
    }
  }
  return { written, acked, stored: stored.length, lost, ackedLost, duplicated };
}

/** Waits until every member's room shows every one of the messages; fails naming who misses what. */
export async function everyoneHolds(members: ChatMember[], clientIds: string[], ms: number): Promise<void> {
  try {
    await until(() => members.every((m) => m.holds(clientIds)), ms, "every member shows every message");
  } catch (error) {
    const missing = members
      .map((m) => ({ who: m.session.email, missing: m.missing(clientIds), synced: m.timeline.synced }))
      .filter((m) => m.missing.length > 0);
    throw new Error(`${(error as Error).message}: ${JSON.stringify(missing)}`);
  }
}
