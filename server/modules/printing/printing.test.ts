import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { pdfText } from "../../pdf/readback";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";

/**
 * The PDFs of the event day (issue 29, parts 2 and 4), read back with pdftotext: refused actors first, then the
 * host's background jobs (badges, agendas, table cards) with their progress and signed links, and a Korean
 * buyer's own agenda with the Korean company names and the table.
 */
let t: TestApp;
let w: MeetingWorld;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  stranger = await createUser(t.ctx, { name: "Nobody" });
  await t.ctx.db.update(s.applications).set({ name: "한빛로보틱스" }).where(eq(s.applications.id, w.aS.id));
  await t.ctx.db.update(s.applications).set({ name: "서울무역상사" }).where(eq(s.applications.id, w.aB.id));
  await t.ctx.db
    .update(s.users)
    .set({ countryNumber: "82", name: "김바이어" })
    .where(eq(s.users.id, w.buyer.id));
  await t.ctx.db
    .update(s.businessCards)
    .set({ name: "김바이어" })
    .where(eq(s.businessCards.userId, w.buyer.id));
  await t.ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, w.s1.id));
  await t.ctx.db.insert(s.places).values({ subEventId: w.s1.id, name: "A-07", zone: "Hall A" });
  const requested = await t.call({
    method: "POST",
    url: "/api/meetings/applicant",
    token: w.buyer.token,
    payload: {
      subEventId: w.s1.id,
      applicant: w.aB.id,
      acceptor: w.aS.id,
      date: "2026-12-01",
      startTime: "10:00",
    },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const [m] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.subEventId, w.s1.id));
  const agreed = await t.call({
    method: "PUT",
    url: "/api/meetings/update",
    token: w.seller.token,
    payload: { subEventId: w.s1.id, acceptorId: w.aS.id, meetingId: m!.id, status: "agree" },
  });
  expect(agreed.statusCode, agreed.body).toBe(200);
});
afterAll(() => t.close());

const start = (token: string | undefined, payload: object) =>
  t.call({ method: "POST", url: `/api/host/events/${w.event.id}/prints`, token, payload });

/** Waits for the job to end; answers its last state. */
async function finished(jobId: number) {
  for (let i = 0; i < 600; i++) {
    const res = await t.call({ method: "GET", url: `/api/host/prints/${jobId}`, token: w.host.token });
    const job = res.json() as { status: string; downloadUrl: string | null; done: number; total: number };
    if (job.status !== "running") return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the print job did not end");
}

/** Fetches a signed PDF link and answers its text (pdftotext). */
async function textOf(url: string) {
  const res = await t.call({ method: "GET", url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const file = path.join(tmpdir(), `bizmeet-print-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(file, res.rawPayload);
  return pdfText(file);
}

describe("PDFs of the event day", () => {
  it("refuses anonymous callers, participants and another event's host; a stranger has no agenda", async () => {
    const body = { kind: "agendas", order: "company" };
    expect((await start(undefined, body)).statusCode).toBe(401);
    for (const actor of [w.seller, w.buyer, w.otherHost])
      expect((await start(actor.token, body)).statusCode).toBe(403);
    const own = await start(w.host.token, { kind: "tableCards", subEventId: w.s1.id });
    expect(own.statusCode, own.body).toBe(201);
    const jobId = own.json().id as number;
    for (const actor of [w.seller, w.otherHost]) {
      const res = await t.call({ method: "GET", url: `/api/host/prints/${jobId}`, token: actor.token });
      expect(res.statusCode).toBe(404);
    }
    const none = await t.call({
      method: "GET",
      url: `/api/events/${w.event.id}/agenda`,
      token: stranger.token,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("printing.error.noAgenda");
    // a link is a capability: forged or expired, nothing
    const forged = await t.call({ method: "GET", url: `/api/prints/${jobId}.pdf?exp=9999999999&sig=abc` });
    expect(forged.statusCode).toBe(404);
    await finished(jobId);
  });

  it("makes the table cards, the badges and the agendas in the background, with progress and a signed link", async () => {
    const cards = await finished(
      (await start(w.host.token, { kind: "tableCards", subEventId: w.s1.id })).json().id,
    );
    expect(cards.status).toBe("done");
    expect(await textOf(cards.downloadUrl!)).toContain("A-07");

    const badges = await finished(
      (await start(w.host.token, { kind: "badges", size: "label-4x3" })).json().id,
    );
    expect(badges).toMatchObject({ status: "done" });
    expect(badges.done).toBeGreaterThanOrEqual(4);
    const badgeText = await textOf(badges.downloadUrl!);
    expect(badgeText).toContain("김바이어");
    expect(badgeText).toContain("한빛로보틱스");

    const agendas = await finished(
      (await start(w.host.token, { kind: "agendas", order: "place", lang: "ko" })).json().id,
    );
    expect(agendas.status).toBe("done");
    const text = await textOf(agendas.downloadUrl!);
    expect(text).toContain("서울무역상사");
    expect(text).toContain("테이블 A-07");

    const list = await t.call({
      method: "GET",
      url: `/api/host/events/${w.event.id}/prints`,
      token: w.host.token,
    });
    expect(list.json().map((j: { kind: string }) => j.kind)).toEqual(
      expect.arrayContaining(["agendas", "badges", "tableCards"]),
    );
    // after its 30 minutes, the link no longer opens
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 60_000);
    expect((await t.call({ method: "GET", url: agendas.downloadUrl! })).statusCode).toBe(404);
    t.clock.now = new Date("2026-11-23T00:00:00Z");
  });

  it("gives a Korean buyer their own agenda: the seller's Korean name, the table and the venue's time", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/events/${w.event.id}/agenda?lang=ko`,
      token: w.buyer.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.json().url);
    expect(text).toContain("한빛로보틱스");
    expect(text).toContain("테이블 A-07");
    expect(text).toContain("10:00");
    // another person's agenda is not reachable by changing the link
    const theirs = (res.json().url as string).replace(`/${w.buyer.id}/`, `/${w.seller.id}/`);
    expect((await t.call({ method: "GET", url: theirs })).statusCode).toBe(404);
  });
});
