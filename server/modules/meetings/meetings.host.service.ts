/**
 * For the host's board: meeting views by id, arranging a meeting, cancelling one as the host, and blocking one
 * company's slot.
 */
import type { TMeeting } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { closeMeetingRoom } from "../video/video.rooms";
import { bookableSlot, notify, viewOf, views } from "./meetings.context.service";
import { asMeetingConflict } from "./meetings.errors";
import * as repo from "./meetings.repository";

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
        followsMeetingId: await repo.pairRound(tx, subEventId, body.applicantId, body.acceptorId, ctx.now()),
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
  await closeMeetingRoom(ctx, meeting.id);
  return viewOf(ctx, ctx.db, meeting.id);
}

/**
 * The host blocks one participant's slot (a host block of that company): an unavailable mark with
 * `arranged_by_host`, written through the participant's path, so its claim keeps every booking by or with the
 * company out of the slot. The company's waiting requests there are declined (its own requests' mail goes to it).
 * 404 for an application that is not an approved participant of the sub-event; 400/409 for a slot that does
 * not exist, is closed or is past; 409 targetTaken when the company is already committed or marked there.
 */
export async function blockCompany(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: { applicationId: number; date: string; startTime: string },
): Promise<TMeeting> {
  const app = await repo.findApplicationContext(ctx.db, body.applicationId);
  if (!app || app.subEvent.id !== subEventId || app.application.approval !== "approval")
    throw new NotFound("workspace.applicationNotFound");
  const slot = await bookableSlot(ctx, ctx.db, subEventId, body.date, body.startTime);
  if (await repo.claimAt(ctx.db, body.applicationId, slot.startsAt))
    throw new Conflict("meetings.error.targetTaken");
  const id = await ctx.db
    .transaction(async (tx) => {
      await repo.lockSlot(tx, subEventId, slot.startsAt);
      const own = await repo.waitingRequestsBy(tx, body.applicationId, slot.startsAt);
      const markId = await repo.hostMarkInSlot(tx, {
        subEventId,
        applicationId: body.applicationId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        userId: actor.userId,
      });
      if (markId === null) throw new Conflict("meetings.error.targetTaken");
      for (const m of own) await notify(tx, ctx, "declined", m.id, actor, true, true);
      return markId;
    })
    // The host holds no claim of its own: every claim conflict is the company's (targetTaken).
    .catch((e) => asMeetingConflict(e, 0));
  return viewOf(ctx, ctx.db, id);
}

/** The host lifts its block of one company's slot (the caller checked the host's right to the meeting). */
export async function unblockCompany(ctx: AppContext, meetingId: number): Promise<{ ok: true }> {
  if (!(await repo.deleteHostMark(ctx.db, meetingId))) throw new NotFound("meetings.error.notFound");
  return { ok: true };
}
