import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TChatActivity } from "../../../shared/contract";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";
import { notifyRoomsClosed, roomsClosing } from "./chat.notify";

/**
 * A room closes when one of its applications stops taking part: the rooms list leaves it out, and the other
 * side hears it live (`chat:activity` kind closed) so that an open list or drawer follows at once.
 */
let t: TestApp;
let w: WorkspaceWorld;
let buyer2: TestUser;
let aB2: number;
let sellerRoom: number;
let buyersRoom: number;
const sent: { rooms: string[]; event: string; payload: TChatActivity }[] = [];

const open = async (token: string, applicationId: number, otherApplicationId: number) => {
  const res = await t.call({
    method: "POST",
    url: "/api/chat/rooms",
    token,
    payload: { subEventId: w.s1.id, applicationId, otherApplicationId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
};
const listed = async (token: string) =>
  (await t.call({ method: "GET", url: `/api/businessCards/chatRooms?subEventId=${w.s1.id}`, token }))
    .json()
    .map((r: { id: number }) => r.id);
const setApproval = (id: number, approval: "approval" | "waiting" | "reject") =>
  t.ctx.db.update(s.applications).set({ approval }).where(eq(s.applications.id, id));

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  buyer2 = await createUser(t.ctx, { name: "Second Buyer" });
  aB2 = (await createApplication(t.ctx, w.s1.id, buyer2.id, { approval: "approval", type: "buyer" })).id;
  sellerRoom = await open(w.seller.token, w.aS.id, w.aB.id);
  buyersRoom = await open(buyer2.token, aB2, w.aB.id);
  // what the realtime layer is asked to send (no sockets are needed to see it)
  t.ctx.realtime.emit = (rooms, event, payload) => {
    sent.push({ rooms: [rooms].flat(), event, payload: payload as TChatActivity });
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  sent.length = 0;
});

describe("closed rooms", () => {
  it("announces nothing while the application is still approved", async () => {
    expect(await notifyRoomsClosed(t.ctx, w.aB.id)).toBe(0);
    expect(sent).toEqual([]);
  });

  it("lists a room while both sides are approved", async () => {
    expect(await listed(w.seller.token)).toContain(sellerRoom);
    expect(await listed(w.colleague.token)).toContain(sellerRoom);
    expect(await listed(buyer2.token)).toContain(buyersRoom);
    expect((await listed(w.buyer.token)).sort()).toEqual([sellerRoom, buyersRoom].sort());
  });

  it("after a rejection, tells the other side's members of each room (owner and colleagues), never the rejected side", async () => {
    await setApproval(w.aB.id, "reject");
    expect(await notifyRoomsClosed(t.ctx, w.aB.id)).toBe(2);
    expect(sent.map((e) => e.event)).toEqual(["chat:activity", "chat:activity"]);
    const toSeller = sent.find((e) => e.payload.roomId === sellerRoom);
    expect(toSeller?.rooms.sort()).toEqual([`user:${w.seller.id}`, `user:${w.colleague.id}`].sort());
    expect(toSeller?.payload).toEqual({ roomId: sellerRoom, subEventId: w.s1.id, seq: 0, kind: "closed" });
    const toBuyer2 = sent.find((e) => e.payload.roomId === buyersRoom);
    expect(toBuyer2?.rooms).toEqual([`user:${buyer2.id}`]);
    expect(sent.flatMap((e) => e.rooms)).not.toContain(`user:${w.buyer.id}`);
  });

  it("leaves the closed rooms out of every list: the other side's and the rejected side's own", async () => {
    expect(await listed(w.seller.token)).not.toContain(sellerRoom);
    expect(await listed(w.colleague.token)).not.toContain(sellerRoom);
    expect(await listed(buyer2.token)).not.toContain(buyersRoom);
    expect(await listed(w.buyer.token)).toEqual([]);
    // a message into it is refused: the counterpart is gone
    const res = await t.call({
      method: "POST",
      url: `/api/chat/rooms/${sellerRoom}/messages`,
      token: w.seller.token,
      payload: { clientId: "closed-room-0001", text: "still there?" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("chat.noUser");
  });

  it("leaves out a room whose other side went back to waiting, and lists it again once approved", async () => {
    await setApproval(w.aB.id, "approval");
    expect(await listed(w.seller.token)).toContain(sellerRoom);
    await setApproval(w.aB.id, "waiting");
    expect(await notifyRoomsClosed(t.ctx, w.aB.id)).toBe(2);
    expect(await listed(w.seller.token)).not.toContain(sellerRoom);
    await setApproval(w.aB.id, "approval");
  });

  it("announces the rooms of an application that is deleted, read before the delete", async () => {
    const announce = await roomsClosing(t.ctx, t.ctx.db, aB2);
    await t.ctx.db.delete(s.applications).where(eq(s.applications.id, aB2));
    expect(await notifyRoomsClosed(t.ctx, aB2)).toBe(0);
    announce();
    expect(sent).toEqual([
      {
        rooms: [`user:${w.buyer.id}`],
        event: "chat:activity",
        payload: { roomId: buyersRoom, subEventId: w.s1.id, seq: 0, kind: "closed" },
      },
    ]);
    expect(await listed(w.buyer.token)).toEqual([sellerRoom]);
  });
});
