import type { BrowserContext, Page } from "playwright-core";
import { apiLogin, getJson, type Session } from "./chat-helpers";
import { subEventOf } from "./notices";
import { check, type Journey } from "./types";
import { hearsAndSees, inbound, recordPeerConnections } from "./video-call";
import { contextPool, putSession } from "./video-helpers";

/** The demo's live webinar (open for two hours after loading). */
export async function liveWebinar(url: string, who: Session): Promise<number> {
  const sub = await subEventOf(url, "presentation");
  const list = await getJson<{ id: number; title: string }[]>(
    `${url}/api/webinars?subEventId=${sub}`,
    who.token,
  );
  const live = list.find((w) => w.title.startsWith("Live:"));
  check(live, "the demo has no live webinar");
  return live.id;
}

async function enter(
  context: BrowserContext,
  url: string,
  who: Session,
  webinarId: number,
  language: "ko" | "en",
) {
  await recordPeerConnections(context);
  const page = await context.newPage();
  await putSession(page, url, who, language);
  await page.goto(`${url}/video/${webinarId}?session=webinar`);
  await page.getByTestId("device-step").waitFor();
  await page
    .getByRole("button", { name: language === "en" ? "Enter the presentation room" : "발표장 입장" })
    .click();
  await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
  return page;
}

/** Inbound audio bytes that arrive within `ms`. */
async function audioIn(page: Page, ms: number): Promise<number> {
  const before = await inbound(page);
  await page.waitForTimeout(ms);
  return (await inbound(page)).audio - before.audio;
}

export const presentationJourneys: Journey[] = [
  {
    name: "presentation room on Janus: two attendees see the presenter; a raised hand accepted is heard; a sent-out attendee cannot come back; a spectator turns devices on",
    async run({ context, url }) {
      const presenter = await apiLogin(url, "buyer1@bizmeet.demo");
      const seller1 = await apiLogin(url, "seller1@bizmeet.demo");
      const seller2 = await apiLogin(url, "seller2@bizmeet.demo");
      const webinarId = await liveWebinar(url, presenter);
      const pool = contextPool(context.browser()!);
      const open = pool.open;
      try {
        const presenterPage = await enter(await open(1440, "en-US"), url, presenter, webinarId, "en");
        const s1 = await enter(await open(375, "ko-KR"), url, seller1, webinarId, "ko");
        const s2 = await enter(await open(1280, "en-US"), url, seller2, webinarId, "en");
        console.log(
          `    seller1 ${await hearsAndSees(s1, "seller1")}; seller2 ${await hearsAndSees(s2, "seller2")}`,
        );
        // an attendee pins the presenter (13.31): the presenter's tile is featured
        await s2.getByRole("button", { name: /^Pin / }).first().click();
        await s2.getByTestId("pinned-stage").waitFor();
        // the presenter sees the audience in the 7 x 7 view, and hears nobody yet (Janus mutes attendees)
        await presenterPage.getByTestId("multi-view").getByRole("figure").nth(1).waitFor();
        const before = await audioIn(presenterPage, 2_000);
        check(before === 0, `the presenter hears attendees without an accepted hand (+${before} B)`);

        // seller1 raises a hand; the presenter accepts; seller1 is told and is heard
        await s1.getByRole("button", { name: "손들기" }).click();
        await s1.getByText("발표자가 발언 요청을 검토하고 있습니다.").waitFor();
        await presenterPage.getByRole("button", { name: "Audience" }).click();
        const panel = presenterPage.getByTestId("audience-panel");
        await panel.getByText("Hand raised").waitFor();
        await panel.getByRole("button", { name: "Accept" }).click();
        await s1.getByText("발표자가 발언 요청을 수락했습니다. 마이크가 켜졌습니다.").waitFor();
        let heard = 0;
        for (let i = 0; i < 10 && heard === 0; i++) heard = await audioIn(presenterPage, 1_000);
        check(heard > 0, "the presenter does not hear the accepted attendee");
        console.log(`    accepted hand heard: +${heard} B audio in 1 s`);

        // the presenter shares a screen (13.31; the browser's picker answers with a painted canvas): the
        // attendees' stage features it and its frames arrive; attendees have no Share button
        await presenterPage.evaluate(() => {
          navigator.mediaDevices.getDisplayMedia = async () => {
            const canvas = Object.assign(document.createElement("canvas"), { width: 1280, height: 720 });
            const g = canvas.getContext("2d") as CanvasRenderingContext2D;
            let hue = 0;
            setInterval(() => {
              hue = (hue + 30) % 360;
              g.fillStyle = `hsl(${hue} 60% 50%)`;
              g.fillRect(0, 0, 1280, 720);
            }, 100);
            return canvas.captureStream(10);
          };
        });
        const presenterBar = presenterPage.getByRole("navigation", { name: "Menu" });
        await presenterBar.getByRole("button", { name: "Share screen" }).click();
        await presenterBar.getByRole("button", { name: "Stop sharing" }).waitFor();
        await s1.waitForFunction(
          () =>
            (document.querySelector("[data-testid=screen-view] video") as HTMLVideoElement | null)
              ?.videoWidth,
          undefined,
          { timeout: 20_000 },
        );
        const s1Bar = s1.getByRole("navigation", { name: /메뉴|Menu/ });
        check(
          (await s1Bar.getByRole("button", { name: "화면 공유" }).count()) === 0,
          "an attendee can share",
        );
        await presenterBar.getByRole("button", { name: "Stop sharing" }).click();
        await s1.getByTestId("screen-view").waitFor({ state: "detached", timeout: 10_000 });
        console.log("    the presenter's screen reached the attendee, then stopped");

        // seller2 is sent out and cannot come back
        const item = panel.locator("li", { hasText: "seller2" }).or(panel.locator("li").nth(1));
        await item.first().getByRole("button", { name: "Send out" }).click();
        await presenterPage.getByRole("dialog").getByRole("button", { name: "Send out" }).click();
        await s2.getByText("You were sent out by the presenter.").waitFor();
        // coming back: refused at once, before any device step, in the presentation's own words
        await s2.goto(`${url}/video/${webinarId}?session=webinar`);
        await s2
          .getByTestId("room-refusal")
          .getByText(/You were sent out of this presentation/)
          .waitFor();
        check(
          (await s2.getByTestId("device-step").count()) === 0,
          "a sent-out attendee reaches the device step",
        );
        await presenterPage.getByText("Black list").waitFor();

        // a spectator (13.41): no devices at the join, one "Device" button and Leave; granting joins with them
        const seller3 = await apiLogin(url, "seller3@bizmeet.demo");
        const specContext = await open(1280, "en-US");
        const spec = await specContext.newPage();
        await putSession(spec, url, seller3, "en");
        await spec.goto(`${url}/video/${webinarId}?session=webinar`);
        await spec.getByRole("button", { name: "Join as spectator" }).click();
        await spec
          .locator("[data-testid=call-screen][data-connection=connected]")
          .waitFor({ timeout: 20_000 });
        const bar = spec.getByRole("navigation", { name: "Menu" });
        await bar.getByRole("button", { name: "Device" }).waitFor();
        check(
          (await bar.getByRole("button", { name: /share/i }).count()) === 0,
          "a spectator has a Share control",
        );
        check(
          (await bar.getByRole("button", { name: /mute|microphone/i }).count()) === 0,
          "a spectator has audio controls",
        );
        await bar.getByRole("button", { name: "Device" }).click();
        await spec
          .locator("[data-testid=call-screen][data-connection=connected]")
          .waitFor({ timeout: 20_000 });
        await bar
          .getByRole("button", { name: /microphone|mute/i })
          .first()
          .waitFor();
      } finally {
        await pool.close();
      }
    },
  },
];
