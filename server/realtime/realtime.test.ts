import { randomUUID } from "node:crypto";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatTimeline, catchUp } from "../../shared/chat/timeline";
import type { TChatMessage } from "../../shared/contract";
import * as chatRepo from "../modules/chat/chat.repository";
import { type WorkspaceWorld, workspaceWorld } from "../modules/workspace/workspace.fixture";
import { startTestApp, type TestApp } from "../test/harness";
import {
  joinChannel,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../test/realtime-servers";

let t: TestApp;
let w: WorkspaceWorld;
let servers: RealtimeServer[] = [];
let roomId: number;

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  // two server processes' worth of realtime over one database, sharing Redis
  servers = await startRealtimeServers(t.ctx, 2);
  const res = await t.call({
    method: "POST",
    url: "/api/chat/rooms",
    token: w.seller.token,
    payload: { subEventId: w.s1.id, applicationId: w.aS.id, otherApplicationId: w.aB.id },
  });
  roomId = res.json().id;
}, 60_000);

afterAll(async () => {
  for (const s of servers) await s.close();
  await t.close();
});

const joinRoom = (socket: Socket, id: number) => joinChannel(socket, "chat", id);

async function send(url: string, token: string, text: string) {
  const res = await fetch(`${url}/api/chat/rooms/${roomId}/messages`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify({ clientId: randomUUID(), text }),
  });
  if (!res.ok) throw new Error(`send ${res.status} ${await res.text()}`);
  return (await res.json()) as TChatMessage;
}

describe("realtime", () => {
  it("refuses a socket with a bad token; one without a token hears no channel; a stranger's join is refused", async () => {
    const forged = connect(servers[0]!.url, {
      path: "/socket.io",
      auth: { token: "Bearer forged" },
      transports: ["websocket"],
      reconnection: false,
    });
    const error = await new Promise<Error>((resolve) => forged.on("connect_error", resolve));
    expect(error.message).toBe("unauthorized");
    forged.close();
    // without a token a socket may only enter video rooms (with a room token): every channel is refused
    const anonymous = socketTo(servers[0]!.url, "", false);
    await new Promise<void>((r) => anonymous.on("connect", () => r()));
    expect(await joinRoom(anonymous, roomId)).toBe(false);
    expect(await joinChannel(anonymous, "subEvent", w.s1.id)).toBe(false);
    anonymous.close();
    const stranger = socketTo(servers[0]!.url, w.outsider.token);
    await new Promise<void>((r) => stranger.on("connect", () => r()));
    expect(await joinRoom(stranger, roomId)).toBe(false);
    stranger.close();
  });

  it("lets only the host and approved participants listen to a sub-event's channel, across servers", async () => {
    const joinSubEvent = (socket: Socket, id: number) =>
      new Promise<boolean>((resolve) =>
        socket.emit("subEvent:join", id, (a: { ok: boolean }) => resolve(a.ok)),
      );
    const refused = [w.outsider.token, w.waiter.token, w.rejected.token, w.otherHost.token];
    for (const token of refused) {
      const socket = socketTo(servers[0]!.url, token);
      await new Promise<void>((r) => socket.on("connect", () => r()));
      expect(await joinSubEvent(socket, w.s1.id)).toBe(false);
      socket.close();
    }
    const listeners = [w.host.token, w.seller.token, w.colleague.token].map((token) =>
      socketTo(servers[1]!.url, token),
    );
    for (const socket of listeners) {
      if (!socket.connected) await new Promise<void>((r) => socket.on("connect", () => r()));
      expect(await joinSubEvent(socket, w.s1.id)).toBe(true);
    }
    const heard = listeners.map((socket) => new Promise<unknown>((resolve) => socket.on("probe", resolve)));
    servers[0]!.hub.emit(`subEvent:${w.s1.id}`, "probe", { n: 1 });
    expect(await Promise.all(heard)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    for (const socket of listeners) socket.close();
  });

  it("delivers a message sent through one server to a client of the other (Redis)", async () => {
    const buyer = socketTo(servers[1]!.url, w.buyer.token);
    await new Promise<void>((r) => buyer.on("connect", () => r()));
    expect(await joinRoom(buyer, roomId)).toBe(true);
    const activity = new Promise<{ roomId: number; kind: string; from: string }>((resolve) =>
      buyer.on("chat:activity", resolve),
    );
    const received = new Promise<TChatMessage>((resolve) => buyer.on("chat:message", resolve));
    const sent = await send(servers[0]!.url, w.seller.token, "across servers");
    expect((await received).id).toBe(sent.id);
    expect(await activity).toMatchObject({ roomId, kind: "message", from: String(w.seller.id) });
    buyer.close();
  });

  it("tells a room's drawers its last message when a member joins again (a process that died before sending it live)", async () => {
    const buyer = socketTo(servers[1]!.url, w.buyer.token);
    await new Promise<void>((r) => buyer.on("connect", () => r()));
    expect(await joinRoom(buyer, roomId)).toBe(true);
    const tails: { roomId: number; seq: number }[] = [];
    buyer.on("chat:tail", (tail: { roomId: number; seq: number }) => tails.push(tail));
    // stored, never delivered: what a web process killed between the two leaves
    const stored = await chatRepo.insertMessage(t.ctx.db, {
      roomId,
      clientId: randomUUID(),
      authorUserId: w.seller.id,
      authorApplicationId: w.aS.id,
      kind: "text",
      body: "stored by a process that died",
    });
    const seq = stored!.view.message.seq;
    // a stranger's refused join announces nothing
    const stranger = socketTo(servers[0]!.url, w.outsider.token);
    await new Promise<void>((r) => stranger.on("connect", () => r()));
    expect(await joinRoom(stranger, roomId)).toBe(false);
    // the seller's socket comes back on the other process and joins the room again
    const seller = socketTo(servers[0]!.url, w.seller.token);
    await new Promise<void>((r) => seller.on("connect", () => r()));
    expect(await joinRoom(seller, roomId)).toBe(true);
    // (the buyer's own join announced the tail before the message: a lower number)
    await until(() => tails.some((x) => x.seq === seq), 5_000, "the buyer hears the room's new tail");
    expect(tails.at(-1)).toEqual({ roomId, seq });
    for (const socket of [buyer, stranger, seller]) socket.close();
  });

  it("loses nothing while clients are cut off and come back at random: all, once each, in order", async () => {
    const total = Number(process.env.CHAT_LOSS_MESSAGES ?? 1000);
    const clients = [
      { url: servers[0]!.url, token: w.buyer.token },
      { url: servers[1]!.url, token: w.buyer.token },
      { url: servers[1]!.url, token: w.colleague.token },
      { url: servers[0]!.url, token: w.seller.token },
    ].map(({ url, token }) => {
      const timeline = new ChatTimeline();
      const socket = socketTo(url, token);
      const readAfter = async (after: number, limit: number) => {
        const res = await fetch(`${url}/api/chat/rooms/${roomId}/messages?after=${after}&limit=${limit}`, {
          headers: { authorization: token },
        });
        return (await res.json()) as { messages: TChatMessage[]; lastSeq: number };
      };
      socket.on("chat:message", (m: TChatMessage) => timeline.merge([m]));
      // after every (re)connect: join the room, then read what was missed
      socket.on("connect", async () => {
        if (await joinRoom(socket, roomId)) await catchUp(timeline, readAfter);
      });
      return { socket, timeline };
    });
    await until(() => clients.every((c) => c.socket.connected), 10_000, "clients connected");
    let stop = false;
    const chaos = (async () => {
      while (!stop) {
        // the network drops a client's connection (the server side of it closes); the client reconnects
        const server = servers[Math.floor(Math.random() * servers.length)]!.hub.server!;
        const sockets = [...server.of("/").sockets.values()];
        sockets[Math.floor(Math.random() * sockets.length)]?.conn.close();
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 40));
      }
    })();
    const sent: TChatMessage[] = [];
    const senders = [servers[0]!.url, servers[1]!.url];
    for (let i = 0; i < total; i += 4) {
      const batch = await Promise.all(
        [0, 1, 2, 3]
          .filter((k) => i + k < total)
          .map((k) => send(senders[(i + k) % 2]!, k % 2 ? w.seller.token : w.buyer.token, `loss ${i + k}`)),
      );
      sent.push(...batch);
    }
    stop = true;
    await chaos;
    const expected = sent.map((m) => m.seq).sort((a, b) => a - b);
    for (const c of clients) {
      await until(() => c.socket.connected, 10_000, "reconnected");
    }
    for (const c of clients) {
      await until(
        () => expected.every((seq) => c.timeline.list().some((m) => m.seq === seq)),
        20_000,
        "every message received",
      );
      // the room's earlier messages aside (nothing else is sent meanwhile)
      const mine = c.timeline.list().filter((m) => m.seq >= expected[0]!);
      expect(mine.map((m) => m.seq)).toEqual(expected); // all, once each, in order
      expect(new Set(mine.map((m) => m.id)).size).toBe(total);
      c.socket.close();
    }
  }, 120_000);
});
