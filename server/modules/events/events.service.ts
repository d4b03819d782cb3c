import {
  type Page,
  type TEventDetail,
  type TEventSummary,
  type TFooterEntry,
  toPage,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { writeVersionOf } from "../../db/client";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { MicroCache } from "../../http/micro-cache";
import { canViewEvent } from "./events.policy";
import { presentDetail, presentSummary } from "./events.presenter";
import * as repo from "./events.repository";

interface PublicCaches {
  pages: MicroCache<Page<TEventSummary>>;
  details: MicroCache<TEventDetail>;
}
const publicCaches = new WeakMap<AppContext, PublicCaches>();

/** How long an answer may be kept on the embedded database, where any write lapses it at once. */
const VERSIONED_TTL_MS = 60_000;

/**
 * Public answers are micro-cached (config.publicCacheMs): many visitors, rare changes. On the embedded
 * database the cache also follows its write counter, so entries are never stale and may live longer.
 */
function cachesOf(ctx: AppContext): PublicCaches {
  let caches = publicCaches.get(ctx);
  if (!caches) {
    const version = writeVersionOf(ctx.db);
    const configured = ctx.config.publicCacheMs;
    const ttl = version && configured > 0 ? Math.max(configured, VERSIONED_TTL_MS) : configured;
    caches = {
      pages: new MicroCache(ttl, 2000, version),
      details: new MicroCache(ttl, 4000, version),
    };
    publicCaches.set(ctx, caches);
  }
  return caches;
}

/** Call after any change to events: the next public request reads the database again. */
export function invalidatePublicEvents(ctx: AppContext): void {
  const caches = publicCaches.get(ctx);
  caches?.pages.clear();
  caches?.details.clear();
}

export function listPublic(ctx: AppContext, page: number, size: number): Promise<Page<TEventSummary>> {
  return cachesOf(ctx).pages.get(`all:${page}:${size}`, async () => {
    const { rows, total } = await repo.pageApproved(ctx.db, page, size);
    return toPage(rows.map(presentSummary), total, page, size);
  });
}

export function search(
  ctx: AppContext,
  word: string,
  page: number,
  size: number,
): Promise<Page<TEventSummary>> {
  return cachesOf(ctx).pages.get(`search:${word.toLowerCase()}:${page}:${size}`, async () => {
    const { rows, total } = await repo.searchApproved(ctx.db, word, page, size);
    return toPage(rows.map(presentSummary), total, page, size);
  });
}

/**
 * The event with managers and files; an event the actor may not see is answered as not found.
 * Approved events (the same for everyone) come from the micro-cache.
 */
export async function detail(ctx: AppContext, actor: Actor | undefined, id: number): Promise<TEventDetail> {
  try {
    return await cachesOf(ctx).details.get(`detail:${id}`, () => loadDetail(ctx, undefined, id));
  } catch (error) {
    if (!actor || !(error instanceof NotFound)) throw error;
    return loadDetail(ctx, actor, id);
  }
}

async function loadDetail(ctx: AppContext, actor: Actor | undefined, id: number): Promise<TEventDetail> {
  const row = await repo.findEventDetail(ctx.db, id);
  if (!row || !canViewEvent(actor, row.event)) throw new NotFound("event.notFound");
  return presentDetail(row.event, row.managers, new Map(row.files.map((f) => [f.id, f])));
}

/** Public footer entries; none when the host hides footer links or the logo-and-footer switch is off. */
export async function footer(
  ctx: AppContext,
  actor: Actor | undefined,
  eventId: number,
): Promise<TFooterEntry[]> {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("event.notFound");
  if (event.hideFooterLinks || event.showLogo === "N") return [];
  const rows = await repo.listPublicFooter(ctx.db, eventId);
  return rows.map((r) => ({
    type: r.type,
    content: r.content,
    link: r.link,
    imgUrl: r.imgUrl,
    hide: r.hide,
  }));
}
