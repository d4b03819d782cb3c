import { type Page, type TEventSummary, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { canViewEvent } from "../events/events.policy";
import { presentSummary } from "../events/events.presenter";
import * as events from "../events/events.repository";
import * as repo from "./likes.repository";

/** Toggles the actor's like; `userId`, when sent (as the original client does), must be the actor. */
export async function toggleLike(ctx: AppContext, actor: Actor, userId: number | undefined, eventId: number) {
  if (userId !== undefined && userId !== actor.userId) throw new Forbidden();
  const event = await events.findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("event.notFound");
  return { eventId, liked: await repo.toggle(ctx.db, actor.userId, eventId) };
}

export function likedIds(ctx: AppContext, actor: Actor): Promise<number[]> {
  return repo.likedIds(ctx.db, actor.userId, actor.role === "ADMIN");
}

export async function likedPage(
  ctx: AppContext,
  actor: Actor,
  page: number,
  size: number,
): Promise<Page<TEventSummary>> {
  const { ids, total } = await repo.pageLikedIds(ctx.db, actor.userId, actor.role === "ADMIN", page, size);
  const rows = await events.summariesByIds(ctx.db, ids);
  return toPage(rows.map(presentSummary), total, page, size);
}
