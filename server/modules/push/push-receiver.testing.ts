import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { decryptAes128gcm, type SubscriberKeys, type VapidClaims, verifyVapid } from "./push-decrypt.testing";

/** One request the receiver took: to which subscription, what it answered, and what it read (or why not). */
export interface ReceivedPush {
  subscriptionId: string;
  status: number;
  headers: IncomingMessage["headers"];
  vapid?: VapidClaims;
  /** The decrypted payload (UTF-8), when the request was valid. */
  payload?: string;
  error?: string;
}

/** A browser's subscription as the receiver made it: what the browser would post, and its secret keys. */
export interface ReceiverSubscription {
  id: string;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  keys: SubscriberKeys;
}

export interface PushReceiver {
  /** The receiver's origin (`http://127.0.0.1:<port>`), the VAPID audience. */
  origin: string;
  received: ReceivedPush[];
  /** A new subscription: fresh ECDH P-256 key pair and auth secret, an endpoint of its own. */
  subscribe(): ReceiverSubscription;
  /** What the receiver answers a valid push to this subscription from now on (201 by default; 410: gone). */
  answer(subscription: ReceiverSubscription, status: number): void;
  /** Resolves when `count` requests have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/**
 * A local push service for tests (no outside one is reachable): an HTTP server on 127.0.0.1 that, like a real
 * one, refuses a request whose VAPID token does not hold (401/403) and checks the message: aes128gcm headers,
 * a TTL, a body it can decrypt with the subscription's private key (400 otherwise), then answers 201.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const subscriptions = new Map<string, ReceiverSubscription>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let origin = "";

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const entry: ReceivedPush = { subscriptionId: id, status: 201, headers: request.headers };
      try {
        const subscription = subscriptions.get(id);
        if (request.method !== "POST") throw Object.assign(new Error("not a POST"), { status: 405 });
        if (!subscription) throw Object.assign(new Error("unknown subscription"), { status: 404 });
        try {
          entry.vapid = verifyVapid(request.headers.authorization, origin, Date.now());
        } catch (error) {
          throw Object.assign(error as Error, { status: 403 });
        }
        if (request.headers["content-encoding"] !== "aes128gcm")
          throw new Error("content-encoding is not aes128gcm");
        if (!/^\d+$/.test(String(request.headers.ttl ?? ""))) throw new Error("no TTL");
        entry.payload = decryptAes128gcm(Buffer.concat(chunks), subscription.keys).toString("utf8");
        entry.status = answers.get(id) ?? 201;
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
        entry.status = (error as { status?: number }).status ?? 400;
      }
      received.push(entry);
      response.writeHead(entry.status, { "content-type": "text/plain" }).end(entry.error ?? "");
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const keys: SubscriberKeys = {
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret: randomBytes(16),
      };
      const id = randomUUID();
      const subscription: ReceiverSubscription = {
        id,
        keys,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: publicKey.toString("base64url"), auth: keys.authSecret.toString("base64url") },
        },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    answer(subscription, status) {
      answers.set(subscription.id, status);
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the push receiver got ${received.length} of ${count} requests`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
