import type { z } from "zod";
import type { THostWebinar, ZWebinarInput } from "../../../shared/contract";
import { zonedInstant } from "../../../shared/meetings/zoned-time";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { sanitizeRichText } from "../../http/rich-text";
import { requireManager } from "../access/access.service";
import { presentWebinar, venueTimes } from "./webinars.presenter";
import * as repo from "./webinars.repository";

type Input = z.output<typeof ZWebinarInput>;

async function present(db: DbOrTx, rows: repo.WebinarRow[], zone: string): Promise<THostWebinar[]> {
  const ids = rows.map((r) => r.id);
  const [files, presenters, counts] = await Promise.all([
    repo.filesOf(db, ids),
    repo.presentersOf(db, ids),
    repo.questionCounts(db, ids),
  ]);
  return rows.map((w) => ({
    ...presentWebinar(
      w,
      zone,
      files.filter((f) => f.webinarId === w.id),
      presenters.filter((p) => p.webinarId === w.id),
    ),
    venue: venueTimes(w, zone),
    questionCount: counts.get(w.id) ?? 0,
  }));
}

/** Every webinar of the sub-event, for its host. */
export async function hostList(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireManager(ctx, actor, subEventId);
  return present(ctx.db, await repo.listBySubEvent(ctx.db, subEventId), access.event.timeZone);
}

/** Checks the input against the sub-event: times in the venue zone, presenters, files the host may attach. */
async function prepare(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  zone: string,
  input: Input,
  webinarId: number | null,
) {
  const startsAt = zonedInstant(input.startDate, input.startTime, zone);
  const endsAt = zonedInstant(input.endDate, input.endTime, zone);
  if (!startsAt || !endsAt) throw new Invalid("validation.time");
  if (endsAt <= startsAt) throw new Invalid("webinar.endBeforeStart");
  const presenterIds = [...new Set(input.presenterIds)];
  const approved = await repo.approvedIn(ctx.db, subEventId, presenterIds);
  if (presenterIds.some((id) => !approved.has(id))) throw new Invalid("webinar.presenterNotParticipant");
  const fileIds = [...new Set(input.fileIds)];
  const usable = await repo.attachableFiles(ctx.db, fileIds, actor.userId, webinarId);
  if (fileIds.some((id) => !usable.has(id))) throw new Invalid("file.notFound");
  const fields: repo.WebinarFields = {
    title: input.title,
    startsAt,
    endsAt,
    content: sanitizeRichText(input.content),
    zoomLink: input.zoomLink,
  };
  return { fields, fileIds, presenterIds };
}

export async function create(ctx: AppContext, actor: Actor, subEventId: number, input: Input) {
  const access = await requireManager(ctx, actor, subEventId);
  if (access.subEvent.category !== "presentation") throw new Conflict("webinar.notPresentation");
  const zone = access.event.timeZone;
  const { fields, fileIds, presenterIds } = await prepare(ctx, actor, subEventId, zone, input, null);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertWebinar(tx, subEventId, fields);
    await repo.replaceLinks(tx, created.id, subEventId, fileIds, presenterIds);
    return created;
  });
  return (await present(ctx.db, [row], zone))[0]!;
}

async function loadOwned(ctx: AppContext, actor: Actor, webinarId: number) {
  const webinar = await repo.findWebinar(ctx.db, webinarId);
  if (!webinar) throw new NotFound("webinar.notFound");
  const access = await requireManager(ctx, actor, webinar.subEventId);
  return { webinar, access };
}

export async function update(ctx: AppContext, actor: Actor, webinarId: number, input: Input) {
  const { webinar, access } = await loadOwned(ctx, actor, webinarId);
  const zone = access.event.timeZone;
  const { fields, fileIds, presenterIds } = await prepare(
    ctx,
    actor,
    webinar.subEventId,
    zone,
    input,
    webinarId,
  );
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateWebinar(tx, webinarId, fields, ctx.now());
    await repo.replaceLinks(tx, webinarId, webinar.subEventId, fileIds, presenterIds);
    return updated;
  });
  return (await present(ctx.db, [row], zone))[0]!;
}

export async function remove(ctx: AppContext, actor: Actor, webinarId: number) {
  await loadOwned(ctx, actor, webinarId);
  await repo.deleteWebinar(ctx.db, webinarId);
  return { ok: true };
}
