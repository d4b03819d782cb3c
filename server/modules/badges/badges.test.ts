import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";
import { badgePrintPages } from "./badges.print";

let t: TestApp;
let w: WorkspaceWorld;

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  await t.ctx.db.insert(s.speakers).values({ subEventId: w.s1.id, name: "Dr. Park", company: "KAIST" });
  await t.ctx.db
    .insert(s.interpreters)
    .values({ subEventId: w.s1.id, email: "interp@example.com", name: "Ina" });
});
afterAll(() => t.close());

describe("the participant's own badge", () => {
  const mine = () => `/api/events/${w.event.id}/badge`;

  it("has none for anonymous callers, outsiders, waiting and rejected applicants", async () => {
    expect((await call("GET", mine())).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.rejected, w.otherHost]) {
      expect((await call("GET", mine(), user.token)).statusCode).toBe(404);
    }
  });

  it("shows an approved participant and a colleague their own badge, with a QR that carries no personal data", async () => {
    const seller = (await call("GET", mine(), w.seller.token)).json();
    expect(seller).toMatchObject({ name: "Kim Seller", company: "Acme Robotics", role: "seller" });
    expect(seller.qr).toMatch(/^BZ1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}$/);
    expect(seller.qr).not.toContain("Kim");
    const colleague = (await call("GET", mine(), w.colleague.token)).json();
    expect(colleague).toMatchObject({ name: "Lee Colleague", company: "Acme Robotics" });
    expect(colleague.badgeId).not.toBe(seller.badgeId);
    // the same badge every time (created once)
    expect((await call("GET", mine(), w.seller.token)).json().badgeId).toBe(seller.badgeId);
  });
});

describe("host: the event's badges", () => {
  const list = (q = "") => `/api/host/events/${w.event.id}/badges${q}`;

  it("refuses anonymous callers, participants and another event's host", async () => {
    expect((await call("GET", list())).statusCode).toBe(401);
    for (const user of [w.seller, w.otherHost]) {
      expect((await call("GET", list(), user.token)).statusCode).toBe(403);
      expect((await call("POST", list(), user.token, { name: "X" })).statusCode).toBe(403);
    }
    const badgeId = (await call("GET", `/api/events/${w.event.id}/badge`, w.buyer.token)).json().badgeId;
    expect((await call("POST", `/api/host/badges/${badgeId}/revoke`, w.seller.token)).statusCode).toBe(403);
    expect((await call("POST", `/api/host/badges/${badgeId}/reissue`, w.otherHost.token)).statusCode).toBe(
      403,
    );
  });

  it("lists every person once, in print order, with filters", async () => {
    const res = (await call("GET", list(), w.host.token)).json();
    const names = res.items.map((b: { name: string }) => b.name);
    expect(names).toEqual(
      ["Ina", "Lee Colleague", "Kim Seller", "Bob Buyer", "Dr. Park"].sort((a, b) => {
        const company = (n: string) => res.items.find((x: { name: string }) => x.name === n).company;
        return company(a).localeCompare(company(b)) || a.localeCompare(b);
      }),
    );
    expect(res.total).toBe(5);
    expect((await call("GET", list("?role=buyer"), w.host.token)).json().items).toHaveLength(1);
    expect((await call("GET", list("?q=acme"), w.host.token)).json().total).toBe(2);
    expect((await call("GET", list(`?subEventId=${w.s1.id}`), w.host.token)).json().total).toBe(5);
  });

  it("adds staff badges, reissues (the old one is refused from then on) and revokes", async () => {
    const added = await call("POST", list(), w.host.token, {
      name: "Helper Han",
      company: "Bizmeet",
      role: "staff",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ role: "staff", state: "ok" });
    expect((await call("POST", list(), w.host.token, { name: " " })).json().message).toBe(
      "badges.error.nameRequired",
    );

    const old = (await call("GET", `/api/events/${w.event.id}/badge`, w.buyer.token)).json().badgeId;
    const fresh = (await call("POST", `/api/host/badges/${old}/reissue`, w.host.token)).json();
    expect(fresh.id).not.toBe(old);
    expect(fresh.name).toBe("Bob Buyer");
    expect((await call("POST", `/api/host/badges/${old}/reissue`, w.host.token)).statusCode).toBe(409);
    expect((await call("GET", `/api/events/${w.event.id}/badge`, w.buyer.token)).json().badgeId).toBe(
      fresh.id,
    );

    const revoked = (await call("POST", `/api/host/badges/${fresh.id}/revoke`, w.host.token)).json();
    expect(revoked.state).toBe("revoked");
    // listing again does not hand the revoked person a new badge behind the host's back
    const again = (await call("GET", list("?role=buyer"), w.host.token)).json();
    expect(again.items.map((b: { state: string }) => b.state)).toEqual(["revoked"]);
    expect((await call("GET", `/api/events/${w.event.id}/badge`, w.buyer.token)).statusCode).toBe(404);
  });

  it("marks a badge not approved when its application is rejected", async () => {
    const user = await createUser(t.ctx, { name: "Later Rejected" });
    const app = await createApplication(t.ctx, w.s1.id, user.id, { approval: "approval", type: "visitor" });
    expect((await call("GET", `/api/events/${w.event.id}/badge`, user.token)).statusCode).toBe(200);
    await t.ctx.db.update(s.applications).set({ approval: "reject" }).where(eq(s.applications.id, app.id));
    const listed = (await call("GET", list("?q=later"), w.host.token)).json();
    expect(listed.items[0].state).toBe("notApproved");
  });

  it("gives the print data of a large event in sorted keyset pages", async () => {
    const event = await createEvent(t.ctx);
    const sub = await createSubEvent(t.ctx, event.id, { name: "Expo Hall" });
    await t.ctx.db.insert(s.speakers).values(
      Array.from({ length: 23 }, (_, i) => ({
        subEventId: sub.id,
        name: `Speaker ${i}`,
        company: `Co ${i % 5}`,
      })),
    );
    const rows = [];
    for await (const page of badgePrintPages(t.ctx, event.id, {}, 10)) rows.push(...page);
    expect(rows).toHaveLength(23);
    const keys = rows.map((r) => `${r.company}\u0000${r.name}`);
    expect(keys).toEqual([...keys].sort());
    expect(rows[0]).toMatchObject({ subEvents: ["Expo Hall"], eventName: event.name, role: "speaker" });
    const one = [];
    for await (const page of badgePrintPages(t.ctx, event.id, { badgeId: rows[5]!.badgeId }))
      one.push(...page);
    expect(one.map((r) => r.badgeId)).toEqual([rows[5]!.badgeId]);
  });
});
