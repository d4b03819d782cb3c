import { randomInt } from "node:crypto";
import type { Stage } from "../../../shared/video/presentation";
import type { AppContext } from "../../context";
import { placementsOfRoom } from "../../janus/placement.repository";
import type { PlacedRoom } from "../../janus/pool";
import { forwardPublisher } from "../../janus/remote-forward";
import * as repo from "./presentation.repository";

/**
 * Rooms over several media servers (docs/sfu.md, "Overflow"): when a webinar room's own placement holds
 * JANUS_VIEWERS_PER_INSTANCE seats, later attendees are seated in an overflow room (`room#2`, `room#3`, … one per
 * other instance, each on an instance none of the room's placements uses yet). Everyone
 * keeps one list of canonical feed ids (each publisher's id in its own room); a seat's subscription goes directly
 * to a feed of its own room, and through a forward (`forwardPublisher`, made once per target room and feed) to any
 * other. So presenters reach overflow viewers, and an overflow attendee on stage reaches the presenters.
 */

/** The key of the room's `n`-th placement (1: the room's own). */
export const overflowKey = (room: string, n = 2): string => (n === 1 ? room : `${room}#${n}`);

/**
 * Which of the room's placement keys (the room's own first) seats the next attendee: the first with a free seat,
 * and when every one is full (all instances carry their share), the one with the fewest seats.
 */
export function chooseSeat(keys: string[], seats: Map<string, number>, capacity: number): string {
  const free = keys.find((k) => (seats.get(k) ?? 0) < capacity);
  if (free) return free;
  return keys.reduce((best, k) => ((seats.get(k) ?? 0) < (seats.get(best) ?? 0) ? k : best));
}

/** The placement key of a person's seat. */
export const homeKey = (row: Pick<repo.PersonRow, "room" | "janusRoomKey">): string =>
  row.janusRoomKey ?? row.room;

/** Where a joining person's seat goes: presenters and the host always in the room's own placement. */
export async function seatKeyFor(ctx: AppContext, room: string, stage: Stage): Promise<string> {
  const instances = ctx.media.list().length;
  if (stage !== "none" || instances < 2) return room;
  const keys = Array.from({ length: instances }, (_, i) => overflowKey(room, i + 1));
  return chooseSeat(keys, await repo.seatsByKey(ctx.db, room), ctx.config.janusViewersPerInstance);
}

/** A placement of the room: its own, or (for an overflow key) one on an instance its other placements leave free. */
export async function placeKey(
  ctx: AppContext,
  room: string,
  key: string,
  webinarId: number | null,
): Promise<PlacedRoom> {
  const own = await ctx.media.place(ctx.db, room, webinarId, ctx.now());
  if (key === room) return own;
  const taken = (await placementsOfRoom(ctx.db, room))
    .filter((p) => p.room !== key)
    .map((p) => p.instanceUrl);
  return ctx.media.place(ctx.db, key, webinarId, ctx.now(), [own.instance.url, ...taken]);
}

interface ForwardArgs {
  room: string;
  webinarId: number | null;
  originKey: string;
  targetKey: string;
  feed: number;
  display: string;
  streams: NonNullable<repo.PersonRow["janusStreams"]>;
}

/** The feed's id in the target room, forwarding it there first when nobody has. */
async function ensureForward(ctx: AppContext, a: ForwardArgs): Promise<number> {
  const existing = await repo.forwardOf(ctx.db, a.targetKey, a.feed);
  if (existing) return existing.remoteId;
  const remoteId = randomInt(1, 2 ** 47);
  if (!(await repo.claimForward(ctx.db, { ...a, remoteId })))
    return (await repo.forwardOf(ctx.db, a.targetKey, a.feed))?.remoteId ?? remoteId;
  try {
    const origin = await placeKey(ctx, a.room, a.originKey, a.webinarId);
    const target = await placeKey(ctx, a.room, a.targetKey, a.webinarId);
    await forwardPublisher({
      origin: { admin: origin.admin, ref: origin.ref },
      target: { admin: target.admin, ref: target.ref },
      publisherId: a.feed,
      display: a.display,
      streams: a.streams,
      remoteId,
    });
  } catch (error) {
    await repo.dropForward(ctx.db, a.targetKey, a.feed);
    throw error;
  }
  return remoteId;
}

/**
 * The ids a seat in `seatKey` subscribes to for these canonical feeds (of `people`), mapped to the canonical
 * ones; a feed not published yet (no streams) is left out until it is.
 */
export async function localFeeds(
  ctx: AppContext,
  room: string,
  webinarId: number | null,
  seatKey: string,
  feeds: number[],
  people: repo.PersonRow[],
): Promise<Map<number, number>> {
  const local = new Map<number, number>();
  for (const feed of feeds) {
    const person = people.find((p) => p.janusId === feed || p.screenJanusId === feed);
    if (!person) continue;
    const home = homeKey(person);
    if (home === seatKey) {
      local.set(feed, feed);
      continue;
    }
    const streams = person.screenJanusId === feed ? person.screenStreams : person.janusStreams;
    if (!streams?.length) continue;
    const remote = await ensureForward(ctx, {
      room,
      webinarId,
      originKey: home,
      targetKey: seatKey,
      feed,
      display: person.identity,
      streams,
    });
    local.set(remote, feed);
  }
  return local;
}

/** A publisher that leaves takes its forwards along (its viewers elsewhere see it go). */
export async function stopForwards(
  ctx: AppContext,
  room: string,
  webinarId: number | null,
  feed: number,
): Promise<void> {
  const ofRoom = (key: string) => key === room || key.startsWith(`${room}#`);
  for (const row of (await repo.forwardsFrom(ctx.db, feed)).filter((r) => ofRoom(r.targetKey))) {
    const origin = await placeKey(ctx, room, row.originKey, webinarId);
    const target = await placeKey(ctx, room, row.targetKey, webinarId);
    await origin.admin
      .unpublishRemotely(origin.ref, feed, `${target.ref.janusRoom}:${row.remoteId}`)
      .catch(() => undefined);
    await target.admin.removeRemotePublisher(target.ref, row.remoteId).catch(() => undefined);
    await repo.dropForward(ctx.db, row.targetKey, feed);
  }
}
