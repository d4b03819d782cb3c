import { getPushKey, subscribePush, unsubscribePush } from "../../../shared/contract";
import { callApi } from "../../api/client";
import { getToken, onSessionChange } from "../../api/session";

/**
 * This browser's Web Push subscription for reminders (docs/push.md): the switch asks for permission (only from
 * a tap: browsers refuse a prompt nobody asked for), subscribes with the server's VAPID key and posts the
 * subscription; logging out unsubscribes the browser so the next account on the phone gets none of them.
 */

/** Where push stands on this browser: cannot, refused by the person, not subscribed, subscribed. */
export type PushState = "unsupported" | "denied" | "off" | "on";

/** Whether this browser can receive Web Push at all (an iPhone only from the installed app). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The service worker's registration, once one controls the app (none while developing). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  if (!(await navigator.serviceWorker.getRegistration())) return undefined;
  return navigator.serviceWorker.ready;
}

/** The current state, without asking anything. */
export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  return (await reg.pushManager.getSubscription()) ? "on" : "off";
}

/** The VAPID public key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Turns reminders on for this browser: asks for permission when not yet decided (call it from a tap), subscribes
 * (again when the server's key changed) and hands the subscription to the server. Answers the resulting state.
 */
export async function ensurePushSubscription(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return "unsupported";
  const permission =
    Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const key = keyBytes((await callApi(getPushKey)).publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await callApi(subscribePush, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    },
  });
  return "on";
}

/** Turns reminders off for this browser: the server forgets it and the browser drops the subscription. */
export async function disablePush(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return reg ? "off" : "unsupported";
  await callApi(unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
  return "off";
}

let lastToken: string | null = null;
let watching = false;

/**
 * On logout (the stored session cleared), forgets this browser's subscription: the server is asked with the
 * token that was (it may already be revoked: then the push service's "gone" answer prunes the row at the next
 * send) and the browser unsubscribes, so reminders of the account that left never show. Installed once.
 */
export function forgetPushOnLogout(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  lastToken = getToken();
  onSessionChange(() => {
    const previous = lastToken;
    lastToken = getToken();
    if (!previous || lastToken) return;
    void (async () => {
      const reg = await registration();
      const subscription = await reg?.pushManager.getSubscription();
      if (!subscription) return;
      await callApi(unsubscribePush, {
        body: { endpoint: subscription.endpoint },
        headers: { authorization: previous },
      }).catch(() => undefined);
      await subscription.unsubscribe().catch(() => false);
    })();
  });
}
