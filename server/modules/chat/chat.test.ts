import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let roomId: number;

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.call({ method: "GET", url, token });
const post = (url: string, payload: object, token?: string) =>
  t.call({ method: "POST", url, payload, token });
const open = (token: string | undefined, applicationId: number, otherApplicationId: number) =>
  post("/api/chat/rooms", { subEventId: w.s1.id, applicationId, otherApplicationId }, token);
let n = 0;
const say = (token: string, text: string, clientId = `client-${++n}-abcdef`) =>
  post(`/api/chat/rooms/${roomId}/messages`, { clientId, text }, token);

describe("chat rooms", () => {
  it("refuses anonymous callers on every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/businessCards/chatRooms"],
      ["POST", "/api/chat/rooms"],
      ["GET", "/api/chat/rooms/1/messages"],
      ["POST", "/api/chat/rooms/1/messages"],
      ["POST", "/api/chat/rooms/1/read"],
      ["GET", "/chat/token"],
      ["POST", "/chat/updateFriendlyName"],
      ["POST", "/chat/addBlackList"],
      ["POST", "/chat/removeBlackList"],
      ["GET", "/chat/getBlackList?roomId=1"],
      ["POST", "/chat/removeMsg"],
    ] as const)
      expect((await t.call({ method, url, payload: method === "POST" ? {} : undefined })).statusCode).toBe(
        401,
      );
  });

  it("refuses a room for strangers, waiting or rejected applicants and a foreign application", async () => {
    // an outsider naming others' applications
    expect((await open(w.outsider.token, w.aS.id, w.aB.id)).statusCode).toBe(404);
    // the host is no participant: chats are private to the two companies
    expect((await open(w.host.token, w.aS.id, w.aB.id)).statusCode).toBe(404);
    // a waiting applicant cannot start a chat, nor be chatted with
    expect((await open(w.waiter.token, w.aW.id, w.aB.id)).statusCode).toBe(403);
    expect((await open(w.seller.token, w.aS.id, w.aW.id)).statusCode).toBe(404);
    expect((await open(w.seller.token, w.aS.id, w.aR.id)).statusCode).toBe(404);
    expect((await open(w.seller.token, w.aS.id, w.aS.id)).statusCode).toBe(400);
  });

  it("opens one room per pair, on demand, for either side and the colleague", async () => {
    const first = await open(w.seller.token, w.aS.id, w.aB.id);
    expect(first.statusCode).toBe(200);
    roomId = first.json().id;
    expect(first.json()).toMatchObject({
      myApplicationId: w.aS.id,
      otherApplicationId: w.aB.id,
      unreadMessageCount: 0,
    });
    expect((await open(w.buyer.token, w.aB.id, w.aS.id)).json().id).toBe(roomId);
    const listed = (
      await get(`/api/businessCards/chatRooms?subEventId=${w.s1.id}`, w.colleague.token)
    ).json();
    expect(listed.map((r: { id: number }) => r.id)).toEqual([roomId]);
    const rows = await t.ctx.db.select().from(s.chatRooms);
    expect(rows).toHaveLength(1);
  });

  it("keeps rooms to their sub-event: the same two users' room in another sub-event is listed only there", async () => {
    const s2 = await createSubEvent(t.ctx, w.event.id, { category: "consulting", matching: "Y" });
    const aS2 = await createApplication(t.ctx, s2.id, w.seller.id, { approval: "approval", type: "seller" });
    const aB2 = await createApplication(t.ctx, s2.id, w.buyer.id, { approval: "approval", type: "buyer" });
    const there = await post(
      "/api/chat/rooms",
      { subEventId: s2.id, applicationId: aS2.id, otherApplicationId: aB2.id },
      w.seller.token,
    );
    expect(there.statusCode).toBe(200);
    expect(there.json().id).not.toBe(roomId);
    const ids = async (subEventId: number) =>
      (await get(`/api/businessCards/chatRooms?subEventId=${subEventId}`, w.seller.token))
        .json()
        .map((r: { id: number }) => r.id);
    expect(await ids(w.s1.id)).toEqual([roomId]);
    expect(await ids(s2.id)).toEqual([there.json().id]);
    // an application of one sub-event cannot open a room in another
    expect(
      (
        await post(
          "/api/chat/rooms",
          { subEventId: w.s1.id, applicationId: aS2.id, otherApplicationId: w.aB.id },
          w.seller.token,
        )
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it("hides the room from strangers and the host (404), also for its messages", async () => {
    for (const user of [w.outsider, w.host, w.waiter]) {
      expect((await get(`/api/chat/rooms/${roomId}/messages`, user.token)).statusCode).toBe(404);
      expect((await say(user.token, "hello")).statusCode).toBe(404);
      expect((await get(`/chat/getBlackList?roomId=${roomId}`, user.token)).statusCode).toBe(404);
      expect((await get("/api/businessCards/chatRooms", user.token)).json()).toEqual([]);
    }
  });
});

describe("messages", () => {
  it("refuses empty and too long messages", async () => {
    const empty = await say(w.seller.token, "  \n ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("chat.empty");
    const long = await say(w.seller.token, "가".repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("chat.tooLong");
  });

  it("stores a message once whatever the retries, numbered in the room, unread for the other side", async () => {
    const first = await say(w.seller.token, "Hello from Acme\n", "retry-me-123");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ seq: 1, text: "Hello from Acme", deleted: false, kind: "text" });
    expect(first.json().author.name).toBe(`Kim Seller|${w.seller.id}`);
    const again = await say(w.seller.token, "Hello from Acme\n", "retry-me-123");
    expect(again.json().id).toBe(first.json().id);
    const stored = await t.ctx.db.select().from(s.chatMessages).where(eq(s.chatMessages.roomId, roomId));
    expect(stored).toHaveLength(1);
    await say(w.buyer.token, "Hi Acme");
    await say(w.colleague.token, "Hi, colleague here");
    const buyerRooms = (await get("/api/businessCards/chatRooms", w.buyer.token)).json();
    expect(buyerRooms[0]).toMatchObject({ id: roomId, unreadMessageCount: 2, company: "Acme Robotics" });
    const sellerRooms = (await get("/api/businessCards/chatRooms", w.seller.token)).json();
    expect(sellerRooms[0]).toMatchObject({ unreadMessageCount: 2, lastMessage: "Hi, colleague here" });
    expect((await post(`/api/chat/rooms/${roomId}/read`, { seq: 99 }, w.buyer.token)).statusCode).toBe(200);
    expect((await get("/api/businessCards/chatRooms", w.buyer.token)).json()[0].unreadMessageCount).toBe(0);
    // a late, smaller read position does not bring messages back
    await post(`/api/chat/rooms/${roomId}/read`, { seq: 1 }, w.buyer.token);
    expect((await get("/api/businessCards/chatRooms", w.buyer.token)).json()[0].unreadMessageCount).toBe(0);
    expect(
      (await get("/api/businessCards/chatRooms", w.seller.token)).json()[0].otherReadSeq,
    ).toBeGreaterThan(0);
  });

  it("reads the newest first (2 on the first load), older ones before a seq, missed ones after a seq", async () => {
    // Sequence numbers increase; a retried send may leave a gap (the retry above did).
    const newest = (await get(`/api/chat/rooms/${roomId}/messages?limit=2`, w.buyer.token)).json();
    const seqs = newest.messages.map((m: { seq: number }) => m.seq);
    expect(seqs).toHaveLength(2);
    expect(seqs[0]).toBeLessThan(seqs[1]);
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(["Hi Acme", "Hi, colleague here"]);
    const older = (
      await get(`/api/chat/rooms/${roomId}/messages?before=${seqs[0]}&limit=10`, w.buyer.token)
    ).json();
    expect(older.messages.map((m: { seq: number }) => m.seq)).toEqual([1]);
    const missed = (await get(`/api/chat/rooms/${roomId}/messages?after=1`, w.buyer.token)).json();
    expect(missed.messages.map((m: { seq: number }) => m.seq)).toEqual(seqs);
  });

  it("sends my business card as a card message", async () => {
    const res = await post(
      `/api/chat/rooms/${roomId}/messages`,
      { clientId: "card-000001", kind: "card" },
      w.buyer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: "card", text: "", card: { company: "Global Trade" } });
    // the card carries the buyer's company, name, position, e-mail and phone (10.15), all from the card
    const card = res.json().card as Record<string, string>;
    for (const field of ["company", "name", "email"]) expect(card[field], field).toBeTruthy();
    expect(Object.keys(card)).toEqual(
      expect.arrayContaining(["company", "name", "position", "email", "countryNumber", "phoneNumber"]),
    );
  });

  it("deletes only one's own message, for everyone", async () => {
    const mine = (await say(w.buyer.token, "to be deleted")).json();
    expect(
      (await post("/chat/removeMsg", { sid: mine.id, channelSid: roomId }, w.seller.token)).statusCode,
    ).toBe(403);
    expect(
      (await post("/chat/removeMsg", { sid: mine.id, channelSid: roomId }, w.outsider.token)).statusCode,
    ).toBe(404);
    expect(
      (await post("/chat/removeMsg", { sid: mine.id, channelSid: roomId }, w.buyer.token)).statusCode,
    ).toBe(200);
    const after = (
      await get(`/api/chat/rooms/${roomId}/messages?after=${mine.seq - 1}`, w.seller.token)
    ).json();
    expect(after.messages[0]).toMatchObject({ id: mine.id, deleted: true, text: "" });
  });
});

describe("blocks and names", () => {
  it("lets one side block a member of the other, who then cannot send; lifted again", async () => {
    const blockBuyer = { identity: String(w.buyer.id), roomId };
    // not a member of the other side: the seller's own colleague, an outsider
    expect(
      (await post("/chat/addBlackList", { identity: String(w.colleague.id), roomId }, w.seller.token))
        .statusCode,
    ).toBe(404);
    expect((await post("/chat/addBlackList", blockBuyer, w.outsider.token)).statusCode).toBe(404);
    expect((await get(`/chat/getBlackList?roomId=${roomId}`, w.seller.token)).json()).toEqual([]);
    expect((await post("/chat/addBlackList", blockBuyer, w.seller.token)).statusCode).toBe(200);
    const refused = await say(w.buyer.token, "let me talk");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("chat.prohibited");
    expect((await get("/api/businessCards/chatRooms", w.buyer.token)).json()[0].blocked).toBe(true);
    const list = (await get(`/chat/getBlackList?roomId=${roomId}`, w.seller.token)).json();
    expect(list).toEqual([
      { identity: String(w.buyer.id), name: `Bob Buyer|${w.buyer.id}`, blockedByMySide: true },
    ]);
    expect((await post("/chat/removeBlackList", blockBuyer, w.seller.token)).statusCode).toBe(200);
    expect((await say(w.buyer.token, "thanks")).statusCode).toBe(200);
  });

  it("changes only one's own display name, which messages then carry", async () => {
    expect(
      (
        await post(
          "/chat/updateFriendlyName",
          { identity: String(w.buyer.id), friendlyName: "Hacker" },
          w.seller.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          "/chat/updateFriendlyName",
          { identity: String(w.seller.id), friendlyName: "Kim | Acme" },
          w.seller.token,
        )
      ).statusCode,
    ).toBe(200);
    const msg = (await say(w.seller.token, "renamed")).json();
    expect(msg.author.name).toBe(`Kim   Acme|${w.seller.id}`);
  });

  it("gives a realtime token for one's own identity only", async () => {
    expect((await get(`/chat/token?identity=${w.buyer.id}`, w.seller.token)).statusCode).toBe(403);
    const res = await get(`/chat/token?identity=${w.seller.id}`, w.seller.token);
    expect(res.json()).toMatchObject({ identity: String(w.seller.id) });
    expect(typeof res.json().token).toBe("string");
  });

  it("lists the other side's members (for blocking) and counts only the other side's reading as read", async () => {
    const seller = (await get("/api/businessCards/chatRooms", w.seller.token)).json()[0];
    expect(seller.otherMembers).toEqual([{ identity: String(w.buyer.id), name: `Bob Buyer|${w.buyer.id}` }]);
    const buyer = (await get("/api/businessCards/chatRooms", w.buyer.token)).json()[0];
    expect(buyer.otherMembers.map((m: { identity: string }) => m.identity).sort()).toEqual(
      [String(w.seller.id), String(w.colleague.id)].sort(),
    );
    const last = (await say(w.buyer.token, "read me")).json();
    // the seller's colleague reads: for the buyer, the seller's side has read it
    await post(`/api/chat/rooms/${roomId}/read`, { seq: last.seq }, w.colleague.token);
    const seen = (await get("/api/businessCards/chatRooms", w.buyer.token)).json()[0];
    expect(seen.otherReadSeq).toBe(last.seq);
    // …but the seller's own colleague reading does not count as the buyer's side having read
    const mine = (await say(w.seller.token, "my side")).json();
    await post(`/api/chat/rooms/${roomId}/read`, { seq: mine.seq }, w.colleague.token);
    const sellerView = (await get("/api/businessCards/chatRooms", w.seller.token)).json()[0];
    expect(sellerView.otherReadSeq).toBeLessThan(mine.seq);
  });

  it("limits the sending rate per user", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await say(w.colleague.token, `burst ${i}`)).statusCode);
    expect(answers).toContain(429);
  });
});

describe("a counterpart who left", () => {
  it("hides the room and answers chat.noUser; a member no longer approved is refused", async () => {
    const buyer2 = await createUser(t.ctx, { name: "Second Buyer" });
    const aB2 = await createApplication(t.ctx, w.s1.id, buyer2.id, {
      approval: "approval",
      type: "buyer",
      name: "Second Trade",
    });
    const opened = await open(w.seller.token, w.aS.id, aB2.id);
    expect(opened.statusCode).toBe(200);
    const room = opened.json().id as number;
    // the host moves the second buyer back to waiting
    await t.ctx.db.update(s.applications).set({ approval: "waiting" }).where(eq(s.applications.id, aB2.id));
    const sellerSend = await post(
      `/api/chat/rooms/${room}/messages`,
      { clientId: "gone-000001", text: "still there?" },
      w.seller.token,
    );
    expect(sellerSend.statusCode).toBe(404);
    expect(sellerSend.json().message).toBe("chat.noUser");
    const rooms = (await get(`/api/businessCards/chatRooms?subEventId=${w.s1.id}`, w.seller.token)).json();
    expect(rooms.map((r: { id: number }) => r.id)).not.toContain(room);
    // the waiting side itself: refused, and its list is empty
    const own = await get(`/api/chat/rooms/${room}/messages`, buyer2.token);
    expect(own.statusCode).toBe(403);
    expect((await get("/api/businessCards/chatRooms", buyer2.token)).json()).toEqual([]);
    // approved again: the room is back, with nothing lost
    await t.ctx.db.update(s.applications).set({ approval: "approval" }).where(eq(s.applications.id, aB2.id));
    expect((await get(`/api/chat/rooms/${room}/messages`, buyer2.token)).statusCode).toBe(200);
  });
});
