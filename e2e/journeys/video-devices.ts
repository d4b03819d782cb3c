import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { apiLogin, type Session } from "./chat-helpers";
import { subEventOf } from "./notices";
import { liveWebinar } from "./presentation";
import { check, type Journey } from "./types";
import { hearsAndSees, recordPeerConnections } from "./video-call";
import { lounge, putSession } from "./video-helpers";

/** Counts the offers the page makes: a device switch must not renegotiate (test instrumentation only). */
async function countOffers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __offers: number };
    w.__offers = 0;
    const native = RTCPeerConnection.prototype.createOffer;
    RTCPeerConnection.prototype.createOffer = function (this: RTCPeerConnection, ...args: unknown[]) {
      w.__offers++;
      return (native as (...a: unknown[]) => Promise<RTCSessionDescriptionInit>).apply(this, args);
    } as typeof native;
  });
}

async function enter(browser: Browser, width: number, url: string, who: Session, meetingId: number) {
  const language = width < 600 ? "ko" : "en";
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    locale: language === "ko" ? "ko-KR" : "en-US",
  });
  await recordPeerConnections(context);
  await countOffers(context);
  const page = await context.newPage();
  await putSession(page, url, who, language);
  await page.goto(`${url}/video/${meetingId}`);
  await page.getByTestId("device-step").waitFor();
  await page.getByRole("button", { name: language === "ko" ? "미팅 입장" : "Join meeting" }).click();
  await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
  return page;
}

/** The labels of the tracks this page sends over its open peer connections, per kind. */
const sent = (page: Page, kind: "audio" | "video") =>
  page.evaluate((k) => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    return pcs
      .filter((pc) => pc.connectionState !== "closed")
      .flatMap((pc) => pc.getSenders().map((s) => s.track))
      .filter((t): t is MediaStreamTrack => t?.kind === k)
      .map((t) => t.label);
  }, kind);

async function sends(page: Page, kind: "audio" | "video", label: string): Promise<void> {
  await page
    .waitForFunction(
      ([k, l]) => {
        const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
        const tracks = pcs
          .filter((pc) => pc.connectionState !== "closed")
          .flatMap((pc) => pc.getSenders().map((s) => s.track))
          .filter((t) => t?.kind === k);
        return tracks.length > 0 && tracks.every((t) => t?.label === l && t.readyState === "live");
      },
      [kind, label] as const,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`the call does not send ${label}: ${JSON.stringify(await sent(page, kind))}`);
    });
}

/** Picks a device in one of the panel's lists. */
async function pick(panel: Locator, list: string, device: string): Promise<void> {
  await panel.getByRole("combobox", { name: list }).click();
  await panel.page().getByRole("option", { name: device }).click();
}

/** The device panel is laid out for the drawer: one column, nothing wider than the panel, readable lists. */
async function drawerLayout(panel: Locator, where: string): Promise<void> {
  await panel.locator("[data-testid=device-panel][data-layout=drawer]").waitFor();
  const sizes = await panel.evaluate((el) => ({
    panel: el.getBoundingClientRect().width,
    overflow: el.scrollWidth - el.clientWidth,
    preview: el.querySelector("[data-testid=device-preview]")?.getBoundingClientRect().width ?? 0,
    lists: [...el.querySelectorAll("[role=combobox]")].map((s) => s.getBoundingClientRect().width),
    // the lists' own labels ("Microphone", "Camera"…), one letter a line in a squeezed column
    labels: [...el.querySelectorAll("[role=combobox]")].map(
      (s) => s.closest(".MuiFormControl-root")?.querySelector("label")?.getBoundingClientRect().height ?? 0,
    ),
  }));
  check(sizes.overflow <= 0, `${where}: the panel scrolls sideways (${sizes.overflow} px)`);
  check(sizes.preview > 0 && sizes.preview <= sizes.panel, `${where}: preview ${sizes.preview} px wide`);
  check(
    sizes.lists.length >= 3 && sizes.lists.every((w) => w >= sizes.panel - 80),
    `${where}: device lists ${sizes.lists.join(", ")} px wide in a ${sizes.panel} px panel`,
  );
  check(
    sizes.labels.every((h) => h < 30),
    `${where}: a label wraps (${sizes.labels.join(", ")} px high)`,
  );
}

/** The dots of a host board: green when the words say connected, red when not (never grey). */
async function dotsTellTheTruth(page: Page, board: string): Promise<number> {
  const chips = page.getByTestId(board).getByTestId("presence-chip");
  await chips.first().waitFor();
  const seen = await chips.evaluateAll((all) =>
    all.map((chip) => ({
      present: chip.getAttribute("data-present"),
      colour: getComputedStyle(chip.querySelector("[data-testid=presence-dot]") as Element).color,
      text: chip.textContent,
    })),
  );
  for (const chip of seen) {
    const want = chip.present === "true" ? "rgb(46, 125, 50)" : "rgb(211, 47, 47)";
    check(chip.colour === want, `${board}: "${chip.text}" has a ${chip.colour} dot, not ${want}`);
  }
  return seen.length;
}

export const videoDeviceJourneys: Journey[] = [
  {
    name: "video devices: in a call the panel is one column at 1440 and 375 px; the camera, microphone and speaker switch without renegotiating; the phone's bar names every control and keeps End for all in More; captions leave the tiles' names visible",
    lounge: true,
    async run({ url }) {
      const { meetingId, seller } = await lounge(url);
      const buyer = await apiLogin(url, "buyer1@bizmeet.demo");
      // Chromium's fake capture with another camera (fake_device_1 is a depth camera: not sendable, unused)
      const browser = await launchBrowser({ fakeCameras: 3 });
      try {
        const wide = await enter(browser, 1440, url, seller, meetingId);
        const phone = await enter(browser, 375, url, buyer, meetingId);
        await sends(wide, "video", "fake_device_0");

        // 1440 px: the device panel in the side panel, one column
        await wide.getByRole("button", { name: "Device settings" }).click();
        const panel = wide.getByRole("region", { name: "Device settings" });
        await drawerLayout(panel, "1440 px");
        const offers = await wide.evaluate(() => (window as unknown as { __offers: number }).__offers);

        // the camera, then the microphone: the others keep receiving, from the new device
        await pick(panel, "Camera", "fake_device_2");
        await sends(wide, "video", "fake_device_2");
        await pick(panel, "Microphone", "Fake Audio Input 2");
        await sends(wide, "audio", "Fake Audio Input 2");
        console.log(`    after the switch buyer1 ${await hearsAndSees(phone, "buyer1")}`);
        check(
          (await wide.evaluate(() => (window as unknown as { __offers: number }).__offers)) === offers,
          "switching devices renegotiated",
        );
        // the speaker: the others' voices play on the chosen output
        await pick(panel, "Speaker", "Fake Audio Output 2");
        await wide
          .waitForFunction(
            async () => {
              const outputs = await navigator.mediaDevices.enumerateDevices();
              const id = outputs.find((d) => d.label === "Fake Audio Output 2")?.deviceId;
              const sounds = [...document.querySelectorAll("audio")] as (HTMLAudioElement & {
                sinkId: string;
              })[];
              return id && sounds.length > 0 && sounds.every((a) => a.sinkId === id);
            },
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => {
            throw new Error("the others' sound does not play on the chosen speaker");
          });

        // 375 px: a few named controls on one line, the rest in "More", End for all among them
        const bar = phone.getByTestId("control-bar");
        const controls = await bar.evaluate((nav) => ({
          overflow: nav.scrollWidth - nav.clientWidth,
          height: nav.getBoundingClientRect().height,
          names: [...nav.querySelectorAll("button")]
            .filter((b) => b.checkVisibility())
            // biome-ignore lint/performance/useDomNodeTextContent: the words a person sees, not hidden ones
            .map((b) => (b as HTMLElement).innerText.trim()),
        }));
        check(
          controls.names.length <= 5 && controls.names.every((n) => n.length > 0),
          `the phone's bar: ${JSON.stringify(controls.names)}`,
        );
        check(
          controls.overflow <= 0 && controls.height <= 80,
          `the phone's bar wraps: ${JSON.stringify(controls)}`,
        );
        await bar.getByRole("button", { name: "더보기" }).click();
        const more = phone.getByRole("menu", { name: "더보기" });
        await more.getByRole("menuitem", { name: "모두에게 회의 종료" }).waitFor();
        await more.getByRole("menuitem", { name: "장치 설정" }).click();
        await drawerLayout(phone.getByRole("region", { name: "장치 설정" }), "375 px");
        await phone.getByRole("button", { name: "닫기" }).click();

        // captions on: at 375 px the box leaves the names and most of each picture visible
        await wide.getByTestId("captions-control").click();
        await wide.getByRole("menuitem", { name: "Turn captions on" }).click();
        const overlay = phone.getByTestId("captions-overlay");
        await overlay.waitFor();
        // the box, then each tile and its name line (no named functions inside: tsx would wrap them)
        const [box, ...parts] = await phone.evaluate(() =>
          [
            document.querySelector("[data-testid=captions-overlay]"),
            ...[...document.querySelectorAll("[data-testid=call-tile]")].flatMap((tile) => [
              tile,
              tile.querySelector("figcaption"),
            ]),
          ].map((el) => {
            const r = (el as Element).getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          }),
        );
        check(box, "no caption box");
        const rects = {
          box,
          tiles: parts.flatMap((picture, n) => (n % 2 === 0 ? [{ picture, name: parts[n + 1]! }] : [])),
        };
        type Rect = (typeof rects)["box"];
        const overlap = (a: Rect, b: Rect) =>
          Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
          Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        const area = (r: Rect) => (r.right - r.left) * (r.bottom - r.top);
        const covered = rects.tiles.map((t) => ({
          picture: overlap(t.picture, rects.box) / area(t.picture),
          name: overlap(t.name, rects.box),
        }));
        check(
          covered.length === 2 && covered.every((c) => c.name === 0 && c.picture < 0.25),
          `the caption box covers the tiles: ${JSON.stringify(covered)}`,
        );
        // off again for the journeys after this one
        await wide.getByTestId("captions-control").click();
        await wide.getByRole("menuitem", { name: "Turn captions off" }).click();
        await overlay.waitFor({ state: "hidden" });
      } finally {
        await browser.close();
      }
    },
  },
  {
    name: "host boards: one presence chip on the meeting and presentation boards, the dot's colour saying what the words say; the moderating host controls the webinar's captions",
    async run({ page, url }) {
      const { subEventId } = await lounge(url);
      const host = await apiLogin(url, "host@bizmeet.demo");
      await putSession(page, url, host);
      await page.goto(`${url}/host/subEvents/${subEventId}/meetings`);
      const meetingChips = await dotsTellTheTruth(page, "video-presence");
      await page.goto(`${url}/host/subEvents/${await subEventOf(url, "presentation")}/tools/webinars`);
      const roomChips = await dotsTellTheTruth(page, "room-presence");
      console.log(`    ${meetingChips} meeting and ${roomChips} presentation presence dots`);

      // docs/captions.md: in a webinar's room the moderating host controls the captions
      await page.goto(`${url}/video/${await liveWebinar(url, host)}?session=webinar`);
      await page.getByTestId("device-step").locator("button.MuiButton-contained").last().click();
      await page.locator("[data-testid=call-screen][data-connection=connected]").waitFor({ timeout: 20_000 });
      await page.getByTestId("captions-control").waitFor();
    },
  },
];
