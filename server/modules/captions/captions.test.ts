import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { signRoomToken } from "../rooms/room-token";
import { type VideoWorld, videoWorld } from "../video/video.fixture";
import * as repo from "./captions.repository";

/** The captions calls of a meeting room over HTTP: who controls them, who reads the transcript. */
let t: TestApp;
let w: VideoWorld;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  w = await videoWorld(t);
  admin = await createUser(t.ctx, { role: "ADMIN" });
});
afterAll(() => t.close());

const room = () => `meeting:${w.meetings.live}`;
async function roomToken(user: TestUser, meetingId = w.meetings.live): Promise<string> {
  const res = await t.call({
    method: "GET",
    url: `/video/videoCall/token?meetingId=${meetingId}`,
    token: user.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}
const start = (roomTokenValue: string | undefined, user?: TestUser, language = "ko-KR", meetingId = room()) =>
  t.call({
    method: "POST",
    url: "/chime/transcriptStart",
    token: user?.token,
    headers: roomTokenValue ? { "x-room-token": roomTokenValue } : {},
    payload: { meetingId, transcriptionConfig: { LanguageCode: language } },
  });
const stop = (roomTokenValue: string, user: TestUser) =>
  t.call({
    method: "POST",
    url: "/chime/transcriptStop",
    token: user.token,
    headers: { "x-room-token": roomTokenValue },
    payload: { meetingId: room() },
  });
const stateOf = (roomTokenValue: string, user: TestUser) =>
  t.call({
    method: "GET",
    url: `/chime/transcriptState?meetingId=${encodeURIComponent(room())}`,
    token: user.token,
    headers: { "x-room-token": roomTokenValue },
  });
const transcript = (user: TestUser | undefined, query: string) =>
  t.call({ method: "GET", url: `/api/captions/transcript?${query}`, token: user?.token });

describe("POST /chime/transcriptStart and /chime/transcriptStop", () => {
  it("refuses a caller without this room's token, with a session token, another room's, someone else's, and the observer", async () => {
    const refusedIn = async (res: Awaited<ReturnType<typeof start>>, key: string) => {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(key);
    };
    await refusedIn(await start(undefined, w.seller), "captions.notInRoom");
    await refusedIn(await start("not-a-token", w.seller), "captions.notInRoom");
    await refusedIn(await start(w.seller.token.slice(7), w.seller), "captions.notInRoom");
    // a valid token of another room
    const other = await signRoomToken(
      t.ctx.tokens,
      {
        room: `meeting:${w.meetings.later}`,
        eventType: "meeting",
        identity: `u${w.buyer.id}`,
        role: "participant",
        name: "Bob",
        company: "",
        applicationId: w.aB.id,
        userId: w.buyer.id,
        sid: null,
        meetingId: w.meetings.later,
        subEventId: w.s1.id,
        hostUserId: w.host.id,
      },
      null,
      t.clock.now,
    );
    await refusedIn(await start(other.token, w.buyer), "captions.notInRoom");
    await refusedIn(
      await start(other.token, w.buyer, "ko-KR", `meeting:${w.meetings.later}`),
      "captions.notInRoom",
    );
    // the seller's token presented by someone else's session
    await refusedIn(await start(await roomToken(w.seller), w.outsider), "captions.notInRoom");
    // the observing host sees captions but does not control them (13.41)
    await refusedIn(await start(await roomToken(w.host), w.host), "captions.notAllowed");
    // transcriptStop: the same rules; transcriptState: anyone in the room, nobody else
    await refusedIn(await stop("not-a-token", w.seller), "captions.notInRoom");
    await refusedIn(await stop(await roomToken(w.host), w.host), "captions.notAllowed");
    await refusedIn(await stateOf("not-a-token", w.seller), "captions.notInRoom");
    await refusedIn(await stateOf(other.token, w.buyer), "captions.notInRoom");
    await refusedIn(await stateOf(await roomToken(w.seller), w.outsider), "captions.notInRoom");
    // a room that keeps no transcript, and a language that is not offered
    expect((await start(await roomToken(w.seller), w.seller, "ko-KR", "direct:1:1")).statusCode).toBe(400);
    expect((await start(await roomToken(w.seller), w.seller, "ja-JP")).statusCode).toBe(400);
  });

  it("turns captions on in Korean, switches them to English and off, for the two sides and the interpreter", async () => {
    const seller = await roomToken(w.seller);
    const buyer = await roomToken(w.buyer);
    const interpreter = await roomToken(w.interpreter);
    const host = await roomToken(w.host);
    expect((await stateOf(host, w.host)).json()).toEqual({
      room: room(),
      on: false,
      language: "ko-KR",
      serverStt: false,
      browserStt: true,
    });
    const on = await start(seller, w.seller);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ room: room(), on: true, language: "ko-KR" });
    expect((await start(buyer, w.buyer, "en-US")).json()).toMatchObject({ on: true, language: "en-US" });
    // the observer reads the state (to show the captions) though it cannot change it
    expect((await stateOf(host, w.host)).json()).toMatchObject({ on: true, language: "en-US" });
    const off = await stop(interpreter, w.interpreter);
    expect(off.json()).toMatchObject({ on: false, language: "en-US" });
    expect((await stop(host, w.host)).statusCode).toBe(403);
  });

  it("refuses a colleague whose right went after the token was issued", async () => {
    const token = await roomToken(w.colleague);
    expect((await start(token, w.colleague)).statusCode).toBe(200);
    await t.ctx.db
      .update(s.applicationManagers)
      .set({ used: "N" })
      .where(eq(s.applicationManagers.userId, w.colleague.id));
    expect((await start(token, w.colleague)).json().message).toBe("captions.notInRoom");
    await t.ctx.db
      .update(s.applicationManagers)
      .set({ used: "Y" })
      .where(eq(s.applicationManagers.userId, w.colleague.id));
  });
});

describe("GET /api/captions/transcript (meetings)", () => {
  beforeAll(async () => {
    for (const [identity, name, text] of [
      [`u${w.seller.id}`, "Seller", "안녕하세요"],
      [`u${w.buyer.id}`, "Buyer", "Hello there"],
    ] as const)
      await repo.insertLine(t.ctx.db, {
        room: room(),
        meetingId: w.meetings.live,
        webinarId: null,
        speakerIdentity: identity,
        speakerName: name,
        language: "ko-KR",
        text,
      });
  });

  it("refuses a stranger, the other companies, the waiting and rejected, another host and interpreter", async () => {
    expect((await transcript(undefined, `meetingId=${w.meetings.live}`)).statusCode).toBe(401);
    for (const user of [
      w.outsider,
      w.buyer2,
      w.seller2,
      w.waiter,
      w.rejected,
      w.otherHost,
      w.otherInterpreter,
    ]) {
      const res = await transcript(user, `meetingId=${w.meetings.live}`);
      expect(res.statusCode, user.email).toBe(403);
      expect(res.json().message).toBe("captions.notAllowed");
    }
    expect((await transcript(w.seller, "meetingId=999999")).statusCode).toBe(403);
    expect((await transcript(w.seller, "")).json().message).toBe("captions.meetingOrWebinar");
    expect((await transcript(w.seller, `meetingId=${w.meetings.live}&webinarId=1`)).statusCode).toBe(400);
  });

  it("reads the lines for both companies (owner and colleague), the interpreter, the host and an administrator", async () => {
    for (const user of [w.seller, w.colleague, w.buyer, w.interpreter, w.host, admin]) {
      const res = await transcript(user, `meetingId=${w.meetings.live}`);
      expect(res.statusCode, user.email).toBe(200);
      expect(res.json().lines.map((l: { text: string }) => l.text)).toEqual(["안녕하세요", "Hello there"]);
    }
    const page = (await transcript(w.buyer, `meetingId=${w.meetings.live}`)).json();
    expect(page.next).toBeNull();
    expect(page.lines[1]).toMatchObject({ speakerIdentity: `u${w.buyer.id}`, speakerName: "Buyer" });
    const after = await transcript(w.buyer, `meetingId=${w.meetings.live}&after=${page.lines[0].id}`);
    expect(after.json().lines).toHaveLength(1);
    // another meeting of the same people keeps its own transcript
    expect((await transcript(w.seller, `meetingId=${w.meetings.past}`)).json().lines).toEqual([]);
  });
});
