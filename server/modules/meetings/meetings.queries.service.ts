/** Participants' reads: the schedule of slots, meeting lists and details, histories, and meeting targets. */
import type { TMeeting, TSchedule, TSlotView } from "../../../shared/contract";
import { slotLabel } from "../../../shared/meetings/status";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Invalid, NotFound } from "../../http/errors";
import { requireParticipantOrManager } from "../access/access.service";
import { meetingFor, partyFor, viewOf, views } from "./meetings.context.service";
import { meetableTypes, meetingsOpen, roleIn } from "./meetings.policy";
import * as repo from "./meetings.repository";
import { ensureSlots } from "./meetings.slots";

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
      byHost: m.status === "impossible" && m.arrangedByHost,
    }));
    const label = slotLabel(applicationId, simple, !slot.open);
    const pick =
      label === "confirmed"
        ? here.find((m) => m.status === "agree")
        : label === "blockedByParticipant"
          ? here.find((m) => m.status === "impossible" && !m.arrangedByHost)
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
    companyName: party.application.listName,
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
    now: ctx.now(),
    keywordId: q.keywordId,
  });
}

export async function targetsByCompany(
  ctx: AppContext,
  actor: Actor,
  q: {
    subEventId: number;
    type?: string;
    companyName: string;
    applicationId?: number;
    date?: string;
    startTime?: string;
  },
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
  // In a slot (the Apply dialog's search): only those free then, as the slot's own target list.
  let freeAt: Date | undefined;
  if (q.date !== undefined || q.startTime !== undefined) {
    if (q.date === undefined || q.startTime === undefined) throw new Invalid("meetings.error.slotNotFound");
    await ensureSlots(ctx, q.subEventId);
    const slot = await repo.findSlot(ctx.db, q.subEventId, q.date, q.startTime);
    if (!slot) throw new Invalid("meetings.error.slotNotFound");
    freeAt = slot.startsAt;
  }
  return repo.targets(ctx.db, {
    subEventId: q.subEventId,
    types,
    exceptApplicationId: q.applicationId,
    companyName: q.companyName,
    freeAt,
    now: ctx.now(),
  });
}
