import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/**
 * The day's actions taken without a network, kept in IndexedDB until the server has them (the pattern of the
 * check-in queue, web/features/checkin/queue.ts): "we are here" (with the tap's time, which the server keeps)
 * and "running late". Every action goes through the queue: stored first, then sent; only the server's answer
 * removes it, so a tap survives a dead network or a closed app. A resend is harmless: the arrival is
 * idempotent, and a late notice replaces the previous one.
 */
export type DayAction =
  | { kind: "arrival"; meetingId: number }
  | { kind: "late"; meetingId: number; minutes: number };

export type QueuedAction = DayAction & {
  clientId: string;
  /** Whose action (another account on the phone neither sees nor sends it). */
  userId: number;
  tappedAt: string;
};

/** The server's verdict on one action: `refused` (4xx) drops it too (resending would not help). */
export type SendAction = (action: QueuedAction) => Promise<"sent" | "refused">;

interface DayDb extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { byUser: number } };
}

export class DayQueue {
  private flushing: Promise<{ sent: QueuedAction[]; refused: QueuedAction[] }> | undefined;

  private constructor(private readonly db: IDBPDatabase<DayDb>) {}

  static async open(name = "bizmeet-day"): Promise<DayQueue> {
    const db = await openDB<DayDb>(name, 1, {
      upgrade(db) {
        db.createObjectStore("actions", { keyPath: "clientId" }).createIndex("byUser", "userId");
      },
    });
    return new DayQueue(db);
  }

  close(): void {
    this.db.close();
  }

  /** Keeps an action; a second "running late" for the same meeting replaces the first one still waiting. */
  async enqueue(userId: number, action: DayAction, tappedAt: Date): Promise<QueuedAction> {
    const waiting = await this.pending(userId);
    const tx = this.db.transaction("actions", "readwrite");
    for (const old of waiting)
      if (old.kind === action.kind && old.meetingId === action.meetingId) await tx.store.delete(old.clientId);
    const queued: QueuedAction = {
      ...action,
      clientId: crypto.randomUUID(),
      userId,
      tappedAt: tappedAt.toISOString(),
    };
    await tx.store.put(queued);
    await tx.done;
    return queued;
  }

  /** The user's actions still to send, oldest first. */
  async pending(userId: number): Promise<QueuedAction[]> {
    const rows = await this.db.getAllFromIndex("actions", "byUser", userId);
    return rows.sort((a, b) => a.tappedAt.localeCompare(b.tappedAt) || a.clientId.localeCompare(b.clientId));
  }

  /**
   * Sends the user's actions one by one, oldest first; stops at the first that could not reach the server
   * (it and the rest stay). One flush at a time: a second call waits for the running one, then sends what is left.
   */
  async flush(userId: number, send: SendAction): Promise<{ sent: QueuedAction[]; refused: QueuedAction[] }> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    this.flushing = this.flushOnce(userId, send);
    try {
      return await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async flushOnce(userId: number, send: SendAction) {
    const sent: QueuedAction[] = [];
    const refused: QueuedAction[] = [];
    for (const action of await this.pending(userId)) {
      let verdict: "sent" | "refused";
      try {
        verdict = await send(action);
      } catch {
        break;
      }
      await this.db.delete("actions", action.clientId);
      (verdict === "sent" ? sent : refused).push(action);
    }
    return { sent, refused };
  }
}
