/**
 * `kill -9` of one web process while the event day's mix is offered to three: what failed, how long until the
 * killed process's people are answered by the others, and whether any acknowledged write is lost. The writes
 * watched are chat messages sent by a writer of its own (every 20 ms, random routes, each with a client id):
 * every message answered 2xx must be in the database afterwards.
 */
import { randomUUID } from "node:crypto";
import type { Routes } from "../../cluster/client/api";
import type { DemoWorld } from "../../cluster/client/demo";
import type { Cluster } from "../../cluster/harness/cluster";
import { sleep } from "../../cluster/harness/wait";
import { runOpenLoop } from "../lib/open-loop";
import { type Mix, mixRequests } from "./mix";

export interface KillResult {
  rate: number;
  sent: number;
  /** Requests of the mix that failed: no answer, a timeout or a 5xx (a 409 of an arrival is an answer). */
  failed: number;
  p99: number;
  /** The writer's sends that failed (no answer or not 2xx): the outbox would send them again. */
  writerFailed: number;
  /** From the kill to the first answer, by another process, to a client routed to the killed one. */
  answeredElsewhereMs: number;
  acked: number;
  lost: number;
}

export async function killUnderLoad(
  cluster: Cluster,
  routes: Routes,
  mix: Mix,
  world: DemoWorld,
  o: { rate: number; duration: number },
): Promise<KillResult> {
  const spread = () => crypto.randomUUID().replaceAll("-", "");
  const requests = mixRequests(mix, Math.ceil(o.rate * o.duration), spread);
  const load = runOpenLoop({
    origin: cluster.url,
    requests,
    rate: o.rate,
    duration: o.duration,
    timeoutMs: 10_000,
  });

  // the writer: chat messages whose acknowledgement is a promise to keep them
  const acked: string[] = [];
  let writerFailed = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      const clientId = `kill-${randomUUID()}`;
      const res = await fetch(`${cluster.url}/api/chat/rooms/${world.roomId}/messages`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: world.seller.token,
          cookie: `bizmeet_route=${spread()}`,
        },
        body: JSON.stringify({ clientId, text: "kill under load" }),
      }).catch(() => undefined);
      if (res?.ok) acked.push(clientId);
      else writerFailed++;
      await sleep(20);
    }
  })();

  await sleep((o.duration * 1000) / 3);
  const victim = cluster.process("web-2");
  const route = routes.to("web-2");
  const killed = Date.now();
  await victim.kill9();
  let answeredElsewhereMs = -1;
  while (Date.now() - killed < 15_000) {
    const res = await fetch(`${cluster.url}/api/health`, {
      headers: { cookie: `bizmeet_route=${route}` },
    }).catch(() => undefined);
    if (res?.ok && cluster.nameOfUpstream(res.headers.get("x-upstream")) !== "web-2") {
      answeredElsewhereMs = Date.now() - killed;
      break;
    }
    await sleep(10);
  }
  const result = await load;
  writing = false;
  await writer;

  const db = await cluster.db.client();
  let found = 0;
  try {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from chat_messages where client_id = any($1::text[])",
      [acked],
    );
    found = rows[0]?.n ?? 0;
  } finally {
    await db.end();
  }
  await victim.start();
  await routes.backInRotation("web-2");
  return {
    rate: o.rate,
    sent: result.sent,
    failed: result.s5xx + result.errors + result.timeouts,
    p99: result.p99,
    writerFailed,
    answeredElsewhereMs,
    acked: acked.length,
    lost: acked.length - found,
  };
}
