import type { TDayCard } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { PLACE_QR_PREFIX, placeQr } from "../printing/printing.links";
import * as repo from "./meeting-day.repository";
import { arrive } from "./meeting-day.service";

/** The place a table card's QR names, when its signature is ours. */
export function placeOfCode(ctx: AppContext, code: string): number | undefined {
  const m = new RegExp(`^${PLACE_QR_PREFIX}\\.(\\d{1,10})\\.[A-Za-z0-9_-]+$`).exec(code.trim());
  if (!m) return undefined;
  const id = Number(m[1]);
  return placeQr(ctx, id) === code.trim() ? id : undefined;
}

/**
 * "We are here" by scanning the table card: the caller's meeting at that place whose arrival window is open
 * now (an hour before its start until its end), the one starting soonest.
 */
export async function arriveByCode(
  ctx: AppContext,
  actor: Actor,
  body: { code: string; tappedAt?: string },
): Promise<TDayCard> {
  const placeId = placeOfCode(ctx, body.code);
  if (placeId === undefined) throw new NotFound("meetingDay.error.badCode");
  const meetingId = await repo.myMeetingAtPlace(ctx.db, actor.userId, placeId, ctx.now());
  if (meetingId === undefined) throw new Conflict("meetingDay.error.noMeetingHere");
  return arrive(ctx, actor, meetingId, { tappedAt: body.tappedAt });
}
