import type { TGuestMeeting } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { NotFound } from "../../http/errors";
import { findMailSubEvent } from "../meetings/meetings.mail.repository";
import { toMeetingView } from "../meetings/meetings.presenter";
import { meetingViewsByIds } from "../meetings/meetings.repository";

/** The meeting a guest ticket opens, as the guest page names it (issue 28): programme, companies, time, zone. */
export async function guestMeeting(ctx: AppContext, meetingId: number): Promise<TGuestMeeting> {
  const [row] = await meetingViewsByIds(ctx.db, [meetingId]);
  if (!row) throw new NotFound("guest.noAccess");
  const view = toMeetingView(row, ctx.config.publicUrl);
  const sub = await findMailSubEvent(ctx.db, view.subEventId);
  if (!sub) throw new NotFound("guest.noAccess");
  return {
    eventName: sub.eventName,
    eventNameEn: sub.eventNameEn,
    subEventName: sub.subEventName,
    subEventNameEn: sub.subEventNameEn,
    companies: [view.applicantName, view.acceptorName].filter((name) => name !== ""),
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    timeZone: sub.timeZone,
  };
}
