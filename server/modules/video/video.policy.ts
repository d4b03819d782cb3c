import { VIDEO_LIMITS, type VideoRole } from "../../../shared/video/protocol";

export interface MeetingFacts {
  status: string;
  mode: "online" | "offline";
  startsAt: Date;
  endsAt: Date;
  applicantApplicationId: number;
  acceptorApplicationId: number | null;
}

/** What the caller is to the meeting (read by the service, decided here). */
export interface Caller {
  /** Applications the caller belongs to (owner or accepted colleague) among the meeting's two sides. */
  sides: number[];
  /** The meeting's assigned interpreter. */
  interpreter: boolean;
  /** The sub-event's host or an administrator. */
  manager: boolean;
}

export type Entry =
  | { role: "participant"; applicationId: number }
  | { role: "interpreter"; applicationId: null }
  | { role: "observer"; applicationId: null };

/** The room opens 10 minutes before the start and closes at the end of the slot. */
export function windowOf(meeting: { startsAt: Date; endsAt: Date }): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(meeting.startsAt.getTime() - VIDEO_LIMITS.opensBeforeMs),
    closesAt: meeting.endsAt,
  };
}

export function isOpenAt(meeting: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  const { opensAt, closesAt } = windowOf(meeting);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}

/** Whether the meeting has a room at all: agreed, and online (either side attends online). */
export function hasRoom(meeting: MeetingFacts): boolean {
  return meeting.status === "agree" && meeting.mode === "online" && meeting.acceptorApplicationId !== null;
}

/**
 * How the caller enters the meeting's room, or undefined. `applicantId` is the side the caller speaks for
 * (the spec's parameter): a member of one of the two sides enters as a participant of that side; otherwise
 * the meeting's interpreter as the interpreter, the host as an observer. The window is checked apart
 * (`isOpenAt`), so that the screen can tell "not yet" from "not you".
 */
export function entryFor(meeting: MeetingFacts, caller: Caller, applicantId?: number): Entry | undefined {
  if (!hasRoom(meeting)) return undefined;
  const sides = [meeting.applicantApplicationId, meeting.acceptorApplicationId];
  const side =
    applicantId !== undefined && sides.includes(applicantId) && caller.sides.includes(applicantId)
      ? applicantId
      : applicantId === undefined && caller.sides.length === 1
        ? caller.sides[0]
        : undefined;
  if (side !== undefined) return { role: "participant", applicationId: side };
  if (caller.interpreter) return { role: "interpreter", applicationId: null };
  if (caller.manager) return { role: "observer", applicationId: null };
  return undefined;
}

export interface Seat {
  peerId: string;
  role: VideoRole;
  applicationId: number | null;
  joinedAt: number;
}

export type SeatRefusal = "full" | "companyFull";

/**
 * The seats beyond the room's limits, the latest comers first to lose (ordered by join time, then id, the
 * same order on every process): six people in all, two of each company, one interpreter, one observer. Two
 * people joining at once on two processes both see both seats and agree on which one is refused.
 */
export function overLimits(seats: Seat[]): Map<string, SeatRefusal> {
  const ordered = [...seats].sort((a, b) => a.joinedAt - b.joinedAt || a.peerId.localeCompare(b.peerId));
  const refused = new Map<string, SeatRefusal>();
  const perCompany = new Map<number, number>();
  let interpreters = 0;
  let observers = 0;
  let total = 0;
  for (const seat of ordered) {
    if (total >= VIDEO_LIMITS.peers) {
      refused.set(seat.peerId, "full");
      continue;
    }
    if (seat.role === "participant" && seat.applicationId !== null) {
      const n = perCompany.get(seat.applicationId) ?? 0;
      if (n >= VIDEO_LIMITS.perCompany) {
        refused.set(seat.peerId, "companyFull");
        continue;
      }
      perCompany.set(seat.applicationId, n + 1);
    } else if (seat.role === "interpreter") {
      if (interpreters >= VIDEO_LIMITS.interpreters) {
        refused.set(seat.peerId, "full");
        continue;
      }
      interpreters++;
    } else if (seat.role === "observer") {
      if (observers >= VIDEO_LIMITS.observers) {
        refused.set(seat.peerId, "full");
        continue;
      }
      observers++;
    }
    total++;
  }
  return refused;
}

/** Who may end a meeting for everyone: the two companies' people (not the interpreter, not the observer). */
export function mayEndForAll(role: VideoRole): boolean {
  return role === "participant";
}

/** Who sends media: everyone but the observing host. */
export function sendsMedia(role: VideoRole): boolean {
  return role !== "observer";
}
