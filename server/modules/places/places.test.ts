import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";
import { listActivePlaces } from "./places.repository";

let t: TestApp;
let w: WorkspaceWorld;
let boothApp: number;
const slotStart = new Date("2026-12-01T01:00:00Z");
const slotEnd = new Date("2026-12-01T01:30:00Z");

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const list = () => `/api/host/subEvents/${w.s1.id}/places`;
const one = (id: number) => `/api/host/places/${id}`;
const placeBody = { kind: "table", name: "VIP-1", zone: "Hall B" };

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-30T00:00:00Z");
  w = await workspaceWorld(t);
  const exhibitor = await createUser(t.ctx, { company: "Booth Works" });
  boothApp = (
    await createApplication(t.ctx, w.s1.id, exhibitor.id, {
      approval: "approval",
      type: "booth",
      name: "Booth Works",
    })
  ).id;
  await t.ctx.db.insert(s.meetingSlots).values({
    subEventId: w.s1.id,
    startsAt: slotStart,
    endsAt: slotEnd,
    date: "2026-12-01",
    startTime: "10:00",
    endTime: "10:30",
  });
});
afterAll(() => t.close());

/** Every call of the domain, for the refused actors. */
function calls(placeId: number): [Method, string, object?][] {
  return [
    ["GET", list()],
    ["PUT", `/api/host/subEvents/${w.s1.id}/placeMode`, { mode: "pooled" }],
    ["POST", `${list()}/tables`, { count: 2, prefix: "Z-" }],
    ["POST", list(), placeBody],
    ["POST", `${list()}/fromBooths`],
    ["PUT", one(placeId), placeBody],
    ["DELETE", one(placeId)],
    ["POST", `${list()}/import`, { rows: [{ row: 2, kind: "table", name: "Q-1" }] }],
  ];
}

describe("who may define places", () => {
  it("refuses anonymous callers (401), participants, colleagues and another event's host (403)", async () => {
    const [place] = await t.ctx.db
      .insert(s.places)
      .values({ subEventId: w.s1.id, name: "Guarded" })
      .returning();
    for (const [method, url, body] of calls(place!.id)) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [w.seller, w.colleague, w.buyer, w.outsider, w.otherHost])
        expect((await call(method, url, user.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("GET", list(), w.host.token)).json().places).toHaveLength(1);
    expect((await call("DELETE", one(place!.id), w.host.token)).statusCode).toBe(200);
    expect((await call("PUT", one(place!.id), w.host.token, placeBody)).statusCode).toBe(404);
  });
});

describe("numbered tables", () => {
  it("creates A-01..A-40 in a zone, then refuses a batch with taken names and creates none of it", async () => {
    const res = await call("POST", `${list()}/tables`, w.host.token, {
      count: 40,
      prefix: "A-",
      width: 2,
      start: 1,
      zone: "Hall A",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 40 });
    const places = (await call("GET", list(), w.host.token)).json().places;
    expect(places.map((p: { name: string }) => p.name).slice(0, 3)).toEqual(["A-01", "A-02", "A-03"]);
    expect(places[39]).toMatchObject({
      name: "A-40",
      zone: "Hall A",
      kind: "table",
      applicationId: null,
      active: true,
    });
    const again = await call("POST", `${list()}/tables`, w.host.token, { count: 5, prefix: "A-", start: 39 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("places.namesTaken");
    expect(again.json().detail).toContain("A-39, A-40");
    expect((await call("GET", list(), w.host.token)).json().places).toHaveLength(40);
  });

  it("refuses counts outside 1..500 with a clear message", async () => {
    for (const count of [0, 501]) {
      const res = await call("POST", `${list()}/tables`, w.host.token, { count, prefix: "B-" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("places.countRange");
    }
  });
});

describe("one place by hand, owners and pins", () => {
  it("creates a room fixed to an approved seller; refuses a buyer, a second place for the seller and half a pin", async () => {
    const created = await call("POST", list(), w.host.token, {
      ...placeBody,
      kind: "room",
      applicationId: w.aS.id,
      x: 0.2,
      y: 0.4,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: "room",
      name: "VIP-1",
      companyName: "Acme Robotics",
      x: 0.2,
      y: 0.4,
    });
    const buyer = await call("POST", list(), w.host.token, {
      ...placeBody,
      name: "VIP-2",
      applicationId: w.aB.id,
    });
    expect(buyer.json().message).toBe("places.ownerNotParticipant");
    const twice = await call("POST", list(), w.host.token, {
      ...placeBody,
      name: "VIP-2",
      applicationId: w.aS.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain("VIP-1");
    const half = await call("POST", list(), w.host.token, { ...placeBody, name: "VIP-2", x: 0.5 });
    expect(half.json().message).toBe("places.pinBoth");
    const outside = await call("POST", list(), w.host.token, { ...placeBody, name: "VIP-2", x: 1.5, y: 0.5 });
    expect(outside.json().message).toBe("places.pinOutside");
    expect((await call("POST", list(), w.host.token, { ...placeBody, name: "A-01" })).json().message).toBe(
      "places.nameTaken",
    );
  });

  it("edits a place: renames, moves the pin, clears it, changes the owner", async () => {
    const places = (await call("GET", list(), w.host.token)).json().places as { id: number; name: string }[];
    const a1 = places.find((p) => p.name === "A-01")!;
    const moved = await call("PUT", one(a1.id), w.host.token, {
      kind: "table",
      name: "A-01",
      zone: "Hall A",
      x: 0.1,
      y: 0.9,
      applicationId: boothApp,
    });
    expect(moved.json()).toMatchObject({ x: 0.1, y: 0.9, companyName: "Booth Works" });
    const cleared = await call("PUT", one(a1.id), w.host.token, {
      kind: "table",
      name: "A-01",
      zone: "Hall A",
    });
    expect(cleared.json()).toMatchObject({ x: null, y: null, applicationId: null });
    expect((await call("PUT", one(a1.id), w.host.token, { kind: "table", name: "A-02" })).statusCode).toBe(
      409,
    );
  });
});

describe("meetings at a place: withdraw and delete", () => {
  it("counts agreed meetings ahead, refuses to withdraw or delete a busy place, allows it once the meeting ended", async () => {
    const places = (await call("GET", list(), w.host.token)).json().places as { id: number; name: string }[];
    const a7 = places.find((p) => p.name === "A-07")!;
    await t.ctx.db.insert(s.meetings).values({
      subEventId: w.s1.id,
      applicantApplicationId: w.aB.id,
      acceptorApplicationId: w.aS.id,
      startsAt: slotStart,
      endsAt: slotEnd,
      status: "agree",
      placeId: a7.id,
    });
    const listed = (await call("GET", list(), w.host.token))
      .json()
      .places.find((p: { id: number }) => p.id === a7.id);
    expect(listed).toMatchObject({ upcomingMeetings: 1, used: true });
    const withdraw = await call("PUT", one(a7.id), w.host.token, {
      kind: "table",
      name: "A-07",
      zone: "Hall A",
      active: false,
    });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe("places.withdrawBusy");
    expect(withdraw.json().detail).toContain("2026-12-01 10:00 Global Trade · Acme Robotics");
    const del = await call("DELETE", one(a7.id), w.host.token);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe("places.deleteUsed");

    t.clock.now = new Date("2026-12-01T02:00:00Z");
    const later = await call("PUT", one(a7.id), w.host.token, {
      kind: "table",
      name: "A-07",
      zone: "Hall A",
      active: false,
    });
    expect(later.json()).toMatchObject({ active: false, upcomingMeetings: 0 });
    expect((await call("DELETE", one(a7.id), w.host.token)).statusCode).toBe(409);
    const [meeting] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.placeId, a7.id));
    expect(meeting).toBeDefined();
    t.clock.now = new Date("2026-11-30T00:00:00Z");
  });

  it("offers the integrator only active places, in order", async () => {
    const active = await listActivePlaces(t.ctx.db, w.s1.id);
    expect(active.map((p) => p.name)).not.toContain("A-07");
    expect(active[0]).toEqual({
      id: expect.any(Number),
      kind: "table",
      name: "A-01",
      zone: "Hall A",
      sort: 1,
      applicationId: null,
      x: null,
      y: null,
    });
  });
});

describe("mode and booths", () => {
  it("switches the sub-event to pooled tables", async () => {
    const res = await call("PUT", `/api/host/subEvents/${w.s1.id}/placeMode`, w.host.token, {
      mode: "pooled",
    });
    expect(res.json()).toEqual({ mode: "pooled" });
    expect((await call("GET", list(), w.host.token)).json().mode).toBe("pooled");
  });

  it("makes one place per booth marker, pinned and fixed to the booth's company; twice creates nothing new", async () => {
    const [file] = await t.ctx.db
      .insert(s.files)
      .values({
        fileName: "hall.png",
        filePath: "/files/hall.png",
        fileType: "image/png",
        fileSize: 3,
        folderPath: `event/${w.event.id}/`,
        storageKey: "hall-places-test",
        uploaderId: w.host.id,
      })
      .returning();
    await t.ctx.db
      .insert(s.floorPlans)
      .values({ subEventId: w.s1.id, imageFileId: file!.id, width: 1200, height: 800 });
    await t.ctx.db.insert(s.booths).values([
      { subEventId: w.s1.id, label: "B-1", x: 0.3, y: 0.3, applicationId: boothApp },
      { subEventId: w.s1.id, label: "B-2", x: 0.6, y: 0.3 },
      { subEventId: w.s1.id, label: "A-02", x: 0.9, y: 0.9 },
    ]);
    const first = await call("POST", `${list()}/fromBooths`, w.host.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ created: 2, skipped: ["A-02"] });
    const places = (await call("GET", list(), w.host.token)).json().places;
    expect(places.find((p: { name: string }) => p.name === "B-1")).toMatchObject({
      kind: "booth",
      boothLabel: "B-1",
      x: 0.3,
      y: 0.3,
      companyName: "Booth Works",
    });
    expect(places.find((p: { name: string }) => p.name === "B-2")).toMatchObject({ applicationId: null });
    expect((await call("POST", `${list()}/fromBooths`, w.host.token)).json()).toEqual({
      created: 0,
      skipped: ["A-02"],
    });
  });
});

describe("a place taken while it is deleted (PostgreSQL: two connections)", () => {
  it.skipIf(process.env.TEST_DB !== "pg")(
    "waits for the meeting that is taking the place, then refuses the delete (the meeting keeps its place)",
    async () => {
      const [place] = await t.ctx.db
        .insert(s.places)
        .values({ subEventId: w.s1.id, name: "Race" })
        .returning();
      const [meeting] = await t.ctx.db
        .insert(s.meetings)
        .values({
          subEventId: w.s1.id,
          applicantApplicationId: w.aB.id,
          acceptorApplicationId: boothApp,
          startsAt: slotStart,
          endsAt: slotEnd,
          status: "waiting",
        })
        .returning();
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      let taking!: () => void;
      const taken = new Promise<void>((r) => {
        taking = r;
      });
      // a meeting takes the place in a transaction that stays open until the delete is waiting for it
      const agreement = t.ctx.db.transaction(async (tx) => {
        await tx.update(s.meetings).set({ placeId: place!.id }).where(eq(s.meetings.id, meeting!.id));
        taking();
        await released;
      });
      await taken;
      const deleting = call("DELETE", one(place!.id), w.host.token);
      for (;;) {
        const waiting = await t.ctx.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (Number((waiting as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0) break;
        await new Promise((r) => setImmediate(r));
      }
      release();
      await agreement;
      const res = await deleting;
      expect(res.statusCode).toBe(409);
      const [after] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, meeting!.id));
      expect(after!.placeId).toBe(place!.id);
    },
  );
});
