import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPresentationPerson } from "../../../shared/video/presentation";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { ask, type PresentationWorld, presentationWorld, testJanus, tokenFor } from "./presentation.fixture";
import { seatsHeld } from "./presentation.socket";

/**
 * The presentation rooms against a real Janus and two app processes sharing Redis: who gets a token, and each
 * point the server and Janus enforce (sent out, muted, no audio without an accepted hand, chat prohibited).
 */
let t: TestApp;
let w: PresentationWorld;
let janus: Awaited<ReturnType<typeof testJanus>>;
let servers: RealtimeServer[] = [];
const sockets: Socket[] = [];
const room = () => `webinar:${w.webinars.live}`;
const url = (i: number) => servers[i % servers.length]!.url;

beforeAll(async () => {
  t = await startTestApp();
  w = await presentationWorld(t);
  janus = await testJanus([42000, 42200]);
  t.ctx.media.add(janus.janus);
  servers = await startRealtimeServers(t.ctx, 2);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  // every seat's leave (Janus, the database, the room told) ends before the servers and Redis close
  await until(() => seatsHeld() === 0, 10_000, "seats released");
  for (const server of servers) await server.close();
  t?.ctx.media.close();
  await janus?.stop();
  await t?.close();
});

async function token(user: TestUser, webinarId = w.webinars.live): Promise<string> {
  const res = await tokenFor(url(0), user, webinarId);
  if (!res.ok) throw new Error(`token ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
/** A user's socket on process i, joined to the live room. */
async function joined(user: TestUser, i: number) {
  const socket = socketTo(url(i), user.token, false);
  sockets.push(socket);
  await connected(socket);
  const people: TPresentationPerson[][] = [];
  const notices: string[] = [];
  const removed: string[] = [];
  socket.on("pres:people", (m: { people: TPresentationPerson[] }) => people.push(m.people));
  socket.on("pres:notice", (m: { key: string }) => notices.push(m.key));
  socket.on("pres:removed", (m: { reason: string }) => removed.push(m.reason));
  const answer = await ask<{ ok: boolean; self: { identity: string; feed: number }; error?: string }>(
    socket,
    "join",
    { token: await token(user) },
  );
  expect(answer).toMatchObject({ ok: true });
  return { socket, self: answer.self, people, notices, removed };
}
const post = (user: TestUser | undefined, path: string, body: unknown) =>
  fetch(`${url(1)}/video/videoCall/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(user ? { authorization: user.token } : {}) },
    body: JSON.stringify(body),
  });
const janusIds = async () => {
  const placed = await t.ctx.media.place(t.ctx.db, room(), w.webinars.live, t.ctx.now());
  return (await placed.admin.participants(placed.ref)).map((p) => p.id);
};

describe("presentation room tokens", () => {
  it("refuses everyone who may not enter: anonymous, outsider, waiting applicant, another host, a room not open yet", async () => {
    expect((await tokenFor(url(0), undefined, w.webinars.live)).status).toBe(403);
    for (const user of [w.outsider, w.waiter, w.otherHost]) {
      const res = await tokenFor(url(0), user, w.webinars.live);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe("presentation.entry.notParticipant");
    }
    expect((await tokenFor(url(0), w.buyer, w.webinars.later)).status).toBe(403);
    expect((await tokenFor(url(0), w.buyer, 999_999)).status).toBe(403);
  });

  it("gives presenters (and their colleague) the presenter role, attendees none, the host moderator", async () => {
    const as = async (user: TestUser) => (await tokenFor(url(0), user, w.webinars.live)).json();
    expect(await as(w.presenter)).toMatchObject({
      role: "presenter",
      stage: "presenter",
      eventType: "presentation",
      media: "janus",
      identity: `발표자|Presenter|u${w.presenter.id}`,
      roomName: room(),
    });
    expect(await as(w.colleague)).toMatchObject({ role: "presenter", stage: "presenter" });
    expect(await as(w.buyer)).toMatchObject({ role: "none", stage: "none", identity: `u${w.buyer.id}` });
    expect(await as(w.host)).toMatchObject({ role: "none", stage: "moderator", identity: `h${w.host.id}` });
    // 13.21: an approved buyer of the presentation sub-event presents even when not named on the webinar
    const buyer = await createUser(t.ctx, { name: "Quinn Buyer" });
    await createApplication(t.ctx, w.p.id, buyer.id, {
      approval: "approval",
      type: "buyer",
      name: "Quinn Co",
    });
    expect(await as(buyer)).toMatchObject({ role: "presenter", stage: "presenter" });
  });
});

describe("presenters' calls are refused to attendees and strangers", () => {
  it("getBlackList, addBlackList, removeBlackList, handsUpAcceptTrack, userIncludePresenter, presenterIncludeUserDataTrack", async () => {
    const target = { roomId: room(), identity: `u${w.buyer2.id}` };
    const sid = { roomSid: room(), identity: `u${w.buyer2.id}` };
    const calls: [string, unknown][] = [
      ["addBlackList", target],
      ["removeBlackList", target],
      ["handsUpAcceptTrack", sid],
      ["userIncludePresenter", { ...sid, presenterIdentity: `발표자|Presenter|u${w.presenter.id}` }],
      ["presenterIncludeUserDataTrack", sid],
    ];
    for (const user of [w.buyer, w.outsider, w.otherHost]) {
      for (const [path, body] of calls) expect((await post(user, path, body)).status, path).toBe(403);
      const list = await fetch(`${url(0)}/video/videoCall/getBlackList?roomId=${room()}`, {
        headers: { authorization: user.token },
      });
      expect(list.status).toBe(403);
    }
    expect((await post(undefined, "addBlackList", target)).status).toBe(401);
  });
});

describe("a presentation room through Janus", () => {
  it("seats the presenter and two attendees on Janus across two processes, and enforces every decision", async () => {
    const presenter = await joined(w.presenter, 0);
    const buyer = await joined(w.buyer, 1);
    const buyer2 = await joined(w.buyer2, 0);
    expect(await janusIds()).toEqual(
      expect.arrayContaining([presenter.self.feed, buyer.self.feed, buyer2.self.feed]),
    );
    await until(
      () => (presenter.people.at(-1) ?? []).filter((p) => p.online).length === 3,
      5_000,
      "3 online",
    );

    // presenters cannot raise hands; an attendee can, and the presenter sees it
    expect(await ask(presenter.socket, "hand", { raise: true })).toMatchObject({ ok: false });
    expect(await ask(buyer.socket, "hand", { raise: true })).toEqual({ ok: true, hand: "raised" });
    await until(
      () => presenter.people.at(-1)?.find((p) => p.identity === buyer.self.identity)?.hand === "raised",
      5_000,
      "raised hand seen",
    );
    // no microphone without an accepted hand
    expect(await ask(buyer.socket, "media", { audio: true, video: true })).toEqual({
      ok: false,
      error: "muted",
    });
    expect(await ask(buyer2.socket, "media", { audio: true, video: true })).toEqual({
      ok: false,
      error: "muted",
    });
    // an attendee cannot accept a hand, through the socket or the call
    expect(
      await ask(buyer2.socket, "moderate", { identity: buyer.self.identity, action: "acceptHand" }),
    ).toMatchObject({
      ok: false,
    });
    expect(
      (await post(w.buyer2, "handsUpAcceptTrack", { roomSid: room(), identity: buyer.self.identity })).status,
    ).toBe(403);
    // the presenter accepts: the attendee is told, and may now open the microphone
    expect(
      (await post(w.presenter, "handsUpAcceptTrack", { roomSid: room(), identity: buyer.self.identity }))
        .status,
    ).toBe(200);
    await until(() => buyer.notices.includes("acceptedHands"), 5_000, "acceptedHands");
    expect(await ask(buyer.socket, "media", { audio: true, video: true })).toEqual({ ok: true });
    // muted by the presenter, the attendee cannot unmute themselves
    expect(
      await ask(presenter.socket, "moderate", { identity: buyer.self.identity, action: "mute" }),
    ).toEqual({
      ok: true,
    });
    await until(() => buyer.notices.includes("mute"), 5_000, "mute notice");
    expect(await ask(buyer.socket, "media", { audio: true, video: true })).toEqual({
      ok: false,
      error: "muted",
    });
    await ask(presenter.socket, "moderate", { identity: buyer.self.identity, action: "unmute" });
    await until(() => buyer.notices.includes("unmute"), 5_000, "unmute notice");
    expect(await ask(buyer.socket, "media", { audio: true, video: true })).toEqual({ ok: true });
    // ending the connection closes the microphone again
    await ask(presenter.socket, "moderate", { identity: buyer.self.identity, action: "terminate" });
    await until(() => buyer.notices.includes("terminatedConnection"), 5_000, "terminatedConnection");
    expect(await ask(buyer.socket, "media", { audio: true, video: false })).toEqual({
      ok: false,
      error: "muted",
    });
    // presenters are not targets
    const other = `발표자|Presenter|u${w.presenter2.id}`;
    expect((await post(w.presenter, "addBlackList", { roomId: room(), identity: other })).status).toBe(403);
  });

  it("keeps chat lossless, refuses a prohibited attendee's message, lets presenters delete", async () => {
    const presenter = await joined(w.presenter, 1);
    const buyer2 = await joined(w.buyer2, 0);
    const seen: { id: number; text: string }[] = [];
    presenter.socket.on("pres:message", (m: { id: number; text: string }) => seen.push(m));
    const clientId = randomUUID();
    const first = await ask<{ ok: boolean; message: { id: number } }>(buyer2.socket, "chat", {
      text: "Hello",
      clientId,
    });
    // a retry after a lost ack is the same message, not a second one
    const retry = await ask<{ ok: boolean; message: { id: number } }>(buyer2.socket, "chat", {
      text: "Hello",
      clientId,
    });
    expect(retry.message.id).toBe(first.message.id);
    await until(() => seen.some((m) => m.id === first.message.id), 5_000, "message relayed");
    const history = await ask<{ messages: { id: number }[] }>(presenter.socket, "history", { after: 0 });
    expect(history.messages.filter((m) => m.id === first.message.id)).toHaveLength(1);

    await ask(presenter.socket, "moderate", { identity: buyer2.self.identity, action: "chatBlock" });
    await until(() => buyer2.notices.includes("chattingProhibited"), 5_000, "chattingProhibited");
    expect(await ask(buyer2.socket, "chat", { text: "Let me speak", clientId: randomUUID() })).toEqual({
      ok: false,
      error: "chatBlocked",
    });
    await ask(presenter.socket, "moderate", { identity: buyer2.self.identity, action: "chatRelease" });
    await until(() => buyer2.notices.includes("chatRestrictionReleased"), 5_000, "chatRestrictionReleased");
    expect(await ask(buyer2.socket, "chat", { text: "Thanks", clientId: randomUUID() })).toMatchObject({
      ok: true,
    });

    expect(await ask(buyer2.socket, "deleteMessage", { id: first.message.id })).toMatchObject({ ok: false });
    const deleted: number[] = [];
    buyer2.socket.on("pres:messageDeleted", (m: { id: number }) => deleted.push(m.id));
    expect(await ask(presenter.socket, "deleteMessage", { id: first.message.id })).toEqual({ ok: true });
    await until(() => deleted.includes(first.message.id), 5_000, "deletion relayed");
  });

  it("sends an attendee out: kicked from Janus, told, refused on return until removed from the black list", async () => {
    const presenter = await joined(w.presenter, 0);
    const oldToken = await token(w.buyer2);
    const buyer2 = await joined(w.buyer2, 1);
    expect(await janusIds()).toContain(buyer2.self.feed);
    expect(
      (await post(w.presenter, "addBlackList", { roomId: room(), identity: buyer2.self.identity })).status,
    ).toBe(200);
    await until(() => buyer2.removed.includes("removed"), 5_000, "sent out");
    expect(buyer2.notices).toContain("sentOutByPresenter");
    await until(async () => !(await janusIds()).includes(buyer2.self.feed), 5_000, "kicked from Janus");
    const list = await fetch(`${url(0)}/video/videoCall/getBlackList?roomId=${room()}`, {
      headers: { authorization: w.presenter.token },
    });
    expect((await list.json()).blackList).toEqual([
      expect.objectContaining({ identity: buyer2.self.identity, name: "Ann Buyer" }),
    ]);
    // no new token, and the old one no longer opens the room
    expect((await tokenFor(url(0), w.buyer2, w.webinars.live)).status).toBe(403);
    expect(await ask(buyer2.socket, "join", { token: oldToken })).toEqual({ ok: false, error: "removed" });
    // the presenter's actions on the socket are refused to a sent-out person as to anyone not in the room
    expect(await ask(buyer2.socket, "chat", { text: "back?", clientId: randomUUID() })).toMatchObject({
      ok: false,
    });

    expect(
      (await post(w.presenter, "removeBlackList", { roomId: room(), identity: buyer2.self.identity })).status,
    ).toBe(200);
    expect((await tokenFor(url(0), w.buyer2, w.webinars.live)).status).toBe(200);
    expect(presenter.removed).toEqual([]);
  });
});

describe("the host's presence view of presentation rooms", () => {
  it("refuses attendees, presenters and strangers; shows the host each presenter green or red", async () => {
    const path = `${url(0)}/api/host/subEvents/${w.p.id}/presentationPresence`;
    for (const user of [w.buyer, w.presenter, w.outsider, w.otherHost])
      expect((await fetch(path, { headers: { authorization: user.token } })).status).toBe(403);
    const presenter = await joined(w.presenter2, 1);
    const read = async () =>
      (await (await fetch(path, { headers: { authorization: w.host.token } })).json()) as {
        webinarId: number;
        presenters: { company: string; online: boolean }[];
      }[];
    await until(
      async () =>
        (await read())
          .find((r) => r.webinarId === w.webinars.live)
          ?.presenters.some((p) => p.company === "Second Labs" && p.online) === true,
      5_000,
      "presenter2 green",
    );
    const live = (await read()).find((r) => r.webinarId === w.webinars.live);
    expect(live?.presenters.find((p) => p.company === "Keynote Labs")?.online).toBeDefined();
    presenter.socket.close();
    await until(
      async () =>
        (await read())
          .find((r) => r.webinarId === w.webinars.live)
          ?.presenters.some((p) => p.company === "Second Labs" && !p.online) === true,
      5_000,
      "presenter2 red after leaving",
    );
  });
});

describe("rights taken away in a presentation room", () => {
  it("a presenter's colleague removed while presenting is sent out at once and kicked from Janus", async () => {
    const colleague = await joined(w.colleague, 1);
    expect(await janusIds()).toContain(colleague.self.feed);
    const [record] = await t.ctx.db
      .select()
      .from(s.applicationManagers)
      .where(eq(s.applicationManagers.userId, w.colleague.id));
    const removed = await fetch(`${url(0)}/api/applications/managersDelete`, {
      method: "POST",
      headers: { authorization: w.presenter.token, "content-type": "application/json" },
      body: JSON.stringify({ ids: [record!.id], id: w.aP.id }),
    });
    expect(removed.status).toBe(200);
    await until(() => colleague.removed.length > 0, 5_000, "told");
    await until(async () => !(await janusIds()).includes(colleague.self.feed), 5_000, "kicked from Janus");
    expect((await tokenFor(url(0), w.colleague, w.webinars.live)).status).toBe(403);
  });
});
