import type { TSubEvent } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { canViewEvent } from "../events/events.policy";
import * as events from "../events/events.repository";
import { presentSubEvent } from "./subevents.presenter";
import * as repo from "./subevents.repository";

async function loadEvent(ctx: AppContext, actor: Actor | undefined, eventId: number, notFoundKey: string) {
  const event = await events.findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound(notFoundKey);
  const ids = [event.mainImageFileId, event.logoImageFileId].filter((v): v is number => v !== null);
  const files = new Map((await events.findFiles(ctx.db, ids)).map((f) => [f.id, f]));
  return { event, files };
}

/** Sub-events of an event the actor may see. */
export async function listOfEvent(
  ctx: AppContext,
  actor: Actor | undefined,
  eventId: number,
): Promise<TSubEvent[]> {
  const { event, files } = await loadEvent(ctx, actor, eventId, "event.notFound");
  const rows = await repo.listByEvent(ctx.db, eventId);
  return rows.map((row) => presentSubEvent(row, event, files));
}

export async function detail(ctx: AppContext, actor: Actor | undefined, id: number): Promise<TSubEvent> {
  const row = await repo.findSubEvent(ctx.db, id);
  if (!row) throw new NotFound("subEvent.notFound");
  const { event, files } = await loadEvent(ctx, actor, row.eventId, "subEvent.notFound");
  return presentSubEvent(row, event, files);
}
