import { io, type Socket } from "socket.io-client";
import type { VideoJoinAnswer } from "../../shared/video/protocol";
import { apiLogin } from "./chat-helpers";
import { check, type Journey } from "./types";
import { axeClean, lounge, putSession } from "./video-helpers";

const NOT_PARTICIPANT = "You are not a participant of this meeting.";
const NO_ACCESS = "This invitation link no longer opens the room";

/** A synthetic peer in a meeting room (no media): enough for the server to count it present. */
async function joinWithoutMedia(url: string, session: string, meetingId: number): Promise<Socket> {
  const res = await fetch(`${url}/video/videoCall/token?meetingId=${meetingId}`, {
    headers: { authorization: session },
  });
  check(res.ok, `room token: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const socket = io(url, { path: "/socket.io", auth: { token: session }, transports: ["websocket"] });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const answer = await new Promise<VideoJoinAnswer>((resolve) =>
    socket.emit("video:join", { token, audio: false, video: false }, resolve),
  );
  check(answer.ok, `video:join refused: ${JSON.stringify(answer)}`);
  return socket;
}

export const videoRoomJourneys: Journey[] = [
  {
    name: "video: a stranger opening a meeting's room reads why on the page (it stays) and goes back from it",
    async run({ page, url }) {
      const { meetingId } = await lounge(url);
      await putSession(page, url, await apiLogin(url, "buyer2@bizmeet.demo"));
      await page.goto(`${url}/video/${meetingId}`);
      // the refusal in its own words, kept on the page (issue 28: no toast that vanishes while the page leaves)
      await page.getByTestId("room-refusal").getByText(NOT_PARTICIPANT).waitFor();
      check(page.url().includes(`/video/${meetingId}`), "the refused page left by itself");
      // opened directly, so "back" is home
      await page.getByRole("button", { name: "Back" }).click();
      await page.waitForURL(`${url}/`);
    },
  },
  {
    name: "video: the schedule's Join on an agreed online meeting opens /video/{id} with the device step first",
    lounge: true,
    async run({ page, url }) {
      const { subEventId, meetingId, seller } = await lounge(url);
      await putSession(page, url, seller);
      await page.goto(`${url}/subEvent/${subEventId}/meeting`);
      await page.getByRole("gridcell").filter({ hasText: "Confirmed" }).first().click();
      await page.getByRole("dialog").getByRole("button", { name: "Join video meeting" }).click();
      await page.waitForURL(new RegExp(`/video/${meetingId}\\?applicantId=\\d+$`));
      await page.getByTestId("device-step").waitFor();
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      check(heading?.includes("·"), `the device step names the counterpart: ${heading}`);
      // audited once the camera and microphone are open (Join enabled, its colour transition over)
      await page.getByRole("button", { name: "Join meeting" }).and(page.locator(":enabled")).waitFor();
      await page.waitForTimeout(400);
      await axeClean(page, "the device step");
    },
  },
  {
    name: "video: the host's meeting board shows who is connected in an online meeting (red, then green)",
    lounge: true,
    async run({ page, url }) {
      const { subEventId, meetingId, seller } = await lounge(url);
      await putSession(page, url, await apiLogin(url, "host@bizmeet.demo"));
      await page.goto(`${url}/host/subEvents/${subEventId}/meetings`);
      const presence = page.getByTestId("video-presence").first();
      await presence.waitFor();
      await axeClean(page, "the meeting board with video presence");
      const sides = presence.locator("[data-present]");
      check((await sides.count()) === 2, "two sides on the presence line");
      check(
        (await presence.locator("[data-present=true]").count()) === 0,
        "someone shows connected before anyone joined",
      );
      const socket = await joinWithoutMedia(url, seller.token, meetingId);
      try {
        await presence.locator("[data-present=true]").waitFor({ timeout: 10_000 });
        check((await presence.locator("[data-present=false]").count()) === 1, "the other side should be red");
      } finally {
        socket.close();
      }
      await presence.locator("[data-present=true]").waitFor({ state: "detached", timeout: 10_000 });
    },
  },
  {
    name: "video: a guest ticket issued by the host opens the room once; the second use is refused on the page",
    lounge: true,
    async run({ page, context, url }) {
      const { subEventId } = await lounge(url);
      await putSession(page, url, await apiLogin(url, "host@bizmeet.demo"));
      await page.goto(`${url}/host/subEvents/${subEventId}/meetings`);
      await page.getByRole("button", { name: "Guest tickets" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Guest's name").fill("Dana Guest");
      await dialog.getByRole("button", { name: "Issue" }).click();
      const ticket = dialog.getByTestId("guest-ticket").filter({ hasText: "Dana Guest" });
      await ticket.waitFor();
      await axeClean(page, "the guest tickets dialog");
      const link = (await ticket.getByTestId("ticket-link").textContent())?.trim() ?? "";
      check(/\/guest\?t=[0-9a-f-]{36}$/.test(link), `a ticket link: ${link}`);
      const path = link.slice(link.indexOf("/guest"));

      const browser = context.browser()!;
      const first = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "en-US" });
      const guest = await first.newPage();
      await guest.goto(`${url}/terms/terms`);
      await guest.evaluate(() => localStorage.setItem("language", "en"));
      await guest.goto(`${url}${path}`);
      await guest.getByTestId("device-step").waitFor();
      // the ticket left the address: a reload does not spend it again
      await guest.waitForURL(`${url}/guest`);
      await first.close();

      const second = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
      const again = await second.newPage();
      await again.goto(`${url}/terms/terms`);
      await again.evaluate(() => localStorage.setItem("language", "en"));
      await again.goto(`${url}${path}`);
      await again.getByText(NO_ACCESS).first().waitFor();
      // the refusal stays on the page (issue 28): no jump home that would hide it
      check(new URL(again.url()).pathname === "/guest", `the refused guest was sent to ${again.url()}`);
      await second.close();
    },
  },
];
