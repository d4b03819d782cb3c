import type { TDayCard, TMatchReason, TMyDay } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import * as reads from "./meeting-day.now.repository";
import { lateLookup, toDayCard, toProposal } from "./meeting-day.presenter";

/** Now / Next: the caller's meetings of today, split around now. */
export async function myDay(ctx: AppContext, actor: Actor, eventId?: number): Promise<TMyDay> {
  const now = ctx.now();
  const [all, events, requests, mine] = await Promise.all([
    reads.dayOf(ctx, actor.userId),
    reads.eventsTodayOf(ctx, actor.userId),
    reads.requestsOf(ctx, actor.userId),
    reads.appsOf(ctx, actor.userId),
  ]);
  const rows = eventId ? all.filter((r) => r.eventId === eventId) : all;
  const ids = rows.map((r) => r.id);
  const [proposals, late] = await Promise.all([reads.proposalsOf(ctx.db, ids), lateLookup(ctx, ids)]);
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
