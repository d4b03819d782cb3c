import { sleep } from "../harness/wait";
import type { Api } from "./api";

/** One request of the background load as its client saw it. */
export interface Outcome {
  at: number;
  ms: number;
  method: "GET" | "POST";
  /** 0: no answer at all (nginx itself unreachable, or the client gave up). */
  status: number;
  servedBy: string;
  movedOn: boolean;
}

/**
 * A participant's screen open on a chat room while things break: it reads the room's newest messages (GET)
 * and moves its read mark (POST, which nginx may not pass on once sent) in turn, one request every `everyMs`.
 * What every request answered is kept, to count the failures and see who carried the load.
 */
export class Load {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private loop?: Promise<void>;
  private lastSeq = 0;

  constructor(
    private readonly api: Api,
    private readonly token: string,
    private readonly roomId: number,
    private readonly everyMs = 50,
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    for (let i = 0; this.running; i++) {
      const started = Date.now();
      const method = i % 2 === 0 ? "GET" : "POST";
      const outcome = await this.request(method);
      this.outcomes.push({ ...outcome, at: started, ms: Date.now() - started, method });
      await sleep(Math.max(0, this.everyMs - (Date.now() - started)));
    }
  }

  private async request(method: "GET" | "POST") {
    try {
      const answer =
        method === "GET"
          ? await this.api.call<{ lastSeq: number }>(
              "GET",
              `/api/chat/rooms/${this.roomId}/messages?limit=5`,
              {
                token: this.token,
                signal: AbortSignal.timeout(15_000),
              },
            )
          : await this.api.call("POST", `/api/chat/rooms/${this.roomId}/read`, {
              token: this.token,
              body: { seq: this.lastSeq },
              signal: AbortSignal.timeout(15_000),
            });
      if (method === "GET" && answer.ok) this.lastSeq = (answer.body as { lastSeq: number }).lastSeq;
      return { status: answer.status, servedBy: answer.servedBy, movedOn: answer.movedOn };
    } catch {
      return { status: 0, servedBy: "?", movedOn: false };
    }
  }

  /** Requests that did not succeed (a 5xx from nginx, or no answer). */
  failures(from = 0, to = Number.POSITIVE_INFINITY): Outcome[] {
    return this.outcomes.filter((o) => o.at >= from && o.at <= to && (o.status === 0 || o.status >= 500));
  }

  /** The first request sent after `t` that succeeded away from `notOn`. */
  firstElsewhereAfter(t: number, notOn: string): Outcome | undefined {
    return this.outcomes.find((o) => o.at >= t && o.status < 400 && o.status > 0 && o.servedBy !== notOn);
  }
}

/** All outcomes of several loads together. */
export const allOutcomes = (loads: Load[]) => loads.flatMap((l) => l.outcomes);
