import type { TPresentationCheck, TRoomToken } from "../../../shared/contract";
import {
  type Moderation,
  NOTICE_OF,
  type Stage,
  type TPresentationPerson,
} from "../../../shared/video/presentation";
import { VIDEO_LIMITS } from "../../../shared/video/protocol";
import type { AppContext } from "../../context";
import type { Actor, SessionActor } from "../../http/auth";
import { AppError, Forbidden } from "../../http/errors";
import { isApprovedParticipant } from "../access/access.policy";
import { iceServersFor } from "../rooms/ice";
import { type RoomClaims, signRoomToken } from "../rooms/room-token";
import { isClosing } from "../rooms/rooms.closing";
import { personOf } from "../rooms/rooms.repository";
import { loadWebinarFor } from "../webinars/webinars.service";
import { homeKey, placeKey } from "./presentation.overflow";
import {
  afterModeration,
  audioOpen,
  entryRefusal,
  identityOf,
  mayModerate,
  mayTarget,
  stageFor,
  videoOpen,
  webinarOpenAt,
} from "./presentation.policy";
import * as repo from "./presentation.repository";
import { evictPerson, onlineIn, personRoom, presentationRoom } from "./presentation.rooms";

/** A presenter's call by someone who does not moderate this room (an attendee, a stranger). */
const notModerator = () => new Forbidden("presentation.notModerator");

export const roomOfWebinar = (webinarId: number) => `webinar:${webinarId}`;
export const webinarOfRoom = (room: string): number | undefined => {
  const match = /^webinar:(\d+)$/.exec(room);
  return match ? Number(match[1]) : undefined;
};

/** The actor's place in a webinar's room (undefined stage: not theirs), with the webinar. */
export async function placeIn(ctx: AppContext, actor: Actor, webinarId: number) {
  const loaded = await loadWebinarFor(ctx, actor, webinarId).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (!loaded) return undefined;
  const approved = isApprovedParticipant(loaded.access.membership?.application);
  // 13.21: in a presentation sub-event buyers present and sellers attend; the webinar's presenters always present
  const buyer = approved && loaded.access.membership?.application.type === "buyer";
  const stage = stageFor({
    host: loaded.viewer.host,
    presenter: loaded.viewer.presenter || buyer,
    participant: approved,
  });
  if (!stage) return undefined;
  return { ...loaded, stage };
}

/**
 * The actor's place in a webinar's room and the first reason that keeps them out now (entryRefusal): the
 * room page and the webinar page ask it before the device step, the token again.
 */
export async function entryOf(ctx: AppContext, actor: Actor | undefined, webinarId: number) {
  const place = actor ? await placeIn(ctx, actor, webinarId) : undefined;
  if (!actor || !place) return { place: undefined, refusal: "notParticipant" as const };
  const identity = identityOf(place.stage, actor.userId);
  const blacklisted = (await repo.personIn(ctx.db, roomOfWebinar(webinarId), identity))?.blacklisted;
  return { place, refusal: entryRefusal(place.stage, place.webinar, ctx.now(), blacklisted === true) };
}

/** The webinar's room for the caller (presentationCheck); 403 with its own words for who may not enter. */
export async function check(ctx: AppContext, actor: Actor, webinarId: number): Promise<TPresentationCheck> {
  const { place, refusal } = await entryOf(ctx, actor, webinarId);
  if (!place || refusal === "notParticipant" || refusal === "sentOut")
    throw new Forbidden(`presentation.entry.${refusal}`);
  const opensAt = place.webinar.startsAt.getTime() - VIDEO_LIMITS.opensBeforeMs;
  return {
    webinarId,
    room: roomOfWebinar(webinarId),
    stage: place.stage,
    open: refusal === undefined,
    refusal: refusal ?? null,
    opensAt: new Date(opensAt).toISOString(),
    endsAt: place.webinar.endsAt.toISOString(),
    timeZone: place.access.event.timeZone,
  };
}

/** A room token for a webinar's room (13.21-13.22), while it is open, unless the person was sent out. */
export async function webinarToken(
  ctx: AppContext,
  actor: SessionActor | undefined,
  webinarId: number,
): Promise<TRoomToken> {
  const { place, refusal } = await entryOf(ctx, actor, webinarId);
  if (!actor || !place || refusal) throw new Forbidden(`presentation.entry.${refusal ?? "notParticipant"}`);
  const room = roomOfWebinar(webinarId);
  const identity = identityOf(place.stage, actor.userId);
  const person = await personOf(ctx.db, actor.userId);
  const application = place.access.membership?.application;
  const claims: Omit<RoomClaims, "exp"> = {
    room,
    eventType: "presentation",
    identity,
    role: place.stage === "moderator" ? "observer" : "participant",
    stage: place.stage,
    name: person?.name ?? "",
    company: application?.name || person?.company || "",
    applicationId: place.stage === "moderator" ? null : (application?.id ?? null),
    userId: actor.userId,
    sid: actor.sessionId,
    meetingId: null,
    webinarId,
    subEventId: place.webinar.subEventId,
    hostUserId: place.access.event.hostUserId,
  };
  const now = ctx.now();
  const { token, expiresAt } = await signRoomToken(ctx.tokens, claims, place.webinar.endsAt, now);
  return {
    token,
    identity,
    roomName: room,
    eventType: "presentation",
    type: claims.role,
    role: place.stage === "presenter" ? "presenter" : "none",
    stage: place.stage,
    media: ctx.media.available ? "janus" : "mesh",
    name: claims.name,
    expiresAt: expiresAt.toISOString(),
    iceServers: iceServersFor(
      ctx.config,
      { ...claims, exp: Math.floor(expiresAt.getTime() / 1000) },
      Math.floor(now.getTime() / 1000),
    ),
  };
}

/**
 * The seat rule of the webinar rooms (`stillMayBeIn` of server/modules/rooms asks it, on Janus or on the mesh):
 * the holder still has their stage, the webinar is open, and they were not sent out.
 */
export async function stillMayPresent(
  ctx: AppContext,
  claims: RoomClaims,
  actor: Actor | undefined,
): Promise<boolean> {
  if (!actor || claims.webinarId == null || actor.userId !== claims.userId) return false;
  const place = await placeIn(ctx, actor, claims.webinarId);
  if (!place || place.stage !== claims.stage || !webinarOpenAt(place.webinar, ctx.now())) return false;
  return !(await repo.personIn(ctx.db, claims.room, claims.identity))?.blacklisted;
}

/** The people of a room as everyone sees them, with who is connected now. */
export async function peopleOf(ctx: AppContext, room: string): Promise<TPresentationPerson[]> {
  const [rows, online] = await Promise.all([repo.peopleIn(ctx.db, room), onlineIn(ctx, room)]);
  return rows
    .filter((row) => !row.blacklisted || online.has(row.identity))
    .map((row) => ({
      identity: row.identity,
      name: row.name,
      company: row.company,
      stage: row.stage as Stage,
      hand: row.hand as TPresentationPerson["hand"],
      audioBlocked: row.audioBlocked,
      videoBlocked: row.videoBlocked,
      chatBlocked: row.chatBlocked,
      online: online.has(row.identity),
      // a publisher is watchable once it published something (joined only: nothing to receive yet)
      feed: online.has(row.identity) && (row.audioMid || row.videoMid) ? row.janusId : null,
      screenFeed: online.has(row.identity) ? row.screenJanusId : null,
    }));
}

export async function tellPeople(ctx: AppContext, room: string): Promise<void> {
  const io = ctx.realtime.server;
  if (!io || isClosing(io)) return;
  const people = await peopleOf(ctx, room);
  // a server that began closing meanwhile publishes nothing more (its Redis clients are closing)
  if (!isClosing(io)) io.to(presentationRoom(room)).emit("pres:people", { people });
}

/** Janus keeps the person's microphone and camera as the room decided (a moderated mute cannot be undone). */
export async function enforceMedia(ctx: AppContext, row: repo.PersonRow): Promise<void> {
  if (row.janusId === null || !ctx.media.available) return;
  const placed = await placeKey(ctx, row.room, homeKey(row), webinarOfRoom(row.room) ?? null);
  const stage = row.stage as Stage;
  if (row.audioMid)
    await placed.admin.moderate(placed.ref, row.janusId, row.audioMid, !audioOpen(stage, row));
  if (row.videoMid)
    await placed.admin.moderate(placed.ref, row.janusId, row.videoMid, !videoOpen(stage, row));
}

/**
 * A presenter's (or the host's) action on an attendee (13.24-13.30), from the socket's data message or the
 * `/video/videoCall/*` calls: the decision is stored, enforced in Janus (moderate, kick), the attendee is told
 * with the spec's notice, and everyone sees the new state.
 */
export async function moderate(
  ctx: AppContext,
  room: string,
  by: Stage,
  identity: string,
  action: Moderation,
): Promise<void> {
  if (!mayModerate(by)) throw notModerator();
  const current = await repo.personIn(ctx.db, room, identity);
  // attendees only: by their stage, or for someone never in the room by the attendee's identity format
  if (current ? !mayTarget(current.stage as Stage) : !/^u\d+$/.test(identity))
    throw new Forbidden("video.notAnAttendee");
  if (!current && action !== "sendOut") throw new Forbidden("video.notInRoom");
  const base = current ?? {
    hand: "none",
    audioBlocked: false,
    videoBlocked: false,
    chatBlocked: false,
    blacklisted: false,
  };
  const next = afterModeration({ ...base, hand: base.hand as "none" }, action);
  if (!next) return;
  const row = await repo.setState(ctx.db, room, identity, next);
  const io = ctx.realtime.server;
  io?.to(personRoom(room, identity)).emit("pres:notice", { key: NOTICE_OF[action], action });
  if (action === "sendOut") {
    if (row.janusId !== null && ctx.media.available) {
      const placed = await placeKey(ctx, room, homeKey(row), webinarOfRoom(room) ?? null);
      await placed.admin.kick(placed.ref, row.janusId);
    }
    await evictPerson(ctx, room, identity, "removed");
  } else await enforceMedia(ctx, row);
  await tellPeople(ctx, room);
}

/** For the HTTP calls: the actor's stage in the room's webinar, when they may moderate it. */
export async function moderatorIn(ctx: AppContext, actor: Actor, room: string): Promise<Stage> {
  const webinarId = webinarOfRoom(room);
  const place = webinarId === undefined ? undefined : await placeIn(ctx, actor, webinarId);
  if (!place || !mayModerate(place.stage)) throw notModerator();
  return place.stage;
}

export async function blackListOf(ctx: AppContext, actor: Actor, room: string) {
  await moderatorIn(ctx, actor, room);
  const rows = await repo.blackList(ctx.db, room);
  return { blackList: rows.map((r) => ({ identity: r.identity, name: r.name, company: r.company })) };
}

export async function removeFromBlackList(ctx: AppContext, actor: Actor, room: string, identity: string) {
  await moderatorIn(ctx, actor, room);
  await repo.setState(ctx.db, room, identity, { blacklisted: false });
  return { ok: true as const };
}

export async function act(ctx: AppContext, actor: Actor, room: string, identity: string, action: Moderation) {
  await moderate(ctx, room, await moderatorIn(ctx, actor, room), identity, action);
  return { ok: true as const };
}

/** Sends the attendee their current standing again (presenterIncludeUserDataTrack). */
export async function resend(ctx: AppContext, actor: Actor, room: string, identity: string) {
  await moderatorIn(ctx, actor, room);
  const row = await repo.personIn(ctx.db, room, identity);
  if (!row) throw new Forbidden("video.notInRoom");
  ctx.realtime.server
    ?.to(personRoom(room, identity))
    .emit("pres:people", { people: await peopleOf(ctx, room) });
  return { ok: true as const };
}
