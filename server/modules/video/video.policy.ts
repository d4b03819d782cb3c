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
  identity: string;
  role: VideoRole;
  applicationId: number | null;
  joinedAt: number;
}

export type SeatRefusal = "full" | "companyFull" | "replaced";

/** Join order (then id): the same on every process. */
const byJoin = (a: Seat, b: Seat) => a.joinedAt - b.joinedAt || a.peerId.localeCompare(b.peerId);

/**
 * The seats beyond the room's limits, the latest comers first to lose (ordered by join time, then id, the
 * same order on every process): six people in all, two of each company, one interpreter, one observer. The
 * meeting's own parties come before guests, whenever they came: a guest gives up their seat to them. Two
 * people joining at once on two processes both see both seats and agree on which one is refused.
 */
export function overLimits(seats: Seat[]): Map<string, Exclude<SeatRefusal, "replaced">> {
  const guest = (s: Seat) => (s.role === "guest" ? 1 : 0);
  const ordered = [...seats].sort((a, b) => guest(a) - guest(b) || byJoin(a, b));
  const refused = new Map<string, Exclude<SeatRefusal, "replaced">>();
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

/** What a join does to a room: the joiner refused, or the seats it replaces and the guests it displaces. */
export type Seating =
  | { refusal: SeatRefusal }
  | { refusal?: undefined; replaced: string[]; displaced: string[] };

/**
 * A join, decided from the room's seats read after the joiner took its own (on every process, so two joins at
 * once see each other and decide alike). One seat per person: of the seats of one identity the latest stays
 * and the others are replaced (a reconnect whose old socket the server has not yet seen go, a second window,
 * a guest session's next token). Then the limits: a party of the meeting who finds the room full of guests
 * takes the latest guest's seat.
 */
export function seatingOf(seats: Seat[], joinerId: string): Seating {
  const joiner = seats.find((s) => s.peerId === joinerId);
  if (!joiner) return { refusal: "full" };
  const same = seats.filter((s) => s.identity === joiner.identity);
  if (same.some((s) => byJoin(s, joiner) > 0)) return { refusal: "replaced" };
  const replaced = same.filter((s) => s.peerId !== joinerId).map((s) => s.peerId);
  // every person counts once (another's older seat is being replaced by their own latest join)
  const staying = seats.filter((s) => !seats.some((o) => o.identity === s.identity && byJoin(o, s) > 0));
  const over = overLimits(staying);
  const refusal = over.get(joinerId);
  if (refusal) return { refusal };
  const displaced =
    joiner.role === "guest" ? [] : staying.filter((s) => s.role === "guest" && over.has(s.peerId));
  return { replaced, displaced: displaced.map((s) => s.peerId) };
}

/** Who may end a meeting for everyone: the two companies' people (not the interpreter, not the observer). */
export function mayEndForAll(role: VideoRole): boolean {
  return role === "participant";
}

/** Who sends media: everyone but the observing host. */
export function sendsMedia(role: VideoRole): boolean {
  return role !== "observer";
}
