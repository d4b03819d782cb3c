import type { TMatchMode } from "../../../shared/contract";
import type { RankingMode } from "../../../shared/matching";

/** Matching (recommendations, "not interested", automatic scheduling) exists only where the sub-event has it on. */
export function matchingOn(subEvent: { matching: string }): boolean {
  return subEvent.matching === "Y";
}

/** The engine's ranking of each spec mode (the Match menu: recommended, connected, tailored). */
export const RANKING_OF: Record<TMatchMode, RankingMode> = {
  default: "default",
  RECOMMEND: "recommend",
  CONNECTION: "connection",
  TIGHT: "tight",
};

/**
 * Which meetings count as one side asking to meet the other: live or unanswered requests, and requests declined
 * by the system or for a time reason, made by the applicant's side (not arranged by the host). A rejection with
 * reason C ("not a wanted organization") is the acceptor saying "not interested" instead.
 */
export function isRequest(m: { status: string; reasonCode: string; asked: boolean }): boolean {
  // a meeting the host arranged for a pair nobody asked for is not a request of either side
  if (!m.asked) return false;
  if (m.status === "waiting" || m.status === "agree" || m.status === "expired") return true;
  return m.status === "disagree" && m.reasonCode !== "C";
}

export function isRejectionAsNotInterested(m: { status: string; reasonCode: string }): boolean {
  return m.status === "disagree" && m.reasonCode === "C";
}
