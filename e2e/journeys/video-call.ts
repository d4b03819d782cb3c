import type { BrowserContext, Page } from "playwright-core";
import { apiLogin, getJson, type Session } from "./chat-helpers";
import { check, type Journey } from "./types";
import { contextPool, lounge, putSession } from "./video-helpers";

/**
 * Counts the page's RTCPeerConnections (test instrumentation only: an init script that wraps the constructor
 * before the app loads), so that the journey can read inbound bytes from getStats as a user's ears and eyes would
 * need them.
 */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = all;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Inbound audio and video bytes over every open peer connection of the page. */
export function inbound(page: Page): Promise<{ audio: number; video: number }> {
  return page.evaluate(async () => {
    let audio = 0;
    let video = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((s: RTCStats & { kind?: string; bytesReceived?: number }) => {
        if (s.type !== "inbound-rtp") return;
        if (s.kind === "audio") audio += s.bytesReceived ?? 0;
        else video += s.bytesReceived ?? 0;
      });
    }
    return { audio, video };
  });
}

/** Both inbound audio and video grow within `ms` (media is flowing to this person). */
export async function hearsAndSees(page: Page, who: string, ms = 8_000): Promise<string> {
  const before = await inbound(page);
  const deadline = Date.now() + ms;
  for (;;) {
    await page.waitForTimeout(500);
    const now = await inbound(page);
    const audio = now.audio - before.audio;
    const video = now.video - before.video;
    if (audio > 0 && video > 0) return `+${audio} B audio, +${video} B video`;
    check(
      Date.now() < deadline,
      `${who} receives no media (+${audio} B audio, +${video} B video in ${ms} ms)`,
    );
  }
}

export async function enter(
  context: BrowserContext,
  url: string,
  who: Session,
  meetingId: number,
  language: "ko" | "en",
  join: string,
): Promise<Page> {
  await recordPeerConnections(context);
  const page = await context.newPage();
  await putSession(page, url, who, language);
  await page.goto(`${url}/video/${meetingId}`);
  await page.getByTestId("device-step").waitFor();
  await page.getByRole("button", { name: join }).click();
  await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
  return page;
}

const connection = (page: Page) => page.getByTestId("call-screen").getAttribute("data-connection");

export const videoCallJourneys: Journey[] = [
  {
    name: "video call: seller1 and buyer1 see and hear each other; the interpreter joins as a third, the host sees both green; a network drop reconnects",
    lounge: true,
    async run({ context, url }) {
      const { subEventId, meetingId, seller } = await lounge(url);
      const buyer = await apiLogin(url, "buyer1@bizmeet.demo");
      const interpreter = await apiLogin(url, "interpreter@bizmeet.demo");
      const pool = contextPool(context.browser()!);
      const open = pool.open;
      try {
        const sellerContext = await open(1440, "en-US");
        const buyerContext = await open(375, "ko-KR");
        const sellerPage = await enter(sellerContext, url, seller, meetingId, "en", "Join meeting");
        const buyerPage = await enter(buyerContext, url, buyer, meetingId, "ko", "미팅 입장");
        // each hears and sees the other
        const sellerGets = await hearsAndSees(sellerPage, "seller1");
        const buyerGets = await hearsAndSees(buyerPage, "buyer1");
        console.log(`    seller1 ${sellerGets}; buyer1 ${buyerGets}`);
        const remoteFrames = async (page: Page) =>
          page.waitForFunction(
            () =>
              [...document.querySelectorAll<HTMLVideoElement>("[data-testid=call-tile] video")].filter(
                (v) => v.videoWidth > 0,
              ).length >= 2,
            undefined,
            { timeout: 10_000 },
          );
        await remoteFrames(sellerPage);
        await remoteFrames(buyerPage);

        // the interpreter joins as a third; both companies see that the interpreter is present
        const interpreterPage = await enter(
          await open(1280, "en-US"),
          url,
          interpreter,
          meetingId,
          "en",
          "Join meeting",
        );
        await sellerPage
          .getByTestId("interpreter-presence")
          .filter({ hasText: "Interpreter present" })
          .waitFor();
        await hearsAndSees(interpreterPage, "the interpreter");

        // the host's meeting board: both companies connected (green)
        const hostPage = await (await open(1440, "en-US")).newPage();
        const host = await apiLogin(url, "host@bizmeet.demo");
        await putSession(hostPage, url, host);
        await hostPage.goto(`${url}/host/subEvents/${subEventId}/meetings`);
        const presence = hostPage.getByTestId("video-presence").first();
        await presence
          .locator("[data-present=true]")
          .nth(1)
          .waitFor({ timeout: 30_000 })
          .catch(async (error: Error) => {
            // what the server and the screens say at that moment, so that a failure can be told apart
            const server = await getJson(
              `${url}/api/host/subEvents/${subEventId}/videoPresence`,
              host.token,
            ).catch(String);
            const board = await hostPage.getByTestId("video-presence").allTextContents();
            const calls = [await connection(sellerPage), await connection(buyerPage)];
            throw new Error(
              `${error.message}\nthe server's presence: ${JSON.stringify(server)}; the board: ${JSON.stringify(board)}; seller and buyer: ${calls}`,
            );
          });
        check(
          (await presence.locator("[data-present=false]").count()) === 0,
          "a side shows red while both are in",
        );

        // the buyer's network drops: reconnecting with the controls off, then back with media
        await buyerContext.setOffline(true);
        await buyerPage
          .locator("[data-testid=call-screen][data-connection=reconnecting]")
          .waitFor({ timeout: 15_000 });
        const mute = buyerPage.getByRole("button", { name: "마이크 끄기" });
        check(await mute.isDisabled(), "the microphone button stays enabled while reconnecting");
        await buyerContext.setOffline(false);
        await buyerPage
          .locator("[data-testid=call-screen][data-connection=connected]")
          .waitFor({ timeout: 30_000 })
          .catch(async (error: Error) => {
            // a CI run under load timed out at 20 s once: say what the server and both screens show then
            const server = await getJson(
              `${url}/api/host/subEvents/${subEventId}/videoPresence`,
              host.token,
            ).catch(String);
            const calls = [await connection(sellerPage), await connection(buyerPage)];
            const dialog = await buyerPage
              .getByRole("dialog")
              .allTextContents()
              .catch(() => []);
            throw new Error(
              `${error.message}\nthe server's presence: ${JSON.stringify(server)}; seller and buyer: ${calls}; the buyer's dialogs: ${JSON.stringify(dialog)}`,
            );
          });
        check((await connection(buyerPage)) === "connected", "the buyer did not come back");
        await hearsAndSees(buyerPage, "buyer1 after the drop");
      } finally {
        await pool.close();
      }
    },
  },
];
