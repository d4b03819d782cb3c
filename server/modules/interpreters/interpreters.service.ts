import type { TInterpreterItem, TInterpreterMeeting } from "../../../shared/contract";
import { addDays, zonedInstant } from "../../../shared/meetings/zoned-time";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, NotFound } from "../../http/errors";
import { findSubEventWithEvent } from "../access/access.repository";
import { viewsByIds } from "../meetings/meetings.service";
import * as repo from "./interpreters.repository";

/** The spec's calls name a `userId`: only one's own may be asked about (administrators: anyone's). */
function requireSelf(actor: Actor, userId: number): void {
  if (actor.userId !== userId && actor.role !== "ADMIN") throw new Forbidden();
}

/** The sub-events where the user interprets, with the meetings assigned to them there. */
export async function assignments(
  ctx: AppContext,
  actor: Actor,
  userId: number,
): Promise<TInterpreterItem[]> {
  requireSelf(actor, userId);
  const rows = await repo.entriesOfUser(ctx.db, userId);
  const assigned = await repo.assignmentsOf(
    ctx.db,
    userId,
    rows.map((r) => r.subEvent.id),
  );
  return rows.map(({ entry, subEvent, event }) => ({
    subEventId: subEvent.id,
    mainEventId: event.id,
    mainEventName: event.name,
    mainEventNameEn: event.nameEn,
    subEventName: subEvent.name,
    subEventNameEn: subEvent.nameEn,
    name: entry.name,
    email: entry.email,
    phoneNumber: entry.phoneNumber,
    userId,
    languages: entry.languages,
    meetingIds: assigned.filter((a) => a.subEventId === subEvent.id).map((a) => a.meetingId),
  }));
}

/** The server-side check of the spec: is the user an interpreter of the sub-event. */
export async function check(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  subEventId: number,
): Promise<boolean> {
  requireSelf(actor, userId);
  return (await repo.entryOf(ctx.db, subEventId, userId)) !== undefined;
}

/** The sub-event (with its event) of an interpreter; everyone else gets 403. */
export async function requireInterpreter(ctx: AppContext, actor: Actor, subEventId: number) {
  const row = await findSubEventWithEvent(ctx.db, subEventId);
  if (!row) throw new NotFound("subEvent.notFound");
  const entry = await repo.entryOf(ctx.db, subEventId, actor.userId);
  if (!entry) throw new Forbidden("interpreter.notInterpreter");
  return { ...row, entry };
}

/** The interpreter's room of a meeting: the meeting's video page (on-site meetings included). */
function roomOf(ctx: AppContext, meetingId: number): string {
  return `${ctx.config.publicUrl}/video/${meetingId}`;
}

/**
 * The caller's assigned meetings of a sub-event: between two venue dates (`to` inclusive), or (`started`)
 * those that have begun, for the counsel list.
 */
export async function meetings(
  ctx: AppContext,
  actor: Actor,
  q: { subEventId: number; from?: string; to?: string; started: "Y" | "N" },
): Promise<{ timeZone: string; meetings: TInterpreterMeeting[] }> {
  const { event } = await requireInterpreter(ctx, actor, q.subEventId);
  const zone = event.timeZone;
  const range =
    q.started === "Y"
      ? { startedBy: ctx.now() }
      : {
          from: q.from ? (zonedInstant(q.from, "00:00", zone) ?? undefined) : undefined,
          to: q.to ? (zonedInstant(addDays(q.to, 1), "00:00", zone) ?? undefined) : undefined,
        };
  const rows = await repo.assignedMeetings(ctx.db, actor.userId, q.subEventId, range);
  const views = await viewsByIds(
    ctx,
    rows.map((r) => r.meetingId),
  );
  const joined = new Map(rows.map((r) => [r.meetingId, r.joinedAt]));
  const list = views
    .filter((m) => q.started === "N" || m.status === "agree")
    .map((m) => ({ ...m, joinedAt: joined.get(m.id)?.toISOString() ?? null, roomLink: roomOf(ctx, m.id) }));
  return { timeZone: zone, meetings: list };
}

/** The interpreter joins an assigned meeting of that sub-event: the join is recorded and the room answered. */
export async function join(ctx: AppContext, actor: Actor, body: { subEventId: number; meetingId: number }) {
  await requireInterpreter(ctx, actor, body.subEventId);
  const meeting = await repo.findMeeting(ctx.db, body.meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  if (meeting.subEventId !== body.subEventId) throw new Forbidden("interpreter.otherSubEvent");
  if (!(await repo.isAssigned(ctx.db, meeting.id, actor.userId)))
    throw new Forbidden("interpreter.notAssigned");
  // a request still waiting, or a meeting cancelled or rejected since, has no call to join
  if (meeting.status !== "agree") throw new Conflict("interpreter.notAgreed");
  const at = ctx.now();
  await repo.markJoined(ctx.db, meeting.id, at);
  return { meetingId: meeting.id, link: roomOf(ctx, meeting.id), joinedAt: at.toISOString() };
}
