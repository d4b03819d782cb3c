/**
 * Who the actor acts for (a party of an application, or the host) and which meetings it may see, plus the
 * helpers every meetings service shares: views, notices, reasons and bookable slots.
 */
import type { TMeeting } from "../../../shared/contract";
import { REASON_CODES, type ReasonCode } from "../../../shared/meetings/status";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, Invalid, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { isMemberOfApplication } from "../access/access.repository";
import { type MeetingChange, notifyMeetingChange } from "./meetings.notify";
import { meetingsOpen } from "./meetings.policy";
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
export async function meetingFor(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  for (const side of [meeting.applicantApplicationId, meeting.acceptorApplicationId]) {
    if (side !== null && (await isMemberOfApplication(ctx.db, side, actor.userId))) return meeting;
  }
  const sub = await repo.findSubEventContext(ctx.db, meeting.subEventId);
  if (sub && canManageEvent(actor, sub.event)) return meeting;
  throw new NotFound("meetings.error.notFound");
}

export async function views(ctx: AppContext, db: DbOrTx, where: Parameters<typeof repo.meetingViews>[1]) {
  const rows = await repo.meetingViews(db, where);
  return rows.map((r) => toMeetingView(r, ctx.config.publicUrl));
}

export async function viewOf(ctx: AppContext, db: DbOrTx, meetingId: number): Promise<TMeeting> {
  const [row] = await repo.meetingViewsByIds(db, [meetingId]);
  const view = row && toMeetingView(row, ctx.config.publicUrl);
  if (!view) throw new NotFound("meetings.error.notFound");
  return view;
}

export async function notify(
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

export function checkReason(
  code: ReasonCode | undefined,
  text: string,
): { reasonCode: string; reason: string } {
  if (!code || !(REASON_CODES as readonly string[]).includes(code))
    throw new Invalid("meetings.reasonRequired");
  if (code === "D" && !text.trim()) throw new Invalid("meetings.reasonRequired");
  return { reasonCode: code, reason: code === "D" ? text.trim() : "" };
}

/** A slot of the sub-event that can still be booked. */
export async function bookableSlot(
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
