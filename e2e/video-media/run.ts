import { chromium } from "playwright-core";
import { startTurn, type Turn } from "../turn";
import { startServer } from "./app";
import { checkDeviceStep } from "./device-check";
import { checkDirectRoom } from "./direct-room";
import { connected, grows, harnessServer, login, openPerson, remoteOf, roomToken, waitFor } from "./helpers";
import { prepareWorld } from "./world";

/**
 * The media layer in Chromium (issue 20): two people and the observing host join one meeting room through
 * MeetingRoom and DeviceMedia (web/features/video) on a harness page that Vite serves under the app's CSP.
 * Asserts that audio and video flow both ways (inbound-rtp bytes grow), that the observer receives and sends
 * nothing, that a forced ICE restart and a socket reconnect come back to connected, and whether the background
 * effect runs. Not part of `npm test`: `npx tsx e2e/video-media/run.ts`.
 */

let failures = 0;
function check(ok: boolean, what: string, detail = ""): void {
  if (!ok) failures++;
  console.log(`  ${ok ? "✓" : "✗"} ${what}${detail ? ` (${detail})` : ""}`);
}

async function main() {
  const world = await prepareWorld();
  // coturn on loopback (Debian's turnserver) for the relay-only part, when installed
  const turn: Turn | undefined = await startTurn().catch(() => undefined);
  const app = await startServer(world.dataDir, turn?.env ?? {});
  const vite = await harnessServer(app.url);
  const base = `http://127.0.0.1:${vite.config.server.port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      "--allow-loopback-in-peer-connection",
    ],
  });
  const violations: string[] = [];
  try {
    const [sellerSession, buyerSession, hostSession] = await Promise.all(
      [world.sellerEmail, world.buyerEmail, "host@bizmeet.demo"].map((e) => login(app.url, e)),
    );
    const sellerToken = await roomToken(app.url, sellerSession!, world.meetingId, world.sellerApplicationId);
    const buyerToken = await roomToken(app.url, buyerSession!, world.meetingId, world.buyerApplicationId);
    const hostToken = await roomToken(app.url, hostSession!, world.meetingId);

    const seller = await openPerson(browser, base, sellerSession!, violations);
    const buyer = await openPerson(browser, base, buyerSession!, violations);
    console.log("the device step (DeviceCheck)");
    await checkDeviceStep(browser, base, check);

    console.log("two people join one meeting room");
    const sJoin = await seller.page.evaluate((t) => harness.join(t, false), sellerToken);
    check(
      sJoin.tracks.length === 2,
      "the seller's local media has a microphone and a camera",
      sJoin.tracks.join(","),
    );
    const bJoin = await buyer.page.evaluate((t) => harness.join(t, false), buyerToken);
    check(bJoin.tracks.length === 2, "the buyer's local media has a microphone and a camera");
    await connected(seller.page);
    await connected(buyer.page);
    const frames = await waitFor(
      "first remote frames",
      async () => [
        await seller.page.evaluate(() => harness.firstFrames()),
        await buyer.page.evaluate(() => harness.firstFrames()),
      ],
      ([a, b]) => Object.keys(a ?? {}).length > 0 && Object.keys(b ?? {}).length > 0,
    );
    check(
      true,
      "each sees the other's first video frame",
      `join→frame seller ${JSON.stringify(frames[0])} buyer ${JSON.stringify(frames[1])} ms`,
    );
    const sGrow = await grows(seller.page);
    const bGrow = await grows(buyer.page);
    check(
      sGrow.ok,
      "the seller receives audio and video",
      `+${sGrow.audio} B audio, +${sGrow.video} B video in 2 s`,
    );
    check(
      bGrow.ok,
      "the buyer receives audio and video",
      `+${bGrow.audio} B audio, +${bGrow.video} B video in 2 s`,
    );
    await buyer.page.evaluate(() => harness.react("clappingHands"));
    const reactions = await waitFor(
      "the reaction reaches both",
      async () => [
        await seller.page.evaluate(() => harness.heard()),
        await buyer.page.evaluate(() => harness.heard()),
      ],
      (lists) => lists.every((l) => l.some((h) => h.event === "reaction")),
    );
    check(
      reactions.every((l) => l.some((h) => h.detail.endsWith(":clappingHands"))),
      "a reaction shows for everyone, the sender included",
    );
    const caps = await seller.page.evaluate(() => harness.senderCaps());
    const camera = caps.find((c) => c.slot === "camera");
    const audio = caps.find((c) => c.slot === "audio");
    check(
      camera?.maxBitrate === 1_200_000 && camera.maxFramerate === 24 && audio?.maxBitrate === 64_000,
      "encoder caps from MEDIA_LIMITS on the senders",
      JSON.stringify(caps),
    );

    const focus = await seller.page.evaluate(() => harness.voiceFocus(false));
    const afterFocus = await grows(buyer.page, 1_500);
    check(
      focus.replaced && focus.oldEnded && afterFocus.ok,
      "Voice Focus switched off during the call: a new microphone track, the buyer still hears the seller",
      `${JSON.stringify(focus)}; +${afterFocus.audio} B audio`,
    );
    await seller.page.evaluate(() => harness.voiceFocus(true));

    console.log("the host joins as an observer");
    const host = await openPerson(browser, base, hostSession!, violations);
    const hJoin = await host.page.evaluate((t) => harness.join(t, true), hostToken);
    check(hJoin.tracks.length === 0, "the observer opens no camera or microphone");
    await connected(host.page);
    await connected(seller.page);
    const hGrow = await grows(host.page, 2_500);
    check(
      hGrow.ok,
      "the observer receives audio and video",
      `+${hGrow.audio} B audio, +${hGrow.video} B video`,
    );
    const hostBytes = await host.page.evaluate(() => harness.bytes());
    const sent = Object.values(hostBytes).reduce((n, b) => n + b.outAudio + b.outVideo, 0);
    check(sent === 0, "the observer sends nothing", `${sent} B sent`);
    const fromHost = (await seller.page.evaluate(() => harness.bytes()))[hJoin.self.peerId];
    check(
      fromHost !== undefined && fromHost.inAudio === 0 && fromHost.inVideo === 0,
      "the seller receives nothing from the observer",
      JSON.stringify(fromHost),
    );

    console.log("a forced ICE restart");
    const iceStarted = Date.now();
    await seller.page.evaluate(() => harness.restartIce());
    await seller.page.waitForTimeout(300);
    await connected(seller.page);
    await connected(buyer.page);
    const afterIce = await grows(buyer.page, 1_500, [sJoin.self.peerId]);
    check(
      afterIce.ok,
      "media flows after the ICE restart",
      `${Date.now() - iceStarted} ms, +${afterIce.video} B video`,
    );

    console.log("the buyer's socket drops and comes back");
    const dropAt = Date.now();
    await buyer.page.evaluate(() => harness.reconnectSocket());
    await waitFor(
      "reconnecting",
      () => buyer.page.evaluate(() => harness.states().map((s) => s.state)),
      (s) => s.includes("reconnecting"),
      5_000,
    ).catch(() => undefined);
    await connected(buyer.page);
    await connected(seller.page);
    const states = await buyer.page.evaluate(() => harness.states().map((s) => s.state));
    const back = await grows(seller.page, 2_000);
    check(
      states.includes("reconnecting") && back.ok,
      "reconnecting, then connected again with media",
      `${Date.now() - dropAt} ms; states ${states.join(" → ")}; +${back.video} B video`,
    );

    console.log("screen share: one sharer, camera continues");
    await seller.page.evaluate(() => harness.share());
    const screens = await waitFor(
      "the buyer receives the seller's screen",
      () => buyer.page.evaluate(() => harness.screens()),
      (list) => list.length === 1,
    );
    const screenBytes = async () => (await buyer.page.evaluate(() => harness.bytes()))[screens[0]!.peerId]!;
    const s0 = await screenBytes();
    await buyer.page.waitForTimeout(2_000);
    const s1 = await screenBytes();
    check(
      s1.inScreen > s0.inScreen && s1.inVideo - s1.inScreen > s0.inVideo - s0.inScreen,
      "the buyer receives the screen and the camera at once",
      `screen +${s1.inScreen - s0.inScreen} B, camera +${s1.inVideo - s1.inScreen - (s0.inVideo - s0.inScreen)} B in 2 s`,
    );
    const refused = await buyer.page.evaluate(() => harness.shareError());
    check(refused === "video.sharing", "a second sharer is refused while one shares", String(refused));
    const screenCap = (await seller.page.evaluate(() => harness.senderCaps())).find(
      (c) => c.slot === "screen",
    );
    check(
      screenCap?.maxBitrate === 2_500_000 && screenCap.maxFramerate === 10,
      "the screen's sender is capped at 2.5 Mbit/s and 10 fps",
      JSON.stringify(screenCap),
    );
    await seller.page.evaluate(() => harness.stopSharing());
    await waitFor(
      "the share ends for the buyer",
      () => buyer.page.evaluate(() => harness.screens()),
      (l) => l.length === 0,
    );
    check(true, "stopping the share removes it for the others");

    console.log("background effect (MediaPipe from /mediapipe/ under the CSP)");
    const effects = await seller.page.evaluate(() => harness.effects());
    check(
      Array.isArray((effects.probe as { frameTimesMs?: unknown })?.frameTimesMs),
      "MediaPipe loads from our origin and segments the probe's frames",
      `${JSON.stringify(effects)}`,
    );
    const forced = await seller.page.evaluate(() => harness.forcedEffect());
    check(
      forced.running.active && forced.running.canvas,
      "with the effect on, the camera is sent through the segmentation canvas",
      JSON.stringify(forced.running),
    );
    check(
      forced.after.dropped && forced.after.label === forced.rawLabel && forced.after.live === "live",
      "a device that falls behind gets its raw camera back, and the effect is no longer offered",
      JSON.stringify(forced.after),
    );
    check(violations.length === 0, "no CSP violation", violations.join(" | "));

    console.log("leaving");
    const attendeeOut = seller.page.waitForResponse((r) => r.url().includes("/chime/attendeeOut"));
    await seller.page.evaluate(() => harness.leave());
    const out = await attendeeOut;
    check(
      out.status() === 200,
      "leaving calls GET /chime/attendeeOut with the room token",
      `${out.status()} ${out.url().split("?")[1]}`,
    );
    const left = await waitFor(
      "the seller is gone for the buyer",
      () => remoteOf(buyer.page),
      (r) => r.every((p) => p.role !== "participant" || r.length <= 1),
    );
    check(left.length === 1, "the buyer sees only the observer after the seller left", JSON.stringify(left));
    const types = await buyer.page.evaluate(() => harness.candidateTypes());
    console.log(`    candidate pairs in use without the relay switch: ${JSON.stringify(types)}`);
    await buyer.page.evaluate(() => harness.leave());
    for (const person of [seller, buyer, host]) await person.context.close();

    console.log("a direct room: visitors without an account, ICE glare, the host closes it");
    await checkDirectRoom(browser, app.url, base, world.eventId, hostSession!, violations, check);

    console.log("relay only (localStorage bizmeet.video.relay = 1) through coturn");
    if (!turn) check(false, "coturn is installed (apt-get install coturn)");
    else {
      const sellerAgain = await roomToken(
        app.url,
        sellerSession!,
        world.meetingId,
        world.sellerApplicationId,
      );
      const buyerAgain = await roomToken(app.url, buyerSession!, world.meetingId, world.buyerApplicationId);
      const s2 = await openPerson(browser, base, sellerSession!, violations, true);
      const b2 = await openPerson(browser, base, buyerSession!, violations, true);
      await s2.page.evaluate((t) => harness.join(t, false), sellerAgain);
      await b2.page.evaluate((t) => harness.join(t, false), buyerAgain);
      await connected(s2.page);
      await connected(b2.page);
      const relayed = await grows(b2.page, 2_000);
      const pairTypes = await b2.page.evaluate(() => harness.candidateTypes());
      check(
        relayed.ok && Object.values(pairTypes).every((t) => t.startsWith("relay/")),
        "media flows through TURN with the REST credentials of the join answer",
        `${JSON.stringify(pairTypes)}; +${relayed.audio} B audio, +${relayed.video} B video in 2 s`,
      );
      await s2.page.evaluate(() => harness.endForAll());
      const ended = await waitFor(
        "the buyer is told the meeting ended",
        () => b2.page.evaluate(() => ({ heard: harness.heard(), c: harness.connection() })),
        (v) => v.heard.some((h) => h.event === "ended"),
      );
      check(
        ended.c === "disconnected" && ended.heard.some((h) => h.event === "ended" && h.detail.length > 0),
        "ending for all closes the room for the others with the name of who ended it",
        JSON.stringify(ended),
      );
      await s2.context.close();
      await b2.context.close();
    }
  } catch (error) {
    failures++;
    console.log(`  ✗ ${error instanceof Error ? error.stack : error}`);
  } finally {
    await browser.close();
    await vite.close();
    await app.stop();
    await turn?.stop();
  }
  console.log(failures === 0 ? "video media: all checks passed" : `video media: ${failures} failed`);
  process.exit(failures === 0 ? 0 : 1);
}

await main();
