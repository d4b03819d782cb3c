import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../../e2e/browser";
import {
  enter as enterCall,
  hearsAndSees,
  inbound,
  recordPeerConnections,
} from "../../e2e/journeys/video-call";
import { putSession } from "../../e2e/journeys/video-helpers";
import type { Session } from "../client/api";
import { VIEWERS_PER_INSTANCE } from "../harness/janus";
import { check, until } from "../harness/wait";
import { type Scenario, type ScenarioContext, since } from "../scenario";
import { loungeMeeting } from "./video";
import { enter as enterBySocket, liveWebinar, type Seat } from "./webinar";

/**
 * The media itself, in Chromium through nginx (the other video scenarios relay signalling without media): each
 * browser carries the route cookie of the process it is to be served by, for its pages, its API calls and its
 * socket's upgrade alike.
 */
async function personOn(
  ctx: ScenarioContext,
  browser: Browser,
  processName: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  await context.addCookies([
    { name: "bizmeet_route", value: ctx.routes.to(processName), url: ctx.cluster.url },
  ]);
  return context;
}

/** The states of the page's RTCPeerConnections, oldest first (recorded by recordPeerConnections). */
const peerConnections = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.map((pc) => pc.connectionState as string),
  );

const connection = (page: Page) => page.getByTestId("call-screen").getAttribute("data-connection");

/**
 * A video meeting in two browsers whose pages and sockets are on web-1 and web-2: each hears and sees the other;
 * then `kill -9` of web-2: buyer1's page shows it is reconnecting, its socket comes back through nginx on a
 * survivor, the call renegotiates, and both hear and see each other again.
 */
async function meetingInBrowsers(ctx: ScenarioContext, browser: Browser): Promise<void> {
  const { cluster, world, figure, log } = ctx;
  const url = cluster.url;
  const meetingId = await loungeMeeting(ctx);
  const seller = await personOn(ctx, browser, "web-1");
  const buyer = await personOn(ctx, browser, "web-2");
  const sellerPage = await enterCall(seller, url, world.seller, meetingId, "en", "Join meeting");
  const buyerPage = await enterCall(buyer, url, world.buyer, meetingId, "en", "Join meeting");
  log(
    `seller1 ${await hearsAndSees(sellerPage, "seller1")}; buyer1 ${await hearsAndSees(buyerPage, "buyer1")}`,
  );

  const pcsBefore = await peerConnections(buyerPage);
  const victim = cluster.process("web-2");
  const states: string[] = [];
  const killedAt = Date.now();
  await victim.kill9();
  // buyer1's page was served by web-2: its screen says the connection is being restored, then connected
  await until(
    async () => {
      const state = await connection(buyerPage);
      if (state && states.at(-1) !== state) states.push(state);
      return states.includes("reconnecting") && state === "connected";
    },
    15_000,
    "buyer1's call screen reconnects after its process was killed",
    100,
  );
  const back = since(killedAt);
  log(`buyer1's screen: ${states.join(" → ")} in ${back} ms`);
  // the call was negotiated again: a new connection of buyer1's, connected, and the one before it closed
  const pcsAfter = await until(
    async () => {
      const now = await peerConnections(buyerPage);
      return now.length > pcsBefore.length && now.at(-1) === "connected" ? now : undefined;
    },
    10_000,
    "buyer1's call is negotiated again on a new connection",
  );
  log(`buyer1's peer connections: before the kill ${pcsBefore.join(",")}; after ${pcsAfter.join(",")}`);
  check(
    pcsAfter.slice(0, pcsBefore.length).every((state) => state === "closed"),
    `buyer1's connections of before the kill are closed: ${pcsAfter.join(",")}`,
  );
  const sellerAfter = await hearsAndSees(sellerPage, "seller1 after the kill");
  const buyerAfter = await hearsAndSees(buyerPage, "buyer1 after the kill");
  await buyerPage.screenshot({ path: ".test-results/cluster-call-after-kill.png" });
  const flowing = since(killedAt);
  log(`after the kill: seller1 ${sellerAfter}; buyer1 ${buyerAfter}`);
  figure("kill -9 to buyer1's call screen connected again", back, "ms", "≤ 5000");
  figure("kill -9 to media measured flowing both ways again", flowing, "ms");
  check(back <= 5_000, `buyer1's call reconnected within 5 s (${back} ms)`);
  await victim.start();
  await ctx.routes.backInRotation(victim.name);
}

/** Seats of the webinar's room held now, by the Janus room they are in (the room, or its overflow `room#2`). */
async function seatsByKey(ctx: ScenarioContext, webinarId: number): Promise<Map<string, number>> {
  const pg = await ctx.cluster.db.client();
  try {
    const people = await pg.query<{ key: string; n: string }>(
      `select coalesce(p.janus_room_key, p.room) as key, count(*) as n from presentation_people p
       join janus_rooms r on r.room = p.room where r.webinar_id = $1 and p.janus_id is not null group by 1`,
      [webinarId],
    );
    return new Map(people.rows.map((r) => [r.key, Number(r.n)]));
  } finally {
    await pg.end();
  }
}

async function enterWebinar(ctx: ScenarioContext, context: BrowserContext, who: Session, webinarId: number) {
  await recordPeerConnections(context);
  const page = await context.newPage();
  await putSession(page, ctx.cluster.url, who, "en");
  await page.goto(`${ctx.cluster.url}/video/${webinarId}?session=webinar`);
  await page.getByRole("button", { name: "Enter the presentation room" }).click();
  await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
  return page;
}

/**
 * A webinar in browsers: buyer1 presents through web-1 (seated on the room's own Janus), seller2 fills that
 * instance through web-2, and seller3 enters in Chromium through web-3: seated on the second Janus, seller3's
 * browser receives the presenter's video and audio through the forward between the instances.
 */
async function webinarInBrowsers(ctx: ScenarioContext, browser: Browser): Promise<void> {
  const { figure, log } = ctx;
  const webinarId = await liveWebinar(ctx);
  // the seats of the scenario before are let go when their sockets close
  await until(
    async () => (await seatsByKey(ctx, webinarId)).size === 0,
    10_000,
    "the webinar's room is empty",
  );
  const [seller2, seller3] = await Promise.all(
    ["seller2", "seller3"].map((who) => ctx.api.login(`${who}@bizmeet.demo`)),
  );
  const presenter = await personOn(ctx, browser, "web-1");
  await enterWebinar(ctx, presenter, ctx.world.buyer, webinarId);
  const filler: Seat[] = [];
  try {
    for (let i = 1; i < VIEWERS_PER_INSTANCE; i++)
      filler.push(await enterBySocket(ctx, seller2!, webinarId, "web-2"));
    const attendee = await personOn(ctx, browser, "web-3");
    const entered = Date.now();
    const page = await enterWebinar(ctx, attendee, seller3!, webinarId);
    const seats = await seatsByKey(ctx, webinarId);
    const overflow = [...seats.entries()].find(([key]) => key.includes("#"));
    log(`seats: ${JSON.stringify(Object.fromEntries(seats))}`);
    check(overflow?.[1] === 1, "seller3 is seated on the second Janus (the room's overflow room)");
    const media = await hearsAndSees(page, "seller3 on the second Janus", 15_000);
    await page.screenshot({ path: ".test-results/cluster-webinar-second-janus.png" });
    const total = await inbound(page);
    log(`seller3 receives the presenter through the forward: ${media}`);
    figure("entering to the presenter's media on the second Janus", since(entered), "ms");
    figure("video received on the second Janus", Math.round(total.video / 1024), "KB");
  } finally {
    for (const seat of filler) seat.socket.socket.close();
  }
}

export const mediaInBrowsers: Scenario = {
  name: "in Chromium: a video call across processes survives kill -9; a webinar viewer on the second Janus sees the presenter",
  async run(ctx) {
    const browser = await launchBrowser();
    try {
      await meetingInBrowsers(ctx, browser);
      await webinarInBrowsers(ctx, browser);
    } finally {
      await browser.close();
    }
  },
};
