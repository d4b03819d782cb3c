import type { TBadge, TBadgeCard, TBadgeState } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor, TokenService } from "../../http/auth";
import { Conflict, Forbidden, NotFound } from "../../http/errors";
import { canManageEvent, canViewEvent } from "../access/access.policy";
import * as repo from "./badges.repository";
import { type BadgeSigner, makeSigner, qrPayload } from "./badges.sign";

const signers = new WeakMap<TokenService, BadgeSigner>();

/**
 * The badge signer of this app: its key is derived from the app's signing secret (an HMAC of a fixed label
 * under it, through the token service, which alone holds the secret), so badges stay valid across restarts and
 * processes and no other signature of the app can be replayed as a badge's.
 */
export function signerOf(ctx: AppContext): BadgeSigner {
  let signer = signers.get(ctx.tokens);
  if (!signer) {
    signer = makeSigner(ctx.tokens.fileSignature("badge-key\nv1"));
    signers.set(ctx.tokens, signer);
  }
  return signer;
}

export function badgeState(row: Pick<repo.BadgeRow, "revokedReason" | "eligible">): TBadgeState {
  if (row.revokedReason) return row.revokedReason;
  return row.eligible ? "ok" : "notApproved";
}

export function presentBadge(ctx: AppContext, row: repo.ListedBadge | repo.BadgeRow): TBadge {
  const checkedInAt =
    "checkedInAt" in row && row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null;
  return {
    id: row.id,
    kind: row.kind,
    role: row.role,
    name: row.name,
    company: row.company,
    subEventIds: row.subEventIds,
    state: badgeState(row),
    qr: qrPayload(signerOf(ctx), row.id),
    checkedInAt,
  };
}

/** The event, for its host or an administrator: 404 when missing or hidden, 403 for others. */
export async function requireEventManager(ctx: AppContext, actor: Actor, eventId: number) {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("badges.error.eventNotFound");
  if (!canManageEvent(actor, event)) throw new Forbidden();
  return event;
}

/** The signed-in person's own badge; nobody can ask for another's (the badge is looked up by the caller). */
export async function myBadge(ctx: AppContext, actor: Actor, eventId: number): Promise<TBadgeCard> {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("badges.error.eventNotFound");
  let badge = await repo.liveBadgeOfUser(ctx.db, eventId, actor.userId);
  if (!badge?.eligible) {
    await repo.ensureBadges(ctx.db, eventId);
    badge = await repo.liveBadgeOfUser(ctx.db, eventId, actor.userId);
  }
  if (!badge?.eligible) throw new NotFound("badges.error.none");
  const names = await repo.subEventNames(ctx.db, eventId);
  return {
    badgeId: badge.id,
    qr: qrPayload(signerOf(ctx), badge.id),
    name: badge.name,
    company: badge.company,
    role: badge.role,
    subEvents: names.filter((s) => badge.subEventIds.includes(s.id)).map((s) => s.name),
    eventName: event.name,
  };
}

export async function listBadges(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  query: repo.BadgeFilter & { page: number; size: number },
) {
  await requireEventManager(ctx, actor, eventId);
  await repo.ensureBadges(ctx.db, eventId);
  const { rows, total } = await repo.listBadges(ctx.db, eventId, query, query.page, query.size);
  return { items: rows.map((row) => presentBadge(ctx, row)), total };
}

export async function addExtraBadge(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  input: { name: string; company: string; role: string },
) {
  await requireEventManager(ctx, actor, eventId);
  const id = await repo.insertExtra(ctx.db, eventId, input);
  return presentBadge(ctx, (await repo.findBadge(ctx.db, id))!);
}

async function loadManagedBadge(ctx: AppContext, actor: Actor, badgeId: string) {
  const badge = await repo.findBadge(ctx.db, badgeId);
  if (!badge) throw new NotFound("badges.error.notFound");
  await requireEventManager(ctx, actor, badge.eventId);
  return badge;
}

/** Reprint: the old badge is revoked (reason reissued) and the same person gets a new id. */
export async function reissueBadge(ctx: AppContext, actor: Actor, badgeId: string) {
  const badge = await loadManagedBadge(ctx, actor, badgeId);
  if (badge.revokedReason === "reissued") throw new Conflict("badges.error.alreadyReissued");
  const id = await ctx.db.transaction(async (tx) => {
    if (!badge.revokedAt && !(await repo.revoke(tx, badgeId, "reissued", actor.userId, ctx.now())))
      throw new Conflict("badges.error.alreadyReissued");
    const fresh = await repo.copyAsNew(tx, { ...badge, eligible: true });
    if (!fresh) throw new Conflict("badges.error.alreadyReissued");
    return fresh;
  });
  return presentBadge(ctx, (await repo.findBadge(ctx.db, id))!);
}

export async function revokeBadge(ctx: AppContext, actor: Actor, badgeId: string) {
  await loadManagedBadge(ctx, actor, badgeId);
  const row = await repo.revoke(ctx.db, badgeId, "revoked", actor.userId, ctx.now());
  if (!row) throw new Conflict("badges.error.notLive");
  return presentBadge(ctx, row);
}
