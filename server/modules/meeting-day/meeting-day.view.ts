import type { TDayCard, TMatchReason, TMyDay } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { lateLookup, toDayCard, toProposal } from "./meeting-day.presenter";
import * as refills from "./meeting-day.refill.repository";
import * as repo from "./meeting-day.repository";

/** Now / Next: the caller's meetings of today, split around now. */
export async function myDay(ctx: AppContext, actor: Actor, eventId?: number): Promise<TMyDay> {
  const now = ctx.now();
  const [rows, events, requests] = await Promise.all([
    repo.dayOfUser(ctx.db, actor.userId, now, eventId),
    repo.eventsToday(ctx.db, actor.userId, now),
    refills.requestsTo(ctx.db, actor.userId, now),
  ]);
  const ids = rows.map((r) => r.id);
  const [proposals, late, mine] = await Promise.all([
    refills.proposalsOfMeetings(ctx.db, ids),
    lateLookup(ctx, ids),
    repo.applicationsOfUser(ctx.db, actor.userId),
  ]);
  const myApps = new Set(mine);
  // A no-show refilled reads as its refill (the new meeting is in the list too): keep the refill only.
  const cards = rows
    .filter((r) => !(r.status !== "agree" && r.refilledBy !== null))
    .map((r) => {
      const me = myApps.has(r.applicant) ? r.applicant : r.acceptor;
      const own = proposals.filter((p) => p.meetingId === r.id && p.fromApplicationId === me).map(toProposal);
      return toDayCard(r, me, now, own, late);
    });
  const t = now.getTime();
  const ended = (c: TDayCard) => Date.parse(c.endsAt) <= t;
  const earlier = cards.filter(ended);
  const open = cards.filter((c) => !ended(c));
  const current = open.find((c) => Date.parse(c.startsAt) <= t) ?? null;
  const upcoming = open.filter((c) => c !== current);
  const next = upcoming[0] ?? null;
  const date = events[0] ? (cards[0]?.date ?? venueDate(now, events[0].timeZone)) : null;
  return {
    asOf: now.toISOString(),
    date,
    events: events.map((e) => ({
      eventId: e.eventId,
      name: e.name,
      timeZone: e.timeZone,
      checkedIn: e.checkedInAt !== null,
      checkedInAt: e.checkedInAt ? new Date(e.checkedInAt).toISOString() : null,
    })),
    current,
    next,
    later: upcoming.slice(1),
    earlier,
    requests: requests.map((r) => ({
      proposalId: r.proposalId,
      subEventId: r.subEventId,
      startsAt: new Date(r.startsAt).toISOString(),
      endsAt: new Date(r.endsAt).toISOString(),
      from: { applicationId: r.fromApplicationId, company: r.company, person: r.person, country: r.country },
      place: r.place,
      reasons: r.reasons as TMatchReason[],
      score: r.score,
      sentAt: new Date(r.sentAt).toISOString(),
    })),
  };
}

function venueDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
