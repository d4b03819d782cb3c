import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVideoPeer, VideoJoinAnswer } from "../../../shared/video/protocol";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { insertMeeting } from "../meetings/meetings.fixture";
import { type VideoWorld, videoWorld } from "./video.fixture";

/** The signalling of the video rooms, with two server processes sharing Redis (sockets on both). */
let t: TestApp;
let w: VideoWorld;
let servers: RealtimeServer[] = [];
const sockets: Socket[] = [];
const seated: Partial<Record<"seller" | "colleague" | "buyer" | "interpreter" | "host", Socket>> = {};
beforeAll(async () => {
  t = await startTestApp();
  w = await videoWorld(t);
  servers = await startRealtimeServers(t.ctx, 2);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const s of servers) await s.close();
  await t.close();
});

const url = (i: number) => servers[i % servers.length]!.url;
async function open(i: number, user?: TestUser): Promise<Socket> {
  const socket = socketTo(url(i), user?.token ?? "", false);
  sockets.push(socket);
  await connected(socket);
  return socket;
}
async function roomToken(user: TestUser, meetingId = w.meetings.live): Promise<string> {
  const res = await fetch(`${url(0)}/video/videoCall/token?meetingId=${meetingId}`, {
    headers: { authorization: user.token },
  });
  if (!res.ok) throw new Error(`token ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
const join = (socket: Socket, token: string) =>
  new Promise<VideoJoinAnswer>((resolve) =>
    socket.emit("video:join", { token, audio: true, video: true }, (a: VideoJoinAnswer) => resolve(a)),
  );
const leave = (socket: Socket) => new Promise((resolve) => socket.emit("video:leave", {}, resolve));
/** Collects the events a socket receives. */
function recorder(socket: Socket, events: string[]) {
  const seen: { event: string; payload: unknown }[] = [];
  for (const event of events) socket.on(event, (payload: unknown) => seen.push({ event, payload }));
  return seen;
}

describe("video signalling", () => {
  it("refuses a join without a valid room token, with someone else's, and after the right is gone", async () => {
    const anonymous = await open(0);
    expect(await join(anonymous, "not-a-token")).toEqual({ ok: false, error: "token" });
    // a session token is not a room token
    expect(await join(anonymous, w.seller.token.slice(7))).toEqual({ ok: false, error: "token" });
    // the seller's room token on the buyer's connection
    const buyer = await open(1, w.buyer);
    expect(await join(buyer, await roomToken(w.seller))).toEqual({ ok: false, error: "token" });
    expect(await join(anonymous, await roomToken(w.seller))).toEqual({ ok: false, error: "token" });
  });

  it("relays offers and candidates only between peers of the same room, across processes", async () => {
    const seller = await open(0, w.seller);
    const buyer = await open(1, w.buyer);
    const stranger = await open(1);
    const sellerIn = await join(seller, await roomToken(w.seller));
    expect(sellerIn).toMatchObject({ ok: true, peers: [] });
    const buyerSeen = recorder(buyer, ["video:signal", "video:peer-joined"]);
    const sellerSeen = recorder(seller, [
      "video:signal",
      "video:peer-joined",
      "video:peer-state",
      "video:reaction",
    ]);
    const buyerIn = await join(buyer, await roomToken(w.buyer));
    if (!buyerIn.ok || !sellerIn.ok) throw new Error("join failed");
    expect(buyerIn.peers.map((p: TVideoPeer) => p.identity)).toEqual([`u${w.seller.id}`]);
    await until(() => sellerSeen.some((e) => e.event === "video:peer-joined"), 2_000, "peer-joined");
    buyer.emit("video:signal", {
      to: sellerIn.self.peerId,
      description: { type: "offer", sdp: "v=0 offer" },
    });
    seller.emit("video:signal", {
      to: buyerIn.self.peerId,
      candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0", sdpMLineIndex: 0 },
    });
    await until(() => sellerSeen.some((e) => e.event === "video:signal"), 2_000, "offer relayed");
    await until(() => buyerSeen.some((e) => e.event === "video:signal"), 2_000, "candidate relayed");
    expect(sellerSeen.find((e) => e.event === "video:signal")!.payload).toEqual({
      from: buyerIn.self.peerId,
      description: { type: "offer", sdp: "v=0 offer" },
    });
    // a socket outside the room cannot reach anyone in it, even knowing their ids
    stranger.emit("video:signal", { to: sellerIn.self.peerId, description: { type: "offer", sdp: "evil" } });
    buyer.emit("video:state", { audio: false, video: true, sharing: false });
    buyer.emit("video:reaction", { reaction: "thumbsUp" });
    await until(() => sellerSeen.some((e) => e.event === "video:reaction"), 2_000, "reaction");
    expect(sellerSeen.filter((e) => e.event === "video:signal")).toHaveLength(1);
    expect(sellerSeen.find((e) => e.event === "video:peer-state")!.payload).toMatchObject({ audio: false });
    await leave(buyer);
    await leave(seller);
  });

  it("lets one person share a screen at a time, also when two claim it at the same moment on two processes", async () => {
    const seller = await open(0, w.seller);
    const buyer = await open(1, w.buyer);
    await join(seller, await roomToken(w.seller));
    await join(buyer, await roomToken(w.buyer));
    const share = (socket: Socket, sharing: boolean) =>
      new Promise<{ ok: boolean; error?: string }>((resolve) =>
        socket.emit("video:state", { audio: true, video: true, sharing }, resolve),
      );
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([share(seller, true), share(buyer, true)]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.find((a) => !a.ok)).toEqual({ ok: false, error: "sharing" });
      // while one shares, the other is refused; once it stops, the other may
      const [sharer, other] = answers[0]!.ok ? [seller, buyer] : [buyer, seller];
      expect(await share(other, true)).toEqual({ ok: false, error: "sharing" });
      expect(await share(sharer, false)).toEqual({ ok: true });
      expect(await share(other, true)).toEqual({ ok: true });
      expect(await share(other, false)).toEqual({ ok: true });
    }
    await leave(buyer);
    await leave(seller);
  });

  it("seats two people of each company, one interpreter, one observer; the rest get a clear refusal", async () => {
    const extra = await createUser(t.ctx);
    await t.ctx.db.insert(s.applicationManagers).values({
      applicationId: w.aS.id,
      subEventId: w.s1.id,
      userId: extra.id,
      name: "Extra",
      email: extra.email,
      codeHash: `x-${extra.id}`,
      used: "Y",
    });
    const seat = async (i: number, user: TestUser, name?: keyof typeof seated) => {
      const socket = await open(i, user);
      if (name) seated[name] = socket;
      return join(socket, await roomToken(user));
    };
    expect(await seat(0, w.seller, "seller")).toMatchObject({ ok: true });
    expect(await seat(1, w.colleague, "colleague")).toMatchObject({ ok: true });
    expect(await seat(0, extra)).toEqual({ ok: false, error: "companyFull" });
    expect(await seat(1, w.buyer, "buyer")).toMatchObject({ ok: true });
    expect(await seat(0, w.interpreter, "interpreter")).toMatchObject({ ok: true });
    // the same interpreter again (a second window, a reconnect): one seat per person, the new one replaces it
    const replaced = new Promise((resolve) => seated.interpreter!.once("video:ended", resolve));
    expect(await seat(1, w.interpreter, "interpreter")).toMatchObject({ ok: true });
    expect(await replaced).toEqual({ byName: "", reason: "replaced" });
    const host = await seat(0, w.host, "host");
    expect(host).toMatchObject({ ok: true, self: { role: "observer", audio: false, video: false } });
    const presence = await fetch(`${url(1)}/api/host/subEvents/${w.s1.id}/videoPresence`, {
      headers: { authorization: w.host.token },
    });
    const rooms = await presence.json();
    expect(rooms[0].connected.map((c: { role: string }) => c.role).sort()).toEqual([
      "interpreter",
      "observer",
      "participant",
      "participant",
      "participant",
    ]);
  });

  it("a colleague removed while in the room loses the seat at once, on the other process", async () => {
    const ended = new Promise((resolve) => seated.colleague!.once("video:ended", resolve));
    const left = recorder(seated.seller!, ["video:peer-left"]);
    const removed = await fetch(`${url(0)}/api/applications/managersDelete`, {
      method: "POST",
      headers: { authorization: w.seller.token, "content-type": "application/json" },
      body: JSON.stringify({ ids: [w.colleagueRecord.id], id: w.aS.id }),
    });
    expect(removed.status).toBe(200);
    expect(await ended).toEqual({ byName: "" });
    await until(() => left.length === 1, 2_000, "the others are told");
  });

  it("only a company's person ends the meeting for everyone", async () => {
    const end = (socket: Socket) =>
      new Promise<{ ok: boolean }>((resolve) => socket.emit("video:end", {}, resolve));
    expect(await end(seated.interpreter!)).toEqual({ ok: false });
    expect(await end(seated.host!)).toEqual({ ok: false });
    const endings = (["buyer", "interpreter", "host"] as const).map(
      (name) => new Promise((resolve) => seated[name]!.once("video:ended", resolve)),
    );
    expect(await end(seated.seller!)).toEqual({ ok: true });
    expect(await Promise.all(endings)).toEqual(Array(3).fill({ byName: "Kim Seller" }));
  });

  it("the interpreter taken off the meeting leaves the room", async () => {
    const socket = await open(1, w.interpreter);
    expect(await join(socket, await roomToken(w.interpreter))).toMatchObject({ ok: true });
    const ended = new Promise((resolve) => socket.once("video:ended", resolve));
    const res = await http(0, "PUT", `/api/host/meetings/${w.meetings.live}/interpreter`, w.host, {
      interpreterId: null,
    });
    expect(res.status).toBe(200);
    await ended;
  });

  it("a meeting called off while people wait in its room sends them out", async () => {
    const seller = await open(0, w.seller);
    expect(await join(seller, await roomToken(w.seller))).toMatchObject({ ok: true });
    const ended = new Promise((resolve) => seller.once("video:ended", resolve));
    const res = await http(1, "PUT", "/api/meetings/update", w.buyer, {
      subEventId: w.s1.id,
      acceptorId: w.aB.id,
      meetingId: w.meetings.live,
      status: "disagree",
      reasonCode: "B",
    });
    expect(res.status).toBe(200);
    await ended;
    expect(await join(seller, await roomToken(w.seller).catch(() => "gone"))).toEqual({
      ok: false,
      error: "token",
    });
  });

  it("a direct room closed by its host sends everyone out; a revoked guest is disconnected", async () => {
    expect(
      (
        await http(0, "PUT", `/api/host/events/${w.event.id}/directRooms/2`, w.host, {
          open: true,
          title: "",
        })
      ).status,
    ).toBe(200);
    const info = await (
      await fetch(`${url(0)}/chime/join?roomId=direct:${w.event.id}:2&name=Visitor`)
    ).json();
    const visitor = await open(1);
    expect(await join(visitor, info.Attendee.JoinToken)).toMatchObject({
      ok: true,
      self: { name: "Visitor" },
    });
    const ended = new Promise((resolve) => visitor.once("video:ended", resolve));
    await http(0, "PUT", `/api/host/events/${w.event.id}/directRooms/2`, w.host, { open: false, title: "" });
    await ended;
    expect(await join(visitor, info.Attendee.JoinToken)).toEqual({ ok: false, error: "closed" });

    const meetingId = await insertMeeting(t, w.s1.id, new Date(Date.now() + 5 * 60_000), w.aS2.id, w.aB2.id);
    const ticket = await (
      await http(0, "POST", `/api/host/meetings/${meetingId}/guestTickets`, w.host, { name: "Dana" })
    ).json();
    const session = await (
      await fetch(`${url(1)}/api/guest/auth/exchange`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticketId: ticket.id }),
      })
    ).json();
    const room = await (
      await fetch(`${url(0)}/video/videoCall/token?meetingId=${meetingId}`, {
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json();
    const guest = await open(1);
    expect(await join(guest, room.token)).toMatchObject({ ok: true, self: { role: "guest", name: "Dana" } });
    const gone = new Promise((resolve) => guest.once("disconnect", resolve));
    expect((await http(0, "DELETE", `/api/host/guestTickets/${ticket.id}`, w.host)).status).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });
});

async function http(i: number, method: string, path: string, user: TestUser, body?: object) {
  return fetch(`${url(i)}${path}`, {
    method,
    headers: { authorization: user.token, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}
