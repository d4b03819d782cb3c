import type { TDayCard, TRefillProposal } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { lockSlot } from "../meetings/meetings.slots.repository";
import { announceDayChange, tellApplications } from "./meeting-day.announce";
import { toProposal } from "./meeting-day.presenter";
import { type NoShowToFill, proposeRefillsFor } from "./meeting-day.proposals";
import * as refills from "./meeting-day.refill.repository";
import * as repo from "./meeting-day.repository";
import { cardFor } from "./meeting-day.service";

/** Whether an error is the database refusing a double booking (claims, place, live pair). */
function isDoubleBooking(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code;
  return code === "23505" || code === "23P01";
}

/** The standby proposals of one no-show (see meeting-day.proposals.ts); answers how many were made. */
export async function proposeRefills(ctx: AppContext, db: DbOrTx, m: NoShowToFill): Promise<number> {
  return (await proposeRefillsFor(ctx, db, [m])).get(m.id) ?? 0;
}

async function proposalFor(
  _ctx: AppContext,
  db: DbOrTx,
  actor: Actor,
  proposalId: number,
  as: "from" | "candidate",
) {
  const p = await refills.proposal(db, proposalId, true);
  if (!p) throw new NotFound("meetingDay.error.proposalNotFound");
  const app = as === "from" ? p.fromApplicationId : p.candidateApplicationId;
  if (!(await repo.isMember(db, app, actor.userId))) throw new NotFound("meetingDay.error.proposalNotFound");
  return p;
}

/** The side that came sends a proposal as an instant request; the candidate hears it at once. */
export async function sendRefill(
  ctx: AppContext,
  actor: Actor,
  proposalId: number,
): Promise<TRefillProposal> {
  const now = ctx.now();
  const p = await ctx.db.transaction(async (tx) => {
    const p = await proposalFor(ctx, tx, actor, proposalId, "from");
    if (p.state === "sent") return p;
    if (p.state !== "proposed") throw new Conflict("meetingDay.error.proposalClosed");
    const m = await repo.dayCard(tx, p.meetingId);
    if (!m || m.refilledBy !== null || now >= new Date(m.endsAt))
      throw new Conflict("meetingDay.error.proposalClosed");
    await refills.markProposal(tx, p.id, "sent", actor.userId, now);
    await repo.logDay(tx, {
      subEventId: p.subEventId,
      meetingId: p.meetingId,
      kind: "refillSent",
      applicationId: p.candidateApplicationId,
      actorUserId: actor.userId,
      at: now,
    });
    return { ...p, state: "sent" as const };
  });
  const m = await repo.dayCard(ctx.db, p.meetingId);
  const from = m ? (m.applicant === p.fromApplicationId ? m.aCompany : m.bCompany) : "";
  await tellApplications(
    ctx,
    [p.candidateApplicationId],
    "refillRequest",
    { company: from, place: m?.placeName ?? m?.freePlace ?? "" },
    "/day",
    `refill-${p.id}`,
  );
  await announceDayChange(ctx, {
    subEventId: p.subEventId,
    meetingId: p.meetingId,
    placeId: m?.placeId ?? null,
    kind: "refillSent",
    applications: [p.fromApplicationId, p.candidateApplicationId],
  });
  return toProposal(p);
}

/**
 * The candidate accepts: under the slot's lock the no-show meeting gives its hour and place to a new agreed
 * meeting. The first acceptance wins: a second one (this no-show refilled, or the candidate taken meanwhile)
 * is a 409, and the database's claims refuse a double booking whatever the path.
 */
export async function acceptRefill(ctx: AppContext, actor: Actor, proposalId: number): Promise<TDayCard> {
  const now = ctx.now();
  let withdrawn: { meetingId: number; from: number }[] = [];
  const done = await ctx.db
    .transaction(async (tx) => {
      const head = await refills.proposal(tx, proposalId, false);
      if (!head) throw new NotFound("meetingDay.error.proposalNotFound");
      const slot = await repo.dayCard(tx, head.meetingId);
      if (!slot) throw new NotFound("meetingDay.error.proposalNotFound");
      await lockSlot(tx, slot.subEventId, new Date(slot.startsAt));
      const p = await proposalFor(ctx, tx, actor, proposalId, "candidate");
      if (p.state !== "sent") throw new Conflict("meetingDay.error.proposalClosed");
      const m = await repo.meetingForDay(tx, p.meetingId, actor.userId);
      if (m?.status !== "agree" || !m.noShow || m.noShow === "both" || now >= m.endsAt)
        throw new Conflict("meetingDay.error.proposalClosed");
      const fromSide = m.applicant === p.fromApplicationId ? "applicant" : "acceptor";
      const id = await refills.refillMeeting(tx, {
        noShowMeetingId: m.id,
        from: p.fromApplicationId,
        candidate: p.candidateApplicationId,
        fromSide,
        userId: actor.userId,
        now,
      });
      await refills.closeProposals(tx, m.id, p.id, actor.userId, id, now);
      withdrawn = await refills.withdrawCandidateElsewhere(tx, p.candidateApplicationId, m.startsAt, p.id);
      await repo.logDay(tx, {
        subEventId: m.subEventId,
        meetingId: m.id,
        kind: "refilled",
        applicationId: p.candidateApplicationId,
        actorUserId: actor.userId,
        detail: { meetingId: id },
        at: now,
      });
      return { id, m, p };
    })
    .catch((err: unknown) => {
      if (isDoubleBooking(err)) throw new Conflict("meetingDay.error.refillTaken");
      throw err;
    });
  const { id, m, p } = done;
  const card = await repo.dayCard(ctx.db, id);
  const candidateCompany = card
    ? card.applicant === p.candidateApplicationId
      ? card.aCompany
      : card.bCompany
    : "";
  await tellApplications(
    ctx,
    [p.fromApplicationId],
    "refilled",
    { company: candidateCompany, place: card?.placeName ?? "" },
    "/day",
    `refill-${m.id}`,
  );
  await announceDayChange(ctx, {
    subEventId: m.subEventId,
    meetingId: m.id,
    placeId: m.placeId,
    kind: "refilled",
    applications: [m.applicant, m.acceptor!, p.candidateApplicationId],
  });
  for (const w of withdrawn)
    await announceDayChange(ctx, {
      subEventId: m.subEventId,
      meetingId: w.meetingId,
      placeId: null,
      kind: "refillDeclined",
      applications: [w.from],
    });
  return cardFor(ctx, id, p.candidateApplicationId);
}

export async function declineRefill(ctx: AppContext, actor: Actor, proposalId: number) {
  const now = ctx.now();
  const p = await ctx.db.transaction(async (tx) => {
    const p = await proposalFor(ctx, tx, actor, proposalId, "candidate");
    if (p.state !== "sent") throw new Conflict("meetingDay.error.proposalClosed");
    await refills.markProposal(tx, p.id, "declined", actor.userId, now);
    return p;
  });
  await announceDayChange(ctx, {
    subEventId: p.subEventId,
    meetingId: p.meetingId,
    placeId: null,
    kind: "refillDeclined",
    applications: [p.fromApplicationId],
  });
  return { ok: true };
}
