import type { TMeeting } from "../../../shared/contract";
import type { PlaceOfMeeting } from "../../../shared/meetings/places";
import { meetingMode } from "../../../shared/meetings/status";
import { wallTime } from "../../../shared/meetings/zoned-time";
import type { MeetingViewRow } from "./meetings.repository";

/**
 * The meeting's place: its place record when it has one (given on agreement, by the scheduler or the host);
 * else, as before places existed, the host's free text of the meeting or the seller side's.
 */
function placeOf(row: MeetingViewRow): PlaceOfMeeting {
  const p = row.placeOf;
  if (p?.id != null && p.name != null) return { place: p.name, placeKind: p.kind, placeZone: p.zone ?? "" };
  if (row.meeting.place) return { place: row.meeting.place, placeKind: null, placeZone: "" };
  const sellerSide = [row.applicant, row.acceptor].find((p) => p?.type === "seller" || p?.type === "booth");
  const text = sellerSide?.meetingPlace ?? row.applicant.meetingPlace ?? "";
  return { place: text, placeKind: null, placeZone: "" };
}

const noPlace = { place: "", placeKind: null, placeZone: "", placeId: null };

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
    ...(mode === "offline" ? { ...placeOf(row), placeId: row.placeOf?.id ?? null } : noPlace),
    expiresAt: m.status === "waiting" && m.expiresAt ? m.expiresAt.toISOString() : null,
    applicantMeetingSurvey: Boolean(row.applicantSurvey),
    acceptorMeetingSurvey: Boolean(row.acceptorSurvey),
  };
}
