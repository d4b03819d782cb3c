import { Conflict } from "../../http/errors";

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: PgLikeError;
}

/** The constraint a database error names (drizzle wraps the driver's error in `cause`). */
export function violated(error: unknown): { constraint: string; detail: string } | undefined {
  let e = error as PgLikeError | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause) {
    if (
      e.constraint &&
      (e.code === "23505" || e.code === "23503" || e.code === "23514" || e.code === "23P01")
    )
      return { constraint: e.constraint, detail: e.detail ?? "" };
  }
  return undefined;
}

/** The application id of a claim conflict ("Key (application_id, starts_at)=(12, …) already exists."). */
function claimant(detail: string): number | undefined {
  const match = /\)=\((\d+),/.exec(detail);
  return match ? Number(match[1]) : undefined;
}

/**
 * Translates a violation of the meeting guarantee into a 409 the user understands; anything else is
 * rethrown. `mine` is the caller's application (its claims read "you are taken", the other's "they are").
 */
export function asMeetingConflict(error: unknown, mine?: number): never {
  const v = violated(error);
  if (!v) throw error;
  switch (v.constraint) {
    case "meeting_claims_application_id_starts_at_pk":
      throw new Conflict(
        mine !== undefined && claimant(v.detail) !== mine
          ? "meetings.error.targetTaken"
          : "meetings.error.slotTaken",
      );
    case "meetings_live_pair_uq":
      throw new Conflict("meetings.error.pairTaken");
    case "meetings_slot_fk":
      throw new Conflict("meetings.error.slotBlocked");
    case "meetings_place_free":
      throw new Conflict("meetings.error.noPlace");
    case "meetings_place_no_overlap":
      throw new Conflict("meetings.error.placeTaken");
    default:
      throw error;
  }
}
