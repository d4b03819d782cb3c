import { randomUUID } from "node:crypto";
import type { TDirectRoom, TGuestTicket, TPresence } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { requireManager } from "../access/access.service";
import { findEvent } from "../events/events.repository";
import { ZGuestClaims } from "./guest-token";
import { guestMeeting } from "./video.guest";
import { hasRoom, windowOf } from "./video.policy";
import * as repo from "./video.repository";
import { evictRoom, presenceOf, seatsOf } from "./video.signalling";

async function requireEventHost(ctx: AppContext, actor: Actor, eventId: number) {
  const event = await findEvent(ctx.db, eventId);
  if (!event) throw new NotFound("event.notFound");
  if (!canManageEvent(actor, event)) throw new Forbidden();
  return event;
}

/** The meeting, for its event's host only (404 for a meeting that does not exist, 403 for another's). */
async function hostedMeeting(ctx: AppContext, actor: Actor, meetingId: number) {
  const facts = await repo.meetingRoomFacts(ctx.db, meetingId);
  if (!facts) throw new NotFound("meetings.error.notFound");
  if (!canManageEvent(actor, facts.event)) throw new Forbidden();
  return facts;
}

function presentTicket(ctx: AppContext, row: repo.GuestTicketRow): TGuestTicket {
  const now = ctx.now().getTime();
  return {
    id: row.id,
    meetingId: row.meetingId,
    name: row.name,
    link: `${ctx.config.publicUrl}/guest?t=${row.id}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: row.revokedAt
      ? "revoked"
      : row.usedAt
        ? "used"
        : row.expiresAt.getTime() <= now
          ? "expired"
          : "open",
  };
}

export async function tickets(ctx: AppContext, actor: Actor, meetingId: number): Promise<TGuestTicket[]> {
  await hostedMeeting(ctx, actor, meetingId);
  return (await repo.ticketsOf(ctx.db, meetingId)).map((row) => presentTicket(ctx, row));
}

/** A one-time ticket into an agreed online meeting's room, valid until the meeting ends. */
export async function issueTicket(ctx: AppContext, actor: Actor, meetingId: number, name: string) {
  const facts = await hostedMeeting(ctx, actor, meetingId);
  const { meeting, applicant, acceptor } = facts.view;
  const online = applicant.attendeeType === "online" || acceptor?.attendeeType === "online";
  if (
    !hasRoom({ ...meeting, mode: online ? "online" : "offline" }) ||
    windowOf(meeting).closesAt.getTime() <= ctx.now().getTime()
  )
    throw new Forbidden("video.refusedEntry");
  const row = await repo.insertTicket(ctx.db, {
    id: randomUUID(),
    meetingId,
    name,
    createdByUserId: actor.userId,
    expiresAt: windowOf(meeting).closesAt,
  });
  return presentTicket(ctx, row);
}

/** Revokes a ticket; a guest already in the room with it is sent out. */
export async function revokeTicket(ctx: AppContext, actor: Actor, ticketId: string) {
  const row = await repo.findTicket(ctx.db, ticketId);
  if (!row) throw new NotFound("guest.noAccess");
  await hostedMeeting(ctx, actor, row.meetingId);
  await repo.revokeTicket(ctx.db, ticketId, ctx.now());
  const io = ctx.realtime.server;
  if (io) {
    io.to(`guest:${ticketId}`).emit("video:ended", { byName: "" });
    io.in(`guest:${ticketId}`).disconnectSockets(true);
  }
  return { ok: true };
}

/**
 * Exchanges a ticket once for a guest session (a token of purpose "guest" for this meeting, until its end).
 * A used, expired, revoked or unknown ticket: 403 guest.noAccess, the same for each.
 */
export async function exchange(ctx: AppContext, ticketId: string) {
  const row = await repo.consumeTicket(ctx.db, ticketId, ctx.now());
  if (!row) throw new Forbidden("guest.noAccess");
  const claims = ZGuestClaims.parse({ sub: row.id, meetingId: row.meetingId, name: row.name });
  const token = await ctx.tokens.signTyped(
    "guest",
    claims.sub,
    { meetingId: claims.meetingId, name: claims.name },
    Math.floor(row.expiresAt.getTime() / 1000),
  );
  return {
    token,
    meetingId: row.meetingId,
    name: row.name,
    expiresAt: row.expiresAt.toISOString(),
    meeting: await guestMeeting(ctx, row.meetingId),
  };
}

// ---- direct rooms ----

async function present(
  ctx: AppContext,
  row: { eventId: number; number: number; title: string; open: boolean },
) {
  const io = ctx.realtime.server;
  const present = io ? (await seatsOf(io, `direct:${row.eventId}:${row.number}`)).length : 0;
  return { eventId: row.eventId, number: row.number, title: row.title, open: row.open, present };
}

export async function directRooms(ctx: AppContext, actor: Actor, eventId: number): Promise<TDirectRoom[]> {
  await requireEventHost(ctx, actor, eventId);
  const saved = new Map((await repo.directRoomsOf(ctx.db, eventId)).map((r) => [r.number, r]));
  return Promise.all(
    Array.from({ length: 10 }, (_, i) => i + 1).map((number) =>
      present(ctx, saved.get(number) ?? { eventId, number, title: "", open: false }),
    ),
  );
}

export async function saveDirectRoom(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  number: number,
  body: { open: boolean; title: string },
): Promise<TDirectRoom> {
  await requireEventHost(ctx, actor, eventId);
  const row = await repo.saveDirectRoom(ctx.db, { eventId, number, ...body });
  const io = ctx.realtime.server;
  if (!row.open && io) await evictRoom(io, `direct:${eventId}:${number}`, "");
  return present(ctx, row);
}

/** The lobby of direct room n (anyone): of one event, or the open rooms n of public events. */
export async function lobby(ctx: AppContext, number: number, eventId?: number) {
  const rows = await repo.directLobby(ctx.db, number, eventId);
  return rows.map(({ room, event }) => ({
    eventId: event.id,
    eventName: event.name,
    eventNameEn: event.nameEn,
    number: room.number,
    title: room.title,
    open: room.open,
  }));
}

/** Who is connected in each online meeting room of the sub-event now (its host). */
export async function presence(ctx: AppContext, actor: Actor, subEventId: number): Promise<TPresence[]> {
  await requireManager(ctx, actor, subEventId);
  const io = ctx.realtime.server;
  if (!io) return [];
  const byMeeting = await presenceOf(io, subEventId);
  return [...byMeeting].map(([meetingId, peers]) => ({
    meetingId,
    connected: peers.map((p) => ({
      identity: p.identity,
      name: p.name,
      role: p.role,
      applicationId: p.applicationId,
    })),
  }));
}
