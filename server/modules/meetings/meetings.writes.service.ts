/**
 * Participants' writes: requests, answers and withdrawals, unavailable marks (one slot or in bulk), the
 * attendee type, and the expiry of due waiting requests.
 */

import type { TMeeting } from "../../../shared/contract";
import { expiryOf, type ReasonCode, targetOfUpdate } from "../../../shared/meetings/status";
import { wallTime } from "../../../shared/meetings/zoned-time";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, NotFound } from "../../http/errors";
import { closeMeetingRoom } from "../video/video.rooms";
import { bookableSlot, checkReason, notify, partyFor, viewOf } from "./meetings.context.service";
import { asMeetingConflict } from "./meetings.errors";
import { interpreterOnAgreement } from "./meetings.languages.service";
import { meetableTypes, meetingsOpen, roleIn } from "./meetings.policy";
import * as repo from "./meetings.repository";
import { ensureSlots } from "./meetings.slots";

/**
 * The context of a participant's write, in one statement, with partyFor's rules: 404 unless the actor is the
 * owner or an accepted colleague of the approved application; 403 when the sub-event's meetings are off.
 */
async function writerOf(
  ctx: AppContext,
  actor: Actor,
  q: Omit<Parameters<typeof repo.writeContext>[1], "userId">,
) {
  const row = await repo.writeContext(ctx.db, { ...q, userId: actor.userId });
  if (row?.application.approval !== "approval" || !row.member)
    throw new NotFound("workspace.applicationNotFound");
  if (!meetingsOpen(row.subEvent)) throw new Forbidden("meetings.error.disabled");
  return row;
}

/** The slot a write names, which must still be bookable (the context's slot when it was found). */
async function bookable(
  ctx: AppContext,
  found: repo.SlotRow | null,
  subEventId: number,
  date: string,
  startTime: string,
) {
  const slot = found ?? (await bookableSlot(ctx, ctx.db, subEventId, date, startTime));
  if (!slot.open) throw new Conflict("meetings.error.slotBlocked");
  if (slot.startsAt.getTime() <= ctx.now().getTime()) throw new Conflict("meetings.error.slotPast");
  return slot;
}

/**
 * The refusal of a request while the pair has an open meeting, naming it in venue time: a follow-up can be
 * requested once every earlier meeting of the pair has ended (docs/decisions.md, "Follow-up meetings").
 */
function openPairMeeting(open: { status: "waiting" | "agree"; startsAt: string }, timeZone: string) {
  const at = wallTime(new Date(open.startsAt), timeZone);
  return new Conflict(
    open.status === "waiting" ? "meetings.error.pairPending" : "meetings.error.pairUpcoming",
    {
      date: at.date,
      time: at.time,
    },
  );
}

/** A request in a slot (status waiting); 409 when the caller, the target or the pair is taken. */
export async function request(
  ctx: AppContext,
  actor: Actor,
  body: {
    subEventId: number;
    applicant: number;
    acceptor: number;
    date: string;
    startTime: string;
    mailPostToggleAt: "Y" | "N";
  },
): Promise<true> {
  const me = await writerOf(ctx, actor, {
    applicationId: body.applicant,
    otherId: body.acceptor,
    slot: { date: body.date, startTime: body.startTime },
    now: ctx.now(),
  });
  if (me.subEvent.id !== body.subEventId) throw new NotFound("workspace.applicationNotFound");
  const target = me.other;
  if (
    !target ||
    target.subEventId !== body.subEventId ||
    target.approval !== "approval" ||
    target.id === body.applicant ||
    !meetableTypes(me.application.type, me.subEvent.targetScope).includes(target.type)
  )
    throw new Conflict("meetings.error.notTarget");
  const slot = await bookable(ctx, me.slot, body.subEventId, body.date, body.startTime);
  // Conflicts the context already shows, in the order meeting_request finds them (see writeContext).
  if (me.slot) {
    if (me.conflicts.mine !== null) throw new Conflict("meetings.error.slotTaken");
    if (me.conflicts.other) throw new Conflict("meetings.error.targetTaken");
  }
  if (me.conflicts.pair) throw openPairMeeting(me.conflicts.pair, me.subEvent.timeZone);
  const now = ctx.now();
  const { outcome } = await repo
    .requestInSlot(ctx.db, {
      subEventId: body.subEventId,
      applicant: body.applicant,
      acceptor: body.acceptor,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      expiresAt: expiryOf(now, slot.startsAt, me.subEvent.meetingRequestExpiryHours),
      userId: actor.userId,
      now,
      mail: body.mailPostToggleAt === "Y",
    })
    .catch((e) => asMeetingConflict(e, body.applicant));
  if (outcome === "slotTaken") throw new Conflict("meetings.error.slotTaken");
  if (outcome === "targetTaken") throw new Conflict("meetings.error.targetTaken");
  return true;
}

/**
 * The acceptor accepts (concluding the meeting and declining the slot's other requests of either side) or
 * rejects with a reason; either side cancels an agreed meeting with a reason.
 */
export async function answer(
  ctx: AppContext,
  actor: Actor,
  body: {
    applicationId: number;
    meetingId: number;
    status: "agree" | "disagree" | "cancel";
    reasonCode?: ReasonCode;
    reason: string;
    mailPostToggleAt?: "Y" | "N";
  },
): Promise<TMeeting> {
  const context = await writerOf(ctx, actor, {
    applicationId: body.applicationId,
    meetingId: body.meetingId,
  });
  const meeting = context.meeting && { ...context.meeting, conflicts: context.conflicts.meetingSides };
  const role = meeting ? roleIn(meeting, body.applicationId) : undefined;
  if (!meeting || !role) throw new NotFound("meetings.error.notFound");
  const requested = body.status === "cancel" ? "disagree" : body.status;
  const target = targetOfUpdate(meeting.status, requested);
  if (!target) throw new Conflict("meetings.error.notWaiting");
  if (target !== "cancel" && role !== "acceptor") throw new Forbidden("meetings.error.notAllowed");
  // Once its time has begun, a meeting is history: it can no longer be concluded or called off (a waiting
  // request may still be rejected; the expiry job closes the rest).
  if (target !== "disagree" && meeting.startsAt.getTime() <= ctx.now().getTime())
    throw new Conflict("meetings.error.slotPast");
  const reason =
    target === "agree" ? { reasonCode: "", reason: "" } : checkReason(body.reasonCode, body.reason);
  // A side already committed in the slot: the claims would refuse the agreement (requester's claim first).
  const taken = target === "agree" ? (meeting.conflicts ?? []) : [];
  if (taken.includes(meeting.applicantApplicationId))
    throw new Conflict(
      meeting.applicantApplicationId === body.applicationId
        ? "meetings.error.slotTaken"
        : "meetings.error.targetTaken",
    );
  if (taken.length > 0) throw new Conflict("meetings.error.slotTaken");
  const outcome = await repo
    .answerInSlot(ctx.db, {
      meetingId: meeting.id,
      to: target,
      ...reason,
      closedBy: target === "agree" ? null : body.applicationId,
      userId: actor.userId,
      mail: body.mailPostToggleAt !== "N",
    })
    .catch((e) => asMeetingConflict(e, body.applicationId));
  if (outcome === "notFound") throw new NotFound("meetings.error.notFound");
  if (outcome === "notWaiting") throw new Conflict("meetings.error.notWaiting");
  if (outcome === "notAgreed") throw new Conflict("meetings.error.notAgreed");
  if (target === "agree") await interpreterOnAgreement(ctx, meeting.id, meeting.subEventId);
  if (target === "cancel") await closeMeetingRoom(ctx, meeting.id);
  return viewOf(ctx, ctx.db, meeting.id);
}

/** The requester withdraws a waiting request: it is deleted (spec). */
export async function withdraw(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (meeting?.status !== "waiting") throw new NotFound("meetings.error.notFound");
  await partyFor(ctx, actor, meeting.applicantApplicationId, "write").catch(() => {
    throw new NotFound("meetings.error.notFound");
  });
  const deleted = await repo.deleteMeetingIf(ctx.db, meetingId, "waiting", meeting.applicantApplicationId);
  if (!deleted) throw new Conflict("meetings.error.notWaiting");
  return { ok: true };
}

type SlotRef = { startsAt: Date; endsAt: Date; subEventId: number };

/** Marks one slot unavailable (declining requests to it and its own); false when it was already marked. */
function markSlot(ctx: AppContext, actor: Actor, applicationId: number, slot: SlotRef): Promise<boolean> {
  return repo.markInSlot(ctx.db, {
    subEventId: slot.subEventId,
    applicationId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    userId: actor.userId,
  });
}

export async function markUnavailable(
  ctx: AppContext,
  actor: Actor,
  body: { subEventId: number; applicationId: number; date: string; startTime: string },
) {
  const me = await writerOf(ctx, actor, {
    applicationId: body.applicationId,
    slot: { date: body.date, startTime: body.startTime },
  });
  if (me.subEvent.id !== body.subEventId) throw new NotFound("workspace.applicationNotFound");
  const slot = await bookable(ctx, me.slot, body.subEventId, body.date, body.startTime);
  // Already marked, or committed in the slot: what meeting_mark would find (see writeContext).
  if (me.slot && me.conflicts.mine === "impossible") return { ok: true };
  if (me.slot && me.conflicts.mine !== null) throw new Conflict("meetings.error.slotTaken");
  await markSlot(ctx, actor, body.applicationId, slot).catch((e) => asMeetingConflict(e, body.applicationId));
  return { ok: true };
}

/** Lifts the application's own unavailable mark; a block the host made for it is 403 (only the host lifts it). */
export async function liftUnavailable(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (meeting?.status !== "impossible") throw new NotFound("meetings.error.notFound");
  await partyFor(ctx, actor, meeting.applicantApplicationId, "write").catch(() => {
    throw new NotFound("meetings.error.notFound");
  });
  // A mark never changes its maker (arranged_by_host is written once), so this read decides.
  if (meeting.arrangedByHost) throw new Forbidden("meetings.error.hostBlock");
  await repo.deleteMeetingIf(ctx.db, meetingId, "impossible", meeting.applicantApplicationId);
  return { ok: true };
}

/** The slots a bulk selection names: whole days, one time across days, or single slots. */
async function selection(
  ctx: AppContext,
  subEventId: number,
  sel: { dates: string[]; times: string[]; slots: { date: string; startTime: string }[] },
) {
  await ensureSlots(ctx, subEventId);
  const all = await repo.slotsOf(ctx.db, subEventId);
  const dates = new Set(sel.dates);
  const times = new Set(sel.times);
  const exact = new Set(sel.slots.map((s) => `${s.date} ${s.startTime}`));
  return all.filter(
    (s) => dates.has(s.date) || times.has(s.startTime) || exact.has(`${s.date} ${s.startTime}`),
  );
}

export async function bulk(
  ctx: AppContext,
  actor: Actor,
  body: {
    subEventId: number;
    applicationId: number;
    dates: string[];
    times: string[];
    slots: { date: string; startTime: string }[];
  },
  on: boolean,
) {
  const me = await partyFor(ctx, actor, body.applicationId, "write");
  if (me.subEvent.id !== body.subEventId) throw new NotFound("workspace.applicationNotFound");
  const slots = await selection(ctx, body.subEventId, body);
  const now = ctx.now().getTime();
  let changed = 0;
  const skipped: { date: string; startTime: string; reason: string }[] = [];
  for (const slot of slots) {
    const skip = (reason: string) => skipped.push({ date: slot.date, startTime: slot.startTime, reason });
    if (slot.startsAt.getTime() <= now) {
      skip("meetings.error.slotPast");
      continue;
    }
    if (!on) {
      const mark = await repo.markAt(ctx.db, body.applicationId, slot.startsAt);
      if (mark?.arrangedByHost) skip("meetings.error.hostBlock");
      else if (mark && (await repo.deleteMeetingIf(ctx.db, mark.id, "impossible", body.applicationId)))
        changed++;
      continue;
    }
    if (!slot.open) {
      skip("meetings.error.slotBlocked");
      continue;
    }
    try {
      if (await markSlot(ctx, actor, body.applicationId, slot)) changed++;
    } catch (e) {
      try {
        asMeetingConflict(e, body.applicationId);
      } catch (conflict) {
        if (conflict instanceof Conflict) skip(conflict.key);
        else throw conflict;
      }
    }
  }
  return { changed, skipped };
}

export async function setAttendee(
  ctx: AppContext,
  actor: Actor,
  body: { applicationId: number; attendeeType: "online" | "offline" },
) {
  await partyFor(ctx, actor, body.applicationId, "write");
  await repo.setAttendeeType(ctx.db, body.applicationId, body.attendeeType);
  return { ok: true };
}

/** Moves due waiting requests to expired and tells the requesters; answers how many expired. */
export async function expireDue(ctx: AppContext): Promise<number> {
  const due = await repo.dueExpiries(ctx.db, ctx.now());
  let n = 0;
  for (const m of due) {
    await ctx.db.transaction(async (tx) => {
      await repo.lockSlot(tx, m.subEventId, m.startsAt);
      const done = await repo.transition(tx, m.id, "waiting", { status: "expired", reasonCode: "expired" });
      if (!done) return;
      n++;
      await notify(tx, ctx, "expired", m.id, null);
    });
  }
  return n;
}
