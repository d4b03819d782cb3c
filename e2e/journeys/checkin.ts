import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import QRCode from "qrcode";
import { launchBrowser } from "../browser";
import { apiLogin, getJson, type Session } from "./chat-helpers";
import { expoId } from "./portal";
import { check, type Journey } from "./types";
import { putSession } from "./video-helpers";

const W = 640;
const H = 480;

/** One 4:2:0 frame's luma with a QR code drawn from its modules (black on white, centred, 4-module margin). */
function qrLuma(payload: string): Buffer {
  const qr = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const scale = Math.floor(Math.min(W, H) / (size + 8));
  const left = Math.floor((W - size * scale) / 2);
  const top = Math.floor((H - size * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let dy = 0; dy < scale; dy++)
        y.fill(
          16,
          (top + r * scale + dy) * W + left + c * scale,
          (top + r * scale + dy) * W + left + (c + 1) * scale,
        );
    }
  return y;
}

/**
 * Writes a .y4m video (a text header, then raw YUV 4:2:0 frames) showing each payload's QR code for
 * `seconds`, for Chromium's `--use-file-for-fake-video-capture` (it plays the file in a loop).
 */
function writeQrVideo(file: string, payloads: string[], seconds = 3, fps = 10): void {
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const payload of payloads) {
    const luma = qrLuma(payload);
    for (let i = 0; i < seconds * fps; i++) parts.push(Buffer.from("FRAME\n"), luma, chroma);
  }
  writeFileSync(file, Buffer.concat(parts));
}

async function post(url: string, token: string, body: object): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

async function entranceCount(url: string, eventId: number, host: Session): Promise<number> {
  return (
    await getJson<{ checkedIn: number }>(
      `${url}/api/checkin/events/${eventId}/count?place=entrance`,
      host.token,
    )
  ).checkedIn;
}

/**
 * The staff screen at 375 px: a helper the host named scans seller1's badge from a fake camera (a generated
 * .y4m of QR codes) and a guest's from an uploaded picture, checks three guests in by search while offline
 * (queued on the device), comes back online (the queue lands), and the count on screen matches the server's.
 */
const staffScreen: Journey = {
  name: "check-in: staff scan badges from the camera and a picture, offline then online, and the count matches",
  async run({ url }) {
    const eventId = await expoId(url);
    const host = await apiLogin(url, "host@bizmeet.demo");
    const staff = await apiLogin(url, "pending@bizmeet.demo");
    const named = await post(`${url}/api/host/events/${eventId}/checkinStaff`, host.token, {
      email: "pending@bizmeet.demo",
    });
    check(named.status === 201 || named.status === 409, `naming staff: ${named.status}`);
    const seller = await apiLogin(url, "seller1@bizmeet.demo");
    const sellerBadge = await getJson<{ qr: string; name: string }>(
      `${url}/api/events/${eventId}/badge`,
      seller.token,
    );
    const stamp = Date.now().toString(36);
    const guests = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(`${url}/api/host/events/${eventId}/badges`, host.token, {
        name: `Guest ${stamp}-${i}`,
        company: "Journey Co",
      });
      check(res.status === 201, `guest badge: ${res.status}`);
      guests.push((await res.json()) as { qr: string; name: string });
    }
    const before = await entranceCount(url, eventId, host);
    const dir = mkdtempSync(path.join(tmpdir(), "bizmeet-checkin-"));
    const video = path.join(dir, "badges.y4m");
    writeQrVideo(video, [sellerBadge.qr]);
    const picture = path.join(dir, "guest.png");
    await QRCode.toFile(picture, guests[0]!.qr, { width: 400, margin: 4 });
    const browser = await launchBrowser({ fakeVideoFile: video });
    try {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        permissions: ["camera"],
      });
      const page = await context.newPage();
      await putSession(page, url, staff);
      await page.goto(`${url}/host/events/${eventId}/checkin`);
      await page.getByText(/Roster of \d+/).waitFor({ timeout: 30_000 });
      // the camera: seller1 (first time green; if the journey ran before, already checked in, red with the time)
      // the card shows the scan at once ("queued", kept on the device) and then the server's answer
      const card = page
        .locator('[data-outcome]:not([data-outcome="queued"])')
        .filter({ hasText: sellerBadge.name })
        .first();
      await card.waitFor({ timeout: 30_000 });
      const outcome = await card.getAttribute("data-outcome");
      check(outcome === "in" || outcome === "already", `camera scan of seller1: ${outcome}`);
      await shot(page, "checkin-375-camera");
      // a picture of a badge
      await page.getByTestId("checkin-picture").setInputFiles(picture);
      await page.locator('[data-outcome="in"]', { hasText: guests[0]!.name }).waitFor({ timeout: 15_000 });
      // offline: three guests by search wait on the device
      await context.setOffline(true);
      await page.getByText("Offline:").waitFor();
      for (const guest of guests.slice(1)) {
        await page.getByRole("searchbox", { name: "Find by name or company" }).fill(guest.name);
        await page.getByRole("button", { name: "Check in", exact: true }).click();
      }
      await page.getByTestId("checkin-queue").filter({ hasText: "3 waiting to be sent" }).waitFor();
      await shot(page, "checkin-375-offline");
      await context.setOffline(false);
      await page.getByTestId("checkin-queue").filter({ hasText: "All sent" }).waitFor({ timeout: 20_000 });
      // the last card, queued while offline, turns green once its answer comes
      await page
        .locator('[data-outcome="in"]', { hasText: guests[3]!.name })
        .waitFor({ timeout: 10_000 })
        .catch(async (error: Error) => {
          // what the screen shows instead, so that a failure says which race it was
          const cards = await page
            .locator("[data-outcome]")
            .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-outcome")}: ${e.textContent}`));
          const queue = await page.getByTestId("checkin-queue").textContent();
          throw new Error(`${error.message}\n    cards: ${JSON.stringify(cards)}; queue: ${queue}`);
        });
      const after = await entranceCount(url, eventId, host);
      const expected = before + 4 + (outcome === "in" ? 1 : 0);
      check(after === expected, `entrance count ${after}, expected ${expected}`);
      await page
        .getByTestId("checkin-count")
        .filter({ hasText: `${after} /` })
        .waitFor({ timeout: 10_000 });
      await shot(page, "checkin-375-online");
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, "checkin-1440");
      // the participant's own badge on a phone
      const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const own = await phone.newPage();
      await putSession(own, url, seller);
      await own.goto(`${url}/badge/${eventId}`);
      await own.getByRole("img", { name: /Badge QR code of/ }).waitFor();
      await shot(own, "badge-375");
      await phone.close();
      await context.close();
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export const checkinJourneys: Journey[] = [staffScreen];
