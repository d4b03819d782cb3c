import { randomBytes, randomUUID } from "node:crypto";
import type { TJoinInfo, TRoomToken, TVideoCheck } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor, SessionActor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { iceServersFor } from "../rooms/ice";
import { type RoomClaims, signRoomToken } from "../rooms/room-token";
import { personOf } from "../rooms/rooms.repository";
import { verifyGuestToken } from "./guest-token";
import { type Caller, entryFor, hasRoom, isOpenAt, type MeetingFacts, windowOf } from "./video.policy";
import * as repo from "./video.repository";

type Facts = NonNullable<Awaited<ReturnType<typeof repo.meetingRoomFacts>>>;

const refused = () => new Forbidden("video.refusedEntry");

function meetingFacts(facts: Facts): MeetingFacts {
  const { meeting, applicant, acceptor } = facts.view;
  return {
    status: meeting.status,
    mode: applicant.attendeeType === "online" || acceptor?.attendeeType === "online" ? "online" : "offline",
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    applicantApplicationId: meeting.applicantApplicationId,
    acceptorApplicationId: meeting.acceptorApplicationId,
  };
}

async function callerOf(ctx: AppContext, actor: Actor, facts: Facts): Promise<Caller> {
  const { meeting } = facts.view;
  const parties = [meeting.applicantApplicationId, meeting.acceptorApplicationId].flatMap((id) =>
    id === null ? [] : [id],
  );
  return {
    sides: await repo.approvedSidesOf(ctx.db, parties, actor.userId),
    interpreter: facts.interpreter?.userId === actor.userId,
    manager: canManageEvent(actor, facts.event),
  };
}

/**
 * The meeting, how the actor enters it, or 403 in the refusal's own words: video.notParticipant (also for a
 * meeting that does not exist), or video.noRoom for one of its people when it has no room (not agreed, offline).
 */
async function enter(ctx: AppContext, actor: Actor, meetingId: number, applicantId?: number) {
  const facts = await repo.meetingRoomFacts(ctx.db, meetingId);
  if (!facts) throw new Forbidden("video.notParticipant");
  const caller = await callerOf(ctx, actor, facts);
  const entry = entryFor(meetingFacts(facts), caller, applicantId);
  if (!entry) {
    const ofIt = caller.sides.length > 0 || caller.interpreter || caller.manager;
    throw new Forbidden(ofIt && !hasRoom(meetingFacts(facts)) ? "video.noRoom" : "video.notParticipant");
  }
  return { facts, entry };
}

/** 403 for a room outside its window: not open yet, or the meeting ended. */
const closedRoom = (meeting: { startsAt: Date; endsAt: Date }, now: Date) =>
  new Forbidden(now.getTime() < meeting.endsAt.getTime() ? "video.notOpenYet" : "video.roomEnded");

/** The spec's videoCallCheck: the room, the counterpart, the window, whether it is open, the interpreter. */
export async function check(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  applicantId?: number,
): Promise<TVideoCheck> {
  const { facts, entry } = await enter(ctx, actor, meetingId, applicantId);
  const { meeting, applicant, acceptor } = facts.view;
  const other =
    entry.role !== "participant"
      ? undefined
      : entry.applicationId === applicant.id
        ? {
            applicationId: acceptor?.id ?? 0,
            company: acceptor?.name ?? "",
            managerName: acceptor?.managerName ?? "",
          }
        : { applicationId: applicant.id, company: applicant.name, managerName: applicant.managerName };
  const { opensAt } = windowOf(meeting);
  return {
    meetingId,
    room: `meeting:${meetingId}`,
    role: entry.role,
    applicationId: entry.applicationId,
    counterpart: other ?? null,
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    opensAt: opensAt.toISOString(),
    open: isOpenAt(meeting, ctx.now()),
    timeZone: facts.view.timeZone,
    interpreter: facts.interpreter ? { name: facts.interpreter.name } : null,
  };
}

const IDENTITY_PREFIX = { participant: "u", interpreter: "i", observer: "h", guest: "g" } as const;

async function answerToken(ctx: AppContext, claims: Omit<RoomClaims, "exp">, closesAt: Date | null) {
  const now = ctx.now();
  const { token, expiresAt } = await signRoomToken(ctx.tokens, claims, closesAt, now);
  const answer: TRoomToken = {
    token,
    identity: claims.identity,
    roomName: claims.room,
    eventType: claims.eventType,
    type: claims.role,
    role: "none",
    name: claims.name,
    expiresAt: expiresAt.toISOString(),
    iceServers: iceServersFor(
      ctx.config,
      { ...claims, exp: Math.floor(expiresAt.getTime() / 1000) },
      Math.floor(now.getTime() / 1000),
    ),
  };
  return answer;
}

/**
 * A room token for an online meeting's room, while it is open: for a side's member, the meeting's interpreter,
 * the host as observer, or the guest of a ticket of this meeting (a guest session in `authorization`).
 */
export async function meetingToken(
  ctx: AppContext,
  actor: SessionActor | undefined,
  authorization: string | undefined,
  meetingId: number,
  applicantId?: number,
): Promise<TRoomToken> {
  if (!actor) return guestToken(ctx, authorization, meetingId);
  const { facts, entry } = await enter(ctx, actor, meetingId, applicantId);
  const { meeting } = facts.view;
  if (!isOpenAt(meeting, ctx.now())) throw closedRoom(meeting, ctx.now());
  const person = await personOf(ctx.db, actor.userId);
  const side =
    entry.role === "participant"
      ? entry.applicationId === facts.view.applicant.id
        ? facts.view.applicant.name
        : (facts.view.acceptor?.name ?? "")
      : "";
  return answerToken(
    ctx,
    {
      room: `meeting:${meetingId}`,
      eventType: "meeting",
      identity: `${IDENTITY_PREFIX[entry.role]}${actor.userId}`,
      role: entry.role,
      name: person?.name ?? "",
      company: side || person?.company || "",
      applicationId: entry.applicationId,
      userId: actor.userId,
      sid: actor.sessionId,
      meetingId,
      subEventId: meeting.subEventId,
      hostUserId: facts.event.hostUserId,
    },
    windowOf(meeting).closesAt,
  );
}

async function guestToken(ctx: AppContext, authorization: string | undefined, meetingId: number) {
  const guest = await verifyGuestToken(ctx.tokens, authorization);
  if (!guest || guest.meetingId !== meetingId) throw refused();
  const ticket = await repo.findTicket(ctx.db, guest.sub);
  if (!ticket || ticket.revokedAt || ticket.meetingId !== meetingId) throw refused();
  const facts = await repo.meetingRoomFacts(ctx.db, meetingId);
  if (!facts || !hasRoom(meetingFacts(facts)) || !isOpenAt(facts.view.meeting, ctx.now())) throw refused();
  return answerToken(
    ctx,
    {
      room: `meeting:${meetingId}`,
      eventType: "meeting",
      identity: `g${ticket.id.slice(0, 8)}`,
      role: "guest",
      name: ticket.name,
      company: "",
      applicationId: null,
      userId: null,
      sid: ticket.id,
      meetingId,
      subEventId: facts.view.meeting.subEventId,
      hostUserId: facts.event.hostUserId,
    },
    windowOf(facts.view.meeting).closesAt,
  );
}

/**
 * The seat rule of the meeting, direct and test rooms (`stillMayBeIn` of server/modules/rooms asks it): the
 * session or ticket still stands, the meeting still has an open room and the holder still has their place in
 * it; a direct room is still open.
 */
export async function stillMayEnter(
  ctx: AppContext,
  claims: RoomClaims,
  actor: Actor | undefined,
): Promise<boolean> {
  if (claims.eventType === "test") return true;
  if (claims.eventType === "direct") {
    const [, eventId, number] = claims.room.split(":").map(Number);
    const found = await repo.findDirectRoom(ctx.db, eventId!, number!);
    return found?.room.open === true && found.event.approval === "approved";
  }
  if (claims.meetingId === null) return false;
  if (claims.role === "guest") {
    const ticket = claims.sid ? await repo.findTicket(ctx.db, claims.sid) : undefined;
    if (!ticket || ticket.revokedAt || ticket.meetingId !== claims.meetingId) return false;
    const facts = await repo.meetingRoomFacts(ctx.db, claims.meetingId);
    return !!facts && hasRoom(meetingFacts(facts)) && isOpenAt(facts.view.meeting, ctx.now());
  }
  if (!actor || actor.userId !== claims.userId) return false;
  try {
    const { facts, entry } = await enter(ctx, actor, claims.meetingId, claims.applicationId ?? undefined);
    return entry.role === claims.role && isOpenAt(facts.view.meeting, ctx.now());
  } catch {
    return false;
  }
}

// ---- direct rooms and the test room ----

function parseDirect(room: string): { eventId: number; number: number } | undefined {
  const match = /^direct:(\d{1,10}):(10|[1-9])$/.exec(room);
  return match ? { eventId: Number(match[1]), number: Number(match[2]) } : undefined;
}

function joinInfo(room: string, token: TRoomToken): TJoinInfo {
  return {
    Meeting: { MeetingId: room, MediaRegion: "local" },
    Attendee: { AttendeeId: token.identity, JoinToken: token.token, Name: token.name },
    iceServers: token.iceServers,
  };
}

/** Joins an open direct room by name; a signed-in person keeps their identity, a visitor gets one. */
export async function joinDirect(
  ctx: AppContext,
  actor: SessionActor | undefined,
  room: string,
  name: string,
): Promise<TJoinInfo> {
  const place = parseDirect(room);
  if (!place) throw new NotFound("video.directClosed");
  const found = await repo.findDirectRoom(ctx.db, place.eventId, place.number);
  if (!found?.room.open || found.event.approval !== "approved") throw new NotFound("video.directClosed");
  const token = await answerToken(
    ctx,
    {
      room,
      eventType: "direct",
      identity: actor ? `u${actor.userId}` : `d${randomBytes(6).toString("hex")}`,
      role: "participant",
      name,
      company: "",
      applicationId: null,
      userId: actor?.userId ?? null,
      sid: actor?.sessionId ?? null,
      meetingId: null,
      subEventId: null,
      hostUserId: found.event.hostUserId,
    },
    null,
  );
  return joinInfo(room, token);
}

/** The device check's test room: the caller alone, ten minutes. */
export async function testMeeting(ctx: AppContext, actor: SessionActor | undefined, name: string) {
  const room = `test:${randomUUID()}`;
  const token = await answerToken(
    ctx,
    {
      room,
      eventType: "test",
      identity: actor ? `u${actor.userId}` : `d${randomBytes(6).toString("hex")}`,
      role: "participant",
      name,
      company: "",
      applicationId: null,
      userId: actor?.userId ?? null,
      sid: actor?.sessionId ?? null,
      meetingId: null,
      subEventId: null,
      hostUserId: null,
    },
    new Date(ctx.now().getTime() + 10 * 60_000),
  );
  return joinInfo(room, token);
}
