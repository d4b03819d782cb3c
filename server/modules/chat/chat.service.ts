import {
  CHAT_TEXT_MAX,
  type TChatActivity,
  type TChatCard,
  type TChatMessage,
  type TChatRoom,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor, SessionActor } from "../../http/auth";
import { AppError, Conflict, Forbidden, Invalid, NotFound } from "../../http/errors";
import { canBlock, canDeleteMessage, isOwnIdentity, roomAccess } from "./chat.policy";
import * as repo from "./chat.repository";
import { RateLimiter } from "./rate-limit";

/** Messages a user may send in 10 seconds (config CHAT_RATE_PER_10S, per server process and app context). */
const limiters = new WeakMap<AppContext, RateLimiter>();
function sendLimit(ctx: AppContext): RateLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new RateLimiter(ctx.config.chatRatePer10s, 10_000);
    limiters.set(ctx, limiter);
  }
  return limiter;
}

const identityOf = (userId: number | null) => (userId === null ? "" : String(userId));

export function toMessage(row: repo.MessageView): TChatMessage {
  const m = row.message;
  const identity = identityOf(m.authorUserId);
  let card: TChatCard | null = null;
  if (m.kind === "card" && !m.deleted) {
    try {
      card = JSON.parse(m.body) as TChatCard;
    } catch {
      card = null;
    }
  }
  return {
    id: m.id,
    sid: String(m.id),
    roomId: m.roomId,
    seq: m.seq,
    clientId: m.clientId,
    kind: m.kind,
    text: m.deleted || m.kind === "card" ? "" : m.body,
    card,
    deleted: m.deleted,
    author: { identity, name: `${row.display}|${identity}`, applicationId: m.authorApplicationId },
    createdAt: m.createdAt.toISOString(),
  };
}

type Members = Awaited<ReturnType<typeof repo.memberNames>>;

function toRoom(r: repo.RoomListRow, members: Members): TChatRoom {
  const lastMessage = r.last_deleted ? "" : r.last_kind === "card" ? "[card]" : (r.last_body ?? "");
  const at = r.last_message_at;
  return {
    id: Number(r.id),
    subEventId: Number(r.sub_event_id),
    myApplicationId: Number(r.my_app),
    otherApplicationId: Number(r.other_app),
    company: r.company ?? "",
    name: r.name ?? "",
    email: r.email ?? "",
    countryNumber: r.country_number ?? "",
    phoneNumber: r.phone_number ?? "",
    unreadMessageCount: Number(r.unread),
    lastSeq: Number(r.last_seq),
    lastMessage: lastMessage.slice(0, 140),
    lastMessageAt: at === null ? null : new Date(at).toISOString(),
    otherReadSeq: Number(r.other_read ?? 0),
    blocked: Boolean(r.blocked),
    otherMembers: members
      .filter((m) => m.applicationId === Number(r.other_app))
      .map((m) => ({ identity: String(m.userId), name: `${m.display}|${m.userId}` })),
  };
}

/**
 * A room the actor may use (chat.policy roomAccess): strangers get 404 as if it did not exist, a member
 * whose application is no longer approved 403, and a member whose counterpart left 404 chat.noUser.
 */
async function memberRoom(ctx: AppContext, actor: Actor, roomId: number) {
  const found = await repo.roomFor(ctx.db, roomId, actor.userId);
  if (!found) throw new NotFound("chat.roomNotFound");
  const access = roomAccess(found);
  if (access === "stranger") throw new NotFound("chat.roomNotFound");
  if (access === "notApproved") throw new Forbidden("chat.notApproved");
  if (access === "counterpartGone") throw new NotFound("chat.noUser");
  return { ...found, mine: found.mine!, other: found.other! };
}

export async function listRooms(ctx: AppContext, actor: Actor, subEventId?: number): Promise<TChatRoom[]> {
  const rows = await repo.roomsOf(ctx.db, actor.userId, subEventId);
  const members = await repo.memberNames(ctx.db, [...new Set(rows.map((r) => Number(r.other_app)))]);
  return rows.map((r) => toRoom(r, members));
}

async function roomView(ctx: AppContext, actor: Actor, roomId: number): Promise<TChatRoom> {
  const room = (await repo.roomsOf(ctx.db, actor.userId)).find((r) => Number(r.id) === roomId);
  if (!room) throw new NotFound("chat.roomNotFound");
  return toRoom(room, await repo.memberNames(ctx.db, [Number(room.other_app)]));
}

/** Opens (or makes) the room between my approved application and another approved one of the sub-event. */
export async function openRoom(
  ctx: AppContext,
  actor: Actor,
  body: { subEventId: number; applicationId: number; otherApplicationId: number },
): Promise<TChatRoom> {
  if (body.applicationId === body.otherApplicationId) throw new Invalid("chat.notYourself");
  const apps = await repo.applicationsFor(
    ctx.db,
    [body.applicationId, body.otherApplicationId],
    actor.userId,
  );
  const mine = apps.find((a) => a.id === body.applicationId);
  const other = apps.find((a) => a.id === body.otherApplicationId);
  if (!mine?.member || mine.subEventId !== body.subEventId)
    throw new NotFound("workspace.applicationNotFound");
  if (mine.approval !== "approval") throw new Forbidden("chat.notApproved");
  if (!other || other.subEventId !== body.subEventId || other.approval !== "approval")
    throw new NotFound("chat.userNotFound");
  const room = await repo.ensureRoom(ctx.db, body.subEventId, mine.id, other.id);
  return roomView(ctx, actor, room.id);
}

export async function readMessages(
  ctx: AppContext,
  actor: Actor,
  roomId: number,
  q: { after?: number; before?: number; limit: number },
) {
  const { room } = await memberRoom(ctx, actor, roomId);
  const rows = await repo.messages(ctx.db, roomId, q);
  return { messages: rows.map(toMessage), lastSeq: room.lastSeq };
}

/**
 * Stores, then delivers. A resend (same clientId, the browser's outbox retrying) is answered with the
 * message stored the first time, before any other check: it was accepted then, so a block or the rate
 * limit since does not turn it into a refusal, and it costs no rate. Another member's client id is refused.
 */
export async function send(
  ctx: AppContext,
  actor: Actor,
  roomId: number,
  body: { clientId: string; kind: "text" | "card"; text: string },
): Promise<TChatMessage> {
  const member = await memberRoom(ctx, actor, roomId);
  const earlier = await repo.messageByClientId(ctx.db, roomId, body.clientId);
  if (earlier) return resent(ctx, actor, earlier);
  if (member.blocked) throw new Forbidden("chat.prohibited");
  let stored: string;
  if (body.kind === "card") {
    const card = await repo.cardOf(ctx.db, member.mine, actor.userId);
    if (!card) throw new NotFound("chat.noCard");
    stored = JSON.stringify(card);
  } else {
    stored = body.text.replace(/\s+$/, "").replace(/^\s*\n/, "");
    if (!stored.trim()) throw new Invalid("chat.empty");
    if ([...stored].length > CHAT_TEXT_MAX) throw new Invalid("chat.tooLong", { max: CHAT_TEXT_MAX });
  }
  if (!sendLimit(ctx).take(actor.userId, ctx.now().getTime())) throw new AppError(429, "chat.tooFast");
  const inserted = await repo.insertMessage(ctx.db, {
    roomId,
    clientId: body.clientId,
    authorUserId: actor.userId,
    authorApplicationId: member.mine,
    kind: body.kind,
    body: stored,
  });
  if (!inserted?.created) {
    // a resend racing this one stored it first
    const raced = inserted?.view ?? (await repo.messageByClientId(ctx.db, roomId, body.clientId));
    if (!raced) throw new Error("chat message neither stored nor found");
    return resent(ctx, actor, raced);
  }
  const out = toMessage(inserted.view);
  // Delivered after it is stored: to the room's open drawers, and to every member's badge.
  ctx.realtime.emit(`chat:${roomId}`, "chat:message", out);
  const users = member.memberIds;
  const activity: TChatActivity = {
    roomId,
    seq: out.seq,
    subEventId: member.room.subEventId,
    kind: "message",
    from: out.author.identity,
  };
  ctx.realtime.emit(
    users.map((u) => `user:${u}`),
    "chat:activity",
    activity,
  );
  return out;
}

/** The answer to a resend: the stored message, delivered to the open drawers again (merged once there). */
function resent(ctx: AppContext, actor: Actor, view: repo.MessageView): TChatMessage {
  if (view.message.authorUserId !== actor.userId) throw new Conflict("chat.badClientId");
  const out = toMessage(view);
  ctx.realtime.emit(`chat:${out.roomId}`, "chat:message", out);
  return out;
}

/**
 * Tells a room's open drawers its last sequence number, when a member's socket joins it (at a drawer's opening
 * and after every reconnection). A process killed after storing a message and before delivering it leaves the
 * other side without it and, when it was the room's last, without a later one that would show the hole; the
 * sender's socket comes back elsewhere and joins again, and a drawer that holds less than this reads the rest.
 */
export async function announceTail(ctx: AppContext, roomId: number): Promise<void> {
  const seq = await repo.lastSeqOf(ctx.db, roomId);
  if (seq) ctx.realtime.emit(`chat:${roomId}`, "chat:tail", { roomId, seq });
}

/** Moves my read position; the room hears it (read marks on the other side), my other tabs' badges too. */
export async function markRead(ctx: AppContext, actor: Actor, roomId: number, seq: number) {
  const { room, mine } = await memberRoom(ctx, actor, roomId);
  const upTo = Math.min(seq, room.lastSeq);
  await repo.markRead(ctx.db, roomId, actor.userId, upTo);
  ctx.realtime.emit(`chat:${roomId}`, "chat:read", {
    roomId,
    identity: identityOf(actor.userId),
    applicationId: mine,
    seq: upTo,
  });
  const activity: TChatActivity = { roomId, seq: upTo, subEventId: room.subEventId, kind: "read" };
  ctx.realtime.emit(`user:${actor.userId}`, "chat:activity", activity);
  return { ok: true };
}

/** Deletes my message for everyone: the open drawers replace it, the badges recount (it no longer counts). */
export async function removeMessage(ctx: AppContext, actor: Actor, roomId: number, messageId: number) {
  const member = await memberRoom(ctx, actor, roomId);
  const found = await repo.findMessage(ctx.db, messageId);
  if (!found || found.roomId !== roomId) throw new NotFound("chat.messageNotFound");
  if (!canDeleteMessage(actor.userId, found)) throw new Forbidden("chat.notYourMessage");
  const done = await repo.deleteMessage(ctx.db, roomId, messageId, actor.userId);
  if (done) {
    ctx.realtime.emit(`chat:${roomId}`, "chat:deleted", { roomId, id: done.id, seq: done.seq });
    const activity: TChatActivity = {
      roomId,
      seq: done.seq,
      subEventId: member.room.subEventId,
      kind: "deleted",
    };
    const users = member.memberIds;
    ctx.realtime.emit(
      users.map((u) => `user:${u}`),
      "chat:activity",
      activity,
    );
  }
  return { ok: true };
}

/** The user named by an identity must be a member of the other side of the room. */
async function otherSideUser(ctx: AppContext, actor: Actor, roomId: number, identity: string) {
  const member = await memberRoom(ctx, actor, roomId);
  const userId = Number(identity);
  const others = await repo.membersOf(ctx.db, [member.other]);
  if (
    !canBlock(
      others.map((m) => m.userId),
      userId,
    )
  )
    throw new NotFound("chat.userNotFound");
  return { member, userId };
}

export async function addBlock(ctx: AppContext, actor: Actor, roomId: number, identity: string) {
  const { userId } = await otherSideUser(ctx, actor, roomId, identity);
  await repo.block(ctx.db, roomId, userId, actor.userId);
  ctx.realtime.emit(`chat:${roomId}`, "chat:block", { roomId, identity, blocked: true });
  ctx.realtime.emit(`user:${userId}`, "chat:block", { roomId, identity, blocked: true });
  return { ok: true };
}

export async function removeBlock(ctx: AppContext, actor: Actor, roomId: number, identity: string) {
  const { userId } = await otherSideUser(ctx, actor, roomId, identity);
  await repo.unblock(ctx.db, roomId, userId);
  ctx.realtime.emit(`chat:${roomId}`, "chat:block", { roomId, identity, blocked: false });
  ctx.realtime.emit(`user:${userId}`, "chat:block", { roomId, identity, blocked: false });
  return { ok: true };
}

export async function blackList(ctx: AppContext, actor: Actor, roomId: number) {
  const member = await memberRoom(ctx, actor, roomId);
  const mySide = new Set((await repo.membersOf(ctx.db, [member.mine])).map((m) => m.userId));
  return (await repo.blocksOf(ctx.db, roomId)).map((b) => ({
    identity: String(b.userId),
    name: `${b.display}|${b.userId}`,
    blockedByMySide: b.blockedByUserId !== null && mySide.has(b.blockedByUserId),
  }));
}

export async function updateFriendlyName(ctx: AppContext, actor: Actor, identity: string, name: string) {
  if (!isOwnIdentity(actor.userId, identity)) throw new Forbidden("chat.notYourIdentity");
  await repo.setFriendlyName(ctx.db, actor.userId, name.replace(/\|/g, " "));
  return { ok: true };
}

/** A token for the realtime connection (an hour), for the caller's own identity only. */
export async function token(ctx: AppContext, actor: SessionActor, identity?: string) {
  if (!isOwnIdentity(actor.userId, identity)) throw new Forbidden("chat.notYourIdentity");
  // of the caller's own session: logging out ends it too
  const signed = await ctx.tokens.sign(actor, 3600);
  return {
    identity: String(actor.userId),
    token: signed,
    expiresAt: new Date(ctx.tokens.expiryOf(signed) ?? Date.now()).toISOString(),
  };
}

/** For the socket layer: may this user open this room's live channel? */
export async function canJoin(ctx: AppContext, userId: number, roomId: number): Promise<boolean> {
  const found = await repo.roomFor(ctx.db, roomId, userId);
  return found !== undefined && roomAccess(found) === "member";
}
