/**
 * A presentation room over two Janus processes in Chromium (docs/sfu.md, "Overflow"): two local Janus sharing
 * their secrets behind JANUS_URLS, the app with room for one seat per instance, the presenter (browser, three
 * simulcast layers) on the first, an attendee seated on the second; the attendee must receive the presenter's
 * video through the forward (at the top layer, which a lone presenter's tile asks for). Then two more attendees
 * raise hands and the presenter accepts both: three tiles on stage, so the first attendee's tile of the presenter
 * asks for the middle layer (half the width) through the forward; one turn ended, two tiles: the top layer again.
 * Not part of `npm test` (a second Janus, four browsers and two minutes):
 * `npx vite build && npx tsx e2e/overflow-check.ts`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLocalJanus } from "../server/janus/janus-process";
import { VideoRoomAdmin } from "../server/janus/videoroom";
import { launchBrowser } from "./browser";
import { apiLogin } from "./journeys/chat-helpers";
import { liveWebinar } from "./journeys/presentation";
import { check } from "./journeys/types";
import { inbound, recordPeerConnections } from "./journeys/video-call";
import { contextPool, putSession } from "./journeys/video-helpers";
import { startApp } from "./server";

const apiSecret = randomBytes(16).toString("hex");
const adminKey = randomBytes(16).toString("hex");
const dirs = [0, 1].map((i) => mkdtempSync(path.join(tmpdir(), `overflow-janus-${i}-`)));
const janus = await Promise.all([
  startLocalJanus(dirs[0]!, [44000, 44200], { apiSecret, adminKey }),
  startLocalJanus(dirs[1]!, [44400, 44600], { apiSecret, adminKey }),
]);
const app = await startApp(null, {
  JANUS_URLS: janus.map((j) => j.url).join(","),
  JANUS_API_SECRET: apiSecret,
  JANUS_ADMIN_KEY: adminKey,
  JANUS_VIEWERS_PER_INSTANCE: "1",
});
const browser = await launchBrowser();
const pool = contextPool(browser);
let failed = false;
try {
  const url = app.url;
  const presenter = await apiLogin(url, "buyer1@bizmeet.demo");
  const seller = await apiLogin(url, "seller1@bizmeet.demo");
  const webinar = { id: await liveWebinar(url, presenter) };
  const enter = async (who: typeof presenter, width: number) => {
    const context = await pool.open(width, "en-US");
    await recordPeerConnections(context);
    const page = await context.newPage();
    await putSession(page, url, who, "en");
    await page.goto(`${url}/video/${webinar.id}?session=webinar`);
    await page.getByRole("button", { name: "Enter the presentation room" }).click();
    await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
    return page;
  };
  const presenterPage = await enter(presenter, 1440);
  const attendee = await enter(seller, 1440);
  // the attendee sits on the second Janus: its room there (the webinar's, listed with the admin key) has them
  const second = new VideoRoomAdmin(janus[1]!);
  const rooms =
    (
      await (
        second as unknown as {
          ask(
            b: object,
          ): Promise<{ list?: { room: number; description: string; num_participants: number }[] }>;
        }
      ).ask({ request: "list", admin_key: adminKey })
    ).list ?? [];
  console.log(
    `  rooms on the second Janus: ${JSON.stringify(rooms.map((r) => [r.description, r.num_participants]))}`,
  );
  check(
    rooms.some((r) => r.description === `webinar:${webinar.id}` && r.num_participants >= 1),
    "nobody sits on the second Janus",
  );
  second.close();
  for (let i = 0; i < 40 && (await inbound(attendee)).video === 0; i++) await attendee.waitForTimeout(500);
  for (let round = 0; round < 3; round++) {
    const before = await inbound(attendee);
    await attendee.waitForTimeout(2_000);
    const after = await inbound(attendee);
    const widths = await attendee.evaluate(() =>
      [...document.querySelectorAll("video")].map((v) => v.videoWidth),
    );
    console.log(
      `  round ${round + 1}: +${after.video - before.video} B video, +${after.audio - before.audio} B audio in 2 s; video widths ${widths.join(", ")}`,
    );
    check(after.video - before.video > 10_000, "the attendee receives too little video through the forward");
  }
  // the widest video the attendee plays (the presenter's: attendees send a quarter-size layer)
  const widest = () =>
    attendee.evaluate(() => Math.max(0, ...[...document.querySelectorAll("video")].map((v) => v.videoWidth)));
  const waitWidth = async (want: (w: number) => boolean, what: string) => {
    for (let i = 0; i < 40; i++) {
      const w = await widest();
      if (want(w)) return w;
      await attendee.waitForTimeout(500);
    }
    throw new Error(`${what}: the presenter's video stays ${await widest()} px wide`);
  };
  const top = await waitWidth((w) => w >= 1000, "top layer");
  // two more attendees raise hands; the presenter accepts both: three tiles on stage, the middle layer
  const audience = presenterPage.getByTestId("audience-panel");
  await presenterPage.getByRole("button", { name: "Audience" }).click();
  const raised = [];
  for (const email of ["seller2@bizmeet.demo", "seller3@bizmeet.demo"]) {
    const page = await enter(await apiLogin(url, email), 1280);
    await page.getByRole("button", { name: "Raise hand" }).click();
    await page.getByText("The presenter is reviewing your request to speak.").waitFor();
    raised.push(page);
    await audience.getByRole("button", { name: "Accept" }).first().click();
    await page.getByText("The presenter accepted your request to speak.", { exact: false }).waitFor();
  }
  const middle = await waitWidth((w) => w > 0 && w <= 700, "middle layer with three tiles");
  // one turn ended: two tiles, the top layer again
  await audience.getByRole("button", { name: "End turn" }).first().click();
  const back = await waitWidth((w) => w >= 1000, "top layer again with two tiles");
  console.log(
    `  through the forward, the presenter's video: ${top} px alone, ${middle} px with three tiles, ${back} px with two`,
  );
  check(await presenterPage.getByTestId("call-screen").isVisible(), "the presenter's call screen is gone");
  console.log(
    "overflow check: the attendee on the second Janus receives the browser presenter's simulcast video",
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await pool.close();
  await browser.close();
  await app.stop();
  for (const j of janus) await j.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
