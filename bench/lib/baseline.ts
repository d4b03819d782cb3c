/**
 * The bare route every HTTP benchmark compares against: a Fastify app with one GET route answering a
 * small constant JSON object, on 127.0.0.1 in the benchmark's own process (as the real app is).
 */
import Fastify from "fastify";

export const BASELINE_PATH = "/baseline";

/** Starts the bare route; `close` stops it. */
export async function startBaseline(): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get(BASELINE_PATH, async () => ({ status: "ok", name: "bizmeet", version: 1 }));
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return { origin, close: () => app.close() };
}
