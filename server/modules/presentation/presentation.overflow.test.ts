import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import {
  useOPUS as opusCodec,
  RTCPeerConnection,
  MediaStreamTrack as Track,
  useVP8 as vp8Codec,
} from "werift";
import type { Publisher } from "../../../bench/sfu/peers";
import { startSending } from "../../../bench/sfu/peers";
import { OPUS_PAYLOAD_TYPE, VP8_PAYLOAD_TYPE } from "../../../bench/sfu/synthetic";
import * as s from "../../db/schema";
import { until } from "../../test/realtime-servers";
import { ask, presentationRig } from "./presentation.fixture";
import { chooseSeat, overflowKey } from "./presentation.overflow";

/**
 * A webinar room over three Janus instances (docs/sfu.md, "Overflow"): with room for one seat per instance, the
 * presenter sits on the first, the attendee after them on the second, whose subscription to the presenter goes
 * through a forward made by the server; media arrives; the next attendee sits on the third and gets the presenter
 * by a forward of its own; accepted on stage, the first attendee reaches the presenter by a forward back; the
 * host's send-out reaches the attendee's instance; leaving removes each one's forwards.
 */

// room for one seat per instance
const rig = presentationRig(
  [
    [42800, 42900],
    [43000, 43100],
    [43200, 43300],
  ],
  (config) => Object.assign(config, { janusViewersPerInstance: 1 }),
);
const { joined, room } = rig;
const codecs = {
  audio: [opusCodec({ payloadType: OPUS_PAYLOAD_TYPE })],
  video: [vp8Codec({ payloadType: VP8_PAYLOAD_TYPE })],
};
const pcs: RTCPeerConnection[] = [];
const forwardsOf = (feed: number) =>
  rig.t.ctx.db.select().from(s.janusForwards).where(eq(s.janusForwards.feed, feed));
rig.close.push(async () => {
  for (const pc of pcs) await pc.close();
});

/** Relays the server's `pres:trickle` of one connection to a werift peer. */
function relay(socket: Socket, target: string, pc: RTCPeerConnection): void {
  socket.on("pres:trickle", (m: { target: string; candidate?: { candidate?: string; sdpMid?: string } }) => {
    if (m.target !== target || !m.candidate?.candidate) return;
    pc.addIceCandidate({ candidate: m.candidate.candidate, sdpMid: m.candidate.sdpMid }).catch(
      () => undefined,
    );
  });
}

/**
 * Subscribes to a feed as the browser does: a feed just published may not be live on Janus yet (428), and the
 * browser asks again shortly; here up to 10 s.
 */
async function subscribed(socket: Socket, feed: number) {
  type Offer = {
    ok: boolean;
    error?: unknown;
    jsep: { type: "offer"; sdp: string };
    streams: { feed: number }[];
  };
  let answer = await ask<Offer>(socket, "subscribe", { feeds: [feed] });
  for (let i = 0; i < 20 && !answer.ok && answer.error === 428; i++) {
    await new Promise((r) => setTimeout(r, 500));
    answer = await ask<Offer>(socket, "subscribe", { feeds: [feed] });
  }
  return answer;
}

/** Answers a subscription's offer from a werift peer; counts the RTP packets received per kind. */
async function watch(socket: Socket, offer: { jsep: { type: "offer"; sdp: string } }) {
  const viewer = new RTCPeerConnection({ codecs });
  pcs.push(viewer);
  const received = { audio: 0, video: 0 };
  viewer.onTrack.subscribe((track) =>
    track.onReceiveRtp.subscribe(() => {
      received[track.kind === "audio" ? "audio" : "video"]++;
    }),
  );
  relay(socket, "subscriber", viewer);
  await viewer.setRemoteDescription(offer.jsep);
  await viewer.setLocalDescription(await viewer.createAnswer());
  expect(await ask(socket, "start", { jsep: { type: "answer", sdp: viewer.localDescription!.sdp } })).toEqual(
    { ok: true },
  );
  await ask(socket, "trickle", { target: "subscriber", candidate: null });
  return received;
}

/** Publishes a synthetic camera and microphone through the server, as a browser does. */
async function publishThrough(socket: Socket): Promise<() => void> {
  const pc = new RTCPeerConnection({ codecs });
  pcs.push(pc);
  const audio = new Track({ kind: "audio" });
  const video = new Track({ kind: "video" });
  pc.addTransceiver(audio, { direction: "sendonly" });
  pc.addTransceiver(video, { direction: "sendonly" });
  relay(socket, "publisher", pc);
  await pc.setLocalDescription(await pc.createOffer());
  const answer = await ask<{ ok: boolean; jsep: { type: "answer"; sdp: string } }>(socket, "publish", {
    jsep: { type: "offer", sdp: pc.localDescription!.sdp },
  });
  expect(answer).toMatchObject({ ok: true });
  await ask(socket, "trickle", { target: "publisher", candidate: null });
  await pc.setRemoteDescription(answer.jsep);
  await until(() => pc.connectionState === "connected", 10_000, "the publisher's connection");
  return startSending({ video, audio } as unknown as Publisher).stop;
}

describe("choosing an attendee's seat", () => {
  const keys = ["r", "r#2", "r#3"];
  it("takes the first placement with a free seat, the room's own first", () => {
    expect(chooseSeat(keys, new Map(), 2)).toBe("r");
    expect(chooseSeat(keys, new Map([["r", 2]]), 2)).toBe("r#2");
    expect(
      chooseSeat(
        keys,
        new Map([
          ["r", 2],
          ["r#2", 1],
        ]),
        2,
      ),
    ).toBe("r#2");
    expect(
      chooseSeat(
        keys,
        new Map([
          ["r", 2],
          ["r#2", 2],
        ]),
        2,
      ),
    ).toBe("r#3");
  });
  it("seats beyond capacity where the fewest are when every instance is full", () => {
    expect(
      chooseSeat(
        keys,
        new Map([
          ["r", 3],
          ["r#2", 2],
          ["r#3", 4],
        ]),
        2,
      ),
    ).toBe("r#2");
  });
});

describe("a webinar room over three Janus instances", () => {
  it("seats the attendee beyond capacity on the second instance, forwards the presenter there, and cleans up", async () => {
    const { t, w, url } = rig;
    const [a, b, c] = rig.janus as [(typeof rig.janus)[0], (typeof rig.janus)[0], (typeof rig.janus)[0]];
    const presenter = await joined(w.presenter, 0);
    const placedA = await t.ctx.media.place(t.ctx.db, room(), w.webinars.live, t.ctx.now());
    expect(placedA.instance.url).toBe(a.janus.url);
    const stopSending = await publishThrough(presenter.socket);

    // the room's own placement holds its one seat: the attendee is seated in the overflow room on B
    const buyer = await joined(w.buyer, 1);
    const placedB = await t.ctx.media.place(t.ctx.db, overflowKey(room()), w.webinars.live, t.ctx.now());
    expect(placedB.instance.url).toBe(b.janus.url);
    expect((await placedB.admin.participants(placedB.ref)).map((p) => p.id)).toContain(buyer.self.feed);
    expect((await placedA.admin.participants(placedA.ref)).map((p) => p.id)).not.toContain(buyer.self.feed);

    // the attendee asks for the presenter by the room's id; the server forwards it to B and names it back
    await until(
      () => buyer.people.at(-1)?.find((p) => p.identity === presenter.self.identity)?.feed != null,
      5_000,
      "the presenter's feed listed",
    );
    const offer = await subscribed(buyer.socket, presenter.self.feed);
    expect(offer).toMatchObject({ ok: true, jsep: { type: "offer" } });
    expect(new Set(offer.streams.map((x) => x.feed))).toEqual(new Set([presenter.self.feed]));
    const [forward] = await forwardsOf(presenter.self.feed);
    expect(forward).toMatchObject({ targetKey: overflowKey(room()), originKey: room() });

    // and the media arrives on B
    const received = await watch(buyer.socket, offer);
    await until(() => received.video > 20 && received.audio > 5, 15_000, "the presenter's media on B");

    // A and B hold their one seat each: the next attendee sits in a third room, on C, with a forward of its own
    const buyer2 = await joined(w.buyer2, 0);
    const placedC = await t.ctx.media.place(t.ctx.db, overflowKey(room(), 3), w.webinars.live, t.ctx.now());
    expect(placedC.instance.url).toBe(c.janus.url);
    expect((await placedC.admin.participants(placedC.ref)).map((p) => p.id)).toContain(buyer2.self.feed);
    const offerC = await subscribed(buyer2.socket, presenter.self.feed);
    expect(offerC).toMatchObject({ ok: true });
    expect((await forwardsOf(presenter.self.feed)).map((f) => f.targetKey).sort()).toEqual(
      [overflowKey(room()), overflowKey(room(), 3)].sort(),
    );
    const receivedC = await watch(buyer2.socket, offerC);
    await until(() => receivedC.video > 20 && receivedC.audio > 5, 15_000, "the presenter's media on C");

    // the attendee on B raises a hand, the presenter accepts: the presenter on A receives them by a forward back
    const stopBuyer = await publishThrough(buyer.socket);
    expect(await ask(buyer.socket, "hand", { raise: true })).toMatchObject({ ok: true });
    expect(
      await ask(presenter.socket, "moderate", { identity: buyer.self.identity, action: "acceptHand" }),
    ).toEqual({ ok: true });
    const back = await subscribed(presenter.socket, buyer.self.feed);
    expect(back).toMatchObject({ ok: true });
    expect(new Set(back.streams.map((x) => x.feed))).toEqual(new Set([buyer.self.feed]));
    const [backward] = await forwardsOf(buyer.self.feed);
    expect(backward).toMatchObject({ targetKey: room(), originKey: overflowKey(room()) });
    const stage = new RTCPeerConnection({ codecs });
    pcs.push(stage);
    let heard = 0;
    stage.onTrack.subscribe((track) =>
      track.onReceiveRtp.subscribe(() => {
        if (track.kind === "audio") heard++;
      }),
    );
    relay(presenter.socket, "subscriber", stage);
    await stage.setRemoteDescription(back.jsep);
    await stage.setLocalDescription(await stage.createAnswer());
    await ask(presenter.socket, "start", { jsep: { type: "answer", sdp: stage.localDescription!.sdp } });
    await ask(presenter.socket, "trickle", { target: "subscriber", candidate: null });
    await until(() => heard > 5, 15_000, "the accepted attendee heard on A");

    // the host sends the attendee out: kicked from B, where the seat is
    const res = await fetch(`${url(0)}/video/videoCall/addBlackList`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: w.host.token },
      body: JSON.stringify({ roomId: room(), identity: buyer.self.identity }),
    });
    expect(res.status).toBe(200);
    await until(() => buyer.removed.length > 0, 5_000, "the attendee sent out");
    await until(
      async () => !(await placedB.admin.participants(placedB.ref)).some((p) => p.id === buyer.self.feed),
      5_000,
      "the attendee gone from B",
    );
    stopBuyer();
    // their forward to A goes with them
    await until(
      async () => (await forwardsOf(buyer.self.feed)).length === 0,
      10_000,
      "the attendee's forward removed",
    );
    expect((await placedA.admin.participants(placedA.ref)).map((p) => p.id)).not.toContain(
      backward!.remoteId,
    );

    // the presenter leaving takes the forward along
    stopSending();
    presenter.socket.close();
    await until(
      async () => (await forwardsOf(presenter.self.feed)).length === 0,
      10_000,
      "the forward removed",
    );
    expect((await placedB.admin.participants(placedB.ref)).map((p) => p.id)).not.toContain(forward!.remoteId);
    expect((await placedC.admin.participants(placedC.ref)).map((p) => p.id)).toEqual([buyer2.self.feed]);
  });
});
