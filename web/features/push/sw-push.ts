/**
 * The service worker's side of Web Push (imported by web/pwa/sw.ts): a push shows the notice as a system
 * notification, a tap on it brings the app to the notice's page. The payload is a day notice of the server
 * (shared/contract/push.ts, `ZDayNotice`): kind, title, body, url, tag, data.
 */

/** The app's icon on a notification (web/public/pwa, drawn by scripts/pwa-icons.mjs). */
export const NOTIFICATION_ICON = "/pwa/icon-192.png";

/** The part of a notification the handlers read. */
interface ShownNotification {
  data: unknown;
  close(): void;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** What the handlers need of `ServiceWorkerGlobalScope` (the project compiles without the WebWorker lib). */
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options: {
        body?: string;
        tag?: string;
        icon?: string;
        badge?: string;
        data?: unknown;
        renotify?: boolean;
      },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: "push",
    listener: (event: ExtendableEventLike & { data: { json(): unknown; text(): string } | null }) => void,
  ): void;
  addEventListener(
    type: "notificationclick",
    listener: (event: ExtendableEventLike & { notification: ShownNotification }) => void,
  ): void;
}

interface ReadNotice {
  title: string;
  body: string;
  url: string;
  tag?: string;
  data?: Record<string, unknown>;
  kind?: string;
}

/** The notice of a push message; a message that is not one of ours still shows its text. */
export function readNotice(data: { json(): unknown; text(): string } | null): ReadNotice {
  if (!data) return { title: "Bizmeet", body: "", url: "/" };
  try {
    const value = data.json() as Partial<ReadNotice>;
    return {
      title: typeof value.title === "string" && value.title ? value.title : "Bizmeet",
      body: typeof value.body === "string" ? value.body : "",
      url: typeof value.url === "string" ? value.url : "/",
      tag: typeof value.tag === "string" ? value.tag : undefined,
      data: value.data && typeof value.data === "object" ? value.data : undefined,
      kind: typeof value.kind === "string" ? value.kind : undefined,
    };
  } catch {
    return { title: "Bizmeet", body: data.text(), url: "/" };
  }
}

/** The notice's page as an address of this app (another origin is never opened from a notification). */
export function targetUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === "string" ? url : "/", origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Installs the push and notification-click handlers on the service worker. */
export function installPushHandlers(self: PushWorkerScope): void {
  self.addEventListener("push", (event) => {
    const notice = readNotice(event.data);
    event.waitUntil(
      self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        // a newer notice with the same tag (the same meeting) replaces the older one, and rings again
        renotify: Boolean(notice.tag),
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        data: { ...notice.data, url: notice.url, kind: notice.kind },
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = targetUrl(data?.url, self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((client) => client.url === url);
        if (open) await open.focus();
        else await self.clients.openWindow(url);
      })(),
    );
  });
}
