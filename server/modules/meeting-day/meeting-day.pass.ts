import type { AppContext } from "../../context";
import { announceDayChange, tellApplications } from "./meeting-day.announce";
import * as reads from "./meeting-day.now.repository";
import { proposeRefillsFor } from "./meeting-day.proposals";
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
  const cards = new Map(
    (await Promise.all(claimed.absent.map((r) => reads.cardById(ctx.db, r.id)))).flatMap((c) =>
      c ? [[c.id, c] as const] : [],
    ),
  );
  const open = claimed.absent.flatMap((r) => {
    const present = r.who === "applicant" ? r.acceptor : r.who === "acceptor" ? r.applicant : null;
    const card = cards.get(r.id);
    if (present === null || now >= r.endsAt || !card) return [];
    const absent = present === r.applicant ? r.acceptor : r.applicant;
    return [{ r, card, present, absent }];
  });
  const made = await proposeRefillsFor(
    ctx,
    ctx.db,
    open.map(({ r, card, present, absent }) => ({
      id: r.id,
      subEventId: r.subEventId,
      startsAt: r.startsAt,
      present,
      absent,
      onSite: !(card.aOnline || card.bOnline),
    })),
  );
  // The notices of the batch go out together (their reads are batched per turn: one statement for many).
  await Promise.all([
    ...open.map(({ r, card, present }) => {
      const proposals = made.get(r.id) ?? 0;
      const company = present === r.applicant ? card.bCompany : card.aCompany;
      return tellApplications(
        ctx,
        [present],
        proposals > 0 ? "refillProposal" : "noShow",
        { company, count: proposals },
        "/day",
        `noshow-${r.id}`,
      );
    }),
    ...claimed.absent.map((r) =>
      announceDayChange(ctx, {
        subEventId: r.subEventId,
        meetingId: r.id,
        placeId: cards.get(r.id)?.placeId ?? null,
        kind: "noShow",
        applications: [r.applicant, r.acceptor],
      }),
    ),
  ]);
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
