/**
 * Meeting languages (docs/decisions.md, "Meeting languages"): what an application's people speak, whether a
 * booking needs an interpreter and one is free, and the interpreter given to a meeting when it is agreed.
 */
import { needsInterpreter } from "../../../shared/matching/languages";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { emitAssignments, queueAssignmentMails } from "../interpreters/interpreters.notify";
import { partyFor } from "./meetings.context.service";
import * as repo from "./meetings.languages.repository";

/** The application's languages: a member of it, or the host. */
export async function languages(ctx: AppContext, actor: Actor, applicationId: number) {
  await partyFor(ctx, actor, applicationId, "read");
  return { languages: await repo.languagesOf(ctx.db, applicationId) };
}

/** Sets them: a member while meetings are open. */
export async function setLanguages(
  ctx: AppContext,
  actor: Actor,
  body: { applicationId: number; languages: string[] },
) {
  await partyFor(ctx, actor, body.applicationId, "write");
  await repo.setLanguages(ctx.db, body.applicationId, [...new Set(body.languages)]);
  return { languages: await repo.languagesOf(ctx.db, body.applicationId) };
}

/** For the booking dialog: does a meeting with the target in that slot need an interpreter, and is one free. */
export async function availability(
  ctx: AppContext,
  actor: Actor,
  q: { applicationId: number; targetApplicationId: number; startsAt: string },
) {
  const party = await partyFor(ctx, actor, q.applicationId, "read");
  const subEventId = party.application.subEventId;
  const [mine, theirs, slot] = await Promise.all([
    repo.languagesOf(ctx.db, q.applicationId),
    repo.languagesOf(ctx.db, q.targetApplicationId),
    repo.openSlotAt(ctx.db, subEventId, new Date(q.startsAt)),
  ]);
  if (!slot) throw new NotFound("meetings.error.notFound");
  if (!needsInterpreter(mine, theirs)) return { needed: false, available: true };
  const available = await repo.interpreterFree(ctx.db, {
    subEventId,
    a: q.applicationId,
    b: q.targetApplicationId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  });
  return { needed: true, available };
}

/**
 * After a meeting is agreed: gives it a free interpreter when its sides share no language (best effort: the
 * meeting stands without one; the host can assign later), mails them and tells their workspace.
 */
export async function interpreterOnAgreement(ctx: AppContext, meetingId: number, subEventId: number) {
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await repo.assignFreeInterpreter(tx, meetingId);
    if (id !== null) await queueAssignmentMails(tx, ctx, subEventId, [{ userId: id }]);
    return id;
  });
  if (userId !== null) emitAssignments(ctx, subEventId, [userId]);
}
