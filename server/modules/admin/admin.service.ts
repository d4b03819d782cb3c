import { type Page, type THostEventItem, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { Conflict, NotFound } from "../../http/errors";
import { invalidatePublicEvents } from "../events/events.service";
import { queueEventDecisionMail } from "../host/host.mails";
import { presentEventItem } from "../host/host.presenter";
import { findEventItem } from "../host/host.repository";
import * as repo from "./admin.repository";

/** The review queue (or any approval state) for administrators; the route admits ADMIN only. */
export async function listForReview(
  ctx: AppContext,
  approval: repo.EventApproval | "all",
  search: string,
  page: number,
  size: number,
): Promise<Page<THostEventItem>> {
  const { rows, total } = await repo.pageForReview(ctx.db, approval, search, page, size);
  return toPage(rows.map(presentEventItem), total, page, size);
}

/** Approves or rejects a requested event and mails the host, in one transaction. */
export async function decide(
  ctx: AppContext,
  eventId: number,
  decision: "approved" | "rejected",
  reason: string,
): Promise<THostEventItem> {
  const found = await repo.findEventWithHost(ctx.db, eventId);
  if (!found) throw new NotFound("event.notFound");
  const stored = decision === "rejected" ? reason : "";
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.decide(tx, eventId, decision, stored, ctx.now())))
      throw new Conflict("admin.notRequested");
    const link =
      decision === "approved"
        ? `${ctx.config.publicUrl}/event/detail/${eventId}`
        : `${ctx.config.publicUrl}/host/events/${eventId}`;
    await queueEventDecisionMail(tx, found.host, found.event, decision, stored, link);
  });
  invalidatePublicEvents(ctx);
  const item = await findEventItem(ctx.db, eventId);
  return presentEventItem(item!);
}
