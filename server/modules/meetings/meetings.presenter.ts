import type { TMeeting } from "../../../shared/contract";
import { meetingMode } from "../../../shared/meetings/status";
import { wallTime } from "../../../shared/meetings/zoned-time";
import type { MeetingViewRow } from "./meetings.repository";

/** The seller side receives on-site meetings at its place (spec: the host assigns tables or booths). */
function placeOf(row: MeetingViewRow): string {
  if (row.meeting.place) return row.meeting.place;
  const sellerSide = [row.applicant, row.acceptor].find((p) => p?.type === "seller" || p?.type === "booth");
  return sellerSide?.meetingPlace ?? row.applicant.meetingPlace ?? "";
}

/** A meeting as the API answers it: instants and the venue's wall clock, both sides, link or place. */
export function toMeetingView(row: MeetingViewRow, publicUrl: string): TMeeting {
  const m = row.meeting;
  const start = wallTime(m.startsAt, row.timeZone);
  const end = wallTime(m.endsAt, row.timeZone);
  const a = row.acceptor;
  const acceptor =
    a?.id == null || !a.type || !a.attendeeType
      ? null
      : {
          id: a.id,
          name: a.name ?? "",
          managerName: a.managerName,
          email: a.email,
          type: a.type,
          attendeeType: a.attendeeType,
          category: a.category ?? "",
          keyword: a.keyword ?? "",
        };
  const mode = meetingMode(row.applicant.attendeeType, acceptor?.attendeeType ?? null);
  return {
    id: m.id,
    subEventId: m.subEventId,
    status: m.status,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt.toISOString(),
    timeZone: row.timeZone,
    applicant: m.applicantApplicationId,
    acceptor: m.acceptorApplicationId,
    applicantName: row.applicant.name,
    acceptorName: acceptor?.name ?? "",
    applicantManagerName: row.applicant.managerName,
    acceptorManagerName: acceptor?.managerName ?? "",
    meetingApplicant: {
      id: row.applicant.id,
      name: row.applicant.name,
      managerName: row.applicant.managerName,
      email: row.applicant.email,
      type: row.applicant.type,
      attendeeType: row.applicant.attendeeType,
      category: row.applicant.category,
      keyword: row.applicant.keyword,
    },
    meetingAcceptor: acceptor,
    reasonCode: (m.reasonCode || "") as TMeeting["reasonCode"],
    reason: m.reason,
    arrangedByHost: m.arrangedByHost,
    mode,
    link: mode === "online" && m.status === "agree" ? `${publicUrl}/video/${m.id}` : "",
    place: mode === "offline" ? placeOf(row) : "",
    expiresAt: m.status === "waiting" && m.expiresAt ? m.expiresAt.toISOString() : null,
    applicantMeetingSurvey: Boolean(row.applicantSurvey),
    acceptorMeetingSurvey: Boolean(row.acceptorSurvey),
  };
}
