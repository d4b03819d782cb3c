import type { TMeeting } from "../../../shared/contract";
import { withHostBlock } from "../../../shared/meetings/slots";
import { addDays, wallTime, zonedInstant } from "../../../shared/meetings/zoned-time";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { requireManager } from "../access/access.service";
import * as meetingsRepo from "../meetings/meetings.repository";
import {
  arrangeMeeting,
  blockCompany as blockCompanySlot,
  cancelAsHost,
  unblockCompany as unblockCompanySlot,
  viewsByIds,
} from "../meetings/meetings.service";
import { ensureSlots, syncSlots } from "../meetings/meetings.slots";
import * as repo from "./host-meetings.repository";
import { fixPlaceOf, hasActivePlaces } from "./host-places.repository";

type StatusFilter = "all" | "waiting" | "agree" | "disagree" | "cancel" | "expired" | "impossible";

/** Every slot of the sub-event (or of one day) with its meetings and unavailable marks. */
export async function board(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  q: { date?: string; status: StatusFilter; company: string },
) {
  const access = await requireManager(ctx, actor, subEventId);
  const zone = access.event.timeZone;
  await ensureSlots(ctx, subEventId);
  const slots = await meetingsRepo.slotsOf(ctx.db, subEventId, q.date, q.date);
  const from = q.date ? (zonedInstant(q.date, "00:00", zone) ?? undefined) : undefined;
  const to = q.date ? (zonedInstant(addDays(q.date, 1), "00:00", zone) ?? undefined) : undefined;
  const ids = await repo.meetingIds(ctx.db, subEventId, {
    from,
    to,
    statuses: q.status === "all" ? undefined : [q.status],
  });
  const all = await viewsByIds(ctx, ids);
  const word = q.company.trim().toLowerCase();
  const matches = (m: TMeeting) =>
    !word || m.applicantName.toLowerCase().includes(word) || m.acceptorName.toLowerCase().includes(word);
  const bySlot = new Map<string, TMeeting[]>();
  for (const m of all.filter(matches)) {
    const list = bySlot.get(m.startsAt) ?? [];
    list.push(m);
    bySlot.set(m.startsAt, list);
  }
  return {
    subEventId,
    timeZone: zone,
    requestExpiryHours: access.subEvent.meetingRequestExpiryHours,
    hasPlaces: await hasActivePlaces(ctx.db, subEventId),
    slots: slots.map((slot) => {
      const here = bySlot.get(slot.startsAt.toISOString()) ?? [];
      return {
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        startsAt: slot.startsAt.toISOString(),
        hostBlocked: !slot.open,
        meetings: here.filter((m) => m.status !== "impossible"),
        unavailable: here
          .filter((m) => m.status === "impossible")
          .map((m) => ({
            applicationId: m.applicant,
            companyName: m.applicantName,
            meetingId: m.id,
            byHost: m.arrangedByHost,
          })),
      };
    }),
  };
}

export async function arrange(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: Parameters<typeof arrangeMeeting>[3],
) {
  await requireManager(ctx, actor, subEventId);
  return arrangeMeeting(ctx, actor, subEventId, body);
}

export const cancel = cancelAsHost;

/** Blocks one company's slot (403 unless the actor manages the sub-event's event; see blockCompanySlot). */
export async function blockCompany(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: Parameters<typeof blockCompanySlot>[3],
) {
  await requireManager(ctx, actor, subEventId);
  return blockCompanySlot(ctx, actor, subEventId, body);
}

/** Lifts the host's block of one company's slot; 404 for anyone who does not manage its event. */
export async function unblockCompany(ctx: AppContext, actor: Actor, meetingId: number) {
  await meetingOfHost(ctx, actor, meetingId);
  return unblockCompanySlot(ctx, meetingId);
}

async function meetingOfHost(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await meetingsRepo.findMeeting(ctx.db, meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  await requireManager(ctx, actor, meeting.subEventId).catch(() => {
    throw new NotFound("meetings.error.notFound");
  });
  return meeting;
}

export async function setCompanyPlace(ctx: AppContext, actor: Actor, applicationId: number, place: string) {
  const app = await meetingsRepo.findApplicationContext(ctx.db, applicationId);
  if (!app) throw new NotFound("workspace.applicationNotFound");
  await requireManager(ctx, actor, app.subEvent.id).catch(() => {
    throw new NotFound("workspace.applicationNotFound");
  });
  await ctx.db.transaction(async (tx) => {
    await repo.setCompanyPlace(tx, applicationId, place);
    const outcome = await fixPlaceOf(tx, app.subEvent.id, applicationId, place);
    if (outcome === "ownedByOther") throw new Conflict("hostMeetings.placeOwnedByOther");
  });
  return { ok: true };
}

/** Blocks or unblocks slots (impossibleDateAndTime and the slots in one transaction). */
export async function block(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  slots: { date: string; startTime: string }[],
  on: boolean,
) {
  const access = await requireManager(ctx, actor, subEventId);
  let json = access.subEvent.impossibleDateAndTime ?? {};
  const before = JSON.stringify(withHostBlock(json, "0000-00-00", "00:00", false));
  for (const slot of slots) json = withHostBlock(json, slot.date, slot.startTime, on);
  await ctx.db.transaction(async (tx) => {
    await repo.setImpossible(tx, subEventId, json);
    await syncSlots(tx, ctx, subEventId, actor.userId);
  });
  const after = JSON.stringify(json);
  return { changed: before === after ? 0 : slots.length };
}

export async function settings(ctx: AppContext, actor: Actor, subEventId: number, hours: number) {
  await requireManager(ctx, actor, subEventId);
  await repo.setExpiryHours(ctx.db, subEventId, hours);
  return { ok: true };
}

/** Live figures per venue day, and the companies with no agreed meeting. */
export async function stats(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireManager(ctx, actor, subEventId);
  const zone = access.event.timeZone;
  const counts = await repo.statusCounts(ctx.db, subEventId);
  const days = new Map<
    string,
    { date: string; requested: number; agreed: number; rejected: number; cancelled: number; expired: number }
  >();
  for (const c of counts) {
    if (c.status === "impossible") continue;
    const date = wallTime(c.startsAt, zone).date;
    const day = days.get(date) ?? { date, requested: 0, agreed: 0, rejected: 0, cancelled: 0, expired: 0 };
    day.requested += c.n;
    if (c.status === "agree") day.agreed += c.n;
    if (c.status === "disagree") day.rejected += c.n;
    if (c.status === "cancel") day.cancelled += c.n;
    if (c.status === "expired") day.expired += c.n;
    days.set(date, day);
  }
  return {
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    participants: await repo.countApproved(ctx.db, subEventId),
    withoutMeeting: await repo.withoutMeeting(ctx.db, subEventId),
  };
}
