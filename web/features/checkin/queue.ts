import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { TCheckInput, TCheckResult, TRosterEntry } from "../../../shared/contract";

/** A scan kept on the device until the server has it. */
export interface QueuedScan extends TCheckInput {
  eventId: number;
}

/** A scan the server refused after it was sent (shown to the staff until dismissed). */
export interface Refusal {
  clientId: string;
  eventId: number;
  outcome: TCheckResult["outcome"];
  name: string;
  scannedAt: string;
}

interface CheckinDb extends DBSchema {
  meta: { key: string; value: string };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: number } };
  roster: { key: number; value: { eventId: number; savedAt: string; badges: TRosterEntry[] } };
  refused: { key: string; value: Refusal; indexes: { byEvent: number } };
}

export type SendChecks = (
  eventId: number,
  deviceId: string,
  checks: TCheckInput[],
) => Promise<TCheckResult[]>;

const BATCH = 100;

/**
 * The staff device's check-in store in IndexedDB: its device id, the event's roster (to show a person without
 * a network) and the queue of scans not yet acknowledged by the server. Every scan goes through the queue:
 * it is stored first, then sent; only the server's answer removes it, so a scan survives a closed tab or a
 * dead network. A resend is harmless: the server stores (device id, client id) once.
 */
export class CheckinStore {
  private flushing: Promise<{ sent: number; refused: Refusal[] }> | undefined;

  private constructor(private readonly db: IDBPDatabase<CheckinDb>) {}

  static async open(name = "bizmeet-checkin"): Promise<CheckinStore> {
    const db = await openDB<CheckinDb>(name, 1, {
      upgrade(db) {
        db.createObjectStore("meta");
        db.createObjectStore("queue", { keyPath: "clientId" }).createIndex("byEvent", "eventId");
        db.createObjectStore("roster", { keyPath: "eventId" });
        db.createObjectStore("refused", { keyPath: "clientId" }).createIndex("byEvent", "eventId");
      },
    });
    return new CheckinStore(db);
  }

  close(): void {
    this.db.close();
  }

  /** This device's id (random, kept): with each scan's client id it makes a resend count once. */
  async deviceId(): Promise<string> {
    const known = await this.db.get("meta", "deviceId");
    if (known) return known;
    const id = `dev-${crypto.randomUUID()}`;
    await this.db.put("meta", id, "deviceId");
    return id;
  }

  async enqueue(scan: QueuedScan): Promise<void> {
    await this.db.put("queue", scan);
  }

  /** The scans still to send, oldest first. */
  async pending(eventId: number): Promise<QueuedScan[]> {
    const rows = await this.db.getAllFromIndex("queue", "byEvent", eventId);
    return rows.sort(
      (a, b) => a.scannedAt.localeCompare(b.scannedAt) || a.clientId.localeCompare(b.clientId),
    );
  }

  async refusals(eventId: number): Promise<Refusal[]> {
    return this.db.getAllFromIndex("refused", "byEvent", eventId);
  }

  async dismiss(clientId: string): Promise<void> {
    await this.db.delete("refused", clientId);
  }

  async saveRoster(eventId: number, badges: TRosterEntry[], now: Date): Promise<void> {
    await this.db.put("roster", { eventId, savedAt: now.toISOString(), badges });
  }

  async roster(eventId: number): Promise<TRosterEntry[]> {
    return (await this.db.get("roster", eventId))?.badges ?? [];
  }

  /**
   * Sends the event's queue in batches; a batch the server answered leaves the queue (its refusals are kept
   * to show), a batch that failed stays for the next try. One flush at a time per store; a second call
   * waits for the running one and then sends what is left.
   */
  async flush(eventId: number, send: SendChecks): Promise<{ sent: number; refused: Refusal[] }> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    this.flushing = this.flushOnce(eventId, send);
    try {
      return await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async flushOnce(eventId: number, send: SendChecks) {
    const deviceId = await this.deviceId();
    const queue = await this.pending(eventId);
    const refused: Refusal[] = [];
    let sent = 0;
    for (let i = 0; i < queue.length; i += BATCH) {
      const batch = queue.slice(i, i + BATCH);
      const results = await send(
        eventId,
        deviceId,
        batch.map(({ eventId: _, ...check }) => check),
      );
      const tx = this.db.transaction(["queue", "refused"], "readwrite");
      for (const result of results) {
        const scan = batch.find((s) => s.clientId === result.clientId);
        if (!scan) continue;
        await tx.objectStore("queue").delete(scan.clientId);
        if (result.outcome !== "in") {
          const refusal: Refusal = {
            clientId: scan.clientId,
            eventId,
            outcome: result.outcome,
            name: result.badge ? `${result.badge.name} · ${result.badge.company}` : "",
            scannedAt: scan.scannedAt,
          };
          await tx.objectStore("refused").put(refusal);
          refused.push(refusal);
        }
        sent++;
      }
      await tx.done;
    }
    return { sent, refused };
  }
}
