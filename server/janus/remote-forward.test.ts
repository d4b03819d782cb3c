import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  joinAsPublisher,
  publish,
  type ReceivedPacket,
  startSending,
  subscribe,
} from "../../bench/sfu/peers";
import { until as waitUntil } from "../test/realtime-servers";
import { JanusConnection, type JanusSession } from "./janus-client";
import { janusInstalled, type LocalJanus, startLocalJanus } from "./janus-process";
import { forwardPublisher } from "./remote-forward";
import { type JanusRoomRef, VideoRoomAdmin } from "./videoroom";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The project's polling wait, with what is awaited first (as these tests read). */
const until = (what: string, check: () => boolean | Promise<boolean>, ms = 8_000) =>
  waitUntil(check, ms, what);

interface Side {
  dir: string;
  janus: LocalJanus;
  admin: VideoRoomAdmin;
  connection: JanusConnection;
  session: JanusSession;
  ref: JanusRoomRef;
}

async function side(name: string, rtpPorts: [number, number]): Promise<Side> {
  const dir = mkdtempSync(path.join(tmpdir(), `janus-${name}-`));
  const janus = await startLocalJanus(dir, rtpPorts);
  const admin = new VideoRoomAdmin(janus);
  const ref = { janusRoom: randomInt(1, 2 ** 40), secret: randomBytes(12).toString("hex") };
  await admin.ensure(ref, { description: `webinar on ${name}`, publishers: 6 });
  const connection = await JanusConnection.open(janus.url, janus.apiSecret);
  const session = await connection.createSession();
  return { dir, janus, admin, connection, session, ref };
}

describe("a presenter on one Janus instance forwarded to viewers on another", () => {
  let a: Side;
  let b: Side;
  beforeAll(async () => {
    if (!janusInstalled())
      throw new Error(
        "Janus is not installed: apt-get install janus (Debian's package, 1.1.x), as .ci/run does",
      );
    [a, b] = await Promise.all([side("origin", [41500, 41600]), side("viewers", [41700, 41800])]);
  }, 40_000);
  afterAll(async () => {
    for (const s of [a, b]) {
      if (!s) continue;
      await s.session.destroy();
      s.connection.close();
      s.admin.close();
      await s.janus.stop();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it("a viewer on the second instance receives the presenter of the first, until the forward stops", async () => {
    const presenterToken = randomBytes(9).toString("hex");
    const viewerToken = randomBytes(9).toString("hex");
    await a.admin.allow(a.ref, [presenterToken]);
    await b.admin.allow(b.ref, [viewerToken]);
    const presenter = await publish(a.session, a.ref.janusRoom, presenterToken, {
      display: "buyer presenting",
    });
    const media = startSending(presenter);
    expect(presenter.streams.map((s) => s.type)).toEqual(["audio", "video"]);

    const forward = await forwardPublisher({
      origin: { admin: a.admin, ref: a.ref },
      target: { admin: b.admin, ref: b.ref },
      publisherId: presenter.id,
      display: "buyer presenting",
      streams: presenter.streams,
    });
    expect(forward.address.host).toBe("127.0.0.1");
    // Janus lists the remote publisher once its streams are set up, which under load takes a moment.
    await until("the remote publisher to be listed on the second instance", async () =>
      (await b.admin.participants(b.ref)).some(
        (p) => p.id === forward.remotePublisherId && p.display === "buyer presenting",
      ),
    );

    const seen = { audio: 0, video: 0, bytes: 0, marked: 0 };
    const onPacket = (p: ReceivedPacket) => {
      seen[p.kind]++;
      seen.bytes += p.bytes;
      if (p.mark) seen.marked++;
    };
    const viewer = await joinAsPublisher(b.session, b.ref.janusRoom, viewerToken, "seller watching");
    const subscription = await subscribe(
      b.session,
      b.ref.janusRoom,
      viewer.privateId,
      forward.remotePublisherId,
      onPacket,
    );
    try {
      await until("the presenter's media on the second instance", () => seen.video > 30 && seen.audio > 10);
      const bytes = seen.bytes;
      await sleep(500);
      expect(seen.bytes).toBeGreaterThan(bytes);
      // the packets are the presenter's own (their marks went through both instances)
      expect(seen.marked).toBe(seen.audio + seen.video);

      await forward.stop();
      await until("the remote publisher to leave the second instance", async () =>
        (await b.admin.participants(b.ref)).every((p) => p.id !== forward.remotePublisherId),
      );
      await sleep(300);
      const stopped = seen.video;
      await sleep(700);
      expect(seen.video).toBe(stopped);
    } finally {
      media.stop();
      await subscription.close();
      await viewer.handle.detach();
      await presenter.close();
    }
  });

  it("refuses to forward a publisher the origin does not have, and leaves nothing behind on the target", async () => {
    const before = await b.admin.participants(b.ref);
    await expect(
      forwardPublisher({
        origin: { admin: a.admin, ref: a.ref },
        target: { admin: b.admin, ref: b.ref },
        publisherId: 424242,
        display: "nobody",
        streams: [{ type: "video", mid: "0", mindex: 0, codec: "vp8" }],
      }),
    ).rejects.toMatchObject({ code: 428 });
    // Janus removes a remote publisher on its own loop: gone within moments, not always by the answer
    const ids = (list: { id: number }[]) => JSON.stringify(list.map((p) => p.id).sort());
    await until(
      "the refused forward's remote publisher to be removed",
      async () => ids(await b.admin.participants(b.ref)) === ids(before),
    );
  });
});
