import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { SHELL_CSP } from "../../server/http/security-headers";
import { DEMO_PASSWORD } from "../../server/seed/seed";
import { mediapipeAssets } from "../../vite.config";
import { freePort } from "./app";

/** The browser check's tools: the harness page's interface, the Vite server that serves it, sign-in, waits. */

export type Harness = {
  join(token: string, receiveOnly: boolean): Promise<{ self: { peerId: string }; tracks: string[] }>;
  connection(): string | undefined;
  heard(): { event: string; detail: string }[];
  voiceFocus(on: boolean): Promise<{ replaced: boolean; oldEnded: boolean; noiseSuppression?: boolean }>;
  react(reaction: string): void;
  endForAll(): Promise<void>;
  states(): { state: string; at: number }[];
  participants(): { peerId: string; role: string; linked: boolean; tracks: number }[];
  firstFrames(): Record<string, number>;
  bytes(): Promise<
    Record<string, { inAudio: number; inVideo: number; inScreen: number; outAudio: number; outVideo: number }>
  >;
  senderCaps(): { peerId: string; slot: string; maxBitrate?: number; maxFramerate?: number }[];
  candidateTypes(): Promise<Record<string, string>>;
  restartIce(): void;
  reconnectSocket(): void;
  leave(): Promise<void>;
  effects(): Promise<{ available: boolean; probeMs: number; probe: unknown }>;
  forcedEffect(): Promise<{
    rawLabel: string;
    running: { active: boolean; canvas: boolean };
    after: { dropped: boolean; droppedAfterMs: number; label: string; live?: string; verdict: string | null };
  }>;
  share(): Promise<void>;
  stopSharing(): Promise<void>;
  screens(): { peerId: string; tracks?: number }[];
  shareError(): Promise<string | undefined>;
};
declare global {
  /** The harness page's object (harness/main.ts), inside page.evaluate. */
  var harness: Harness;
}

export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function api(url: string, pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${url}${pathname}`, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res;
}

export async function login(url: string, email: string): Promise<string> {
  const res = await api(url, "/api/users/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return res.headers.get("authorization") ?? "";
}

export async function roomToken(url: string, session: string, meetingId: number, applicantId?: number) {
  const query = `meetingId=${meetingId}${applicantId ? `&applicantId=${applicantId}` : ""}`;
  const res = await api(url, `/video/videoCall/token?${query}`, { headers: { authorization: session } });
  return ((await res.json()) as { token: string }).token;
}

export async function harnessServer(appUrl: string): Promise<ViteDevServer> {
  const port = await freePort();
  const server = await createServer({
    configFile: false,
    root: path.join(import.meta.dirname, "harness"),
    logLevel: "warn",
    plugins: [
      mediapipeAssets(),
      {
        name: "video-media:csp",
        configureServer(s) {
          // the app's own CSP on the page, so that MediaPipe is checked under it
          s.middlewares.use((_req, res, next) => {
            res.setHeader("content-security-policy", SHELL_CSP);
            next();
          });
        },
      },
    ],
    server: {
      port,
      strictPort: true,
      host: "127.0.0.1",
      hmr: false,
      proxy: {
        "/api": appUrl,
        "/chime": appUrl,
        "/video/videoCall": appUrl,
        "/socket.io": { target: appUrl, ws: true },
      },
    },
  });
  await server.listen();
  return server;
}

export async function openPerson(
  browser: Browser,
  base: string,
  /** The person's session token; empty for a visitor without an account. */
  session: string,
  violations: string[],
  relayOnly = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 } });
  await context.addInitScript(
    ([token, relay]) => {
      if (token) localStorage.setItem("token", token);
      if (relay) localStorage.setItem("bizmeet.video.relay", "1");
    },
    [session, relayOnly ? "1" : ""] as const,
  );
  const page = await context.newPage();
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  page.on("pageerror", (e) => console.log(`    page error: ${e.message}`));
  await page.goto(base);
  await page.waitForFunction(() => document.body.dataset.ready === "1", undefined, { timeout: 60_000 });
  return { context, page };
}

export const remoteOf = async (page: Page) =>
  (await page.evaluate(() => harness.participants())).filter((p) => !p.linked || p.tracks >= 0).slice(1);

export function sum(bytes: Record<string, { inAudio: number; inVideo: number }>, peerIds?: string[]) {
  let inAudio = 0;
  let inVideo = 0;
  for (const [peerId, b] of Object.entries(bytes)) {
    if (peerIds && !peerIds.includes(peerId)) continue;
    inAudio += b.inAudio;
    inVideo += b.inVideo;
  }
  return { inAudio, inVideo };
}

/** Inbound audio and video bytes of a page grow over `ms` (from the peers given, or all). */
export async function grows(page: Page, ms = 2_000, peerIds?: string[]) {
  const before = sum(await page.evaluate(() => harness.bytes()), peerIds);
  await page.waitForTimeout(ms);
  const after = sum(await page.evaluate(() => harness.bytes()), peerIds);
  return {
    ok: after.inAudio > before.inAudio && after.inVideo > before.inVideo,
    audio: after.inAudio - before.inAudio,
    video: after.inVideo - before.inVideo,
  };
}

export const connected = (page: Page) =>
  waitFor(
    "connected",
    () => page.evaluate(() => ({ c: harness.connection(), p: harness.participants() })),
    (v) => v.c === "connected" && v.p.slice(1).every((p) => p.linked),
  );
