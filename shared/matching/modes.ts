/**
 * Modes: which pairs are candidates (TIGHT / normal) and how the participant list is ordered
 * (RECOMMEND / CONNECTION / default).
 */
import { hasInterest, isMutual, type PreparedProfile, prepareProfile, scorePair, scoreValue } from "./score";
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

/** A ranked entry without reasons: `index` points into the list given to `rankPrepared`. */
export interface RankedIndex {
  index: number;
  score: number;
  excluded: boolean;
  connected: boolean;
  mutual: boolean;
}

/**
 * The ordering of `rankParticipants` on prepared profiles, without building reasons (the score alone is
 * several times cheaper): the server ranks a whole sub-event this way and explains only the page it shows.
 */
export function rankPrepared(
  v: PreparedProfile,
  others: readonly PreparedProfile[],
  mode: RankingMode = "default",
): RankedIndex[] {
  const out: RankedIndex[] = [];
  for (let index = 0; index < others.length; index++) {
    const o = others[index]!;
    if (o.id === v.id) continue;
    const excluded = v.notInterested.has(o.id) || o.notInterested.has(v.id);
    const score = scoreValue(v, o);
    const connected = hasInterest(v, o);
    if (mode === "recommend" && (excluded || score <= 0)) continue;
    if (mode === "connection" && (excluded || !connected)) continue;
    if ((mode === "tight" || mode === "normal") && !isCandidate(mode, v, o)) continue;
    out.push({ index, score, excluded, connected, mutual: isMutual(v, o) });
  }
  const byId = (a: RankedIndex, b: RankedIndex) => {
    const x = others[a.index]!.id;
    const y = others[b.index]!.id;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  out.sort((a, b) => {
    if (a.excluded !== b.excluded) return a.excluded ? 1 : -1;
    if (mode === "connection" && a.mutual !== b.mutual) return a.mutual ? -1 : 1;
    return b.score - a.score || byId(a, b);
  });
  return out;
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
  const prepared = others.map(prepareProfile);
  return rankPrepared(v, prepared, mode).map((r) => ({
    id: prepared[r.index]!.id,
    score: r.score,
    excluded: r.excluded,
    connected: r.connected,
    mutual: r.mutual,
    reasons: scorePair(v, prepared[r.index]!).reasons,
  }));
}

export { buildCandidatePairs, type ScoredPair } from "./candidates";
