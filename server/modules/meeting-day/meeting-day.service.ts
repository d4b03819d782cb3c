import type { TDayCard } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { announceDayChange, tellApplications } from "./meeting-day.announce";
import * as reads from "./meeting-day.now.repository";
import { arrivalOpen, dayRole, mayCorrect, mayDispute, mayMarkArrival } from "./meeting-day.policy";
import { lateLookup, toDayCard, toProposal } from "./meeting-day.presenter";
import * as repo from "./meeting-day.repository";

type Side = "applicant" | "acceptor";
const other = (s: Side): Side => (s === "applicant" ? "acceptor" : "applicant");

/** The card of one meeting as the given application sees it (after a change). */
export async function cardFor(ctx: AppContext, meetingId: number, me: number): Promise<TDayCard> {
  const row = await reads.cardById(ctx.db, meetingId);
  if (!row) throw new NotFound("meetingDay.error.notFound");
  const [proposals, late] = await Promise.all([
    reads.proposalsOf(ctx.db, [meetingId]),
    lateLookup(ctx, [meetingId]),
  ]);
  return toDayCard(
    row,
    me,
    ctx.now(),
    proposals.filter((p) => p.fromApplicationId === me).map(toProposal),
    late,
  );
}

/** The meeting locked for a day change, with the actor's role in it; strangers get 404. */
async function loadForDay(
  _ctx: AppContext,
  tx: Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0],
  actor: Actor,
  meetingId: number,
) {
  const m = await repo.meetingForDay(tx, meetingId, actor.userId);
  if (!m || m.acceptor === null) throw new NotFound("meetingDay.error.notFound");
  const role = dayRole(actor, m, { applicant: m.applicantMember, acceptor: m.acceptorMember });
  return { m: { ...m, acceptor: m.acceptor }, role };
}

/**
 * "We are here" for a side: the earlier of the tap and now is kept, once. A side marked absent who arrives
 * while the hour is not refilled clears the mark (late, but there).
 */
export async function arrive(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  body: { side?: Side; tappedAt?: string },
): Promise<TDayCard> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const { m, role } = await loadForDay(ctx, tx, actor, meetingId);
    if (!mayMarkArrival(role)) throw new NotFound("meetingDay.error.notFound");
    const side: Side | undefined = role.side ?? body.side;
    if (!side) throw new Conflict("meetingDay.error.sideRequired");
    if (m.status !== "agree") throw new Conflict("meetingDay.error.notAgreed");
    if (!arrivalOpen(m, now)) throw new Conflict("meetingDay.error.notNow");
    const tapped = body.tappedAt ? new Date(body.tappedAt) : now;
    const at = tapped < now && tapped.getTime() > m.startsAt.getTime() - 60 * 60_000 ? tapped : now;
    const changed = await repo.setArrival(tx, m.id, side, at);
    let corrected = false;
    if (m.noShow === side || m.noShow === "both") {
      await repo.clearNoShow(tx, m.id);
      if (m.noShow === "both") await repo.setNoShow(tx, m.id, other(side), now);
      corrected = true;
    }
    if (changed)
      await repo.logDay(tx, {
        subEventId: m.subEventId,
        meetingId: m.id,
        kind: "arrived",
        applicationId: side === "applicant" ? m.applicant : m.acceptor,
        actorUserId: actor.userId,
        detail: { late: corrected },
        at,
      });
    return { m, side, changed: changed || corrected };
  });
  const { m, side } = result;
  if (result.changed)
    await announceDayChange(ctx, {
      subEventId: m.subEventId,
      meetingId: m.id,
      placeId: m.placeId,
      kind: "arrived",
      applications: [m.applicant, m.acceptor],
    });
  return cardFor(ctx, m.id, side === "applicant" ? m.applicant : m.acceptor);
}

/** A side disputes its meeting's no-show mark ("we met"); the host's staff see it on the floor. */
export async function dispute(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  note?: string,
): Promise<TDayCard> {
  const now = ctx.now();
  const { m, me } = await ctx.db.transaction(async (tx) => {
    const { m, role } = await loadForDay(ctx, tx, actor, meetingId);
    if (!mayDispute(role)) throw new NotFound("meetingDay.error.notFound");
    if (!m.noShow) throw new Conflict("meetingDay.error.noNoShow");
    const me = role.side === "applicant" ? m.applicant : m.acceptor;
    await repo.setDispute(tx, m.id, me, now);
    await repo.logDay(tx, {
      subEventId: m.subEventId,
      meetingId: m.id,
      kind: "disputed",
      applicationId: me,
      actorUserId: actor.userId,
      detail: note ? { note } : {},
      at: now,
    });
    return { m, me };
  });
  await announceDayChange(ctx, {
    subEventId: m.subEventId,
    meetingId: m.id,
    placeId: m.placeId,
    kind: "disputed",
    applications: [m.applicant, m.acceptor],
  });
  return cardFor(ctx, m.id, me);
}

/** "Running late": the counterpart hears the minutes (in-app and on the phone). */
export async function late(ctx: AppContext, actor: Actor, meetingId: number, minutes: number) {
  const now = ctx.now();
  const { m, me, them } = await ctx.db.transaction(async (tx) => {
    const { m, role } = await loadForDay(ctx, tx, actor, meetingId);
    if (!role.side) throw new NotFound("meetingDay.error.notFound");
    if (m.status !== "agree" || now >= m.endsAt) throw new Conflict("meetingDay.error.notNow");
    const me = role.side === "applicant" ? m.applicant : m.acceptor;
    const them = role.side === "applicant" ? m.acceptor : m.applicant;
    await repo.logDay(tx, {
      subEventId: m.subEventId,
      meetingId: m.id,
      kind: "late",
      applicationId: me,
      actorUserId: actor.userId,
      detail: { minutes },
      at: now,
    });
    return { m, me, them };
  });
  const row = await repo.dayCard(ctx.db, m.id);
  const company = row ? (row.applicant === me ? row.aCompany : row.bCompany) : "";
  await tellApplications(ctx, [them], "late", { company, minutes }, "/day", `late-${m.id}`);
  await announceDayChange(ctx, {
    subEventId: m.subEventId,
    meetingId: m.id,
    placeId: m.placeId,
    kind: "late",
    applications: [me, them],
  });
  return { ok: true };
}

/** The host's staff correct the day: a side arrived, the no-show cleared (they met), or a side marked absent. */
export async function correct(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  body: { action: "arrived" | "clearNoShow" | "markNoShow"; side?: Side },
): Promise<TDayCard> {
  const now = ctx.now();
  const m = await ctx.db.transaction(async (tx) => {
    const { m, role } = await loadForDay(ctx, tx, actor, meetingId);
    if (!mayCorrect(role)) throw new NotFound("meetingDay.error.notFound");
    if (m.status !== "agree") throw new Conflict("meetingDay.error.notAgreed");
    if (body.action !== "clearNoShow" && !body.side) throw new Conflict("meetingDay.error.sideRequired");
    if (body.action === "arrived") {
      await repo.setArrival(tx, m.id, body.side!, now);
      if (m.noShow === body.side) await repo.clearNoShow(tx, m.id);
      if (m.noShow === "both") await repo.setNoShow(tx, m.id, other(body.side!), now);
    } else if (body.action === "clearNoShow") {
      await repo.clearNoShow(tx, m.id);
      if (!m.applicantArrivedAt) await repo.setArrival(tx, m.id, "applicant", m.startsAt);
      if (!m.acceptorArrivedAt) await repo.setArrival(tx, m.id, "acceptor", m.startsAt);
    } else {
      const absent = m.noShow && m.noShow !== body.side ? "both" : body.side!;
      await repo.setNoShow(tx, m.id, absent, now);
    }
    await repo.logDay(tx, {
      subEventId: m.subEventId,
      meetingId: m.id,
      kind: "corrected",
      applicationId: null,
      actorUserId: actor.userId,
      detail: { ...body },
      at: now,
    });
    return m;
  });
  await announceDayChange(ctx, {
    subEventId: m.subEventId,
    meetingId: m.id,
    placeId: m.placeId,
    kind: "corrected",
    applications: [m.applicant, m.acceptor],
  });
  return cardFor(ctx, m.id, m.applicant);
}

/**
 * An online meeting's arrival: a side joining the video room counts as "we are here" (called by the room's
 * signalling after a seat is taken; never fails the join).
 */
export async function joinedOnline(ctx: AppContext, meetingId: number, applicationId: number): Promise<void> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const m = await repo.meetingForDay(tx, meetingId, 0);
    if (!m || m.acceptor === null || m.status !== "agree" || !arrivalOpen(m, now)) return undefined;
    const side =
      m.applicant === applicationId ? "applicant" : m.acceptor === applicationId ? "acceptor" : undefined;
    if (!side || m.noShow === side || m.noShow === "both") return undefined;
    if (!(await repo.setArrival(tx, m.id, side, now))) return undefined;
    await repo.logDay(tx, {
      subEventId: m.subEventId,
      meetingId: m.id,
      kind: "arrived",
      applicationId,
      detail: { online: true },
      at: now,
    });
    return { ...m, acceptor: m.acceptor };
  });
  if (done)
    await announceDayChange(ctx, {
      subEventId: done.subEventId,
      meetingId: done.id,
      placeId: done.placeId,
      kind: "arrived",
      applications: [done.applicant, done.acceptor],
    });
}
