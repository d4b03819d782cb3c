import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import WebSocket from "ws";
import type { JanusInstance } from "../janus/janus-process";
import type { FileStorage } from "../storage/storage";

/**
 * Rejects after `ms` (then runs `onTimeout`, which closes what the probe opened); the probe's own later
 * failure is swallowed.
 */
export function withTimeout<T>(probe: Promise<T>, ms: number, onTimeout: () => void = () => {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  probe.catch(() => undefined);
  return Promise.race([probe, expired]).finally(() => clearTimeout(timer));
}

/** Connects to Redis, PINGs and quits (a connection of its own: the realtime clients are not touched). */
export async function probeRedis(url: string, ms: number): Promise<void> {
  const client = createClient({ url, socket: { connectTimeout: ms, reconnectStrategy: false } });
  client.on("error", () => undefined);
  const run = async () => {
    await client.connect();
    const answer = await client.ping();
    if (answer !== "PONG") throw new Error(`PING answered ${answer}`);
    await client.quit();
  };
  try {
    await withTimeout(run(), ms, () => client.destroy());
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw error;
  }
}

/**
 * Opens a session on a Janus instance with its API secret and destroys it again: the instance answers and
 * accepts our secret (what placing a room needs).
 */
export function probeJanus(instance: JanusInstance, ms: number): Promise<void> {
  const ws = new WebSocket(instance.url, "janus-protocol");
  const run = new Promise<void>((resolve, reject) => {
    const transaction = randomBytes(9).toString("base64url");
    ws.once("error", reject);
    ws.once("close", () => reject(new Error("connection closed")));
    ws.once("open", () =>
      ws.send(JSON.stringify({ janus: "create", transaction, apisecret: instance.apiSecret })),
    );
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as {
        janus?: string;
        transaction?: string;
        data?: { id?: number };
        error?: { reason?: string };
      };
      if (message.transaction !== transaction) return;
      if (message.janus !== "success") {
        reject(new Error(`janus answered ${message.janus}: ${message.error?.reason ?? ""}`.trim()));
        return;
      }
      // the session is not kept: destroy it (no answer awaited); a graceful close sends it first
      ws.send(
        JSON.stringify({
          janus: "destroy",
          session_id: message.data?.id,
          transaction: `${transaction}-end`,
          apisecret: instance.apiSecret,
        }),
      );
      resolve();
    });
  });
  return withTimeout(run, ms).then(
    () => ws.close(),
    (error: unknown) => {
      ws.terminate();
      throw error;
    },
  );
}

/** A read of a key that does not exist must answer "nothing there" without an error. */
export async function probeFiles(storage: FileStorage, ms: number): Promise<void> {
  const key = `.ready-probe/${randomBytes(12).toString("hex")}`;
  const found = await withTimeout(storage.get(key), ms);
  if (found) {
    found.stream.destroy();
    throw new Error("a key that was never stored answered an object");
  }
}
