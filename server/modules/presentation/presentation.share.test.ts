import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { RTCPeerConnection, MediaStreamTrack as Track, useVP8 as vp8Codec } from "werift";
import { VP8_PAYLOAD_TYPE } from "../../../bench/sfu/synthetic";
import type { TPresentationPerson } from "../../../shared/video/presentation";
import { until } from "../../test/realtime-servers";
import { ask, presentationRig } from "./presentation.fixture";

/**
 * A presenter's screen share in a presentation room (13.31), against a real Janus and two app processes: only
 * presenters share, one share per room, attendees may watch it, and it ends with its presenter.
 */
const rig = presentationRig([[42400, 42600]]);
const { joined, room } = rig;

/** A screen's offer as a browser makes it: one video track, send only, VP8. */
async function screenOffer(): Promise<{ type: "offer"; sdp: string }> {
  return { type: "offer", sdp: (await screenPeer()).localDescription!.sdp };
}

async function screenPeer(): Promise<RTCPeerConnection> {
  const pc = new RTCPeerConnection({ codecs: { video: [vp8Codec({ payloadType: VP8_PAYLOAD_TYPE })] } });
  rig.close.push(() => pc.close());
  pc.addTransceiver(new Track({ kind: "video" }), { direction: "sendonly" });
  await pc.setLocalDescription(await pc.createOffer());
  return pc;
}

/**
 * Shares as a browser does, through to a connected peer: the offer, Janus's answer and its candidates (passed
 * on by the server as `pres:trickle` of the screen).
 */
async function shareConnected(socket: Socket): Promise<void> {
  const pc = await screenPeer();
  socket.on("pres:trickle", (m: { target: string; candidate?: { candidate?: string; sdpMid?: string } }) => {
    if (m.target !== "screen" || !m.candidate?.candidate) return;
    pc.addIceCandidate({ candidate: m.candidate.candidate, sdpMid: m.candidate.sdpMid }).catch(
      () => undefined,
    );
  });
  const shared = await ask<{ ok: boolean; jsep: { type: "answer"; sdp: string } }>(socket, "share", {
    jsep: { type: "offer", sdp: pc.localDescription!.sdp },
  });
  expect(shared).toMatchObject({ ok: true, jsep: { type: "answer" } });
  await pc.setRemoteDescription(shared.jsep);
  await until(() => pc.connectionState === "connected", 10_000, "the screen's connection to Janus");
}

const screenOf = (people: TPresentationPerson[] | undefined, identity: string) =>
  people?.find((p) => p.identity === identity)?.screenFeed ?? null;

describe("a presenter's screen share through Janus", () => {
  it("is refused to attendees; one presenter shares at a time; attendees may watch it; it ends when stopped or left", async () => {
    const presenter = await joined(rig.w.presenter, 0);
    const presenter2 = await joined(rig.w.presenter2, 1);
    const buyer = await joined(rig.w.buyer, 1);

    // an attendee has no share (13.31): refused by the server, nothing published
    expect(await ask(buyer.socket, "share", { jsep: await screenOffer() })).toEqual({
      ok: false,
      error: "forbidden",
    });

    // the presenter shares: Janus answers, and everyone sees the screen's feed beside the camera's
    await shareConnected(presenter.socket);
    await until(() => screenOf(buyer.people.at(-1), presenter.self.identity) !== null, 5_000, "screen seen");
    const screenFeed = screenOf(buyer.people.at(-1), presenter.self.identity)!;
    expect(screenFeed).not.toBe(presenter.self.feed);
    const placed = await rig.t.ctx.media.place(rig.t.ctx.db, room(), rig.w.webinars.live, rig.t.ctx.now());
    expect((await placed.admin.participants(placed.ref)).map((p) => p.id)).toContain(screenFeed);

    // a second presenter is refused while the first shares (on the other process)
    expect(await ask(presenter2.socket, "share", { jsep: await screenOffer() })).toEqual({
      ok: false,
      error: "busy",
    });

    // the attendee may watch it: the server keeps it among the feeds it subscribes
    const watched = await ask<{ ok: boolean; streams: { feed: number }[] }>(buyer.socket, "subscribe", {
      feeds: [screenFeed],
    });
    expect(watched).toMatchObject({ ok: true });
    expect(watched.streams.map((s) => s.feed)).toContain(screenFeed);

    // stopped: gone from Janus and from everyone's list; the other presenter may now share
    expect(await ask(presenter.socket, "unshare")).toEqual({ ok: true });
    await until(() => screenOf(buyer.people.at(-1), presenter.self.identity) === null, 5_000, "screen gone");
    expect((await placed.admin.participants(placed.ref)).map((p) => p.id)).not.toContain(screenFeed);
    expect(await ask(presenter2.socket, "share", { jsep: await screenOffer() })).toMatchObject({ ok: true });
    await until(
      () => screenOf(buyer.people.at(-1), presenter2.self.identity) !== null,
      5_000,
      "second share",
    );

    // a presenter who leaves takes the share along; the room is free again
    presenter2.socket.close();
    await until(() => screenOf(buyer.people.at(-1), presenter2.self.identity) === null, 5_000, "share ended");
    expect(await ask(presenter.socket, "share", { jsep: await screenOffer() })).toMatchObject({ ok: true });
  });
});
