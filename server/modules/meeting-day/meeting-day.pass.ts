import type { AppContext } from "../../context";
import { announceDayChange, tellApplications } from "./meeting-day.announce";
import { proposeRefills } from "./meeting-day.refill";
import * as reminders from "./meeting-day.reminders.repository";
import * as repo from "./meeting-day.repository";

/** Minutes before a meeting its sides are reminded. */
export const REMINDER_MINUTES = 5;

/**
 * One batch of the no-show pass: claims agreed meetings past their deadline (start + grace) and marks who did
 * not come, in one statement (`SKIP LOCKED`: several processes share the pass, each meeting is looked at once);
 * then makes the standby proposals of each present side and tells both sides and the floor. Answers the
 * number of meetings looked at and of no-shows.
 */
export async function noShowBatch(ctx: AppContext, limit = 500) {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await repo.claimDueMeetings(tx, now, limit);
    const absent = rows.flatMap((r) => {
      const a = r.applicantArrivedAt === null;
      const b = r.acceptorArrivedAt === null;
      if (!a && !b) return [];
      const who = a && b ? "both" : a ? "applicant" : "acceptor";
      return [{ ...r, who }];
    });
    await repo.logNoShows(
      tx,
      absent.map((r) => ({
        subEventId: r.subEventId,
        meetingId: r.id,
        applicationId: r.who === "both" ? null : r.who === "applicant" ? r.applicant : r.acceptor,
        who: r.who,
      })),
      now,
    );
    return { looked: rows.length, absent };
  });
  for (const r of claimed.absent) {
    const present = r.who === "applicant" ? r.acceptor : r.who === "acceptor" ? r.applicant : null;
    const card = await repo.dayCard(ctx.db, r.id);
    let proposals = 0;
    if (present !== null && now < r.endsAt && card) {
      proposals = await proposeRefills(ctx, ctx.db, {
        id: r.id,
        subEventId: r.subEventId,
        startsAt: r.startsAt,
        present,
        absent: present === r.applicant ? r.acceptor : r.applicant,
        onSite: !(card.aOnline || card.bOnline),
      });
      const company = present === r.applicant ? card.bCompany : card.aCompany;
      await tellApplications(
        ctx,
        [present],
        proposals > 0 ? "refillProposal" : "noShow",
        { company, count: proposals },
        "/day",
        `noshow-${r.id}`,
      );
    }
    await announceDayChange(ctx, {
      subEventId: r.subEventId,
      meetingId: r.id,
      placeId: card?.placeId ?? null,
      kind: "noShow",
      applications: [r.applicant, r.acceptor],
    });
  }
  return { looked: claimed.looked, noShows: claimed.absent.length };
}

/** The whole pass: batches until none is due. */
export async function runNoShowPass(ctx: AppContext, limit = 500) {
  let looked = 0;
  let noShows = 0;
  for (;;) {
    const b = await noShowBatch(ctx, limit);
    looked += b.looked;
    noShows += b.noShows;
    if (b.looked < limit) return { looked, noShows };
  }
}

/** Reminders: 5 minutes before each meeting, and to those not checked in at the venue by their meeting's start. */
export async function runDayReminders(ctx: AppContext) {
  const now = ctx.now();
  const soon = await reminders.takeSoonReminders(ctx.db, now, REMINDER_MINUTES);
  for (const s of soon)
    await tellApplications(
      ctx,
      [s.applicationId],
      "meetingSoon",
      { company: s.company, time: s.startTime, place: s.place },
      "/day",
      `soon-${s.meetingId}`,
    );
  const venue = await reminders.takeVenueReminders(ctx.db, now);
  for (const v of venue)
    await tellApplications(
      ctx,
      [v.applicationId],
      "venueReminder",
      {},
      `/badge/${v.eventId}`,
      `venue-${v.eventId}`,
    );
  return { soon: soon.length, venue: venue.length };
}
