import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMailContent } from "../../shared/mail/content";
import * as s from "../db/schema";
import { createApplication, createEvent, createSubEvent, createUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { localDate, runDdayPass } from "./dday";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("localDate", () => {
  it("gives the calendar date in the zone", () => {
    const instant = new Date("2026-11-30T16:00:00Z");
    expect(localDate(instant, "Asia/Seoul")).toBe("2026-12-01");
    expect(localDate(instant, "America/New_York")).toBe("2026-11-30");
  });
});

describe("eventDday job", () => {
  it("mails every approved applicant once, the day before the start in the event's time zone", async () => {
    const event = await createEvent(t.ctx, { timeZone: "Asia/Seoul", name: "디데이 행사" });
    const sub = await createSubEvent(t.ctx, event.id, {
      subEventStartDate: "2027-03-10",
      subEventEndDate: "2027-03-11",
    });
    const [approved, english, waiting] = await Promise.all([
      createUser(t.ctx),
      createUser(t.ctx, { countryNumber: "1" }),
      createUser(t.ctx),
    ]);
    await createApplication(t.ctx, sub.id, approved.id, { approval: "approval" });
    await createApplication(t.ctx, sub.id, english.id, { approval: "approval", type: "buyer" });
    await createApplication(t.ctx, sub.id, waiting.id, { approval: "waiting" });
    const mailsOfSub = () => t.ctx.db.select().from(s.mails).where(eq(s.mails.subEventId, sub.id));

    // 2027-03-08 23:00 in Seoul: two days before.
    t.clock.now = new Date("2027-03-08T14:00:00Z");
    await runDdayPass(t.ctx);
    expect(await mailsOfSub()).toHaveLength(0);

    // 2027-03-09 00:30 in Seoul (still the 8th in UTC): the day before.
    t.clock.now = new Date("2027-03-08T15:30:00Z");
    await Promise.all([runDdayPass(t.ctx), runDdayPass(t.ctx)]);
    await runDdayPass(t.ctx);
    const mails = await mailsOfSub();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.toUserId).sort()).toEqual([approved.id, english.id].sort());
    const byUser = new Map(mails.map((m) => [m.toUserId, decodeMailContent(m.content)]));
    expect(byUser.get(approved.id)).toMatchObject({
      code: "eventDday",
      language: "ko",
      fields: { eventName: "디데이 행사" },
    });
    expect(byUser.get(english.id)).toMatchObject({ code: "eventDday", language: "en" });
    const outbox = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, approved.email));
    expect(outbox).toHaveLength(1);
    const runs = await t.ctx.db
      .select()
      .from(s.scheduledMailRuns)
      .where(eq(s.scheduledMailRuns.subEventId, sub.id));
    expect(runs).toHaveLength(1);

    // The start day itself: nothing more.
    t.clock.now = new Date("2027-03-10T01:00:00Z");
    await runDdayPass(t.ctx);
    expect(await mailsOfSub()).toHaveLength(2);
  });

  it("skips sub-events of unapproved events", async () => {
    const event = await createEvent(t.ctx, { approval: "requested" });
    const sub = await createSubEvent(t.ctx, event.id, {
      subEventStartDate: "2027-05-02",
      subEventEndDate: "2027-05-02",
    });
    const user = await createUser(t.ctx);
    await createApplication(t.ctx, sub.id, user.id, { approval: "approval" });
    t.clock.now = new Date("2027-05-01T03:00:00Z");
    await runDdayPass(t.ctx);
    expect(await t.ctx.db.select().from(s.mails).where(eq(s.mails.subEventId, sub.id))).toHaveLength(0);
  });
});
