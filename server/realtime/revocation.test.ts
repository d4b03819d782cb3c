import { randomUUID } from "node:crypto";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatMessage } from "../../shared/contract";
import { type WorkspaceWorld, workspaceWorld } from "../modules/workspace/workspace.fixture";
import { createUser, PASSWORD } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import {
  connected,
  joinChannel,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../test/realtime-servers";

/**
 * Issue 19, part 1: a right taken away over HTTP ends it on the open live connections too, on every server
 * process, before the call answers. The sockets here sit on server B while the change goes through server A.
 */
let t: TestApp;
let w: WorkspaceWorld;
let servers: RealtimeServer[] = [];
let roomId: number;
const sockets: Socket[] = [];
const a = () => servers[0]!.url;
const b = () => servers[1]!.url;

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
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
  for (const socket of sockets) socket.close();
  for (const s of servers) await s.close();
  await t.close();
});

async function http(url: string, method: string, path: string, token?: string, body?: object) {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function send(url: string, token: string, text: string): Promise<TChatMessage> {
  const res = await http(url, "POST", `/api/chat/rooms/${roomId}/messages`, token, {
    clientId: randomUUID(),
    text,
  });
  if (!res.ok) throw new Error(`send ${res.status} ${await res.text()}`);
  return (await res.json()) as TChatMessage;
}

async function open(url: string, token: string): Promise<Socket> {
  const socket = socketTo(url, token, false);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closedOn = (socket: Socket) =>
  new Promise<{ room: string }>((resolve) => socket.once("channel:closed", resolve));
const expiredOn = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once("session:expired", () => socket.once("disconnect", (reason) => resolve(reason)));
  });

describe("rights taken away end a live connection's access, across server processes", () => {
  it("a colleague removed from the application stops hearing the company's private chat", async () => {
    const colleague = await open(b(), w.colleague.token);
    expect(await joinChannel(colleague, "chat", roomId)).toBe(true);
    const heard: string[] = [];
    colleague.on("chat:message", (m: TChatMessage) => heard.push(m.text ?? ""));
    await send(a(), w.buyer.token, "before");
    await until(() => heard.length === 1, 5_000, "the colleague hears the room while a member");

    const closed = closedOn(colleague);
    const removed = await http(a(), "POST", "/api/applications/managersDelete", w.seller.token, {
      ids: [w.colleagueRecord.id],
      id: w.aS.id,
    });
    expect(removed.status).toBe(200);
    expect(await closed).toEqual({ room: `chat:${roomId}` });
    // sent through either process after the removal: none of it reaches the removed colleague
    await send(a(), w.buyer.token, "private after removal (A)");
    await send(b(), w.seller.token, "private after removal (B)");
    await pause(300);
    expect(heard).toEqual(["before"]);
    // and joining again is refused
    expect(await joinChannel(colleague, "chat", roomId)).toBe(false);
  });

  it("a participant rejected by the host stops hearing the sub-event's notices; others still do", async () => {
    const buyer = await open(b(), w.buyer.token);
    const seller = await open(b(), w.seller.token);
    for (const socket of [buyer, seller]) expect(await joinChannel(socket, "subEvent", w.s1.id)).toBe(true);
    const notices = { buyer: 0, seller: 0 };
    buyer.on("notice", () => notices.buyer++);
    seller.on("notice", () => notices.seller++);

    const closedRooms: string[] = [];
    buyer.on("channel:closed", (p: { room: string }) => closedRooms.push(p.room));
    // the other side's chat list drops the conversation with the rejected company
    const sellerActivity: { roomId: number; kind: string }[] = [];
    seller.on("chat:activity", (a: { roomId: number; kind: string }) => sellerActivity.push(a));
    const rejected = await http(
      a(),
      "POST",
      `/api/host/subEvents/${w.s1.id}/applicants/decision`,
      w.host.token,
      {
        applicationIds: [w.aB.id],
        decision: "reject",
        reason: "Not a fit after all",
      },
    );
    expect(rejected.status).toBe(200);
    await until(() => closedRooms.includes(`subEvent:${w.s1.id}`), 1_000, "the buyer leaves within a second");
    await until(
      () => sellerActivity.some((a) => a.roomId === roomId && a.kind === "closed"),
      1_000,
      "closed",
    );

    const posted = await http(a(), "POST", `/api/host/subEvents/${w.s1.id}/notices`, w.host.token, {
      title: "Hall B opens at 9",
      content: "<p>Hall B opens at 9</p>",
    });
    expect(posted.status).toBe(200);
    await until(() => notices.seller === 1, 5_000, "the approved seller hears the notice");
    await pause(200);
    expect(notices.buyer).toBe(0);
    expect(await joinChannel(buyer, "subEvent", w.s1.id)).toBe(false);
  });

  it("a password change drops the live connections of every old session; the old token cannot reconnect", async () => {
    const user = await createUser(t.ctx);
    const old = await open(b(), user.token);
    const expired = expiredOn(old);
    const changed = await http(a(), "PUT", "/api/users/update/password", user.token, {
      password: PASSWORD,
      newPassword: "N3wpassw0rd!",
    });
    expect(changed.status).toBe(200);
    expect(await expired).toBe("io server disconnect");
    expect((await http(a(), "GET", `/api/users/${user.id}`, user.token)).status).toBe(401);
    const again = socketTo(b(), user.token, false);
    sockets.push(again);
    expect((await new Promise<Error>((resolve) => again.once("connect_error", resolve))).message).toBe(
      "unauthorized",
    );
    // this device carries on with the token the change answered
    const fresh = changed.headers.get("authorization")!;
    expect((await http(b(), "GET", `/api/users/${user.id}`, fresh)).status).toBe(200);
    await connected(socketTo(b(), fresh, false));
  });

  it("logging out drops that session's connections only; logging out everywhere drops the rest", async () => {
    const user = await createUser(t.ctx);
    const login = await http(b(), "POST", "/api/users/login", undefined, {
      email: user.email,
      password: PASSWORD,
    });
    const second = login.headers.get("authorization")!;
    const first = await open(b(), user.token);
    const other = await open(b(), second);

    const expired = expiredOn(first);
    expect((await http(a(), "POST", "/api/users/logout", user.token)).status).toBe(200);
    expect(await expired).toBe("io server disconnect");
    expect((await http(a(), "GET", `/api/users/${user.id}`, user.token)).status).toBe(401);
    await pause(200);
    expect(other.connected).toBe(true);
    expect((await http(a(), "GET", `/api/users/${user.id}`, second)).status).toBe(200);

    const otherExpired = expiredOn(other);
    expect((await http(a(), "POST", "/api/users/logoutEverywhere", second)).status).toBe(200);
    expect(await otherExpired).toBe("io server disconnect");
    expect((await http(a(), "GET", `/api/users/${user.id}`, second)).status).toBe(401);
  });

  it("an interpreter removed from the sub-event stops hearing its channel", async () => {
    const interp = await createUser(t.ctx);
    const added = await http(a(), "POST", `/api/host/subEvents/${w.s1.id}/interpreters`, w.host.token, {
      email: interp.email,
    });
    expect(added.status).toBe(200);
    const socket = await open(b(), interp.token);
    expect(await joinChannel(socket, "subEvent", w.s1.id)).toBe(true);
    const closed = closedOn(socket);
    const removed = await http(
      a(),
      "DELETE",
      `/api/host/interpreters/${(await added.json()).id}`,
      w.host.token,
    );
    expect(removed.status).toBe(200);
    expect(await closed).toEqual({ room: `subEvent:${w.s1.id}` });
  });

  it("a withdrawn application's owner stops hearing the sub-event", async () => {
    // the host removes an approved application (its owner may withdraw only while it waits)
    const socket = await open(b(), w.seller.token);
    expect(await joinChannel(socket, "subEvent", w.s1.id)).toBe(true);
    const closed = closedOn(socket);
    const removed = await http(a(), "DELETE", `/api/applicants?id=${w.aS.id}`, w.host.token);
    expect(removed.status).toBe(200);
    expect(await closed).toEqual({ room: `subEvent:${w.s1.id}` });
  });
});
