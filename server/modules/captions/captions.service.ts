import type { Server } from "socket.io";
import {
  CAPTION_EVENTS,
  type CaptionAck,
  type CaptionLanguage,
  type TCaptionLine,
  type TCaptionState,
} from "../../../shared/captions/protocol";
import { TRANSCRIPT_PAGE, type TTranscript } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor, SessionActor } from "../../http/auth";
import { Forbidden, Invalid } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { type RoomClaims, verifyRoomToken } from "../rooms/room-token";
import { stillMayBeIn } from "../rooms/rooms.admission";
import * as videoRepo from "../video/video.repository";
import { loadWebinarFor } from "../webinars/webinars.service";
import { captionAudience, mayReadMeetingTranscript, speaksInRoom, transcriptOwner } from "./captions.policy";
import * as repo from "./captions.repository";
import { serverSttConfigured } from "./stt";

const notInRoom = () => new Forbidden("captions.notInRoom");

/** Whether the holder of a room token may still be in its room (the rules of the join, asked again). */
export async function stillInRoom(ctx: AppContext, claims: RoomClaims, actor: Actor | undefined) {
  return stillMayBeIn(ctx, claims, actor);
}

/** The caller's room token (X-Room-Token) must be of this room, and its holder still have their place. */
async function holderOf(
  ctx: AppContext,
  header: string | undefined,
  actor: SessionActor | undefined,
  room: string,
) {
  const claims = await verifyRoomToken(ctx.tokens, header);
  if (!claims || claims.room !== room || !transcriptOwner(claims)) throw notInRoom();
  if (!(await stillInRoom(ctx, claims, actor))) throw notInRoom();
  return claims;
}

function present(ctx: AppContext, room: string, captions: repo.RoomCaptions): TCaptionState {
  return {
    room,
    ...captions,
    serverStt: serverSttConfigured(ctx.config),
    browserStt: ctx.config.captionsBrowser,
  };
}

/** `/chime/transcriptState`: the room's captions, for anyone in it. */
export async function state(
  ctx: AppContext,
  header: string | undefined,
  actor: SessionActor | undefined,
  room: string,
): Promise<TCaptionState> {
  await holderOf(ctx, header, actor, room);
  return present(ctx, room, await repo.roomCaptions(ctx.db, room));
}

/**
 * `/chime/transcriptStart` (on, or another language) and `/chime/transcriptStop` (off): by someone who speaks
 * in the room; everyone in it is told (`captions:state`), on every process.
 */
export async function change(
  ctx: AppContext,
  header: string | undefined,
  actor: SessionActor | undefined,
  room: string,
  next: { on: true; language: CaptionLanguage } | { on: false },
): Promise<TCaptionState> {
  const claims = await holderOf(ctx, header, actor, room);
  if (!speaksInRoom(claims)) throw new Forbidden("captions.notAllowed");
  const language = next.on ? next.language : (await repo.roomCaptions(ctx.db, room)).language;
  await repo.saveRoomCaptions(ctx.db, room, { on: next.on, language }, claims.identity);
  const answer = present(ctx, room, { on: next.on, language });
  ctx.realtime.emit(captionAudience(room), CAPTION_EVENTS.state, answer);
  return answer;
}

/**
 * A recognised line from a speaker in the room (their browser's, or the server's recogniser of their audio):
 * refused unless the speaker may speak there and the room's captions are on; a final line is kept in the
 * transcript; then the room hears it with the speaker's identity and name, on every process.
 */
export async function publishLine(
  ctx: AppContext,
  io: Server,
  claims: RoomClaims,
  line: { text: string; lang: CaptionLanguage; final: boolean },
): Promise<CaptionAck> {
  const owner = transcriptOwner(claims);
  if (!owner || !speaksInRoom(claims)) return { ok: false, error: "room" };
  if (!(await repo.roomCaptions(ctx.db, claims.room)).on) return { ok: false, error: "off" };
  let id: number | null = null;
  let at = new Date();
  if (line.final) {
    const kept = await repo.insertLine(ctx.db, {
      room: claims.room,
      ...owner,
      speakerIdentity: claims.identity,
      speakerName: claims.name,
      language: line.lang,
      text: line.text,
    });
    id = kept.id;
    at = kept.createdAt;
  }
  const out: TCaptionLine = {
    room: claims.room,
    id,
    identity: claims.identity,
    name: claims.name,
    lang: line.lang,
    text: line.text,
    final: line.final,
    at: at.toISOString(),
  };
  io.to(captionAudience(claims.room)).emit(CAPTION_EVENTS.line, out);
  return { ok: true };
}

/** Whether the actor could enter the meeting's room (its companies, interpreter, host); 403 otherwise. */
async function requireMeetingReader(ctx: AppContext, actor: Actor, meetingId: number) {
  const facts = await videoRepo.meetingRoomFacts(ctx.db, meetingId);
  if (!facts) throw new Forbidden("captions.notAllowed");
  const { meeting } = facts.view;
  const parties = [meeting.applicantApplicationId, meeting.acceptorApplicationId].flatMap((id) =>
    id === null ? [] : [id],
  );
  const reader = {
    sides: await videoRepo.approvedSidesOf(ctx.db, parties, actor.userId),
    interpreter: facts.interpreter?.userId === actor.userId,
    manager: canManageEvent(actor, facts.event),
  };
  if (!mayReadMeetingTranscript(reader)) throw new Forbidden("captions.notAllowed");
}

/** `GET /api/captions/transcript`: a page of a meeting's or a webinar's kept lines, for its people. */
export async function transcript(
  ctx: AppContext,
  actor: Actor,
  query: { meetingId?: number; webinarId?: number; after?: number },
): Promise<TTranscript> {
  const { meetingId, webinarId } = query;
  if ((meetingId === undefined) === (webinarId === undefined)) throw new Invalid("captions.meetingOrWebinar");
  if (meetingId !== undefined) await requireMeetingReader(ctx, actor, meetingId);
  else await loadWebinarFor(ctx, actor, webinarId!);
  const owner = meetingId !== undefined ? { meetingId } : { webinarId: webinarId! };
  const rows = await repo.transcriptPage(ctx.db, owner, query.after ?? 0, TRANSCRIPT_PAGE + 1);
  const page = rows.slice(0, TRANSCRIPT_PAGE);
  return {
    lines: page.map((r) => ({
      id: r.id,
      speakerIdentity: r.speakerIdentity,
      speakerName: r.speakerName,
      language: r.language as CaptionLanguage,
      text: r.text,
      at: r.createdAt.toISOString(),
    })),
    next: rows.length > TRANSCRIPT_PAGE ? page[page.length - 1]!.id : null,
  };
}
