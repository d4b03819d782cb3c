/**
 * All candidate pairs of a scheduling mode with their scores, for a whole event at once. Same
 * result as filtering every seller x buyer pair with isCandidate and scoring it with scoreValue,
 * but categories and keywords are integer-coded and compared through stamp arrays, and only pairs
 * that share a category or carry a request are visited.
 */
import { POINTS, type PreparedProfile, prepareProfile } from "./score";
import type { MatchProfile, PackedPairs, SchedulingMode } from "./types";

/** One candidate pair with its score. */
export interface ScoredPair {
  seller: string;
  buyer: string;
  score: number;
  requested: boolean;
  /** Positions of the two in the given lists. */
  sellerIndex: number;
  buyerIndex: number;
}

function codeAll(lists: Iterable<string>[], dict: Map<string, number>): Int32Array[] {
  return lists.map((list) => {
    const out: number[] = [];
    for (const x of list) {
      let id = dict.get(x);
      if (id === undefined) {
        id = dict.size;
        dict.set(x, id);
      }
      out.push(id);
    }
    return Int32Array.from(out);
  });
}

export function buildCandidatePairs(
  sellers: readonly MatchProfile[],
  buyers: readonly MatchProfile[],
  mode: SchedulingMode,
): ScoredPair[] {
  const out: ScoredPair[] = [];
  visitCandidatePairs(sellers, buyers, mode, (s, b, score, requested, si, bi) =>
    out.push({ seller: s, buyer: b, score, requested, sellerIndex: si, buyerIndex: bi }),
  );
  return out;
}

/** The same pairs as columns of typed arrays (no object per pair: a large event has millions). */
export function buildPackedCandidatePairs(
  sellers: readonly MatchProfile[],
  buyers: readonly MatchProfile[],
  mode: SchedulingMode,
): PackedPairs {
  let size = 1 << 16;
  let seller = new Int32Array(size);
  let buyer = new Int32Array(size);
  let score = new Float64Array(size);
  let length = 0;
  visitCandidatePairs(sellers, buyers, mode, (_s, _b, sc, _r, si, bi) => {
    if (length === size) {
      size *= 2;
      const grow = <T extends Int32Array | Float64Array>(a: T, b: T): T => {
        b.set(a);
        return b;
      };
      seller = grow(seller, new Int32Array(size));
      buyer = grow(buyer, new Int32Array(size));
      score = grow(score, new Float64Array(size));
    }
    seller[length] = si;
    buyer[length] = bi;
    score[length++] = sc;
  });
  // views, not copies: a copy would hold both at once at the peak
  return {
    length,
    seller: seller.subarray(0, length),
    buyer: buyer.subarray(0, length),
    score: score.subarray(0, length),
  };
}

type PairSink = (
  seller: string,
  buyer: string,
  score: number,
  requested: boolean,
  sellerIndex: number,
  buyerIndex: number,
) => void;

function visitCandidatePairs(
  sellers: readonly MatchProfile[],
  buyers: readonly MatchProfile[],
  mode: SchedulingMode,
  emit: PairSink,
): void {
  const ps = sellers.map(prepareProfile);
  const pb = buyers.map(prepareProfile);
  const catDict = new Map<string, number>();
  const kwDict = new Map<string, number>();
  const sCats = codeAll(
    ps.map((p) => p.categories),
    catDict,
  );
  const bCats = codeAll(
    pb.map((p) => p.categories),
    catDict,
  );
  const sKws = codeAll(
    ps.map((p) => p.keywords.keys()),
    kwDict,
  );
  const bKws = codeAll(
    pb.map((p) => p.keywords.keys()),
    kwDict,
  );
  // Text terms coded too: the shared terms are counted through a stamp array, with no set lookups or arrays.
  const termDict = new Map<string, number>();
  const sTerms = codeAll(
    ps.map((p) => p.terms),
    termDict,
  );
  const bTerms = codeAll(
    pb.map((p) => p.terms),
    termDict,
  );
  const buyerIndex = new Map<string, number>();
  pb.forEach((b, i) => {
    buyerIndex.set(b.id, i);
  });
  const byCategory: number[][] = Array.from({ length: catDict.size }, () => []);
  bCats.forEach((cats, i) => {
    for (const c of cats) byCategory[c]!.push(i);
  });
  // Buyer-side marks that point at a seller: seller id -> buyer indices.
  const reverse = (pick: (b: PreparedProfile) => Set<string>) => {
    const map = new Map<string, number[]>();
    pb.forEach((b, i) => {
      for (const sid of pick(b)) {
        const list = map.get(sid);
        if (list) list.push(i);
        else map.set(sid, [i]);
      }
    });
    return map;
  };
  const requestedBy = reverse((b) => b.requests);
  const likedBy = reverse((b) => b.likes);
  const rejectedBy = reverse((b) => b.notInterested);

  const nB = pb.length;
  const seen = new Int32Array(nB).fill(-1);
  const FLAG_SR = 1; // seller requested buyer
  const FLAG_BR = 2; // buyer requested seller
  const FLAG_SL = 4;
  const FLAG_BL = 8;
  const FLAG_NO = 16;
  const flagStamp = new Int32Array(nB).fill(-1);
  const flags = new Uint8Array(nB);
  const catMark = new Int32Array(catDict.size).fill(-1);
  const kwMark = new Int32Array(kwDict.size).fill(-1);
  const termMark = new Int32Array(termDict.size).fill(-1);
  const visit: number[] = [];

  ps.forEach((s, si) => {
    visit.length = 0;
    const flag = (bi: number | undefined, f: number, isVisit: boolean) => {
      if (bi === undefined) return;
      if (flagStamp[bi] !== si) {
        flagStamp[bi] = si;
        flags[bi] = 0;
      }
      flags[bi]! |= f;
      if (isVisit) visit.push(bi);
    };
    for (const id of s.requests) flag(buyerIndex.get(id), FLAG_SR, true);
    for (const bi of requestedBy.get(s.id) ?? []) flag(bi, FLAG_BR, true);
    for (const id of s.likes) flag(buyerIndex.get(id), FLAG_SL, false);
    for (const bi of likedBy.get(s.id) ?? []) flag(bi, FLAG_BL, false);
    for (const id of s.notInterested) flag(buyerIndex.get(id), FLAG_NO, false);
    for (const bi of rejectedBy.get(s.id) ?? []) flag(bi, FLAG_NO, false);
    const cats = sCats[si]!;
    for (const c of cats) catMark[c] = si;
    for (const k of sKws[si]!) kwMark[k] = si;
    const terms = sTerms[si]!;
    for (const t of terms) termMark[t] = si;
    for (const c of cats) for (const bi of byCategory[c]!) visit.push(bi);

    for (const bi of visit) {
      if (seen[bi] === si) continue;
      seen[bi] = si;
      const f = flagStamp[bi] === si ? flags[bi]! : 0;
      if (f & FLAG_NO) continue;
      let sharedCats = 0;
      for (const c of bCats[bi]!) if (catMark[c] === si) sharedCats++;
      let sharedKws = 0;
      for (const k of bKws[bi]!) if (kwMark[k] === si) sharedKws++;
      const requested = (f & (FLAG_SR | FLAG_BR)) !== 0;
      if (!requested && (sharedCats === 0 || (mode === "tight" && sharedKws === 0))) continue;
      let score = POINTS.category * Math.min(sharedCats, POINTS.categoryMaxCount);
      score += POINTS.keyword * Math.min(sharedKws, POINTS.keywordMaxCount);
      if (f & FLAG_SR) score += POINTS.request;
      if (f & FLAG_BR) score += POINTS.request;
      if (f & FLAG_SL) score += POINTS.like;
      if (f & FLAG_BL) score += POINTS.like;
      if (f & (FLAG_SR | FLAG_SL) && f & (FLAG_BR | FLAG_BL)) score += POINTS.mutual;
      const bt = bTerms[bi]!;
      if (terms.length > 0 && bt.length > 0) {
        // textSimilarity's rule, on the coded terms.
        let shared = 0;
        for (const t of bt) if (termMark[t] === si) shared++;
        const cosine = shared / Math.sqrt(terms.length * bt.length);
        if (shared >= POINTS.textMinShared) score += Math.round(POINTS.textMax * Math.min(1, 2 * cosine));
      }
      if (score > 0) emit(s.id, pb[bi]!.id, score, requested, si, bi);
    }
  });
}
