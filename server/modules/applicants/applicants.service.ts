import { type Page, type TEventSummary, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { presentSummary } from "../events/events.presenter";
import * as events from "../events/events.repository";
import * as repo from "./applicants.repository";

export function myEvents(ctx: AppContext, actor: Actor) {
  return repo.listOfUser(ctx.db, actor.userId);
}

export async function myApprovedEvents(
  ctx: AppContext,
  actor: Actor,
  page: number,
  size: number,
): Promise<Page<TEventSummary>> {
  const { ids, total } = await repo.pageApprovedEventIds(ctx.db, actor.userId, page, size);
  const rows = await events.summariesByIds(ctx.db, ids);
  return toPage(rows.map(presentSummary), total, page, size);
}
