import type { z } from "zod";
import type { ZSessionInput, ZSpeakerInput } from "../../../shared/contract";
import { zonedInstant } from "../../../shared/meetings/zoned-time";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Invalid, NotFound } from "../../http/errors";
import { requireManager } from "../access/access.service";
import { publishEventFiles } from "../files/files.service";
import * as repo from "./programme.repository";
import { loadProgramme } from "./programme.service";

type SpeakerInput = z.output<typeof ZSpeakerInput>;
type SessionInput = z.output<typeof ZSessionInput>;

async function presentSpeaker(ctx: AppContext, subEventId: number, zone: string, id: number) {
  const { speakers } = await loadProgramme(ctx.db, subEventId, zone);
  return speakers.find((s) => s.id === id)!;
}

async function presentSession(ctx: AppContext, subEventId: number, zone: string, id: number) {
  const { sessions } = await loadProgramme(ctx.db, subEventId, zone);
  return sessions.find((s) => s.id === id)!;
}

export async function hostSpeakers(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireManager(ctx, actor, subEventId);
  return (await loadProgramme(ctx.db, subEventId, access.event.timeZone)).speakers;
}

export async function createSpeaker(ctx: AppContext, actor: Actor, subEventId: number, input: SpeakerInput) {
  const access = await requireManager(ctx, actor, subEventId);
  const row = await ctx.db.transaction(async (tx) => {
    // the photo is an event image: public, and only one the host uploaded (or already public)
    if (input.photoFileId) await publishEventFiles(tx, actor, [input.photoFileId]);
    return repo.insertSpeaker(tx, subEventId, input);
  });
  return presentSpeaker(ctx, subEventId, access.event.timeZone, row.id);
}

async function loadSpeaker(ctx: AppContext, actor: Actor, speakerId: number) {
  const speaker = await repo.findSpeaker(ctx.db, speakerId);
  if (!speaker) throw new NotFound("programme.speakerNotFound");
  const access = await requireManager(ctx, actor, speaker.subEventId);
  return { speaker, access };
}

export async function updateSpeaker(ctx: AppContext, actor: Actor, speakerId: number, input: SpeakerInput) {
  const { speaker, access } = await loadSpeaker(ctx, actor, speakerId);
  await ctx.db.transaction(async (tx) => {
    if (input.photoFileId && input.photoFileId !== speaker.photoFileId)
      await publishEventFiles(tx, actor, [input.photoFileId]);
    await repo.updateSpeaker(tx, speakerId, input);
  });
  return presentSpeaker(ctx, speaker.subEventId, access.event.timeZone, speakerId);
}

export async function deleteSpeaker(ctx: AppContext, actor: Actor, speakerId: number) {
  await loadSpeaker(ctx, actor, speakerId);
  await repo.deleteSpeaker(ctx.db, speakerId);
  return { ok: true };
}

/** Times from the venue's wall clock; speakers must be the sub-event's. */
async function prepareSession(ctx: AppContext, subEventId: number, zone: string, input: SessionInput) {
  const startsAt = zonedInstant(input.date, input.startTime, zone);
  const endsAt = zonedInstant(input.date, input.endTime, zone);
  if (!startsAt || !endsAt) throw new Invalid("validation.time");
  if (endsAt <= startsAt) throw new Invalid("webinar.endBeforeStart");
  const speakerIds = [...new Set(input.speakerIds)];
  const known = await repo.speakersIn(ctx.db, subEventId, speakerIds);
  if (speakerIds.some((id) => !known.has(id))) throw new Invalid("programme.speakerNotFound");
  const { title, description, track, room } = input;
  return { fields: { title, description, track, room, startsAt, endsAt }, speakerIds };
}

export async function createSession(ctx: AppContext, actor: Actor, subEventId: number, input: SessionInput) {
  const access = await requireManager(ctx, actor, subEventId);
  const zone = access.event.timeZone;
  const { fields, speakerIds } = await prepareSession(ctx, subEventId, zone, input);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertSession(tx, subEventId, fields);
    await repo.replaceSpeakers(tx, created.id, speakerIds);
    return created;
  });
  return presentSession(ctx, subEventId, zone, row.id);
}

async function loadSession(ctx: AppContext, actor: Actor, sessionId: number) {
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session) throw new NotFound("programme.sessionNotFound");
  const access = await requireManager(ctx, actor, session.subEventId);
  return { session, access };
}

export async function updateSession(ctx: AppContext, actor: Actor, sessionId: number, input: SessionInput) {
  const { session, access } = await loadSession(ctx, actor, sessionId);
  const zone = access.event.timeZone;
  const { fields, speakerIds } = await prepareSession(ctx, session.subEventId, zone, input);
  await ctx.db.transaction(async (tx) => {
    await repo.updateSession(tx, sessionId, fields, ctx.now());
    await repo.replaceSpeakers(tx, sessionId, speakerIds);
  });
  return presentSession(ctx, session.subEventId, zone, sessionId);
}

export async function deleteSession(ctx: AppContext, actor: Actor, sessionId: number) {
  await loadSession(ctx, actor, sessionId);
  await repo.deleteSession(ctx.db, sessionId);
  return { ok: true };
}
