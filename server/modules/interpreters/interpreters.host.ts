import type { THostInterpreter } from "../../../shared/contract";
import type { Language } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { requireManager, rightsChanged } from "../access/access.service";
import { viewsByIds } from "../meetings/meetings.service";
import { findUserByEmail } from "../users/users.repository";
import { queueInterpreterInvite } from "./interpreters.mail";
import { emitAssignments, queueAssignmentMails } from "./interpreters.notify";
import * as repo from "./interpreters.repository";

function present(
  row: { entry: repo.EntryRow; userId: number | null },
  assigned: { userId: number; meetingId: number }[],
  unavailable: ReadonlyMap<number, number> = new Map(),
): THostInterpreter {
  const { entry, userId } = row;
  return {
    id: entry.id,
    subEventId: entry.subEventId,
    email: entry.email,
    name: entry.name,
    phoneNumber: entry.phoneNumber,
    languages: entry.languages,
    userId,
    meetingIds: userId === null ? [] : assigned.filter((a) => a.userId === userId).map((a) => a.meetingId),
    languagePairs: entry.languagePairs,
    unavailableCount: unavailable.get(entry.id) ?? 0,
  };
}

/** The sub-event's interpreters with their accounts and meetings; the host. */
export async function list(ctx: AppContext, actor: Actor, subEventId: number) {
  await requireManager(ctx, actor, subEventId);
  const [rows, assigned, unavailable] = await Promise.all([
    repo.entriesOfSubEvent(ctx.db, subEventId),
    repo.assignmentsOfSubEvent(ctx.db, subEventId),
    repo.unavailableCounts(ctx.db, subEventId),
  ]);
  return rows.map((r) => present(r, assigned, unavailable));
}

/**
 * Names an interpreter by e-mail. An account is required: without one the call is 404 unless the host asks
 * to invite, then the entry waits for the sign-up and an invitation is mailed (same transaction).
 */
export async function add(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: { email: string; name: string; phoneNumber: string; languages: string[]; invite: boolean },
  language: Language,
) {
  const access = await requireManager(ctx, actor, subEventId);
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user && !body.invite) throw new NotFound("interpreter.noAccount");
  const entry = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertEntry(tx, {
      subEventId,
      email: body.email,
      name: body.name || user?.name || "",
      phoneNumber: body.phoneNumber || user?.phoneNumber || "",
      languages: [...new Set(body.languages)],
    });
    if (!inserted) throw new Conflict("interpreter.duplicate");
    if (!user) {
      const english = language !== "ko";
      await queueInterpreterInvite(tx, {
        to: body.email,
        eventName: english && access.event.nameEn ? access.event.nameEn : access.event.name,
        subEventName: english && access.subEvent.nameEn ? access.subEvent.nameEn : access.subEvent.name,
        link: `${ctx.config.publicUrl}/auth/register`,
        language,
      });
    }
    return inserted;
  });
  return present({ entry, userId: user?.id ?? null }, []);
}

export async function remove(ctx: AppContext, actor: Actor, interpreterId: number) {
  const row = await repo.findEntry(ctx.db, interpreterId);
  if (!row) throw new NotFound("interpreter.notFound");
  await requireManager(ctx, actor, row.entry.subEventId);
  await ctx.db.transaction((tx) => repo.deleteEntry(tx, row.entry, row.userId));
  if (row.userId !== null) await rightsChanged(ctx, [row.userId]);
  return { ok: true };
}

/** Live meetings from now on with their interpreter; how many have none. */
export async function coverage(ctx: AppContext, actor: Actor, subEventId: number, onlyNeeding: boolean) {
  const access = await requireManager(ctx, actor, subEventId);
  const ids = await repo.liveMeetingIds(ctx.db, subEventId, ctx.now());
  const [views, assigned, entries] = await Promise.all([
    viewsByIds(ctx, ids),
    repo.assignmentsOfSubEvent(ctx.db, subEventId),
    repo.entriesOfSubEvent(ctx.db, subEventId),
  ]);
  const countries = await repo.countriesOf(
    ctx.db,
    views.flatMap((m) => [m.applicant, ...(m.acceptor ? [m.acceptor] : [])]),
  );
  const entryOfUser = new Map(
    entries.flatMap((e) => (e.userId === null ? [] : [[e.userId, e.entry.id] as const])),
  );
  const byMeeting = new Map(assigned.map((a) => [a.meetingId, entryOfUser.get(a.userId) ?? null]));
  const rows = views.map((meeting) => ({
    meeting,
    applicantCountry: countries.get(meeting.applicant) ?? "",
    acceptorCountry: meeting.acceptor ? (countries.get(meeting.acceptor) ?? "") : "",
    interpreterId: byMeeting.get(meeting.id) ?? null,
  }));
  const needing = rows.filter((r) => r.interpreterId === null).length;
  return {
    timeZone: access.event.timeZone,
    needing,
    meetings: onlyNeeding ? rows.filter((r) => r.interpreterId === null) : rows,
  };
}

/** The exclusion constraint's refusal: the interpreter has another meeting at that time. */
function isOverlap(error: unknown): boolean {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) if (e.code === "23P01") return true;
  return false;
}

/** Assigns an interpreter of the meeting's sub-event to a live meeting, or removes it (null). */
export async function assign(ctx: AppContext, actor: Actor, meetingId: number, interpreterId: number | null) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  await requireManager(ctx, actor, meeting.subEventId);
  const before = await repo.findAssignment(ctx.db, meetingId);
  if (interpreterId === null) {
    await repo.unassign(ctx.db, meetingId);
    // an interpreter waiting in the meeting's room leaves it
    if (before) await rightsChanged(ctx, [before.userId]);
    return { ok: true };
  }
  const row = await repo.findEntry(ctx.db, interpreterId);
  if (!row || row.entry.subEventId !== meeting.subEventId) throw new NotFound("interpreter.notFound");
  if (row.userId === null) throw new Conflict("interpreter.pending");
  if (!["waiting", "agree"].includes(meeting.status) || meeting.acceptorApplicationId === null)
    throw new Conflict("interpreter.meetingNotLive");
  const userId = row.userId;
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.assign(tx, {
        meetingId,
        subEventId: meeting.subEventId,
        userId,
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
      });
      await queueAssignmentMails(tx, ctx, meeting.subEventId, [{ userId }]);
    });
  } catch (error) {
    if (isOverlap(error)) throw new Conflict("interpreter.busy");
    throw error;
  }
  emitAssignments(ctx, meeting.subEventId, [userId]);
  if (before && before.userId !== row.userId) await rightsChanged(ctx, [before.userId]);
  return { ok: true };
}
