import type { BrowserContext, Page } from "playwright-core";
import { apiLogin, getJson, type Session } from "./chat-helpers";
import { liveWebinar } from "./presentation";
import { check, type Journey } from "./types";
import { recordPeerConnections } from "./video-call";
import { contextPool, putSession } from "./video-helpers";

/** The received sound's energy over every open connection of the page (grows only while sound arrives). */
function audioEnergy(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let energy = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((s: RTCStats & { kind?: string; totalAudioEnergy?: number }) => {
        if (s.type === "inbound-rtp" && s.kind === "audio") energy += s.totalAudioEnergy ?? 0;
      });
    }
    return energy;
  });
}

/** Whether the page hears someone (the received energy grows) within `ms`, polled every 250 ms. */
async function hears(page: Page, ms: number): Promise<boolean> {
  const start = await audioEnergy(page);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    if ((await audioEnergy(page)) > start) return true;
  }
  return false;
}

async function enter(context: BrowserContext, url: string, who: Session, webinarId: number, ko = false) {
  await recordPeerConnections(context);
  const page = await context.newPage();
  await putSession(page, url, who, ko ? "ko" : "en");
  await page.goto(`${url}/video/${webinarId}?session=webinar`);
  await page.getByRole("button", { name: ko ? "발표장 입장" : "Enter the presentation room" }).click();
  await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
  return page;
}

/** Screens to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}

export const presentationModerationJourneys: Journey[] = [
  {
    name: "presentation moderation: the attendee's microphone tells the truth and is heard again after 'Allow microphone'; Send out waits for the server; the sent-out attendee reads why at once",
    async run({ context, url }) {
      const presenter = await apiLogin(url, "buyer1@bizmeet.demo");
      const seller4 = await apiLogin(url, "seller4@bizmeet.demo");
      const seller5 = await apiLogin(url, "seller5@bizmeet.demo");
      const webinarId = await liveWebinar(url, presenter);
      const pool = contextPool(context.browser()!);
      const errors: string[] = [];
      try {
        const host = await enter(await pool.open(1440, "en-US"), url, presenter, webinarId);
        host.on("pageerror", (e) => errors.push(e.message));
        const s4 = await enter(await pool.open(375, "ko-KR"), url, seller4, webinarId, true);
        const s5 = await enter(await pool.open(1280, "en-US"), url, seller5, webinarId);

        // not on stage: the icon and the words say the microphone is off, whatever the device step said
        const bar4 = s4.getByRole("navigation", { name: /메뉴|Menu/ });
        await s4.locator("[data-testid=hand-bar][data-mic=notAllowed]").waitFor();
        await bar4.getByRole("button", { name: "마이크 켜기" }).waitFor();
        await s4.getByText("마이크가 꺼져 있습니다. 발표자가 손들기를 수락하면 켜집니다.").waitFor();
        await shot(s4, "attendee-not-allowed-375-ko");

        // accepted: the microphone opens, the presenter hears it, and everything says "on"
        await s4.getByRole("button", { name: "손들기" }).click();
        await host.getByRole("button", { name: "Audience" }).click();
        const panel = host.getByTestId("audience-panel");
        const row4 = panel.locator(`li[data-identity="u${seller4.id}"]`);
        await row4.getByRole("button", { name: "Accept" }).click();
        await s4.locator("[data-testid=hand-bar][data-mic=on]").waitFor();
        await bar4.getByRole("button", { name: "마이크 끄기" }).waitFor();
        await s4.getByText("무대에 있습니다. 마이크가 켜져 있습니다.").waitFor();
        check(await hears(host, 10_000), "the presenter does not hear the accepted attendee");
        await shot(s4, "attendee-on-375-ko");

        // muted by the presenter: off everywhere, and silent at the presenter's
        await row4.getByRole("button", { name: "Mute" }).click();
        await s4.locator("[data-testid=hand-bar][data-mic=notAllowed]").waitFor();
        await s4.getByText("무대에 있습니다. 발표자가 마이크를 껐습니다.").waitFor();
        await bar4.getByRole("button", { name: "마이크 켜기" }).waitFor();
        // the last sound before the mute drains, then nothing arrives
        let silent = false;
        for (let i = 0; i < 10 && !silent; i++) silent = !(await hears(host, 1_000));
        check(silent, "the presenter still hears the muted attendee");

        // "Allow microphone": heard again without the attendee touching anything (issue 28, item 4)
        await row4.getByRole("button", { name: "Allow microphone" }).click();
        await s4.locator("[data-testid=hand-bar][data-mic=on]").waitFor();
        await bar4.getByRole("button", { name: "마이크 끄기" }).waitFor();
        check(await hears(host, 10_000), "the presenter does not hear the attendee after 'Allow microphone'");
        console.log("    heard after accept, silent after mute, heard again after 'Allow microphone'");

        // Send out: the presenter's action waits for the server's answer; the attendee reads why, and it stays
        const row5 = panel.locator(`li[data-identity="u${seller5.id}"]`);
        await row5.getByRole("button", { name: "Send out" }).click();
        await host.getByRole("dialog").getByRole("button", { name: "Send out" }).click();
        const dialog5 = s5.getByRole("dialog");
        await dialog5.getByText(/You were sent out of this presentation by a presenter/).waitFor();
        await row5.waitFor({ state: "detached" });
        await shot(host, "presenter-after-send-out-1440-en");
        await shot(s5, "sent-out-dialog-1280-en");
        // it does not close itself (the ended-by-another notice's 3 s): still there after 4 s
        const closedItself = await dialog5
          .waitFor({ state: "detached", timeout: 4_000 })
          .then(() => true)
          .catch(() => false);
        check(!closedItself, "the sent-out notice closed itself");
        await dialog5.getByRole("button", { name: "OK" }).click();

        // coming back: the webinar page says why instead of the entry; the room refuses before any device step
        const sub = await getJson<{ subEventId: number }>(`${url}/api/webinars/${webinarId}`, seller5.token);
        await s5.goto(`${url}/subEvent/${sub.subEventId}/webinar/${webinarId}`);
        await s5
          .getByTestId("room-refusal")
          .getByText(/You were sent out of this presentation/)
          .waitFor();
        check(
          (await s5.getByRole("button", { name: "Enter the presentation room" }).count()) === 0,
          "a sent-out attendee is offered the presentation room",
        );
        await shot(s5, "webinar-page-sent-out-1280-en");
        await s5.goto(`${url}/video/${webinarId}?session=webinar`);
        await s5
          .getByTestId("room-refusal")
          .getByText(/You were sent out of this presentation/)
          .waitFor();
        check(
          (await s5.getByTestId("device-step").count()) === 0,
          "a sent-out attendee reaches the device step",
        );

        // released from the black list: the entry is back (and the demo as it was)
        // (the black list may hold others sent out by earlier journeys of the lane: release this attendee's row)
        await host
          .getByRole("list", { name: "Black list" })
          .locator(`li[data-blacklisted="u${seller5.id}"]`)
          .getByRole("button", { name: "Release" })
          .click();
        await s5.goto(`${url}/subEvent/${sub.subEventId}/webinar/${webinarId}`);
        await s5.getByRole("button", { name: "Enter the presentation room" }).waitFor();
        // one clear entry while live: no grey "Preparing" beside it
        check(
          (await s5.getByRole("button", { name: "Preparing" }).count()) === 0,
          "a live webinar shows 'Preparing' under its entry",
        );
        check(errors.length === 0, `the presenter's page failed: ${errors.join("; ")}`);
      } finally {
        await pool.close();
      }
    },
  },
];
