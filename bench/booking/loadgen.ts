/**
 * Child-process load generator of the booking benchmark. `{ id, spec }`: autocannon (closed loop) cycling
 * through a prepared plan of requests (method, path, token, body); `{ id, open }`: the plan sent on a fixed
 * schedule at an offered rate (open loop, bench/lib/open-loop.ts). Answers { id, result } or { id, error }.
 */
import autocannon from "autocannon";
import { type OpenLoopSpec, runOpenLoop } from "../lib/open-loop";

export interface PlannedRequest {
  method: "GET" | "POST" | "PUT";
  path: string;
  token: string;
  body?: string;
}

export interface BookingSpec {
  origin: string;
  plan: PlannedRequest[];
  connections: number;
  duration: number;
}

export interface BookingLoad {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
  timeouts: number;
}

/** The headers every planned request is sent with. */
export function headersOf(r: PlannedRequest): Record<string, string> {
  return { authorization: r.token, "content-type": "application/json", "accept-language": "en" };
}

async function run(spec: BookingSpec): Promise<BookingLoad> {
  let next = 0;
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    requests: [
      {
        setupRequest: (request) => {
          const r = spec.plan[next++ % spec.plan.length]!;
          return { ...request, method: r.method, path: r.path, headers: headersOf(r), body: r.body };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    s2xx: result["2xx"],
    s4xx: result["4xx"],
    s5xx: result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.on("message", (message: { id: number; spec?: BookingSpec; open?: OpenLoopSpec }) => {
  const running = message.open ? runOpenLoop(message.open) : run(message.spec!);
  running.then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
