import type { BrowserContext, Page } from "playwright-core";
import { apiLogin } from "./chat-helpers";
import { check, type Journey } from "./types";
import { enter, hearsAndSees } from "./video-call";
import { contextPool, lounge } from "./video-helpers";

/**
 * Lets the journey drop the page's Socket.IO connection silently (test instrumentation only, an init script
 * before the app loads): the page is told its WebSocket closed, as after a network change, while the server
 * hears nothing and keeps the old socket until its ping timeout (up to 40 s). That is the silent reconnect that
 * left a ghost of oneself in a meeting.
 */
async function silentDrops(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const live: WebSocket[] = [];
    const dead: WebSocket[] = [];
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        live.push(this);
      }
    } as typeof WebSocket;
    (window as unknown as { __silentDrop: () => number }).__silentDrop = () => {
      let dropped = 0;
      for (const ws of live.splice(0)) {
        if (ws.readyState !== Native.OPEN) continue;
        const onclose = ws.onclose;
        // nothing is sent or read any more, and the socket stays open for the server (kept from collection)
        ws.send = () => undefined;
        ws.onmessage = null;
        ws.onerror = null;
        ws.onclose = null;
        dead.push(ws);
        onclose?.call(ws, new CloseEvent("close", { code: 1006, wasClean: false }));
        dropped++;
      }
      return dropped;
    };
  });
}

const tiles = (page: Page) => page.locator("[data-testid=call-tile]").count();
const pcs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.length);
/** The roster's "Participants (n)" where the page shows it. */
async function rosterCount(page: Page): Promise<number | undefined> {
  const heading = page.locator("aside h2").first();
  if ((await heading.count()) === 0) return undefined;
  const match = /\((\d+)\)/.exec((await heading.textContent()) ?? "");
  return match ? Number(match[1]) : undefined;
}

export const videoReconnectJourneys: Journey[] = [
  {
    name: "video reconnect: the seller's connection drops silently three times during a call; one tile per person on both sides",
    lounge: true,
    async run({ context, url }) {
      const { meetingId, seller } = await lounge(url);
      const buyer = await apiLogin(url, "buyer1@bizmeet.demo");
      const pool = contextPool(context.browser()!);
      try {
        const sellerContext = await pool.open(1440, "en-US");
        await silentDrops(sellerContext);
        const sellerPage = await enter(sellerContext, url, seller, meetingId, "en", "Join meeting");
        const buyerPage = await enter(
          await pool.open(375, "ko-KR"),
          url,
          buyer,
          meetingId,
          "ko",
          "미팅 입장",
        );
        await hearsAndSees(sellerPage, "seller1");
        await hearsAndSees(buyerPage, "buyer1");
        for (let round = 1; round <= 3; round++) {
          const before = await pcs(sellerPage);
          const dropped = await sellerPage.evaluate(() =>
            (window as unknown as { __silentDrop: () => number }).__silentDrop(),
          );
          check(dropped > 0, `round ${round}: no open WebSocket to drop`);
          // the seller's page connects again and joins again: a new link to the buyer
          await sellerPage.waitForFunction(
            (n) => (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.length > n,
            before,
            { timeout: 20_000 },
          );
          await sellerPage
            .locator("[data-testid=call-screen][data-connection=connected]")
            .waitFor({ timeout: 20_000 });
          await hearsAndSees(sellerPage, `seller1 after drop ${round}`, 15_000);
          await hearsAndSees(buyerPage, `buyer1 after drop ${round}`, 15_000);
          // one person, one tile: the server still holds the seller's old socket (its ping timeout is far)
          const seen = {
            sellerTiles: await tiles(sellerPage),
            buyerTiles: await tiles(buyerPage),
            sellerRoster: await rosterCount(sellerPage),
            buyerRoster: await rosterCount(buyerPage),
          };
          check(
            seen.sellerTiles === 2 &&
              seen.buyerTiles === 2 &&
              (seen.sellerRoster ?? 2) === 2 &&
              (seen.buyerRoster ?? 2) === 2,
            `round ${round}: two people, but ${JSON.stringify(seen)}`,
          );
        }
        console.log("    three silent drops: two tiles on each side every time");
      } finally {
        await pool.close();
      }
    },
  },
];
