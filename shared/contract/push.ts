import { z } from "zod";
import { ZOk } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Web Push for the event day (issue 30, "Reminders"): the browser fetches our VAPID public key, subscribes
 * with its push service and hands us the subscription; the server then sends reminders to it (docs/push.md).
 */

/** Unpadded (or padded) base64url, as `PushSubscription.toJSON()` gives the keys. */
const zBase64Url = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, "push.badKeys");

/** An endpoint address; the server also checks its scheme and host (https only unless the config allows). */
const zEndpoint = z.string().trim().min(1).max(2000).url("push.badEndpoint");

export const ZPushKey = z.object({
  /** The VAPID public key (uncompressed P-256 point, base64url): `applicationServerKey` of `subscribe()`. */
  publicKey: z.string(),
});

/** The browser's `PushSubscription.toJSON()`; `expirationTime` and other members are ignored. */
export const ZPushSubscriptionBody = z.object({
  endpoint: zEndpoint,
  keys: z.object({ p256dh: zBase64Url, auth: zBase64Url }),
});
export type TPushSubscriptionBody = z.input<typeof ZPushSubscriptionBody>;

export const ZPushSubscription = z.object({
  endpoint: z.string(),
  createdDate: z.string(),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const getPushKey = defineCall({
  method: "GET",
  path: "/api/push/key",
  summary: "The server's VAPID public key, for the browser's pushManager.subscribe",
  tag: "push",
  auth: "none",
  response: ZPushKey,
});

export const subscribePush = defineCall({
  method: "POST",
  path: "/api/push/subscriptions",
  summary:
    "Keeps this browser's push subscription for the caller (an endpoint known under another account moves)",
  tag: "push",
  auth: "user",
  status: 201,
  body: ZPushSubscriptionBody,
  response: ZPushSubscription,
});

export const unsubscribePush = defineCall({
  method: "DELETE",
  path: "/api/push/subscriptions",
  summary: "Forgets one of the caller's push subscriptions (by endpoint)",
  tag: "push",
  auth: "user",
  errors: [403, 404],
  body: z.object({ endpoint: zEndpoint }),
  response: ZOk,
});

/** What a day notice is about (the reminders of issue 30). */
export const DAY_NOTICE_KINDS = [
  "meetingSoon",
  "noShow",
  "refillProposal",
  "refillRequest",
  "refilled",
  "late",
  "venueReminder",
] as const;

/**
 * A notice of the event day, sent as a Web Push payload (JSON) and as the socket event `dayNotice`. Title and
 * body are composed by the sender in the user's language; `url` is where a tap leads (a path of this app).
 */
export const ZDayNotice = z.object({
  kind: z.enum(DAY_NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Replaces an earlier notification with the same tag on the phone (e.g. `meeting:12`). */
  tag: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type TDayNotice = z.infer<typeof ZDayNotice>;
