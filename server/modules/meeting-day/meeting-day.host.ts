import type { TDayCard } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { tellApplications } from "./meeting-day.announce";
import { proposeRefills } from "./meeting-day.refill";
import * as repo from "./meeting-day.repository";
import { cardFor, correct } from "./meeting-day.service";

/**
 * The host's correction; when it marks one side absent while the slot runs, the other side gets its standby
 * proposals at once, as from the no-show pass (a host who sees an empty chair need not wait for the grace).
 */
export async function hostCorrect(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  body: { action: "arrived" | "clearNoShow" | "markNoShow"; side?: "applicant" | "acceptor" },
): Promise<TDayCard> {
  const card = await correct(ctx, actor, meetingId, body);
  if (body.action !== "markNoShow" || (card.noShow !== "applicant" && card.noShow !== "acceptor"))
    return card;
  const row = await repo.dayCard(ctx.db, meetingId);
  if (!row || ctx.now() >= new Date(row.endsAt)) return card;
  const present = row.noShow === "applicant" ? row.acceptor : row.applicant;
  const absent = row.noShow === "applicant" ? row.applicant : row.acceptor;
  const made = await proposeRefills(ctx, ctx.db, {
    id: row.id,
    subEventId: row.subEventId,
    startsAt: new Date(row.startsAt),
    present,
    absent,
    onSite: !(row.aOnline || row.bOnline),
  });
  const company = present === row.applicant ? row.bCompany : row.aCompany;
  await tellApplications(
    ctx,
    [present],
    made > 0 ? "refillProposal" : "noShow",
    { company, count: made },
    "/day",
    `noshow-${row.id}`,
  );
  return made > 0
    ? cardFor(ctx, meetingId, card.mySide === "applicant" ? row.applicant : row.acceptor)
    : card;
}
