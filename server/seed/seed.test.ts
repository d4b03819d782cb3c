import { and, eq } from "drizzle-orm";
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
  for (const time of ["10:02", "16:40"]) {
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
    });
  }
});
