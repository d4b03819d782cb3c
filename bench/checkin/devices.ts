/**
 * Staff devices for bench:checkin: each sends its scans as they happen (open loop: at the scheduled time,
 * whatever the previous answers), keeps them in a queue while its network is cut, and sends the queue in
 * batches of 100 when it is back, as web/features/checkin/queue.ts does.
 */

export interface Scan {
  clientId: string;
  code: string;
  place: string;
  scannedAt: string;
}

export interface DeviceStats {
  /** Latency of each live check-in, from its scheduled time to the answer (ms). */
  latencies: number[];
  /** Time to send the whole queue once the network is back (ms). */
  drainMs: number;
  queuedMax: number;
  errors: number;
  outcomes: Record<string, number>;
}

export class Device {
  readonly queue: Scan[] = [];
  offline = false;
  readonly stats: DeviceStats = { latencies: [], drainMs: 0, queuedMax: 0, errors: 0, outcomes: {} };

  constructor(
    readonly id: string,
    private readonly origin: string,
    private readonly eventId: number,
    private readonly token: string,
  ) {}

  private async post(checks: Scan[]) {
    const res = await fetch(`${this.origin}/api/checkin/events/${this.eventId}/checks`, {
      method: "POST",
      headers: { authorization: this.token, "content-type": "application/json" },
      body: JSON.stringify({ deviceId: this.id, checks }),
    });
    if (!res.ok) throw new Error(`checks ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { results: { outcome: string }[] };
    for (const r of body.results) this.stats.outcomes[r.outcome] = (this.stats.outcomes[r.outcome] ?? 0) + 1;
  }

  /** One scan at its scheduled time (`due`, ms on performance.now()). */
  async scan(scan: Scan, due: number): Promise<void> {
    if (this.offline) {
      this.queue.push(scan);
      this.stats.queuedMax = Math.max(this.stats.queuedMax, this.queue.length);
      return;
    }
    try {
      await this.post([scan]);
      this.stats.latencies.push(performance.now() - due);
    } catch {
      this.stats.errors++;
      this.queue.push(scan);
    }
  }

  /** Network back: the queue goes in batches of 100 until empty (a failed batch is tried again). */
  async reconnect(): Promise<void> {
    this.offline = false;
    const started = performance.now();
    let tries = 0;
    while (this.queue.length > 0 && tries < 50) {
      const batch = this.queue.slice(0, 100);
      try {
        await this.post(batch);
        this.queue.splice(0, batch.length);
      } catch {
        tries++;
        this.stats.errors++;
      }
    }
    this.stats.drainMs = performance.now() - started;
  }
}
