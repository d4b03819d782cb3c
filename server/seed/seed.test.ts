import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { decodeMailContent } from "../../shared/mail/content";
import * as s from "../db/schema";
import { deliverAllMeetingNotices } from "../modules/meetings/meetings.notify";
import { startTestApp, type TestApp } from "../test/harness";
import { seedDemo } from "./seed";
import { loungeSlot } from "./seed-video";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An instant at a wall time of Seoul (UTC+9, the demo venue's zone). */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

describe("the demo's seed, whatever the hour", () => {
  // 10:02: a consulting slot has begun and the video lounge's meeting starts within the same hour, both with the
  // demo interpreter (the seed failed on the interpreters' exclusion constraint at that hour before)
  for (const time of ["10:02", "16:40", "23:45"]) {
    it(`seeds at ${time} in Seoul, the lounge's meeting with its interpreter and no two assignments overlapping`, {
      timeout: 120_000,
    }, async () => {
      t = await startTestApp();
      t.clock.now = seoul("2026-11-30", time);
      const users = await seedDemo(t.ctx);
      const rows = await t.ctx.db
        .select()
        .from(s.interpreterAssignments)
        .where(eq(s.interpreterAssignments.userId, users.interpreter));
      const sorted = rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.endsAt.getTime());
      const lounge = loungeSlot(t.clock.now).startsAt;
      const [meeting] = await t.ctx.db
        .select()
        .from(s.meetings)
        .where(and(eq(s.meetings.startsAt, lounge), eq(s.meetings.status, "agree")));
      expect(meeting).toBeDefined();
      expect(rows.some((r) => r.meetingId === meeting!.id)).toBe(true);
      // seller1 and buyer1 are told of the lounge's meeting, in their mailbox, with its room's link (issue 28, 2)
      await deliverAllMeetingNotices(t.ctx);
      for (const userId of [users.sellers[0]!, users.buyers[0]!]) {
        const mails = await t.ctx.db.select().from(s.mails).where(eq(s.mails.toUserId, userId));
        const links = mails.map((mail) => decodeMailContent(mail.content)?.fields?.link);
        expect(links.some((link) => link?.endsWith(`/video/${meeting!.id}`))).toBe(true);
      }
      // on site (issue 29): the matching session has 40 pooled tables and its booths; every agreed on-site
      // meeting has a place, none shared; seller1 and buyer1 meet at a table today
      const places = await t.ctx.db.select().from(s.places);
      const [matching] = await t.ctx.db
        .select()
        .from(s.subEvents)
        .where(eq(s.subEvents.nameEn, "Global Buyer Matching"));
      const own = places.filter((p) => p.subEventId === matching!.id);
      expect(own.filter((p) => p.kind === "table")).toHaveLength(40);
      expect(own.filter((p) => p.kind === "booth").length).toBeGreaterThan(0);
      const agreed = await t.ctx.db.execute(sql`select m.id, m.place_id, m.starts_at, m.sub_event_id,
          a.attendee_type as a_type, b.attendee_type as b_type, a.applicant_id as a_user, b.applicant_id as b_user
        from meetings m join applications a on a.id = m.applicant_application_id
        join applications b on b.id = m.acceptor_application_id
        where m.status = 'agree' and exists (select 1 from places p where p.sub_event_id = m.sub_event_id)`);
      const rowsOf = (agreed as unknown as { rows: Record<string, unknown>[] }).rows;
      const onSite = rowsOf.filter((r) => r.a_type === "offline" && r.b_type === "offline");
      expect(onSite.length).toBeGreaterThan(3);
      expect(onSite.every((r) => r.place_id !== null)).toBe(true);
      const at = onSite.map((r) => `${r.place_id}@${String(r.starts_at)}`);
      expect(new Set(at).size).toBe(at.length);
      const today = t.clock.now.toISOString().slice(0, 10);
      const pair = [users.sellers[0]!, users.buyers[0]!].sort().join();
      const [live] = await t.ctx.db
        .select()
        .from(s.subEvents)
        .where(eq(s.subEvents.nameEn, "On-site Matching Live"));
      const todays = onSite.filter(
        (r) =>
          r.sub_event_id !== live!.id &&
          [Number(r.a_user), Number(r.b_user)].sort().join() === pair &&
          new Date(String(r.starts_at)).toISOString().slice(0, 10) === today,
      );
      expect(todays.length).toBe(1);
      expect(places.find((p) => p.id === todays[0]!.place_id)).toMatchObject({ kind: "table" });
      // the live floor (issue 30): seller1 runs a meeting now, buyer3 is a no-show with proposals for seller3,
      // and the day has every state
      const day = await t.ctx.db.execute(sql`select m.id, m.status, m.no_show, m.refill_of_meeting_id,
          m.applicant_arrived_at, m.acceptor_arrived_at, m.starts_at, m.ends_at, a.applicant_id as a_user, b.applicant_id as b_user
        from meetings m join applications a on a.id = m.applicant_application_id
        join applications b on b.id = m.acceptor_application_id where m.sub_event_id = ${live!.id}`);
      const liveRows = (day as unknown as { rows: Record<string, unknown>[] }).rows;
      const nowMs = t.clock.now.getTime();
      const running = liveRows.filter(
        (r) => Date.parse(String(r.starts_at)) <= nowMs && Date.parse(String(r.ends_at)) > nowMs,
      );
      expect(
        running.some((r) => r.b_user === users.sellers[0] && r.applicant_arrived_at && r.acceptor_arrived_at),
      ).toBe(true);
      const buyer3 = running.find((r) => r.a_user === users.buyers[2] && r.no_show === "applicant");
      expect(buyer3).toBeDefined();
      const proposals = await t.ctx.db
        .select()
        .from(s.refillProposals)
        .where(eq(s.refillProposals.meetingId, Number(buyer3!.id)));
      expect(proposals.length).toBeGreaterThan(0);
      expect(liveRows.some((r) => r.refill_of_meeting_id !== null)).toBe(true);
      expect(liveRows.some((r) => r.no_show === "both")).toBe(true);
    });
  }
});
