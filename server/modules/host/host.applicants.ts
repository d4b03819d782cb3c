import { type Page, type THostApplicant, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { peopleOfApplications, requireManager, rightsChanged } from "../access/access.service";
import { notifyRoomsClosed } from "../chat/chat.notify";
import * as repo from "./host.applicants.repository";
import { period, queueApplicantMail } from "./host.mails";
import { presentApplicant } from "./host.presenter";

/** The sub-event's applicants for its host, filtered and paged. */
export async function listApplicants(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  filter: repo.ApplicantFilter,
  page: number,
  size: number,
): Promise<Page<THostApplicant>> {
  await requireManager(ctx, actor, subEventId);
  const { rows, total } = await repo.pageApplicants(ctx.db, subEventId, filter, page, size);
  return toPage(rows.map(presentApplicant), total, page, size);
}

/**
 * Approves or rejects applicants of the sub-event; each gets eventApplyApproved or eventApplyRejected
 * (with the reason) in their language, written in the same transaction as the decision.
 */
export async function decide(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  ids: number[],
  decision: "approval" | "reject",
  reason: string,
): Promise<{ updated: number }> {
  const { event, subEvent } = await requireManager(ctx, actor, subEventId);
  const unique = [...new Set(ids)];
  const rows = await repo.findApplicants(ctx.db, subEventId, unique);
  if (rows.length !== unique.length) throw new NotFound("host.applicantNotFound");
  const changed = rows.filter(
    (r) => r.approval !== decision || (decision === "reject" && r.reason !== reason),
  );
  const stored = decision === "reject" ? reason : "";
  await ctx.db.transaction(async (tx) => {
    if (changed.length === 0) return;
    await repo.setDecision(
      tx,
      changed.map((r) => r.id),
      decision,
      stored,
    );
    for (const row of changed) {
      const ko = row.userCountryNumber.trim() === "82";
      await queueApplicantMail(tx, {
        code: decision === "approval" ? "eventApplyApproved" : "eventApplyRejected",
        to: row.userEmail,
        toUserId: row.applicantId,
        countryNumber: row.userCountryNumber,
        subEventId,
        createdUserId: actor.userId,
        fields: {
          userName: row.name || row.userName,
          eventName: ko || !event.nameEn ? event.name : event.nameEn,
          subEventName: ko || !subEvent.nameEn ? subEvent.name : subEvent.nameEn,
          eventPeriod: period(subEvent.subEventStartDate, subEvent.subEventEndDate),
          applicant: row.company,
          link: `${ctx.config.publicUrl}/subEvent/${subEventId}`,
          reason: stored,
        },
      });
    }
  });
  if (decision === "reject" && changed.length > 0) {
    const ids = changed.map((r) => r.id);
    await rightsChanged(ctx, await peopleOfApplications(ctx, ids));
    // the other side of each of their chat rooms sees the conversation close
    for (const id of ids) await notifyRoomsClosed(ctx, id);
  }
  return { updated: changed.length };
}
