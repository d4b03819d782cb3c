import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCheckResult } from "../../../shared/contract";
import { createEvent, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let staff: TestUser;
let otherStaff: TestUser;
let otherEventId: number;
const qr: Record<string, string> = {};

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });

let seq = 0;
const check = (code: string, extra: object = {}) => ({
  clientId: `c${++seq}`,
  code,
  place: "entrance",
  scannedAt: "2026-12-01T00:12:00.000Z",
  ...extra,
});
const send = (token: string, checks: object[], deviceId = "device-0001", eventId = w.event.id) =>
  call("POST", `/api/checkin/events/${eventId}/checks`, token, { deviceId, checks });

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  staff = await createUser(t.ctx, { name: "Staff Shin" });
  otherStaff = await createUser(t.ctx, { name: "Other Staff" });
  const other = await createEvent(t.ctx, { hostUserId: w.otherHost.id });
  otherEventId = other.id;
  for (const [key, user] of Object.entries({ seller: w.seller, buyer: w.buyer, colleague: w.colleague }))
    qr[key] = (await call("GET", `/api/events/${w.event.id}/badge`, user.token)).json().qr;
});
afterAll(() => t.close());

describe("check-in staff", () => {
  const url = () => `/api/host/events/${w.event.id}/checkinStaff`;
  it("only the host names helpers", async () => {
    expect((await call("POST", url(), w.seller.token, { email: staff.email })).statusCode).toBe(403);
    expect((await call("POST", url(), w.otherHost.token, { email: staff.email })).statusCode).toBe(403);
    expect((await call("POST", url(), w.host.token, { email: "nope" })).json().message).toBe(
      "checkin.error.badEmail",
    );
    const res = await call("POST", url(), w.host.token, { email: staff.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: staff.email.toLowerCase(), name: "Staff Shin" });
    expect((await call("POST", url(), w.host.token, { email: staff.email })).statusCode).toBe(409);
    const other = `/api/host/events/${otherEventId}/checkinStaff`;
    expect((await call("POST", other, w.otherHost.token, { email: otherStaff.email })).statusCode).toBe(201);
  });
});

describe("checks", () => {
  it("refuses anonymous callers, participants and the staff of another event", async () => {
    expect((await send("", [check(qr.buyer!)])).statusCode).toBe(401);
    for (const user of [w.seller, w.buyer, otherStaff, w.otherHost]) {
      expect((await send(user.token, [check(qr.buyer!)])).statusCode).toBe(403);
      expect((await call("GET", `/api/checkin/events/${w.event.id}/roster`, user.token)).statusCode).toBe(
        403,
      );
      expect((await call("GET", `/api/checkin/events/${w.event.id}/count`, user.token)).statusCode).toBe(403);
    }
    // and our staff cannot check in at the other event
    expect((await send(staff.token, [check(qr.buyer!)], "device-0001", otherEventId)).statusCode).toBe(403);
  });

  it("gives the staff screen the event's places and the live floors of its meeting sub-events", async () => {
    expect((await call("GET", `/api/checkin/events/${w.event.id}`, w.seller.token)).statusCode).toBe(403);
    const setup = (await call("GET", `/api/checkin/events/${w.event.id}`, staff.token)).json();
    expect(setup.isManager).toBe(false);
    expect(setup.places[0]).toEqual({ key: "entrance", label: "" });
    expect(setup.floors).toContainEqual({ subEventId: w.s1.id, name: expect.any(String) });
  });

  it("checks a person in once, says who and when on a second scan, and stores a resend once", async () => {
    const first = await send(staff.token, [check(qr.seller!, { clientId: "s-1" })]);
    expect(first.statusCode).toBe(200);
    const [r1] = first.json().results as TCheckResult[];
    expect(r1).toMatchObject({ outcome: "in", badge: { name: "Kim Seller", company: "Acme Robotics" } });
    // the same (device, client id) again: the same answer, stored once
    const resend = (await send(staff.token, [check(qr.seller!, { clientId: "s-1" })])).json().results[0];
    expect(resend).toMatchObject({ outcome: "in", checkinId: r1!.checkinId });
    // another device scanning the same badge: already in, at the first scan's time, by whom
    const again = (
      await send(w.host.token, [check(qr.seller!, { scannedAt: "2026-12-01T00:30:00Z" })], "device-0002")
    ).json().results[0];
    expect(again).toMatchObject({
      outcome: "already",
      previous: { at: "2026-12-01T00:12:00.000Z", byName: "Staff Shin" },
    });
    // the same person may still check in to a sub-event
    const sub = (await send(staff.token, [check(qr.seller!, { place: `subEvent:${w.s1.id}` })])).json()
      .results[0];
    expect(sub.outcome).toBe("in");
  });

  it("refuses forged codes, another event's badges and revoked badges with their reason", async () => {
    const forged = `${qr.buyer!.slice(0, -3)}AAA`;
    expect((await send(staff.token, [check(forged)])).json().results[0]).toMatchObject({
      outcome: "unknown",
      badge: null,
    });
    const foreign = await createUser(t.ctx);
    const foreignEvent = await createEvent(t.ctx, { hostUserId: w.otherHost.id });
    const added = await call("POST", `/api/host/events/${foreignEvent.id}/badges`, w.otherHost.token, {
      name: "Foreigner",
    });
    expect(foreign.id).toBeGreaterThan(0);
    expect((await send(staff.token, [check(added.json().qr)])).json().results[0]).toMatchObject({
      outcome: "otherEvent",
      badge: null,
    });
    const buyerBadge = qr.buyer!.split(".")[1];
    await call("POST", `/api/host/badges/${buyerBadge}/reissue`, w.host.token);
    expect((await send(staff.token, [check(qr.buyer!)])).json().results[0]).toMatchObject({
      outcome: "revoked",
      badge: { name: "Bob Buyer" },
    });
    expect((await send(staff.token, [{ ...check(qr.buyer!), place: "subEvent:99999" }])).statusCode).toBe(
      404,
    );
  });

  it("20 scans queued offline land once each with their own times, even when sent twice", async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("POST", `/api/host/events/${w.event.id}/badges`, w.host.token, { name: `Guest ${i}` }),
      ),
    );
    const queue = people.map((p, i) =>
      check(p.json().qr, {
        clientId: `q-${i}`,
        scannedAt: new Date(Date.UTC(2026, 11, 1, 0, i)).toISOString(),
      }),
    );
    const before = (await call("GET", `/api/checkin/events/${w.event.id}/count`, w.host.token)).json()
      .checkedIn;
    const [a, b] = await Promise.all([
      send(staff.token, queue, "device-q"),
      send(staff.token, queue, "device-q"),
    ]);
    for (const res of [a, b])
      expect(res.json().results.map((r: TCheckResult) => r.outcome)).toEqual(Array(20).fill("in"));
    const count = (await call("GET", `/api/checkin/events/${w.event.id}/count`, staff.token)).json();
    expect(count.checkedIn).toBe(before + 20);
    const recent = (
      await call("GET", `/api/checkin/events/${w.event.id}/recent?limit=100`, staff.token)
    ).json().items;
    const guests = recent.filter((r: { name: string }) => r.name.startsWith("Guest "));
    expect(guests).toHaveLength(20);
    expect(guests.find((r: { name: string }) => r.name === "Guest 7").scannedAt).toBe(
      "2026-12-01T00:07:00.000Z",
    );
  });

  it("counts checked in / expected by role and sub-event; the host undoes a mistake", async () => {
    const count = (await call("GET", `/api/checkin/events/${w.event.id}/count`, w.host.token)).json();
    const seller = count.byRole.find((r: { key: string }) => r.key === "seller");
    expect(seller).toMatchObject({ checkedIn: 1, expected: 2 }); // the seller in, the colleague (seller role) not yet
    expect(count.bySubEvent[0]).toMatchObject({ key: `subEvent:${w.s1.id}` });
    const recent = (await call("GET", `/api/checkin/events/${w.event.id}/recent`, w.host.token)).json().items;
    const target = recent.find(
      (r: { name: string; outcome: string; place: string }) =>
        r.name === "Kim Seller" && r.outcome === "in" && r.place === "entrance",
    );
    expect((await call("POST", `/api/host/checkins/${target.id}/undo`, staff.token)).statusCode).toBe(403);
    expect((await call("POST", `/api/host/checkins/${target.id}/undo`, w.seller.token)).statusCode).toBe(403);
    const undone = await call("POST", `/api/host/checkins/${target.id}/undo`, w.host.token);
    expect(undone.json().undoneAt).not.toBeNull();
    expect((await call("POST", `/api/host/checkins/${target.id}/undo`, w.host.token)).statusCode).toBe(409);
    const after = (await call("GET", `/api/checkin/events/${w.event.id}/count`, w.host.token)).json();
    expect(after.checkedIn).toBe(count.checkedIn - 1);
    // checked in again after the undo
    expect((await send(staff.token, [check(qr.seller!)])).json().results[0].outcome).toBe("in");
  });
});
