import type { Page } from "playwright-core";
import { io } from "socket.io-client";
import { apiLogin, getJson, type Session } from "./chat-helpers";
import { check, type Journey } from "./types";
import { axeClean, lounge, putSession } from "./video-helpers";

/** Opens the lounge meeting's call screen and joins. */
async function enter(
  page: Page,
  url: string,
  who: Session,
  meetingId: number,
  language: "ko" | "en",
  join: string,
) {
  await putSession(page, url, who, language);
  await page.goto(`${url}/video/${meetingId}`);
  await page.getByTestId("device-step").waitFor();
  await page.getByRole("button", { name: join }).click();
  await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
}

/** Chooses an item of the captions menu and answers the LanguageCode the page asked the server for. */
async function choose(page: Page, item: string): Promise<string | undefined> {
  await page.getByTestId("captions-control").click();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes("/chime/transcript") && r.method() === "POST"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  return (request.postDataJSON() as { transcriptionConfig?: { LanguageCode?: string } }).transcriptionConfig
    ?.LanguageCode;
}

/**
 * A speaker seated in the room from Node (the interpreter), saying a line through the realtime layer as a
 * browser's recogniser would: headless Chromium has no working speech recognition here.
 */
async function speaker(url: string, meetingId: number) {
  const interpreter = await apiLogin(url, "interpreter@bizmeet.demo");
  const { token } = await getJson<{ token: string }>(
    `${url}/video/videoCall/token?meetingId=${meetingId}`,
    interpreter.token,
  );
  const socket = io(url, {
    path: "/socket.io",
    auth: { token: interpreter.token },
    transports: ["websocket"],
  });
  const joined = await socket
    .timeout(10_000)
    .emitWithAck("video:join", { token, audio: false, video: false });
  check(joined.ok, `the interpreter could not join: ${JSON.stringify(joined)}`);
  return {
    say: async (text: string, lang: string) => {
      const ack = await socket
        .timeout(10_000)
        .emitWithAck("captions:line", { room: `meeting:${meetingId}`, text, lang, final: true });
      check(ack.ok, `the line was refused: ${JSON.stringify(ack)}`);
    },
    close: () => socket.close(),
  };
}

const box = async (page: Page) => {
  const found = await page.getByTestId("captions-overlay").boundingBox();
  check(found, "no caption overlay");
  return found;
};

export const captionsJourneys: Journey[] = [
  {
    name: "captions: on in Korean, switched to English (transcriptStart), lines of another speaker in the 450x120 box at 1440 and 375 px, the transcript beside the note, none for the observer to control",
    lounge: true,
    async run({ context, url }) {
      const { meetingId, seller } = await lounge(url);
      const buyer = await apiLogin(url, "buyer1@bizmeet.demo");
      const browser = context.browser()!;
      const wide = await browser.newContext({ viewport: { width: 1440, height: 800 }, locale: "en-US" });
      const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "ko-KR" });
      let voice: Awaited<ReturnType<typeof speaker>> | undefined;
      try {
        const sellerPage = await wide.newPage();
        const buyerPage = await phone.newPage();
        await enter(sellerPage, url, seller, meetingId, "en", "Join meeting");
        await enter(buyerPage, url, buyer, meetingId, "ko", "미팅 입장");
        check(
          await sellerPage.getByTestId("captions-overlay").isHidden(),
          "the overlay shows while captions are off",
        );

        check((await choose(sellerPage, "Turn captions on")) === "ko-KR", "captions did not start in Korean");
        await buyerPage.getByTestId("captions-overlay").waitFor();
        check(
          (await choose(sellerPage, "English")) === "en-US",
          "switching to English did not ask for en-US",
        );

        voice = await speaker(url, meetingId);
        await voice.say("Welcome, both of you.", "en-US");
        for (const page of [sellerPage, buyerPage])
          await page
            .getByTestId("captions-overlay")
            .filter({ hasText: "Welcome, both of you." })
            .waitFor({ timeout: 10_000 });
        const desk = await box(sellerPage);
        check(
          Math.round(desk.width) === 450 && Math.round(desk.height) === 120,
          `overlay ${desk.width}x${desk.height} at 1440 px`,
        );
        const small = await box(buyerPage);
        check(
          Math.round(small.width) === 375 - 16 && Math.round(small.height) === 120,
          `overlay ${small.width}x${small.height} at 375 px`,
        );
        await axeClean(sellerPage, "call screen with captions");
        // the kept line is in the transcript beside the meeting note
        await sellerPage.getByRole("button", { name: "Meeting note" }).click();
        await sellerPage
          .getByTestId("captions-transcript")
          .filter({ hasText: "Welcome, both of you." })
          .waitFor({ timeout: 10_000 });

        // the observing host sees the captions but has no captions control (13.41)
        const observer = await wide.newPage();
        await enter(
          observer,
          url,
          await apiLogin(url, "host@bizmeet.demo"),
          meetingId,
          "en",
          "Enter as observer",
        );
        await observer.getByTestId("captions-overlay").waitFor();
        await voice.say("One more thing.", "en-US");
        await observer.getByTestId("captions-overlay").filter({ hasText: "One more thing." }).waitFor();
        check(
          (await observer.getByTestId("captions-control").count()) === 0,
          "the observer has a captions control",
        );
        await observer.close();

        // the buyer turns them off for the room
        await choose(buyerPage, "자막 끄기");
        await sellerPage.getByTestId("captions-overlay").waitFor({ state: "hidden", timeout: 10_000 });
      } finally {
        voice?.close();
        await wide.close();
        await phone.close();
      }
    },
  },
];
