import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { requireManager } from "../access/access.service";
import * as refills from "./meeting-day.refill.repository";
import * as repo from "./meeting-day.repository";

const view = (w: { id: number; subEventId: number; startsAt: Date; endsAt: Date }) => ({
  id: w.id,
  subEventId: w.subEventId,
  startsAt: new Date(w.startsAt).toISOString(),
  endsAt: new Date(w.endsAt).toISOString(),
});

/** The caller's approved application in the sub-event (own or as a colleague); others 403. */
async function myApplication(ctx: AppContext, actor: Actor, subEventId: number): Promise<number> {
  const apps = await repo.applicationsInSubEvent(ctx.db, actor.userId, subEventId);
  if (apps.length === 0) throw new Forbidden("meetingDay.error.notParticipant");
  return apps[0]!;
}

export async function listWalkIns(ctx: AppContext, actor: Actor, subEventId: number) {
  const app = await myApplication(ctx, actor, subEventId);
  return { items: (await refills.walkInsOf(ctx.db, app)).map(view) };
}

export async function addWalkIn(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: { startsAt: string; endsAt: string },
) {
  const app = await myApplication(ctx, actor, subEventId);
  const row = await refills.insertWalkIn(ctx.db, {
    applicationId: app,
    subEventId,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
  });
  return view(row);
}

export async function removeWalkIn(ctx: AppContext, actor: Actor, walkInId: number) {
  const w = await refills.findWalkIn(ctx.db, walkInId);
  if (!w || !(await repo.isMember(ctx.db, w.applicationId, actor.userId)))
    throw new NotFound("meetingDay.error.walkInNotFound");
  await refills.deleteWalkIn(ctx.db, walkInId);
  return { ok: true };
}

export async function setGrace(ctx: AppContext, actor: Actor, subEventId: number, minutes: number) {
  await requireManager(ctx, actor, subEventId);
  await repo.setSubEventGrace(ctx.db, subEventId, minutes);
  return { minutes };
}
