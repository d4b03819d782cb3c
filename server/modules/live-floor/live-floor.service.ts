import type {
  TFloorCounts,
  TFloorMeeting,
  TFloorSide,
  TFloorSlot,
  TFloorState,
  TFloorTick,
  TLiveFloor,
} from "../../../shared/contract";
import { FLOOR_TICK_KINDS } from "../../../shared/contract";
import { dayState } from "../../../shared/meeting-day/state";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { floorReader } from "./live-floor.policy";
import * as repo from "./live-floor.repository";

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** The slot running at `at`, else the day's next one (every one, when the day is after `at`'s). */
export function pickSlot(slots: TFloorSlot[], at: Date): TFloorSlot | null {
  const t = at.getTime();
  return (
    slots.find((s) => Date.parse(s.startsAt) <= t && t < Date.parse(s.endsAt)) ??
    slots.find((s) => Date.parse(s.startsAt) > t) ??
    null
  );
}

/** The number to dial: '+<country> <number>' (a national leading 0 is the dialler's business), null for none. */
function phoneOf(side: repo.SideRow): string | null {
  const number = side.phone.trim();
  if (!number) return null;
  if (number.startsWith("+") || !side.countryNumber) return number;
  return `+${side.countryNumber} ${number}`;
}

function presentSide(side: repo.SideRow): TFloorSide {
  return {
    applicationId: side.applicationId,
    company: side.company,
    person: side.person,
    phone: phoneOf(side),
  };
}

/** A refill meeting reads `refilled`; any other its day state now (a no-show whose hour was taken too). */
export function floorState(m: repo.MeetingRow, now: Date): TFloorState {
  if (m.refillOf !== null) return "refilled";
  return dayState(
    {
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      applicantArrivedAt: m.applicantArrivedAt,
      acceptorArrivedAt: m.acceptorArrivedAt,
      noShow: m.noShow,
      refilledBy: m.refilledBy,
    },
    now,
  );
}

function presentMeeting(m: repo.MeetingRow, now: Date): TFloorMeeting {
  return {
    id: m.id,
    startsAt: iso(m.startsAt),
    endsAt: iso(m.endsAt),
    state: floorState(m, now),
    applicant: presentSide(m.applicant),
    acceptor: presentSide(m.acceptor),
    applicantArrivedAt: isoOrNull(m.applicantArrivedAt),
    acceptorArrivedAt: isoOrNull(m.acceptorArrivedAt),
    noShow: m.noShow,
    disputed: m.disputed,
    refillOf: m.refillOf,
    placeName: m.placeName ?? "",
  };
}

const CORRECTIONS = ["arrived", "clearNoShow", "markNoShow"] as const;

function presentTick(row: repo.TickRow): TFloorTick {
  const minutes = row.detail?.minutes;
  return {
    id: row.id,
    kind: row.kind as TFloorTick["kind"],
    at: iso(row.at),
    meetingId: row.meetingId,
    side:
      row.applicationId === null
        ? null
        : {
            applicationId: row.applicationId,
            company: row.sideCompany ?? "",
            person: row.sidePerson ?? "",
          },
    companies: (row.companies ?? []).filter((c): c is string => typeof c === "string"),
    placeName: row.placeName ?? "",
    actorName: row.actorName ?? "",
    minutes: typeof minutes === "number" ? Math.round(minutes) : null,
    action: CORRECTIONS.find((a) => a === row.detail?.action) ?? null,
  };
}

function countOf(states: TFloorState[], head: { expected: number; checkedIn: number }): TFloorCounts {
  const counts: TFloorCounts = {
    checkedIn: head.checkedIn,
    expected: head.expected,
    upcoming: 0,
    waiting: 0,
    running: 0,
    held: 0,
    noShow: 0,
    bothAbsent: 0,
    refilled: 0,
  };
  for (const state of states) if (state !== "free") counts[state]++;
  return counts;
}

/**
 * The live floor of a sub-event at `at` (default now) for its host, an administrator or the event's check-in
 * staff: two statements (the head, then the slot), states computed as of now.
 */
export async function liveFloor(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  query: { at?: string; zone?: string },
): Promise<TLiveFloor> {
  const now = ctx.now();
  const at = query.at ? new Date(query.at) : now;
  const head = await repo.floorHead(ctx.db, subEventId, actor.userId, at);
  const reader = floorReader(actor, head);
  if (reader === "hidden") throw new NotFound("liveFloor.error.notFound");
  if (reader === "refused") throw new Forbidden("liveFloor.error.notStaff");
  const h = head!;
  const slots: TFloorSlot[] = (h.slots ?? []).map((s) => ({
    startsAt: iso(s.startsAt),
    endsAt: iso(s.endsAt),
    startTime: s.startTime,
    endTime: s.endTime,
  }));
  const slot = pickSlot(slots, at);
  const data = await repo.floorSlot(
    ctx.db,
    subEventId,
    slot && { startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) },
    query.zone,
  );
  const places = data.places.map((p) => {
    const meeting = p.meeting ? presentMeeting(p.meeting, now) : null;
    return { ...p, state: meeting?.state ?? ("free" as const), meeting };
  });
  const others = data.others.map((m) => presentMeeting(m, now));
  const online = others.filter((_, i) => data.others[i]!.online);
  const unplaced = others.filter((_, i) => !data.others[i]!.online);
  return {
    asOf: now.toISOString(),
    subEventId,
    eventId: h.eventId,
    subEventName: h.subEventName,
    timeZone: h.timeZone,
    canManage: reader === "manage",
    graceMinutes: h.grace,
    date: h.date,
    slot,
    slots,
    zones: (h.zones ?? []).sort(),
    plan:
      h.fileId === null
        ? null
        : {
            image: { id: h.fileId, fileName: h.fileName!, filePath: h.filePath!, fileType: h.fileType! },
            width: h.planWidth!,
            height: h.planHeight!,
          },
    places,
    online,
    unplaced,
    counts: countOf([...places.map((p) => p.state), ...others.map((m) => m.state)], h),
    ticker: data.ticker
      .filter((r) => (FLOOR_TICK_KINDS as readonly string[]).includes(r.kind))
      .map(presentTick),
  };
}

/** Whether the actor may hear the floor's channel now (the rule of liveFloor, without reading the floor). */
export async function mayReadFloor(ctx: AppContext, actor: Actor, subEventId: number): Promise<boolean> {
  const reader = floorReader(actor, await repo.floorGate(ctx.db, subEventId, actor.userId));
  return reader === "manage" || reader === "staff";
}
