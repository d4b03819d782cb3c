import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";

type Check = (ok: boolean, what: string, detail?: string) => void;

const SHOTS = ".test-results";

async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

async function openDevice(browser: Browser, base: string, query: string, width: number, init?: () => void) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(`${base}device.html?${query}`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  return { context, page };
}

const previewBox = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector("video")?.parentElement?.getBoundingClientRect();
    return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
  });

/** The device step (DeviceCheck) at 1440 and 375 px, with axe, the tone, the observer and a refused camera. */
export async function checkDeviceStep(browser: Browser, base: string, check: Check): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, lang, join, expected] of [
    [1440, "en", "Join", { width: 400, height: 250 }],
    [375, "ko", "Join", { width: 300, height: 200 }],
  ] as const) {
    const { context, page } = await openDevice(browser, base, `lang=${lang}`, width);
    const button = page.getByRole("button", { name: join });
    await button.waitFor();
    await page.waitForFunction(() => !document.querySelector("[role=status] .MuiCircularProgress-root"));
    await page.waitForTimeout(800);
    const box = await previewBox(page);
    check(
      box.width === expected.width && box.height === expected.height,
      `the preview is ${expected.width}x${expected.height} at ${width} px`,
      JSON.stringify(box),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(overflow <= 0, `nothing sticks out at ${width} px`, `${overflow} px`);
    const problems = await seriousAxe(page);
    check(
      problems.length === 0,
      `axe finds no serious problem at ${width} px (${lang})`,
      problems.join("; "),
    );
    await page.screenshot({ path: `${SHOTS}/video-device-${width}-${lang}.png`, fullPage: true });
    const tone = page.getByRole("button", { name: lang === "en" ? "Test speaker" : "스피커 테스트" });
    await tone.click();
    const playing = await page.getByText("440 Hz").first().isVisible();
    check(playing, "the speaker test plays the 440 Hz tone and says so");
    await button.click();
    const handed = await page.evaluate(() => document.body.dataset.handedOver);
    check(handed === "audio,video", "Join hands over the microphone and the camera", String(handed));
    await context.close();
  }

  const observer = await openDevice(browser, base, "lang=en&observer=1", 1440);
  await observer.page.getByText("You join as an observer").waitFor();
  await observer.page.getByRole("button", { name: "Join" }).click();
  const handed = await observer.page.evaluate(() => document.body.dataset.handedOver);
  check(handed === "none", "an observer's device step asks for no camera or microphone", String(handed));
  await observer.context.close();

  // the camera refused once: the message and Retry, which then succeeds
  const refused = await openDevice(browser, base, "lang=en", 1440, () => {
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    let refuse = true;
    (window as unknown as { allowCamera: () => void }).allowCamera = () => {
      refuse = false;
    };
    navigator.mediaDevices.getUserMedia = (constraints) =>
      refuse && constraints?.video
        ? Promise.reject(new DOMException("refused", "NotAllowedError"))
        : original(constraints);
  });
  const message = refused.page.getByText("Camera access was refused");
  await message.waitFor();
  await refused.page.screenshot({ path: `${SHOTS}/video-device-refused-en.png` });
  await refused.page.evaluate(() => (window as unknown as { allowCamera: () => void }).allowCamera());
  await refused.page.getByRole("button", { name: "Retry" }).click();
  await message.waitFor({ state: "detached" });
  const box = await previewBox(refused.page);
  const live = await refused.page.evaluate(() => {
    const video = document.querySelector("video");
    return (video?.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState ?? "none";
  });
  check(live === "live" && box.width === 400, "a refused camera shows why and Retry brings it back", live);
  await refused.context.close();
}
