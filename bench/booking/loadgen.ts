/**
 * Child-process load generator of the booking benchmark: autocannon cycling through a prepared plan of
 * requests (method, path, token, body). Answers { id, result } per { id, spec } message.
 */
import autocannon from "autocannon";

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
  /** Offered load in requests per second over all connections (open loop); unset: as fast as answered. */
  rate?: number;
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

async function run(spec: BookingSpec): Promise<BookingLoad> {
  let next = 0;
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const r = spec.plan[next++ % spec.plan.length]!;
          return {
            ...request,
            method: r.method,
            path: r.path,
            headers: { authorization: r.token, "content-type": "application/json", "accept-language": "en" },
            body: r.body,
          };
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

process.on("message", (message: { id: number; spec: BookingSpec }) => {
  run(message.spec).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
