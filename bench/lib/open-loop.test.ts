import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { quantileOf, runOpenLoop } from "./open-loop";

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server that answers each request after `delay(n)` ms (n: the request's number from 0), with `status(n)`. */
async function serve(
  delay: (n: number) => number,
  status: (n: number) => number = () => 200,
): Promise<string> {
  let n = 0;
  server = http.createServer((_request, response) => {
    const i = n++;
    setTimeout(() => {
      response.writeHead(status(i), { "content-type": "application/json" });
      response.end("{}");
    }, delay(i));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("quantileOf", () => {
  it("takes the nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantileOf(sorted, 0.5)).toBe(50);
    expect(quantileOf(sorted, 0.99)).toBe(99);
    expect(quantileOf([7], 0.99)).toBe(7);
  });
});

describe("runOpenLoop", () => {
  it("sends rate × duration requests on schedule and counts every answer", async () => {
    const origin = await serve(() => 0);
    const result = await runOpenLoop({
      origin,
      requests: [{ method: "GET", path: "/" }],
      rate: 200,
      duration: 0.5,
    });
    expect(result.sent).toBe(100);
    expect(result.answered).toBe(100);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    expect(result.achieved).toBeGreaterThan(150);
  });

  it("charges a stall to every request scheduled during it (no coordinated omission)", async () => {
    // Request 50 takes 300 ms and the server answers one request at a time, so everything scheduled behind
    // it waits. A closed-loop client would have sent nothing meanwhile and counted one slow request; on a
    // fixed schedule about 60 requests fall due during the stall, and each is charged its wait.
    let busyUntil = 0;
    const origin = await serve((n) => {
      const now = Date.now();
      const start = Math.max(now, busyUntil);
      busyUntil = start + (n === 50 ? 300 : 1);
      return busyUntil - now;
    });
    const result = await runOpenLoop({
      origin,
      requests: [{ method: "GET", path: "/" }],
      rate: 200,
      duration: 1,
      connections: 1,
    });
    expect(result.answered).toBe(200);
    // far more than 1% of the requests waited for the stall: the p99 and even the p90 show it
    expect(result.p99).toBeGreaterThan(150);
    expect(result.p90).toBeGreaterThan(50);
  });

  it("counts non-2xx answers and gives up unanswered requests as timeouts with their wait", async () => {
    const origin = await serve(
      (n) => (n === 3 ? 5_000 : 0),
      (n) => (n % 10 === 0 ? 503 : 200),
    );
    const result = await runOpenLoop({
      origin,
      requests: [{ method: "GET", path: "/" }],
      rate: 100,
      duration: 0.3,
      timeoutMs: 200,
    });
    expect(result.sent).toBe(30);
    expect(result.timeouts).toBe(1);
    expect(result.non2xx).toBe(3);
    expect(result.s5xx).toBe(3);
    expect(result.max).toBeGreaterThanOrEqual(200);
  });
});
