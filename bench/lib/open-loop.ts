/**
 * Open-loop load: requests are sent on a fixed schedule (request i at start + i / rate), whatever the server
 * answers, and each latency is measured from the request's intended send time, not from when it could be
 * sent. A server that stalls is therefore charged for every request it delays (no coordinated omission: a
 * closed-loop client, autocannon's included, simply sends less while the server is slow, and the slow period
 * shrinks to a few samples).
 *
 * Sockets are keep-alive connections of one http.Agent, at most `connections` of them; when all are busy a
 * request waits in the agent's queue, and that wait is part of its latency. The schedule is kept with
 * setTimeout to the next due time (about 1 ms of resolution); every request already due is sent at once,
 * and how late the generator itself sent (its own lag) is reported so that a generator that could not keep
 * up is seen. Requests still unanswered `timeoutMs` after the last intended send are counted as timeouts,
 * with the time they had waited as their latency (so a p99 with timeouts is a lower bound).
 */
import http from "node:http";

export interface OpenRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopSpec {
  /** e.g. http://127.0.0.1:1234 */
  origin: string;
  /** Taken in turn, one per scheduled send. */
  requests: OpenRequest[];
  /** Offered rate, requests per second. */
  rate: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds at the same rate before, discarded (same sockets). */
  warmup?: number;
  /** Most sockets open at once (default 256). */
  connections?: number;
  /** How long after the last intended send unanswered requests are given up (default 10,000 ms). */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  /** Offered rate (requests per second). */
  rate: number;
  sent: number;
  /** Answers received (any status). */
  answered: number;
  /** Answers per second, from the first intended send to the last answer. */
  achieved: number;
  /** Latency from the intended send time, ms (nearest rank; unanswered requests count with their wait). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Of non2xx, answers 500 and above. */
  s5xx: number;
  errors: number;
  timeouts: number;
  /** How late the generator sent, ms: p99 and max of (actual − intended send time). */
  lagP99: number;
  lagMax: number;
}

/** Nearest-rank quantile of sorted samples. */
export function quantileOf(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** One schedule at `rate` for `seconds` on `agent`; resolves when every request is answered or given up. */
function schedule(
  agent: http.Agent,
  url: URL,
  spec: OpenLoopSpec,
  seconds: number,
  offset: number,
): Promise<OpenLoopResult> {
  const total = Math.max(1, Math.round(spec.rate * seconds));
  const interval = 1000 / spec.rate;
  const timeoutMs = spec.timeoutMs ?? 10_000;
  const latency = new Float64Array(total).fill(Number.NaN);
  const lag = new Float64Array(total);
  let next = 0;
  let settled = 0;
  let lastAnswer = 0;
  let non2xx = 0;
  let s5xx = 0;
  let errors = 0;
  const open = new Set<http.ClientRequest>();
  const start = performance.now() + 5;

  return new Promise((resolve) => {
    let finished = false;
    let giveUp: NodeJS.Timeout | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (giveUp) clearTimeout(giveUp);
      const now = performance.now();
      let timeouts = 0;
      for (let i = 0; i < total; i++) {
        if (Number.isNaN(latency[i]!)) {
          latency[i] = now - (start + i * interval);
          timeouts++;
        }
      }
      for (const request of open) request.destroy();
      open.clear();
      const sorted = Float64Array.from(latency).sort();
      const lags = Float64Array.from(lag).sort();
      const answered = total - timeouts - errors;
      resolve({
        rate: spec.rate,
        sent: total,
        answered,
        achieved: answered > 0 ? Math.round((answered / (lastAnswer - start)) * 1000) : 0,
        p50: round1(quantileOf(sorted, 0.5)),
        p90: round1(quantileOf(sorted, 0.9)),
        p99: round1(quantileOf(sorted, 0.99)),
        max: round1(sorted[sorted.length - 1]!),
        non2xx,
        s5xx,
        errors,
        timeouts,
        lagP99: round1(quantileOf(lags, 0.99)),
        lagMax: round1(lags[lags.length - 1]!),
      });
    };
    const done = (i: number, status: number | "error") => {
      if (finished || !Number.isNaN(latency[i]!)) return;
      const now = performance.now();
      // A failed request is no fast answer: it counts as infinitely slow.
      latency[i] = status === "error" ? Number.POSITIVE_INFINITY : now - (start + i * interval);
      if (status === "error") errors++;
      else {
        lastAnswer = now;
        if (status < 200 || status >= 300) non2xx++;
        if (status >= 500) s5xx++;
      }
      if (++settled === total) finish();
    };
    const send = (i: number) => {
      const entry = spec.requests[(offset + i) % spec.requests.length]!;
      const headers: Record<string, string | number> = { ...entry.headers };
      if (entry.body !== undefined) {
        headers["content-type"] ??= "application/json";
        headers["content-length"] = Buffer.byteLength(entry.body);
      }
      const request = http.request(
        { agent, hostname: url.hostname, port: url.port, method: entry.method, path: entry.path, headers },
        (response) => {
          response.resume();
          response.on("end", () => {
            open.delete(request);
            done(i, response.statusCode ?? 0);
          });
          response.on("error", () => {
            open.delete(request);
            done(i, "error");
          });
        },
      );
      open.add(request);
      request.on("error", () => {
        open.delete(request);
        done(i, "error");
      });
      request.end(entry.body);
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        lag[next] = now - (start + next * interval);
        send(next);
        next++;
      }
      if (next < total) {
        setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
        return;
      }
      giveUp = setTimeout(finish, timeoutMs);
    };
    setTimeout(tick, 5);
  });
}

/** A warm-up schedule (discarded) then the measured one, on the same keep-alive sockets. */
export async function runOpenLoop(spec: OpenLoopSpec): Promise<OpenLoopResult> {
  const url = new URL(spec.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections ?? 256 });
  try {
    const warmup = spec.warmup ?? 0;
    if (warmup > 0) await schedule(agent, url, spec, warmup, 0);
    return await schedule(agent, url, spec, spec.duration, Math.round(spec.rate * warmup));
  } finally {
    agent.destroy();
  }
}

/** "500 req/s offered: 499 answered/s, p50 2.1 ms, p99 8.4 ms" and the failures and the generator's lag. */
export function describeOpenLoop(result: OpenLoopResult): string {
  const failures = result.non2xx + result.errors + result.timeouts;
  return `${result.rate} req/s offered: ${result.achieved.toLocaleString("en-US")} answered/s, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms${
    failures > 0 ? ` (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : ""
  }${result.lagP99 > 5 ? ` — generator late by ${result.lagP99} ms at p99` : ""}`;
}

/** Every request answered 2xx. */
export function isCleanOpen(result: OpenLoopResult): boolean {
  return result.non2xx + result.errors + result.timeouts === 0;
}
