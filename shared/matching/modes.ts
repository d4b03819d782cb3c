/**
 * Modes: which pairs are candidates (TIGHT / normal) and how the participant list is ordered
 * (RECOMMEND / CONNECTION / default).
 */
import { hasInterest, isMutual, type PreparedProfile, prepareProfile, scorePair } from "./score";
import type { MatchProfile, PairScore, RankingMode, SchedulingMode } from "./types";

/**
 * Candidate filter of a scheduling mode.
 * - tight: at least one shared category AND at least one shared keyword;
 * - normal: at least one shared category.
 * Pairs marked "not interested" are never candidates. A request in either direction makes the pair
 * a candidate whatever the mode (an explicit wish beats the automatic filter).
 */
export function isCandidate(mode: SchedulingMode, a: PreparedProfile, b: PreparedProfile): boolean {
  if (a.notInterested.has(b.id) || b.notInterested.has(a.id)) return false;
  if (a.requests.has(b.id) || b.requests.has(a.id)) return true;
  let category = false;
  for (const c of a.categories) {
    if (b.categories.has(c)) {
      category = true;
      break;
    }
  }
  if (!category) return false;
  if (mode === "normal") return true;
  for (const k of a.keywords.keys()) if (b.keywords.has(k)) return true;
  return false;
}

export interface RankedParticipant {
  id: string;
  score: number;
  excluded: boolean;
  /** Either side requested or liked the other. */
  connected: boolean;
  mutual: boolean;
  reasons: PairScore["reasons"];
}

/**
 * Orders the other side's participants for `viewer`.
 * - default: everybody; by score, then id; the pairs marked "not interested" last.
 * - recommend: only pairs with a positive score, not excluded; by score.
 * - connection: only pairs where either side requested or liked the other; mutual ones first,
 *   then by score.
 * - tight / normal: only the scheduler's candidates of that mode; by score.
 */
export function rankParticipants(
  viewer: MatchProfile,
  others: readonly MatchProfile[],
  mode: RankingMode = "default",
): RankedParticipant[] {
  const v = prepareProfile(viewer);
  const out: RankedParticipant[] = [];
  for (const other of others) {
    if (other.id === viewer.id) continue;
    const o = prepareProfile(other);
    const s = scorePair(v, o);
    const entry: RankedParticipant = {
      id: other.id,
      score: s.score,
      excluded: s.excluded,
      connected: hasInterest(v, o),
      mutual: isMutual(v, o),
      reasons: s.reasons,
    };
    if (mode === "recommend" && (s.excluded || s.score <= 0)) continue;
    if (mode === "connection" && (s.excluded || !entry.connected)) continue;
    if ((mode === "tight" || mode === "normal") && !isCandidate(mode, v, o)) continue;
    out.push(entry);
  }
  const byId = (a: RankedParticipant, b: RankedParticipant) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  out.sort((a, b) => {
    if (a.excluded !== b.excluded) return a.excluded ? 1 : -1;
    if (mode === "connection" && a.mutual !== b.mutual) return a.mutual ? -1 : 1;
    return b.score - a.score || byId(a, b);
  });
  return out;
}

export { buildCandidatePairs, type ScoredPair } from "./candidates";
