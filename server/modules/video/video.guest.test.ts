import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { type VideoWorld, videoWorld } from "./video.fixture";

/** Issue 28, item 8: the guest page names the meeting, its companies, its time and the venue's zone. */
let t: TestApp;
let w: VideoWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await videoWorld(t);
});
afterAll(() => t.close());

describe("POST /api/guest/auth/exchange", () => {
  it("answers the meeting the guest enters: event, sub-event, both companies, time and venue zone", async () => {
    const ticket = (
      await t.call({
        method: "POST",
        url: `/api/host/meetings/${w.meetings.live}/guestTickets`,
        token: w.host.token,
        payload: { name: "Dana Guest" },
      })
    ).json();
    const res = await t.call({
      method: "POST",
      url: "/api/guest/auth/exchange",
      payload: { ticketId: ticket.id },
    });
    expect(res.statusCode).toBe(200);
    const [meeting] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, w.meetings.live));
    const [sub] = await t.ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, w.s1.id));
    const [event] = await t.ctx.db.select().from(s.events).where(eq(s.events.id, sub!.eventId));
    expect(res.json()).toMatchObject({
      meetingId: w.meetings.live,
      name: "Dana Guest",
      meeting: {
        eventName: event!.name,
        eventNameEn: event!.nameEn,
        subEventName: sub!.name,
        subEventNameEn: sub!.nameEn,
        companies: ["Acme Robotics", "Global Trade"],
        startsAt: meeting!.startsAt.toISOString(),
        endsAt: meeting!.endsAt.toISOString(),
        timeZone: event!.timeZone,
      },
    });
  });
});
