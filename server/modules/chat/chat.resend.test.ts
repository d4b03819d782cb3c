import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

/**
 * Resends of the browser's outbox (docs/realtime.md, "Delivery"): a client id is stored once, and every
 * resend is answered with the message stored the first time, whatever happened since (a block, the rate
 * limit, a resend racing another).
 */
let t: TestApp;
let w: WorkspaceWorld;
let roomId: number;

beforeAll(async () => {
  t = await startTestApp({ CHAT_RATE_PER_10S: "20" });
  w = await workspaceWorld(t);
  const res = await t.call({
    method: "POST",
    url: "/api/chat/rooms",
    token: w.seller.token,
    payload: { subEventId: w.s1.id, applicationId: w.aS.id, otherApplicationId: w.aB.id },
  });
  roomId = res.json().id;
});
afterAll(async () => {
  await t.close();
});

const say = (token: string, clientId: string, text: string) =>
  t.call({ method: "POST", url: `/api/chat/rooms/${roomId}/messages`, payload: { clientId, text }, token });
const storedWith = async (clientId: string) =>
  (await t.ctx.db.select().from(s.chatMessages).where(eq(s.chatMessages.roomId, roomId))).filter(
    (m) => m.clientId === clientId,
  );

describe("resends", () => {
  it("refuses another member's client id instead of handing their message back", async () => {
    const theirs = await say(w.buyer.token, "buyer-own-000001", "the buyer's words");
    expect(theirs.statusCode).toBe(200);
    const taken = await say(w.seller.token, "buyer-own-000001", "the seller's words");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("chat.badClientId");
    expect(await storedWith("buyer-own-000001")).toHaveLength(1);
  });

  it("answers concurrent resends of one client id with the same stored message, stored once", async () => {
    // rounds of 8 sends racing each other (on PostgreSQL they run on separate connections)
    for (let round = 0; round < 12; round++) {
      const clientId = `racing-resend-${round}-000`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => say(w.seller.token, clientId, `sent while flaky ${round}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await storedWith(clientId)).toHaveLength(1);
      // the next round in a new rate window (the limit is not what this test is about)
      t.clock.now = new Date(t.clock.now.getTime() + 11_000);
    }
  });

  it("answers a resend with the stored message even when its text differs, never a second copy", async () => {
    const first = await say(w.seller.token, "resend-text-00001", "first words");
    const again = await say(w.seller.token, "resend-text-00001", "other words");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, seq: first.json().seq, text: "first words" });
    expect(await storedWith("resend-text-00001")).toHaveLength(1);
  });

  it("answers a resend of a message stored before the sender was blocked (it is delivered, not refused)", async () => {
    const first = await say(w.buyer.token, "before-block-0001", "sent before the block");
    await t.call({
      method: "POST",
      url: "/chat/addBlackList",
      payload: { identity: String(w.buyer.id), roomId },
      token: w.seller.token,
    });
    const resend = await say(w.buyer.token, "before-block-0001", "sent before the block");
    expect(resend.statusCode).toBe(200);
    expect(resend.json().id).toBe(first.json().id);
    // a new message is refused as before
    const fresh = await say(w.buyer.token, "after-block-00001", "new");
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().message).toBe("chat.prohibited");
    await t.call({
      method: "POST",
      url: "/chat/removeBlackList",
      payload: { identity: String(w.buyer.id), roomId },
      token: w.seller.token,
    });
  });

  it("does not count resends against the sending rate", async () => {
    const first = await say(w.colleague.token, "rate-resend-00001", "once");
    expect(first.statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await say(w.colleague.token, "rate-resend-00001", "once")).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await say(w.colleague.token, "rate-fresh-000001", "new one")).statusCode).toBe(200);
  });

  it("stores messages sent one after another in that order", async () => {
    const seqs: number[] = [];
    for (let i = 1; i <= 5; i++)
      seqs.push((await say(w.seller.token, `in-order-${i}-000000`, `n${i}`)).json().seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });
});
