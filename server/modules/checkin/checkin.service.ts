import {
  CHECKIN_EVENT,
  type TCheckInput,
  type TCheckinCount,
  type TCheckinLive,
  type TCheckinRow,
  type TCheckOutcome,
  type TCheckResult,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, NotFound } from "../../http/errors";
import { canManageEvent, canViewEvent } from "../access/access.policy";
import { ensureBadges, findBadge, findEvent } from "../badges/badges.repository";
import { badgeState, signerOf } from "../badges/badges.service";
import { readQrPayload } from "../badges/badges.sign";
import * as repo from "./checkin.repository";

/** The event for its host, an administrator or one of its named helpers (404 hidden, 403 anyone else). */
export async function requireCheckinActor(ctx: AppContext, actor: Actor, eventId: number) {
  const event = await repo.eventWithStaff(ctx.db, eventId, actor.userId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("checkin.error.eventNotFound");
  const isManager = canManageEvent(actor, event);
  if (!isManager && !event.isStaff) throw new Forbidden("checkin.error.notStaff");
  return { event, isManager };
}

export async function setup(ctx: AppContext, actor: Actor, eventId: number) {
  const { event, isManager } = await requireCheckinActor(ctx, actor, eventId);
  const { subs, sessions } = await repo.placesOf(ctx.db, eventId);
  return {
    eventId,
    eventName: event.name,
    isManager,
    floors: subs
      .filter((s) => s.category === "matching" || s.category === "consulting")
      .map((s) => ({ subEventId: s.id, name: s.name })),
    places: [
      { key: "entrance", label: "" },
      ...subs.map((s) => ({ key: `subEvent:${s.id}`, label: s.name })),
      ...sessions.map((s) => ({
        key: `session:${s.id}`,
        label: s.room ? `${s.title} (${s.room})` : s.title,
      })),
    ],
  };
}

export async function roster(ctx: AppContext, actor: Actor, eventId: number) {
  await requireCheckinActor(ctx, actor, eventId);
  await ensureBadges(ctx.db, eventId);
  const rows = await repo.roster(ctx.db, eventId);
  return {
    badges: rows.map((r) => ({
      id: r.id,
      name: r.name,
      company: r.company,
      role: r.role,
      state: badgeState(r),
    })),
  };
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function presentCheck(row: repo.CheckRow): TCheckinRow {
  return {
    id: row.id,
    badgeId: row.badgeId,
    name: row.name,
    company: row.company,
    place: row.place,
    outcome: row.outcome,
    scannedAt: iso(row.scannedAt),
    byName: row.byName,
    undoneAt: row.undoneAt ? iso(row.undoneAt) : null,
  };
}

async function answerStored(
  ctx: AppContext,
  clientId: string,
  stored: repo.CheckRow & { personKey: string | null; eventId: number },
): Promise<TCheckResult> {
  const previous =
    stored.outcome === "already" && stored.personKey
      ? await repo.liveCheckin(ctx.db, stored.eventId, stored.personKey, stored.place)
      : undefined;
  const showBadge = stored.badgeId && stored.outcome !== "otherEvent" && stored.outcome !== "unknown";
  return {
    clientId,
    outcome: stored.outcome,
    checkinId: stored.outcome === "in" ? stored.id : null,
    scannedAt: iso(stored.scannedAt),
    badge: showBadge
      ? { id: stored.badgeId!, name: stored.name, company: stored.company, role: stored.role }
      : null,
    previous: previous ? { at: iso(previous.scannedAt), byName: previous.byName } : null,
  };
}

/** The outcome a badge gets at this event, before the uniqueness of a check-in is asked of the database. */
async function judge(ctx: AppContext, eventId: number, check: TCheckInput) {
  const badgeId = check.code !== undefined ? readQrPayload(signerOf(ctx), check.code) : check.badgeId;
  const badge = badgeId ? await findBadge(ctx.db, badgeId) : undefined;
  if (!badge) return { outcome: "unknown" as TCheckOutcome, badge: undefined };
  if (badge.eventId !== eventId) return { outcome: "otherEvent" as TCheckOutcome, badge: undefined };
  const state = badgeState(badge);
  const outcome: TCheckOutcome = state === "ok" ? "in" : state === "notApproved" ? "notApproved" : "revoked";
  return { outcome, badge };
}

/**
 * Records one scan. A new scan costs two statements (the badge, the insert); a resend of a stored (device,
 * client id) gets the stored answer; a second check-in of a person at a place is stored as `already`,
 * pointing at the first. The scan's own time is kept.
 */
async function recordOne(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  deviceId: string,
  check: TCheckInput,
): Promise<{ result: TCheckResult; freshId?: number }> {
  const { outcome, badge } = await judge(ctx, eventId, check);
  const base = {
    eventId,
    badgeId: badge?.id ?? null,
    personKey: badge?.personKey ?? null,
    place: check.place,
    scannedAt: new Date(check.scannedAt),
    receivedAt: ctx.now(),
    byUserId: actor.userId,
    deviceId,
    clientId: check.clientId,
  };
  const id = await repo.insertCheck(ctx.db, { ...base, outcome });
  if (id !== undefined && outcome === "in") {
    const shown = { id: badge!.id, name: badge!.name, company: badge!.company, role: badge!.role };
    const result = {
      clientId: check.clientId,
      outcome,
      checkinId: id,
      scannedAt: iso(base.scannedAt),
      badge: shown,
      previous: null,
    };
    return { result, freshId: id };
  }
  let freshId = id;
  let stored = await repo.checkByClient(ctx.db, deviceId, check.clientId);
  if (!stored && outcome === "in") {
    freshId = await repo.insertCheck(ctx.db, { ...base, outcome: "already" });
    stored = await repo.checkByClient(ctx.db, deviceId, check.clientId);
  }
  return { result: await answerStored(ctx, check.clientId, stored!), freshId };
}

/** Records a batch of scans (a live scan, or a device's queue after a network failure) and tells the others. */
export async function postChecks(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  body: { deviceId: string; checks: TCheckInput[] },
) {
  await requireCheckinActor(ctx, actor, eventId);
  for (const place of new Set(body.checks.map((c) => c.place))) {
    if ((await repo.subEventOfPlace(ctx.db, eventId, place)) === undefined)
      throw new NotFound("checkin.error.placeNotFound");
  }
  const results: TCheckResult[] = [];
  const freshIds: number[] = [];
  for (const check of body.checks) {
    const { result, freshId } = await recordOne(ctx, actor, eventId, body.deviceId, check);
    results.push(result);
    if (freshId !== undefined) freshIds.push(freshId);
  }
  if (freshIds.length > 0 && ctx.realtime.attached) await tell(ctx, eventId, freshIds);
  return { results };
}

async function tell(ctx: AppContext, eventId: number, checkinIds: number[]) {
  const rooms = (await repo.liveAudience(ctx.db, eventId)).map((id) => `user:${id}`);
  for (const id of checkinIds) {
    const row = await repo.findCheck(ctx.db, id);
    if (row)
      ctx.realtime.emit(rooms, CHECKIN_EVENT, { eventId, row: presentCheck(row) } satisfies TCheckinLive);
  }
}

export async function count(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  place: string,
): Promise<TCheckinCount> {
  await requireCheckinActor(ctx, actor, eventId);
  const subEventId = await repo.subEventOfPlace(ctx.db, eventId, place);
  if (subEventId === undefined) throw new NotFound("checkin.error.placeNotFound");
  const [groups, { subs }] = await Promise.all([
    repo.countGroups(ctx.db, eventId, place, subEventId),
    repo.placesOf(ctx.db, eventId),
  ]);
  const byRole = new Map<string, { checkedIn: number; expected: number }>();
  const bySub = new Map<number, { checkedIn: number; expected: number }>();
  let checkedIn = 0;
  let expected = 0;
  for (const g of groups) {
    checkedIn += g.checkedIn;
    expected += g.expected;
    const role = byRole.get(g.role) ?? { checkedIn: 0, expected: 0 };
    role.checkedIn += g.checkedIn;
    role.expected += g.expected;
    byRole.set(g.role, role);
    for (const id of g.subEventIds) {
      const sub = bySub.get(id) ?? { checkedIn: 0, expected: 0 };
      sub.checkedIn += g.checkedIn;
      sub.expected += g.expected;
      bySub.set(id, sub);
    }
  }
  return {
    place,
    checkedIn,
    expected,
    byRole: [...byRole].sort(([a], [b]) => a.localeCompare(b)).map(([key, v]) => ({ key, label: key, ...v })),
    bySubEvent: subs
      .filter((s) => bySub.has(s.id))
      .map((s) => ({ key: `subEvent:${s.id}`, label: s.name, ...bySub.get(s.id)! })),
  };
}

export async function recent(ctx: AppContext, actor: Actor, eventId: number, limit: number) {
  await requireCheckinActor(ctx, actor, eventId);
  return { items: (await repo.recent(ctx.db, eventId, limit)).map(presentCheck) };
}

/** The host undoes a mistaken check-in: kept, marked undone by whom and when; the others hear it. */
export async function undo(ctx: AppContext, actor: Actor, checkinId: number) {
  const row = await repo.findCheck(ctx.db, checkinId);
  if (!row) throw new NotFound("checkin.error.notFound");
  const event = await findEvent(ctx.db, row.eventId);
  if (!event || !canManageEvent(actor, event)) throw new Forbidden();
  if (!(await repo.undo(ctx.db, checkinId, actor.userId, ctx.now())))
    throw new Conflict("checkin.error.notUndoable");
  const done = presentCheck((await repo.findCheck(ctx.db, checkinId))!);
  if (ctx.realtime.attached) {
    const rooms = (await repo.liveAudience(ctx.db, row.eventId)).map((id) => `user:${id}`);
    ctx.realtime.emit(rooms, CHECKIN_EVENT, { eventId: row.eventId, row: done } satisfies TCheckinLive);
  }
  return done;
}
