import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TVideoPeer, VideoJoinAnswer } from "../../../shared/video/protocol";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { type VideoWorld, videoWorld } from "./video.fixture";

/** Seats in a meeting room: one per person (reconnects, second windows, guest sessions), parties first. */
let t: TestApp;
let w: VideoWorld;
let servers: RealtimeServer[] = [];
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  w = await videoWorld(t);
  servers = await startRealtimeServers(t.ctx, 2);
}, 60_000);
// every test starts from empty rooms: its sockets close and the server lets their seats go
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await until(async () => (await present(w.meetings.live)).length === 0, 5_000, "the room empties");
});
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
async function roomToken(authorization: string, meetingId: number): Promise<string> {
  const res = await fetch(`${url(0)}/video/videoCall/token?meetingId=${meetingId}`, {
    headers: { authorization },
  });
  if (!res.ok) throw new Error(`token ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
async function join(socket: Socket, token: string): Promise<VideoJoinAnswer> {
  return new Promise((resolve) =>
    socket.emit("video:join", { token, audio: true, video: true }, (a: VideoJoinAnswer) => resolve(a)),
  );
}
async function seat(i: number, user: TestUser, meetingId: number) {
  const socket = await open(i, user);
  const answer = await join(socket, await roomToken(user.token, meetingId));
  if (!answer.ok) throw new Error(`${user.email} refused: ${answer.error}`);
  return { socket, answer };
}
/** The events a socket receives, in order. */
function recorder(socket: Socket) {
  const seen: { event: string; peerId: string; identity?: string }[] = [];
  socket.on("video:peer-joined", (p: TVideoPeer) =>
    seen.push({ event: "joined", peerId: p.peerId, identity: p.identity }),
  );
  socket.on("video:peer-left", (p: { peerId: string }) => seen.push({ event: "left", peerId: p.peerId }));
  return seen;
}
/** Who the room holds as a client that was told every arrival and departure sees it. */
function roomAsSeen(seen: ReturnType<typeof recorder>, initial: TVideoPeer[]) {
  const peers = new Map(initial.map((p) => [p.peerId, p.identity]));
  for (const e of seen)
    if (e.event === "joined") peers.set(e.peerId, e.identity!);
    else peers.delete(e.peerId);
  return [...peers.values()].sort();
}
/** The identities in the meeting's room, from the host's presence call. */
async function present(meetingId: number): Promise<string[]> {
  const res = await fetch(`${url(1)}/api/host/subEvents/${w.s1.id}/videoPresence`, {
    headers: { authorization: w.host.token },
  });
  const rooms = (await res.json()) as { meetingId: number; connected: { identity: string }[] }[];
  return (rooms.find((r) => r.meetingId === meetingId)?.connected ?? []).map((c) => c.identity).sort();
}
const ended = (socket: Socket) => new Promise((resolve) => socket.once("video:ended", resolve));

describe("one seat per person", () => {
  it("a person who joins again (a reconnect whose old socket lingers) replaces their seat, on either process", async () => {
    const meetingId = w.meetings.live;
    const buyer = await seat(1, w.buyer, meetingId);
    const buyerSees = recorder(buyer.socket);
    let previous = await seat(0, w.seller, meetingId);
    for (let round = 1; round <= 4; round++) {
      const told = ended(previous.socket);
      const again = await seat(round % 2, w.seller, meetingId);
      // no ghost of oneself in the answer, and the old seat is sent out
      expect(again.answer.ok && again.answer.peers.map((p) => p.identity)).toEqual([`u${w.buyer.id}`]);
      expect(await told).toEqual({ byName: "", reason: "replaced" });
      // the others are told that the old seat left before the new one arrived
      await until(() => buyerSees.some((e) => e.peerId === again.socket.id), 2_000, "the buyer is told");
      const left = buyerSees.findIndex((e) => e.event === "left" && e.peerId === previous.socket.id);
      const joined = buyerSees.findIndex((e) => e.event === "joined" && e.peerId === again.socket.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThan(joined);
      previous = again;
    }
    const initial = buyer.answer.ok ? buyer.answer.peers : [];
    expect(roomAsSeen(buyerSees, initial)).toEqual([`u${w.seller.id}`]);
    expect(await present(meetingId)).toEqual([`u${w.buyer.id}`, `u${w.seller.id}`].sort());
    // the seller's lingering sockets took no company seat: the colleague still gets in
    const colleague = await seat(1, w.colleague, meetingId);
    expect(colleague.answer.ok && colleague.answer.peers.length).toBe(2);
  });

  it("two windows of one person joining at the same moment on two processes leave one seat", async () => {
    const meetingId = w.meetings.live;
    const buyer = await seat(0, w.buyer, meetingId);
    const buyerSees = recorder(buyer.socket);
    for (let round = 0; round < 4; round++) {
      const windows = await Promise.all([open(0, w.seller), open(1, w.seller)]);
      const token = await roomToken(w.seller.token, meetingId);
      await Promise.all(windows.map((socket) => join(socket, token)));
      await until(
        async () => (await present(meetingId)).length === 2,
        3_000,
        `one seat of the seller (round ${round}): ${await present(meetingId)}`,
      );
    }
    // told every arrival and departure, the buyer sees the seller once
    await until(
      () => roomAsSeen(buyerSees, []).join() === `u${w.seller.id}`,
      3_000,
      `the buyer sees one seller: ${roomAsSeen(buyerSees, [])}`,
    );
  });
});

describe("guests", () => {
  const ticket = async (meetingId: number, name: string) => {
    const res = await fetch(`${url(0)}/api/host/meetings/${meetingId}/guestTickets`, {
      method: "POST",
      headers: { authorization: w.host.token, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    const { id } = (await res.json()) as { id: string };
    const exchanged = await fetch(`${url(1)}/api/guest/auth/exchange`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ticketId: id }),
    });
    return `Bearer ${((await exchanged.json()) as { token: string }).token}`;
  };

  it("one guest ticket seats one person: each new join from the guest session replaces the last", async () => {
    const session = await ticket(w.meetings.live, "Leaked Link");
    const guests: Socket[] = [];
    for (let i = 0; i < 6; i++) {
      const socket = await open(i);
      const told = guests.length > 0 ? ended(guests[guests.length - 1]!) : undefined;
      expect(await join(socket, await roomToken(session, w.meetings.live))).toMatchObject({ ok: true });
      if (told) expect(await told).toEqual({ byName: "", reason: "replaced" });
      guests.push(socket);
    }
    const identities = await present(w.meetings.live);
    expect(identities).toHaveLength(1);
    // the meeting's own people still get in
    const seller = await seat(0, w.seller, w.meetings.live);
    const buyer = await seat(1, w.buyer, w.meetings.live);
    expect([seller, buyer].every((s) => s.answer.ok)).toBe(true);
    expect(await present(w.meetings.live)).toHaveLength(3);
  });

  it("the meeting's own parties always have their seats: a guest gives theirs up, the latest first", async () => {
    const guests: { socket: Socket; name: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const name = `Guest ${i}`;
      const session = await ticket(w.meetings.live, name);
      const socket = await open(i);
      expect(await join(socket, await roomToken(session, w.meetings.live)), name).toMatchObject({ ok: true });
      guests.push({ socket, name });
    }
    expect(await present(w.meetings.live)).toHaveLength(6);
    // a seventh guest finds the room full
    const late = await open(0);
    expect(await join(late, await roomToken(await ticket(w.meetings.live, "Late"), w.meetings.live))).toEqual(
      {
        ok: false,
        error: "full",
      },
    );
    const parties = [w.seller, w.colleague, w.buyer, w.interpreter, w.host];
    for (const [n, user] of parties.entries()) {
      const displaced = guests[guests.length - 1 - n]!;
      const told = ended(displaced.socket);
      await seat(n, user, w.meetings.live);
      expect(await told, displaced.name).toEqual({ byName: "", reason: "full" });
    }
    const identities = await present(w.meetings.live);
    expect(identities).toHaveLength(6);
    expect(identities.filter((i) => i.startsWith("g"))).toHaveLength(1);
  });
});
