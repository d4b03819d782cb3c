import type { TDayCard, TMatchReason, TRefillProposal } from "../../../shared/contract";
import { dayState } from "../../../shared/meeting-day/state";
import type { AppContext } from "../../context";
import * as reads from "./meeting-day.now.repository";
import type * as refills from "./meeting-day.refill.repository";
import type { DayRow } from "./meeting-day.repository";

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Late minutes said per (meeting, application), newest wins. */
export type LateOf = (meetingId: number, applicationId: number) => number | null;

/** One meeting as the phone shows it, seen from `me` (one of its two applications). */
export function toDayCard(
  row: DayRow,
  me: number,
  now: Date,
  proposals: TRefillProposal[] = [],
  lateOf: LateOf = () => null,
): TDayCard {
  const mine = row.applicant === me ? "applicant" : "acceptor";
  const a = mine === "applicant";
  const online = row.aOnline || row.bOnline;
  const other = a ? row.acceptor : row.applicant;
  return {
    meetingId: row.id,
    subEventId: row.subEventId,
    subEventName: row.subEventName,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    startTime: row.startTime,
    endTime: row.endTime,
    date: row.date,
    timeZone: row.timeZone,
    mode: online ? "online" : "offline",
    link: online ? `/video/${row.id}` : "",
    state: dayState(row, now),
    mySide: mine,
    myArrivedAt: iso(a ? row.applicantArrivedAt : row.acceptorArrivedAt),
    theirArrivedAt: iso(a ? row.acceptorArrivedAt : row.applicantArrivedAt),
    counterpart: {
      applicationId: other,
      company: a ? row.bCompany : row.aCompany,
      person: a ? row.bPerson : row.aPerson,
      country: a ? row.bCountry : row.aCountry,
      type: a ? row.bType : row.aType,
      logo: null,
      atVenue: online ? null : a ? row.bAtVenue : row.aAtVenue,
      lateMinutes: lateOf(row.id, other),
    },
    place:
      row.placeId !== null
        ? {
            id: row.placeId,
            name: row.placeName ?? "",
            kind: row.placeKind,
            zone: row.placeZone ?? "",
            x: row.placeX,
            y: row.placeY,
          }
        : row.freePlace
          ? { id: null, name: row.freePlace, kind: null, zone: "", x: null, y: null }
          : null,
    chatRoomId: row.chatRoomId,
    noShow: row.noShow,
    disputed: row.disputedAt !== null,
    refillOf: row.refillOf,
    proposals,
  };
}

export function toProposal(p: refills.ProposalRow): TRefillProposal {
  return {
    id: p.id,
    meetingId: p.meetingId,
    state: p.state,
    rank: p.rank,
    score: p.score,
    reasons: p.reasons as TMatchReason[],
    walkIn: p.walkIn > 0,
    candidate: {
      applicationId: p.candidateApplicationId,
      company: p.company,
      person: p.person,
      country: p.country,
      type: p.type,
      logo: null,
    },
  };
}

export async function lateLookup(ctx: AppContext, meetingIds: number[]): Promise<LateOf> {
  const late = await reads.lateOf(ctx.db, meetingIds);
  const map = new Map(late.map((l) => [`${l.meetingId}:${l.applicationId}`, l.minutes]));
  return (m, a) => map.get(`${m}:${a}`) ?? null;
}
