import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  joinAsPublisher,
  type Publisher,
  publish,
  type ReceivedPacket,
  startSending,
  subscribe,
} from "../../bench/sfu/peers";
import { until as waitUntil } from "../test/realtime-servers";
import { JanusConnection, JanusError, type JanusSession } from "./janus-client";
import { janusInstalled, type LocalJanus, startLocalJanus } from "./janus-process";
import { type JanusRoomRef, VideoRoomAdmin } from "./videoroom";

const UNAUTHORIZED = 433;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts what a subscriber receives, per kind. */
function counter() {
  const count = { audio: 0, video: 0, bytes: 0 };
  return {
    count,
    onPacket(packet: ReceivedPacket) {
      count[packet.kind]++;
      count.bytes += packet.bytes;
    },
  };
}

/** The project's polling wait, with what is awaited first (as these tests read). */
const until = (what: string, check: () => boolean | Promise<boolean>, ms = 8_000) =>
  waitUntil(check, ms, what);

describe("VideoRoom rooms administered by the app, with WebRTC peers", () => {
  let dir: string;
  let janus: LocalJanus;
  let admin: VideoRoomAdmin;
  let connection: JanusConnection;
  let session: JanusSession;
  const ref: JanusRoomRef = { janusRoom: randomInt(1, 2 ** 40), secret: randomBytes(12).toString("hex") };
  const token = () => randomBytes(12).toString("hex");

  beforeAll(async () => {
    if (!janusInstalled())
      throw new Error(
        "Janus is not installed: apt-get install janus (Debian's package, 1.1.x), as .ci/run does",
      );
    dir = mkdtempSync(path.join(tmpdir(), "janus-videoroom-"));
    janus = await startLocalJanus(dir, [41200, 41400]);
    admin = new VideoRoomAdmin(janus);
    await admin.ensure(ref, { description: "presentation", publishers: 6 });
    connection = await JanusConnection.open(janus.url, janus.apiSecret);
    session = await connection.createSession();
  }, 30_000);
  afterAll(async () => {
    await session?.destroy();
    connection?.close();
    admin?.close();
    await janus?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("creates the room once, with a secret: a second ensure keeps it, and editing without the secret is refused", async () => {
    expect(await admin.exists(ref.janusRoom)).toBe(true);
    await admin.ensure(ref, { description: "presentation", publishers: 6 });
    const thief = new VideoRoomAdmin(janus);
    await expect(thief.kick({ ...ref, secret: "wrong" }, 1)).rejects.toMatchObject({ code: UNAUTHORIZED });
    thief.close();
  });

  it("refuses a publisher or a subscriber whose token was never allowed, or was disallowed", async () => {
    await expect(joinAsPublisher(session, ref.janusRoom, "never-allowed", "intruder")).rejects.toMatchObject({
      code: UNAUTHORIZED,
    });
    const withoutToken = await session.attach();
    await expect(
      withoutToken.message({ request: "join", ptype: "publisher", room: ref.janusRoom }),
    ).rejects.toBeInstanceOf(JanusError);
    await withoutToken.detach();
    const revoked = token();
    await admin.allow(ref, [revoked]);
    await admin.disallow(ref, [revoked]);
    await expect(joinAsPublisher(session, ref.janusRoom, revoked, "sent out")).rejects.toMatchObject({
      code: UNAUTHORIZED,
    });
  });

  it("lets an allowed publisher in, and an allowed subscriber receives its video and audio", async () => {
    const [presenterToken, viewerToken] = [token(), token()];
    await admin.allow(ref, [presenterToken, viewerToken]);
    const presenter = await publish(session, ref.janusRoom, presenterToken, { display: "presenter" });
    const media = startSending(presenter);
    const seen = counter();
    // a subscription needs the private id of a participant who joined with an allowed token
    await expect(
      subscribe(session, ref.janusRoom, undefined, presenter.id, seen.onPacket),
    ).rejects.toMatchObject({
      code: UNAUTHORIZED,
    });
    await expect(subscribe(session, ref.janusRoom, 12345, presenter.id, seen.onPacket)).rejects.toMatchObject(
      {
        code: UNAUTHORIZED,
      },
    );
    const attendee = await joinAsPublisher(session, ref.janusRoom, viewerToken, "attendee");
    const viewer = await subscribe(session, ref.janusRoom, attendee.privateId, presenter.id, seen.onPacket);
    try {
      await until("video and audio at the subscriber", () => seen.count.video > 30 && seen.count.audio > 10);
      const before = seen.count.bytes;
      await sleep(500);
      expect(seen.count.bytes).toBeGreaterThan(before);
      const listed = await admin.participants(ref);
      expect(listed).toContainEqual(
        expect.objectContaining({ id: presenter.id, display: "presenter", publisher: true }),
      );
    } finally {
      media.stop();
      await viewer.close();
      await attendee.handle.detach();
      await presenter.close();
    }
  });

  it("kick removes a participant: gone from the list, and a kicked attendee's subscription gets no more media", async () => {
    const [presenterToken, viewerToken, otherToken] = [token(), token(), token()];
    await admin.allow(ref, [presenterToken, viewerToken, otherToken]);
    const presenter = await publish(session, ref.janusRoom, presenterToken, { display: "presenter" });
    const media = startSending(presenter);
    const [kicked, stays] = [counter(), counter()];
    const attendee = await joinAsPublisher(session, ref.janusRoom, viewerToken, "sent out");
    const other = await joinAsPublisher(session, ref.janusRoom, otherToken, "stays");
    const viewer = await subscribe(session, ref.janusRoom, attendee.privateId, presenter.id, kicked.onPacket);
    const otherViewer = await subscribe(
      session,
      ref.janusRoom,
      other.privateId,
      presenter.id,
      stays.onPacket,
    );
    try {
      await until("video at both subscribers", () => kicked.count.video > 10 && stays.count.video > 10);
      await admin.kick(ref, attendee.id);
      await until("the kicked attendee to leave the list", async () =>
        (await admin.participants(ref)).every((p) => p.id !== attendee.id),
      );
      await sleep(300);
      const after = { kicked: kicked.count.video, stays: stays.count.video };
      await sleep(1_000);
      expect(kicked.count.video).toBe(after.kicked);
      expect(stays.count.video).toBeGreaterThan(after.stays + 10);
      // its private id no longer opens a subscription
      await expect(
        subscribe(session, ref.janusRoom, attendee.privateId, presenter.id, kicked.onPacket),
      ).rejects.toMatchObject({ code: UNAUTHORIZED });
      await admin.kick(ref, presenter.id);
      await until("the kicked presenter to leave the list", async () =>
        (await admin.participants(ref)).every((p) => p.id !== presenter.id),
      );
      await sleep(300);
      const stopped = stays.count.video;
      await sleep(700);
      expect(stays.count.video).toBe(stopped);
      // kicking someone no longer there is not an error
      await admin.kick(ref, presenter.id);
    } finally {
      media.stop();
      await viewer.close();
      await otherViewer.close();
      await attendee.handle.detach();
      await other.handle.detach();
      await presenter.close();
    }
  });

  it("moderate mutes a publisher's audio, which the publisher cannot undo; unmuting by the room restores it", async () => {
    const [presenterToken, viewerToken] = [token(), token()];
    await admin.allow(ref, [presenterToken, viewerToken]);
    const presenter: Publisher = await publish(session, ref.janusRoom, presenterToken, {
      display: "attendee",
    });
    const media = startSending(presenter);
    const seen = counter();
    const watcher = await joinAsPublisher(session, ref.janusRoom, viewerToken, "presenter");
    const viewer = await subscribe(session, ref.janusRoom, watcher.privateId, presenter.id, seen.onPacket);
    const audioMid = presenter.streams.find((s) => s.type === "audio")?.mid;
    expect(audioMid).toBeDefined();
    try {
      await until("audio at the subscriber", () => seen.count.audio > 10);
      await admin.moderate(ref, presenter.id, audioMid as string, true);
      await sleep(300);
      const muted = { audio: seen.count.audio, video: seen.count.video };
      // the muted publisher asks to send its audio again
      await presenter.handle
        .message({ request: "configure", streams: [{ mid: audioMid, send: true }] })
        .catch(() => undefined);
      await sleep(1_000);
      expect(seen.count.audio).toBe(muted.audio);
      expect(seen.count.video).toBeGreaterThan(muted.video + 10);
      await admin.moderate(ref, presenter.id, audioMid as string, false);
      await until("audio again after the room unmutes", () => seen.count.audio > muted.audio + 10);
    } finally {
      media.stop();
      await viewer.close();
      await watcher.handle.detach();
      await presenter.close();
    }
  });

  it("destroy ends the room: it no longer exists, and nobody can join it", async () => {
    const other: JanusRoomRef = { janusRoom: randomInt(1, 2 ** 40), secret: randomBytes(12).toString("hex") };
    await admin.ensure(other, { description: "short-lived", publishers: 2 });
    const allowed = token();
    await admin.allow(other, [allowed]);
    const { handle } = await joinAsPublisher(session, other.janusRoom, allowed, "early");
    const events: string[] = [];
    handle.on((message) => {
      const data = (message.plugindata as { data?: Record<string, unknown> } | undefined)?.data;
      if (data?.videoroom) events.push(String(data.videoroom));
    });
    await admin.destroy(other);
    expect(await admin.exists(other.janusRoom)).toBe(false);
    await until("the participant told the room is destroyed", () => events.includes("destroyed"));
    await expect(joinAsPublisher(session, other.janusRoom, allowed, "late")).rejects.toMatchObject({
      code: 426,
    });
    expect(await admin.participants(other)).toEqual([]);
    // destroying it again is not an error
    await admin.destroy(other);
    await handle.detach();
  });
});
