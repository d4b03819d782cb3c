import { describe, expect, it } from "vitest";
import { installPushHandlers, NOTIFICATION_ICON, type PushWorkerScope, targetUrl } from "./sw-push";

type Listener = (event: unknown) => void;

/** A service worker scope that records what the handlers do. */
function fakeScope(openUrls: string[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: "https://app.example" },
    registration: {
      async showNotification(title: string, options: Record<string, unknown>) {
        shown.push({ title, options });
      },
    },
    clients: {
      async matchAll() {
        return openUrls.map((url) => ({ url, focus: async () => focused.push(url) }));
      },
      async openWindow(url: string) {
        opened.push(url);
      },
    },
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, listener);
    },
  };
  installPushHandlers(scope as unknown as PushWorkerScope);
  async function fire(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  return { fire, shown, focused, opened };
}

const message = (value: unknown) => ({
  json: () => (typeof value === "string" ? JSON.parse(value) : value),
  text: () => (typeof value === "string" ? value : JSON.stringify(value)),
});

describe("the service worker's push handlers", () => {
  it("shows a day notice as a notification with its tag, icon and page", async () => {
    const sw = fakeScope();
    await sw.fire("push", {
      data: message({
        kind: "noShow",
        title: "No-show",
        body: "Company 3 did not come",
        url: "/now?m=4",
        tag: "meeting:4",
        data: { meetingId: 4 },
      }),
    });
    expect(sw.shown).toEqual([
      {
        title: "No-show",
        options: {
          body: "Company 3 did not come",
          tag: "meeting:4",
          renotify: true,
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_ICON,
          data: { meetingId: 4, url: "/now?m=4", kind: "noShow" },
        },
      },
    ]);
  });

  it("still shows a message that is not JSON", async () => {
    const sw = fakeScope();
    await sw.fire("push", { data: message("plain words") });
    expect(sw.shown[0]).toMatchObject({ title: "Bizmeet", options: { body: "plain words" } });
  });

  it("on a tap focuses the window already on that page, else opens it", async () => {
    const sw = fakeScope(["https://app.example/", "https://app.example/now?m=4"]);
    let closed = 0;
    const notification = (url: string) => ({ data: { url }, close: () => closed++ });
    await sw.fire("notificationclick", { notification: notification("/now?m=4") });
    expect(sw.focused).toEqual(["https://app.example/now?m=4"]);
    await sw.fire("notificationclick", { notification: notification("/badge") });
    expect(sw.opened).toEqual(["https://app.example/badge"]);
    expect(closed).toBe(2);
  });

  it("never opens another site from a notification", () => {
    expect(targetUrl("https://evil.example/x", "https://app.example")).toBe("https://app.example/");
    expect(targetUrl("//evil.example/x", "https://app.example")).toBe("https://app.example/");
    expect(targetUrl(undefined, "https://app.example")).toBe("https://app.example/");
  });
});
