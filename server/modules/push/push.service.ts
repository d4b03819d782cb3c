import webpush from "web-push";
import type { TDayNotice, TPushSubscription, TPushSubscriptionBody } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, Invalid, NotFound } from "../../http/errors";
import { canRemoveSubscription } from "./push.policy";
import * as repo from "./push.repository";
import { vapidDetails } from "./push-keys";
import { SendQueue } from "./send-queue";

export type DayNotice = TDayNotice;

/** How long a push service keeps an undelivered reminder: after ten minutes it is no longer news. */
export const PUSH_TTL_S = 600;
/** Subscriptions kept per user (the newest); older browsers and replaced phones drop out. */
const MAX_SUBSCRIPTIONS_PER_USER = 10;
/** Sends at once per process; the rest wait their turn (a slot change sends thousands). */
const SEND_CONCURRENCY = 8;
/** The plaintext a single aes128gcm record carries comfortably under the 4 KB push limit. */
const MAX_PAYLOAD_BYTES = 3_000;

const queue = new SendQueue(SEND_CONCURRENCY);

/** The public half of the VAPID key pair (the browser's applicationServerKey). */
export async function publicKey(ctx: AppContext): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidDetails(ctx)).publicKey };
}

/** Keeps the browser's subscription for the actor (moving it when another account had it). */
export async function subscribe(
  ctx: AppContext,
  actor: Actor,
  body: TPushSubscriptionBody,
  userAgent: string,
): Promise<TPushSubscription> {
  const endpoint = checkedEndpoint(body.endpoint, ctx.config.pushAllowInsecure);
  const keys = checkedKeys(body.keys.p256dh, body.keys.auth);
  const row = await repo.upsertSubscription(ctx.db, {
    userId: actor.userId,
    endpoint,
    ...keys,
    userAgent: userAgent.slice(0, 300),
    now: ctx.now(),
  });
  await repo.trimSubscriptions(ctx.db, actor.userId, MAX_SUBSCRIPTIONS_PER_USER);
  return { endpoint: row.endpoint, createdDate: row.createdAt.toISOString() };
}

/** Forgets one of the actor's subscriptions. */
export async function unsubscribe(ctx: AppContext, actor: Actor, endpoint: string): Promise<{ ok: boolean }> {
  const row = await repo.findByEndpoint(ctx.db, endpoint.trim());
  if (!row) throw new NotFound("push.notFound");
  if (!canRemoveSubscription(actor, row)) throw new Forbidden();
  await repo.deleteSubscription(ctx.db, row.id);
  return { ok: true };
}

/**
 * Tells users about something of the event day: at once in the app (socket event `dayNotice` to every socket
 * of each user, which is also the fallback when push is refused), and as a Web Push to every browser they
 * subscribed, sent after this returns (a queue with a small concurrency). A push service answering 404 or 410
 * forgets the subscription; other failures are counted. Call it after the change committed.
 */
export function notifyUsers(ctx: AppContext, userIds: number[], notice: DayNotice): void {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  ctx.realtime.emit(
    users.map((id) => `user:${id}`),
    "dayNotice",
    notice,
  );
  const payload = payloadOf(notice);
  queue.push(async () => {
    const subscriptions = await repo.subscriptionsOf(ctx.db, users);
    for (const subscription of subscriptions) queue.push(() => deliver(ctx, subscription, payload));
  });
}

/** Resolves once every queued send has finished (tests; a graceful stop). */
export function pushIdle(): Promise<void> {
  return queue.idle();
}

/** What one send came to: the push service's status, and whether the subscription is gone for good. */
export interface PushOutcome {
  ok: boolean;
  status: number;
  gone: boolean;
}

/**
 * Sends one push (aes128gcm, VAPID-signed, TTL ten minutes, urgency high) and answers the push service's
 * verdict; a network failure answers status 0. The request is made here (web-push builds it), so the tests'
 * local receiver may be plain http.
 */
export async function sendPushTo(
  ctx: AppContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: await vapidDetails(ctx),
    TTL: PUSH_TTL_S,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      // a push service answers, it does not send us elsewhere (a redirect could point inside our network)
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { ok: response.ok, status: response.status, gone: [404, 410].includes(response.status) };
  } catch {
    return { ok: false, status: 0, gone: false };
  }
}

async function deliver(ctx: AppContext, row: repo.PushSubscriptionRow, payload: string): Promise<void> {
  const outcome = await sendPushTo(
    ctx,
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    payload,
  );
  if (outcome.ok) await repo.markDelivered(ctx.db, row.id, ctx.now());
  else if (outcome.gone) await repo.deleteSubscription(ctx.db, row.id);
  else await repo.markFailed(ctx.db, row.id);
}

/** The notice as JSON, shortened to fit one push message: `data` goes first, then the end of the body, then of the title. */
export function payloadOf(notice: DayNotice): string {
  const full = JSON.stringify(notice);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES) return full;
  const { data: _dropped, ...lean } = notice;
  const fits = (value: typeof lean) => Buffer.byteLength(JSON.stringify(value)) <= MAX_PAYLOAD_BYTES;
  for (const field of ["body", "title"] as const) {
    if (fits(lean)) break;
    const chars = [...lean[field]];
    const cut = (n: number) => ({ ...lean, [field]: n > 0 ? `${chars.slice(0, n).join("")}…` : "" });
    // the longest beginning that fits (binary search over the number of characters kept)
    let [low, high] = [0, chars.length];
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(cut(mid))) low = mid;
      else high = mid - 1;
    }
    Object.assign(lean, cut(low));
  }
  return JSON.stringify(lean);
}

/** An https endpoint on a public host; plain http and local hosts only when the config allows (tests). */
function checkedEndpoint(raw: string, allowInsecure: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Invalid("push.badEndpoint");
  }
  // kept as the browser wrote it: unsubscribing names it by the same string
  if (allowInsecure && (url.protocol === "http:" || url.protocol === "https:")) return raw;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const local =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    /^[\d.]+$/.test(host) ||
    host.includes(":");
  if (url.protocol !== "https:" || local || url.username || url.password)
    throw new Invalid("push.badEndpoint");
  return raw;
}

/** The browser's keys, checked: a P-256 point (65 bytes, uncompressed) and a 16-byte auth secret. */
function checkedKeys(p256dh: string, auth: string): { p256dh: string; auth: string } {
  const point = Buffer.from(p256dh.replace(/=+$/, ""), "base64url");
  const secret = Buffer.from(auth.replace(/=+$/, ""), "base64url");
  if (point.length !== 65 || point[0] !== 4 || secret.length !== 16) throw new Invalid("push.badKeys");
  return { p256dh: point.toString("base64url"), auth: secret.toString("base64url") };
}
