/**
 * The day's state of an agreed meeting (issue 30), from its arrivals and no-show mark at a given time:
 * `upcoming` before anyone arrived, `waiting` while one side is there, `running` once both are, `held` when the
 * slot ended after running, `noShow` when one side never came, `bothAbsent` when neither did. A no-show whose
 * hour was taken by a standby meeting reads `refilled` (the new meeting has its own state).
 */
export const DAY_STATES = [
  "upcoming",
  "waiting",
  "running",
  "held",
  "noShow",
  "bothAbsent",
  "refilled",
] as const;
export type DayState = (typeof DAY_STATES)[number];

export type Side = "applicant" | "acceptor";

export interface DayFacts {
  startsAt: Date | string;
  endsAt: Date | string;
  applicantArrivedAt: Date | string | null;
  acceptorArrivedAt: Date | string | null;
  noShow: "applicant" | "acceptor" | "both" | null;
  /** The refill meeting that took this one's hour, if any. */
  refilledBy?: number | null;
}

const t = (d: Date | string) => (typeof d === "string" ? Date.parse(d) : d.getTime());

export function dayState(m: DayFacts, now: Date): DayState {
  if (m.noShow === "both") return "bothAbsent";
  if (m.noShow) return m.refilledBy ? "refilled" : "noShow";
  const a = m.applicantArrivedAt !== null;
  const b = m.acceptorArrivedAt !== null;
  if (a && b) return now.getTime() >= t(m.endsAt) ? "held" : "running";
  if (a || b) return "waiting";
  return "upcoming";
}

/** Who did not come by the deadline (null: both came). */
export function absentSides(m: Pick<DayFacts, "applicantArrivedAt" | "acceptorArrivedAt">) {
  const a = m.applicantArrivedAt === null;
  const b = m.acceptorArrivedAt === null;
  if (a && b) return "both" as const;
  if (a) return "applicant" as const;
  if (b) return "acceptor" as const;
  return null;
}

/** When the no-show pass marks a meeting: its start plus the sub-event's grace. */
export function noShowDeadline(startsAt: Date | string, graceMinutes: number): Date {
  return new Date(t(startsAt) + graceMinutes * 60_000);
}
