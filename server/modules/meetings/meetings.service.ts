import type { TMeeting, TSchedule, TSlotView } from "../../../shared/contract";
import {
  expiryOf,
  REASON_CODES,
  type ReasonCode,
  slotLabel,
  targetOfUpdate,
} from "../../../shared/meetings/status";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, Invalid, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { isMemberOfApplication } from "../access/access.repository";
import { requireParticipantOrManager } from "../access/access.service";
import { asMeetingConflict } from "./meetings.errors";
import { type MeetingChange, notifyMeetingChange } from "./meetings.notify";
import { meetableTypes, meetingsOpen, roleIn } from "./meetings.policy";
import { toMeetingView } from "./meetings.presenter";
import * as repo from "./meetings.repository";
import { ensureSlots } from "./meetings.slots";

type Mode = "read" | "write";
type PartyContext = NonNullable<Awaited<ReturnType<typeof repo.findApplicationContext>>> & {
  asHost: boolean;
};

/**
 * The application the actor acts for: its owner or an accepted colleague while it is approved (read and
 * write; writes need meetings switched on), or the event's host (read). Everyone else: 404.
 */
export async function partyFor(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
  mode: Mode,
): Promise<PartyContext> {
  const row = await repo.findApplicationContext(ctx.db, applicationId);
  if (!row) throw new NotFound("workspace.applicationNotFound");
  const member =
    row.application.approval === "approval" &&
    (await isMemberOfApplication(ctx.db, applicationId, actor.userId));
  if (member) {
    if (mode === "write" && !meetingsOpen(row.subEvent)) throw new Forbidden("meetings.error.disabled");
    return { ...row, asHost: false };
  }
  if (mode === "read" && canManageEvent(actor, row.event)) return { ...row, asHost: true };
  throw new NotFound("workspace.applicationNotFound");
}

/** A meeting the actor may see: a member of either side, or the host. Others: 404. */
async function meetingFor(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  for (const side of [meeting.applicantApplicationId, meeting.acceptorApplicationId]) {
    if (side !== null && (await isMemberOfApplication(ctx.db, side, actor.userId))) return meeting;
  }
  const sub = await repo.findSubEventContext(ctx.db, meeting.subEventId);
  if (sub && canManageEvent(actor, sub.event)) return meeting;
  throw new NotFound("meetings.error.notFound");
}

async function views(ctx: AppContext, db: DbOrTx, where: Parameters<typeof repo.meetingViews>[1]) {
  const rows = await repo.meetingViews(db, where);
  return rows.map((r) => toMeetingView(r, ctx.config.publicUrl));
}

async function viewOf(ctx: AppContext, db: DbOrTx, meetingId: number): Promise<TMeeting> {
  const [row] = await repo.meetingViewsByIds(db, [meetingId]);
  const view = row && toMeetingView(row, ctx.config.publicUrl);
  if (!view) throw new NotFound("meetings.error.notFound");
  return view;
}

async function notify(
  tx: DbOrTx,
  ctx: AppContext,
  kind: MeetingChange,
  meetingId: number,
  actor: Actor | null,
  mail = true,
  byHost = false,
) {
  await notifyMeetingChange(tx, ctx, { kind, meetingId, actorUserId: actor?.userId ?? null, byHost, mail });
}

function checkReason(code: ReasonCode | undefined, text: string): { reasonCode: string; reason: string } {
  if (!code || !(REASON_CODES as readonly string[]).includes(code))
    throw new Invalid("meetings.reasonRequired");
  if (code === "D" && !text.trim()) throw new Invalid("meetings.reasonRequired");
  return { reasonCode: code, reason: code === "D" ? text.trim() : "" };
}

/** A slot of the sub-event that can still be booked. */
async function bookableSlot(
  ctx: AppContext,
  db: DbOrTx,
  subEventId: number,
  date: string,
  startTime: string,
) {
  await ensureSlots(ctx, subEventId);
  const slot = await repo.findSlot(db, subEventId, date, startTime);
  if (!slot) throw new Invalid("meetings.error.slotNotFound");
  if (!slot.open) throw new Conflict("meetings.error.slotBlocked");
  if (slot.startsAt.getTime() <= ctx.now().getTime()) throw new Conflict("meetings.error.slotPast");
  return slot;
}

// ---------- reads ----------

export async function schedule(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
  from?: string,
  to?: string,
): Promise<TSchedule> {
  const party = await partyFor(ctx, actor, applicationId, "read");
  const subEventId = party.subEvent.id;
  await ensureSlots(ctx, subEventId);
  const slots = await repo.slotsOf(ctx.db, subEventId, from, to);
  const mine = await repo.meetingsOf(ctx.db, applicationId);
  const names = new Map((await views(ctx, ctx.db, repo.ofApplication(applicationId))).map((v) => [v.id, v]));
  const bySlot = new Map<number, typeof mine>();
  for (const m of mine) {
    const list = bySlot.get(m.startsAt.getTime()) ?? [];
    list.push(m);
    bySlot.set(m.startsAt.getTime(), list);
  }
  const now = ctx.now().getTime();
  const open = meetingsOpen(party.subEvent);
  const result: TSlotView[] = slots.map((slot) => {
    const here = bySlot.get(slot.startsAt.getTime()) ?? [];
    const simple = here.map((m) => ({
      id: m.id,
      status: m.status,
      applicantId: m.applicantApplicationId,
      acceptorId: m.acceptorApplicationId,
      changedAt: m.updatedAt.getTime(),
    }));
    const label = slotLabel(applicationId, simple, !slot.open);
    const pick =
      label === "confirmed"
        ? here.find((m) => m.status === "agree")
        : label === "blockedByParticipant"
          ? here.find((m) => m.status === "impossible")
          : label === "pendingAcceptance"
            ? here.find((m) => m.status === "waiting" && m.acceptorApplicationId === applicationId)
            : label === "applying"
              ? here.find((m) => m.status === "waiting" && m.applicantApplicationId === applicationId)
              : label === "rejected" || label === "canceled"
                ? [...here].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)[0]
                : undefined;
    const view = pick ? names.get(pick.id) : undefined;
    const counterpart = view
      ? view.applicant === applicationId
        ? view.acceptorName
        : view.applicantName
      : "";
    return {
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      label,
      meetingId: pick?.id ?? null,
      waitingCount: here.filter((m) => m.status === "waiting" && m.acceptorApplicationId === applicationId)
        .length,
      counterpart,
      actionable: open && slot.startsAt.getTime() > now,
    };
  });
  return {
    subEventId,
    applicationId,
    timeZone: party.event.timeZone,
    meetingAvailable: open,
    attendeeType: party.application.attendeeType,
    startDate: party.subEvent.subEventStartDate,
    endDate: party.subEvent.subEventEndDate,
    slots: result,
    waitingForMe: await repo.countWaitingFor(ctx.db, applicationId, ctx.now()),
  };
}

export async function myMeetings(ctx: AppContext, actor: Actor, applicationId: number): Promise<TMeeting[]> {
  await partyFor(ctx, actor, applicationId, "read");
  return views(ctx, ctx.db, repo.ofApplication(applicationId));
}

export async function detail(ctx: AppContext, actor: Actor, meetingId: number): Promise<TMeeting> {
  await meetingFor(ctx, actor, meetingId);
  return viewOf(ctx, ctx.db, meetingId);
}

export async function between(ctx: AppContext, actor: Actor, otherId: number, myApplicationId: number) {
  const me = await partyFor(ctx, actor, myApplicationId, "read");
  const rows = await repo.meetingsBetween(ctx.db, myApplicationId, otherId);
  if (rows.length === 0) return [];
  if (rows[0]!.subEventId !== me.subEvent.id) return [];
  return views(ctx, ctx.db, repo.byIds(rows.map((r) => r.id)));
}

export async function histories(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
  kind: "rejected" | "cancelled",
) {
  await partyFor(ctx, actor, applicationId, "read");
  const statuses: ("disagree" | "cancel" | "expired")[] =
    kind === "rejected" ? ["disagree"] : ["cancel", "expired"];
  const rows = await repo.meetingsWithStatus(ctx.db, applicationId, statuses);
  const list = await views(ctx, ctx.db, repo.byIds(rows.map((r) => r.id)));
  return list.map((v) => ({
    meetingId: v.id,
    acceptorName: v.acceptorName,
    applicantName: v.applicantName,
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime,
    startsAt: v.startsAt,
    reasonCode: v.reasonCode,
    reason: v.reason,
  }));
}

export async function waitingTargets(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  applicationId: number,
) {
  await partyFor(ctx, actor, applicationId, "read");
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (!meeting || !roleIn(meeting, applicationId)) throw new NotFound("meetings.error.notFound");
  const rows = await repo.waitingForAcceptorAt(ctx.db, applicationId, meeting.subEventId, meeting.startsAt);
  return views(ctx, ctx.db, repo.byIds(rows.map((r) => r.id)));
}

export async function meetingTargets(
  ctx: AppContext,
  actor: Actor,
  q: {
    subEventId: number;
    applicationId: number;
    date: string;
    startTime: string;
    keywordId?: number;
    type?: string;
  },
) {
  const party = await partyFor(ctx, actor, q.applicationId, "read");
  if (party.subEvent.id !== q.subEventId) throw new NotFound("workspace.applicationNotFound");
  await ensureSlots(ctx, q.subEventId);
  const slot = await repo.findSlot(ctx.db, q.subEventId, q.date, q.startTime);
  if (!slot) throw new Invalid("meetings.error.slotNotFound");
  let types = meetableTypes(party.application.type, party.subEvent.targetScope);
  if (q.type) types = types.filter((t) => t === q.type);
  return repo.targets(ctx.db, {
    subEventId: q.subEventId,
    types,
    exceptApplicationId: q.applicationId,
    freeAt: slot.startsAt,
    keywordId: q.keywordId,
  });
}

export async function targetsByCompany(
  ctx: AppContext,
  actor: Actor,
  q: { subEventId: number; type?: string; companyName: string; applicationId?: number },
) {
  let types: ("seller" | "buyer" | "booth" | "visitor")[] = ["seller", "buyer", "booth", "visitor"];
  if (q.applicationId) {
    const party = await partyFor(ctx, actor, q.applicationId, "read");
    if (party.subEvent.id !== q.subEventId) throw new NotFound("workspace.applicationNotFound");
    types = meetableTypes(party.application.type, party.subEvent.targetScope);
  } else {
    await requireParticipantOrManager(ctx, actor, q.subEventId);
  }
  if (q.type) types = types.filter((t) => t === q.type);
  return repo.targets(ctx.db, {
    subEventId: q.subEventId,
    types,
    exceptApplicationId: q.applicationId,
    companyName: q.companyName,
  });
}

// ---------- writes ----------

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
  if (me.conflicts.pair) throw new Conflict("meetings.error.pairTaken");
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

export async function liftUnavailable(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (meeting?.status !== "impossible") throw new NotFound("meetings.error.notFound");
  await partyFor(ctx, actor, meeting.applicantApplicationId, "write").catch(() => {
    throw new NotFound("meetings.error.notFound");
  });
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
      if (mark && (await repo.deleteMeetingIf(ctx.db, mark.id, "impossible", body.applicationId))) changed++;
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

// ---------- for the host's board ----------

/** Meeting views by id, in slot order. */
export async function viewsByIds(ctx: AppContext, ids: number[]): Promise<TMeeting[]> {
  return views(ctx, ctx.db, repo.byIds(ids));
}

/**
 * The host arranges a meeting: concluded at once (no acceptance), declining the slot's waiting requests of
 * both sides. 409 when either side is already committed in that slot or the pair already has a live meeting.
 */
export async function arrangeMeeting(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: {
    applicantId: number;
    acceptorId: number;
    date: string;
    startTime: string;
    place: string;
    mailPostToggleAt: "Y" | "N";
  },
): Promise<TMeeting> {
  const [a, b] = await Promise.all([
    repo.findApplicationContext(ctx.db, body.applicantId),
    repo.findApplicationContext(ctx.db, body.acceptorId),
  ]);
  for (const side of [a, b]) {
    if (!side || side.subEvent.id !== subEventId || side.application.approval !== "approval")
      throw new Invalid("meetings.error.notTarget");
  }
  if (body.applicantId === body.acceptorId) throw new Invalid("meetings.error.notTarget");
  const slot = await bookableSlot(ctx, ctx.db, subEventId, body.date, body.startTime);
  const id = await ctx.db
    .transaction(async (tx) => {
      await repo.lockSlot(tx, subEventId, slot.startsAt);
      const parties = [body.applicantId, body.acceptorId];
      const declined = await repo.declineOthersAt(tx, subEventId, slot.startsAt, parties, null, "taken");
      const row = await repo.insertMeeting(tx, {
        subEventId,
        applicantApplicationId: body.applicantId,
        acceptorApplicationId: body.acceptorId,
        status: "agree",
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        arrangedByHost: true,
        place: body.place,
        createdByUserId: actor.userId,
      });
      const mail = body.mailPostToggleAt === "Y";
      await notify(tx, ctx, "arranged", row.id, actor, mail, true);
      for (const d of declined) await notify(tx, ctx, "declined", d.id, actor, mail, true);
      return row.id;
    })
    .catch((e) => asMeetingConflict(e, body.applicantId));
  return viewOf(ctx, ctx.db, id);
}

/** The host cancels a waiting or agreed meeting with a reason; both sides are told. */
export async function cancelAsHost(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  reason: string,
): Promise<TMeeting> {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  const sub = await repo.findSubEventContext(ctx.db, meeting.subEventId);
  if (!sub || !canManageEvent(actor, sub.event)) throw new NotFound("meetings.error.notFound");
  if (meeting.status !== "waiting" && meeting.status !== "agree")
    throw new Conflict("meetings.error.notAgreed");
  await ctx.db.transaction(async (tx) => {
    await repo.lockSlot(tx, meeting.subEventId, meeting.startsAt);
    const done = await repo.transition(tx, meeting.id, meeting.status, {
      status: "cancel",
      reasonCode: "host",
      reason: reason.trim(),
      closedByApplicationId: null,
    });
    if (!done) throw new Conflict("meetings.error.notWaiting");
    await notify(tx, ctx, "cancelled", meeting.id, actor, true, true);
  });
  return viewOf(ctx, ctx.db, meeting.id);
}
