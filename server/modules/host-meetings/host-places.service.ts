/**
 * The host's picker of a meeting's place: the places free at its time, and moving a meeting to one of them.
 * The database has the last word (meetings_place_no_overlap): a place taken meanwhile answers 409.
 */
import type { TMeeting } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { requireManager } from "../access/access.service";
import { announceDayChange } from "../meeting-day/meeting-day.announce";
import { asMeetingConflict } from "../meetings/meetings.errors";
import { notifyMeetingChange } from "../meetings/meetings.notify";
import * as meetingsRepo from "../meetings/meetings.repository";
import { viewsByIds } from "../meetings/meetings.service";
import * as hostRepo from "./host-meetings.repository";
import * as repo from "./host-places.repository";

async function meetingOfHost(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await meetingsRepo.findMeeting(ctx.db, meetingId);
  if (!meeting) throw new NotFound("meetings.error.notFound");
  await requireManager(ctx, actor, meeting.subEventId).catch(() => {
    throw new NotFound("meetings.error.notFound");
  });
  return meeting;
}

export async function placesForMeeting(ctx: AppContext, actor: Actor, meetingId: number) {
  const meeting = await meetingOfHost(ctx, actor, meetingId);
  return { current: meeting.placeId, places: await repo.freePlacesFor(ctx.db, meeting) };
}

/** Gives the meeting a place by id (null clears it), or as before places existed, a free text. */
export async function setMeetingPlace(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  body: { place?: string; placeId?: number | null },
): Promise<TMeeting> {
  const meeting = await meetingOfHost(ctx, actor, meetingId);
  if (body.placeId) {
    const place = await repo.findPlace(ctx.db, body.placeId);
    if (!place || place.subEventId !== meeting.subEventId || !place.active)
      throw new Conflict("meetings.error.placeNotHere");
  }
  const changed =
    (body.placeId !== undefined && body.placeId !== meeting.placeId) ||
    (body.place !== undefined && body.place !== meeting.place);
  await ctx.db
    .transaction(async (tx) => {
      if (body.placeId !== undefined) await repo.setMeetingPlaceId(tx, meetingId, body.placeId);
      if (body.place !== undefined) await hostRepo.setMeetingPlace(tx, meetingId, body.place);
      // Both sides' calendars get the new place (an updated invitation of the same UID).
      if (meeting.status === "agree" && changed)
        await notifyMeetingChange(tx, ctx, {
          kind: "updated",
          meetingId,
          actorUserId: actor.userId,
          byHost: true,
          mail: true,
        });
    })
    .catch((e) => asMeetingConflict(e));
  if (changed && meeting.status === "agree")
    await announceDayChange(ctx, {
      subEventId: meeting.subEventId,
      meetingId,
      placeId: body.placeId ?? null,
      kind: "moved",
      applications: [meeting.applicantApplicationId, meeting.acceptorApplicationId].filter(
        (x): x is number => x !== null,
      ),
    });
  const [view] = await viewsByIds(ctx, [meetingId]);
  return view!;
}
