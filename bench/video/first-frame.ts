/**
 * Time from Join to the first remote video frame in a meeting room (issue 20): two Chromium pages on loopback
 * with fake cameras join one room through the media layer (MeetingRoom over our signalling, the harness page of
 * e2e/video-media), JOINS times, and as the limit of the same work a bare pair of RTCPeerConnections between two
 * pages of the same browser with the same fake camera, whose offer and answer are handed over directly (no
 * server, no token, no room): alternating, one bare join then one of ours. Reports the median with min–max of
 * each and the ratio of the medians. Target: our median under 1.5 s.
 *
 *   npm run bench:video:frame            (BENCH_JOINS=12)
 */
import { loadavg } from "node:os";
import { type Browser, chromium, type Page } from "playwright-core";
import { startServer } from "../../e2e/video-media/app";
import { harnessServer, login, openPerson, roomToken } from "../../e2e/video-media/helpers";
import { prepareWorld } from "../../e2e/video-media/world";
import { formatSummary, summarize } from "../lib/stats";

declare const harness: {
  join(token: string, receiveOnly: boolean): Promise<{ self: { peerId: string } }>;
  firstFrames(): Record<string, number>;
  leave(): Promise<void>;
};

const JOINS = Number(process.env.BENCH_JOINS ?? 12);
const log = (m: string) => process.stdout.write(`${m}\n`);
const load = () => loadavg()[0]!.toFixed(1);

/** One of ours: the buyer is in the room; the seller joins; ms from the seller's Join to its first frame of the buyer. */
async function ourJoin(
  seller: Page,
  buyer: Page,
  tokens: { seller: string; buyer: string },
): Promise<number> {
  const buyerSelf = await buyer.evaluate((t) => harness.join(t, false), tokens.buyer);
  await seller.evaluate((t) => harness.join(t, false), tokens.seller);
  const peerId = buyerSelf.self.peerId;
  const handle = await seller.waitForFunction((id) => harness.firstFrames()[id], peerId, { timeout: 20_000 });
  const ms = (await handle.jsonValue()) as number;
  await seller.evaluate(() => harness.leave());
  await buyer.evaluate(() => harness.leave());
  return ms;
}

/** The bare limit: a direct offer/answer between two pages (all candidates in the SDP), same camera. */
async function bareJoin(a: Page, b: Page): Promise<number> {
  type W = Window & { __pc?: RTCPeerConnection; __t0?: number; __frame?: number };
  await b.evaluate(() => {
    const w = window as W;
    w.__frame = undefined;
    const pc = new RTCPeerConnection();
    w.__pc = pc;
    pc.ontrack = (e) => {
      if (e.track.kind !== "video") return;
      const video = document.createElement("video");
      video.muted = true;
      video.srcObject = e.streams[0] ?? new MediaStream([e.track]);
      void video.play();
      video.requestVideoFrameCallback(() => {
        w.__frame = performance.timeOrigin + performance.now();
      });
    };
  });
  const offer = await a.evaluate(async () => {
    const w = window as W;
    // as for ours, the clock starts with the camera and microphone open
    const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    w.__t0 = performance.timeOrigin + performance.now();
    const pc = new RTCPeerConnection();
    w.__pc = pc;
    for (const track of media.getTracks()) pc.addTrack(track, media);
    await pc.setLocalDescription();
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === "complete") resolve();
      pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && resolve());
    });
    return pc.localDescription!.toJSON();
  });
  const answer = await b.evaluate(async (o) => {
    const pc = (window as W).__pc!;
    await pc.setRemoteDescription(o);
    await pc.setLocalDescription();
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === "complete") resolve();
      pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && resolve());
    });
    return pc.localDescription!.toJSON();
  }, offer);
  await a.evaluate(async (ans) => (window as W).__pc!.setRemoteDescription(ans), answer);
  const frameAt = (await (
    await b.waitForFunction(() => (window as W).__frame, undefined, { timeout: 20_000 })
  ).jsonValue()) as number;
  const t0 = await a.evaluate(() => (window as W).__t0!);
  await a.evaluate(() => {
    const pc = (window as W).__pc!;
    for (const s of pc.getSenders()) s.track?.stop();
    pc.close();
  });
  await b.evaluate(() => (window as W).__pc!.close());
  return frameAt - t0;
}

async function main() {
  log(`bench:video:frame: ${JOINS} joins each, alternating (load ${load()})`);
  const world = await prepareWorld();
  const app = await startServer(world.dataDir);
  const vite = await harnessServer(app.url);
  const base = `http://127.0.0.1:${vite.config.server.port}/`;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        "--allow-loopback-in-peer-connection",
      ],
    });
    const sellerSession = await login(app.url, world.sellerEmail);
    const buyerSession = await login(app.url, world.buyerEmail);
    const violations: string[] = [];
    const seller = (await openPerson(browser, base, sellerSession, violations)).page;
    const buyer = (await openPerson(browser, base, buyerSession, violations)).page;
    const ours: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < JOINS; i++) {
      // a fresh token per join, as the call screen asks for one
      const tokens = {
        seller: await roomToken(app.url, sellerSession, world.meetingId, world.sellerApplicationId),
        buyer: await roomToken(app.url, buyerSession, world.meetingId, world.buyerApplicationId),
      };
      bare.push(await bareJoin(seller, buyer));
      ours.push(await ourJoin(seller, buyer, tokens));
      log(
        `  join ${i + 1}: bare ${bare.at(-1)!.toFixed(0)} ms, ours ${ours.at(-1)!.toFixed(0)} ms (load ${load()})`,
      );
    }
    const o = summarize(ours);
    const b = summarize(bare);
    log("");
    log("| path | Join → first remote frame, ms: median (min–max) |");
    log("| --- | --- |");
    log(`| bare RTCPeerConnection pair, offer/answer handed over | ${formatSummary(b)} |`);
    log(`| meeting room (our signalling, token, room, mesh) | ${formatSummary(o)} |`);
    log("");
    log(
      `ours / bare (medians): ${(o.median / b.median).toFixed(2)}; target: our median under 1,500 ms: ${
        o.median < 1_500 ? "met" : "NOT met"
      } (load ${load()})`,
    );
  } finally {
    await browser?.close();
    await vite.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
