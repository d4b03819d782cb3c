import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { ensureSlots } from "../meetings/meetings.slots";
import { type AutoScheduleWorld, autoScheduleWorld, runMatching } from "./auto-schedule.fixture";

let t: TestApp;
let w: AutoScheduleWorld;
let interpreter: TestUser;
let blocked: Date;

/** Sellers speak Korean, buyers English: every meeting needs the one interpreter (ko-en), out for one slot. */
beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await autoScheduleWorld(t);
  const apps = await t.ctx.db
    .select({ id: s.applications.id, type: s.applications.type })
    .from(s.applications)
    .where(eq(s.applications.subEventId, w.s1.id));
  for (const a of apps) {
    const languages = a.type === "seller" || a.type === "booth" ? ["ko"] : ["en"];
    await t.ctx.db.update(s.applications).set({ languages }).where(eq(s.applications.id, a.id));
  }
  interpreter = await createUser(t.ctx, { company: "Interpreting Co" });
  const [entry] = await t.ctx.db
    .insert(s.interpreters)
    .values({ subEventId: w.s1.id, email: interpreter.email.toLowerCase(), languagePairs: ["en-ko"] })
    .returning();
  await ensureSlots(t.ctx, w.s1.id);
  const [first] = await t.ctx.db
    .select()
    .from(s.meetingSlots)
    .where(eq(s.meetingSlots.subEventId, w.s1.id))
    .orderBy(s.meetingSlots.startsAt)
    .limit(1);
  blocked = first!.startsAt;
  await t.ctx.db.insert(s.interpreterUnavailable).values({ interpreterId: entry!.id, startsAt: blocked });
});
afterAll(() => t.close());

describe("automatic scheduling with interpreters", () => {
  it("drafts meetings without a shared language only with a free interpreter, one per slot, never when out", async () => {
    const run = await runMatching(t, w, "normal");
    expect(run.status).toBe("draft");
    const drafts = await t.ctx.db
      .select()
      .from(s.autoScheduleDrafts)
      .where(eq(s.autoScheduleDrafts.runId, run.id));
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(d.interpreterUserId).toBe(interpreter.id);
    const slots = drafts.map((d) => d.startsAt.getTime());
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots).not.toContain(blocked.getTime());
    const [row] = await t.ctx.db.select().from(s.autoScheduleRuns).where(eq(s.autoScheduleRuns.id, run.id));
    expect(row!.summary).toMatchObject({ interpreters: { scheduled: drafts.length } });

    // the host's review shows them: the run's summary and each draft meeting's interpreter
    const seen = await t.call({
      method: "GET",
      url: `/api/host/matching/runs/${run.id}`,
      token: w.host.token,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().summary.interpreters).toMatchObject({ scheduled: drafts.length });
    const page = await t.call({
      method: "GET",
      url: `/api/host/matching/runs/${run.id}/meetings?page=0&size=100`,
      token: w.host.token,
    });
    expect(page.statusCode).toBe(200);
    const names = page.json().content.map((m: { interpreterName: string | null }) => m.interpreterName);
    expect(names).toHaveLength(drafts.length);
    const [account] = await t.ctx.db.select().from(s.users).where(eq(s.users.id, interpreter.id));
    expect(new Set(names)).toEqual(new Set([account!.name]));

    // publishing assigns them and tells the interpreter once
    const res = await t.call({
      method: "POST",
      url: `/api/host/matching/runs/${run.id}/publish`,
      token: w.host.token,
    });
    expect(res.statusCode).toBe(200);
    const assigned = await t.ctx.db
      .select()
      .from(s.interpreterAssignments)
      .where(eq(s.interpreterAssignments.userId, interpreter.id));
    expect(assigned).toHaveLength(drafts.length);
    const mails = await t.ctx.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.toMail, interpreter.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(String(drafts.length));
  });

  it("lets the database refuse a second meeting for the interpreter in a slot", async () => {
    const [one] = await t.ctx.db
      .select()
      .from(s.interpreterAssignments)
      .where(eq(s.interpreterAssignments.userId, interpreter.id))
      .limit(1);
    const other = await t.ctx.db
      .select({ id: s.meetings.id })
      .from(s.meetings)
      .where(and(eq(s.meetings.subEventId, w.s1.id), inArray(s.meetings.status, ["agree", "waiting"])));
    const free = other.find((m) => m.id !== one!.meetingId);
    if (!free) return;
    await expect(
      t.ctx.db.insert(s.interpreterAssignments).values({
        meetingId: free.id,
        subEventId: w.s1.id,
        userId: interpreter.id,
        startsAt: one!.startsAt,
        endsAt: one!.endsAt,
      }),
    ).rejects.toThrow();
  });
});
