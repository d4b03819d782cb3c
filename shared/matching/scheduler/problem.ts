/**
 * Turns a SchedulerInput (string ids) into dense typed arrays. Vertices: sellers 0..nS-1, buyers
 * nS..nS+nB-1. Slots taken by fixed meetings are removed from the availability, and the fixed
 * meetings are removed from the capacities, so that the optimisation only sees what is left.
 */
import type { SchedulerInput } from "../types";

export class InvalidScheduleInputError extends Error {
  override name = "InvalidScheduleInputError";
}

export interface FixedPlaced {
  s: number;
  b: number;
  slot: number;
  score: number;
}

export interface Problem {
  T: number;
  nS: number;
  nB: number;
  n: number;
  ids: string[];
  /** avail[v*T + c] = 1 when v may meet in slot c (available and not taken by a fixed meeting). */
  avail: Uint8Array;
  /** Cap on non-fixed meetings (uncapped = number of free slots). */
  cap: Int32Array;
  /** The participant's own cap (null = uncapped) and availability before fixed meetings. */
  maxMeetings: (number | null)[];
  baseAvail: Uint8Array;
  fixedCount: Int32Array;
  fixed: FixedPlaced[];
  /** Candidate edges (fixed pairs and pairs without a common free slot removed). */
  m: number;
  es: Int32Array;
  eb: Int32Array;
  w: Float64Array;
  start: Int32Array;
  adj: Int32Array;
  /** pairKey(s, b) -> score of every positive input pair, kept or not. */
  pairScore: Map<number, number>;
  index: Map<string, number>[];
}

/** Numeric key of a pair of vertices (seller s, buyer b) given the number of sellers/buyers. */
export const pairKey = (p: { nS: number; nB: number }, s: number, b: number): number => s * p.nB + (b - p.nS);

export function buildProblem(input: SchedulerInput): Problem {
  const T = input.slots;
  if (!Number.isInteger(T) || T < 0) throw new InvalidScheduleInputError(`invalid slot count: ${T}`);
  const nS = input.sellers.length;
  const nB = input.buyers.length;
  const n = nS + nB;
  const ids: string[] = [];
  const sellerIndex = new Map<string, number>();
  const buyerIndex = new Map<string, number>();
  const maxMeetings: (number | null)[] = [];
  const baseAvail = new Uint8Array(n * T).fill(1);
  const addSide = (list: SchedulerInput["sellers"], index: Map<string, number>, offset: number) => {
    list.forEach((p, i) => {
      if (index.has(p.id)) throw new InvalidScheduleInputError(`duplicate participant id: ${p.id}`);
      index.set(p.id, offset + i);
      ids.push(p.id);
      const cap = p.maxMeetings;
      if (cap !== null && cap !== undefined && (!Number.isInteger(cap) || cap < 0)) {
        throw new InvalidScheduleInputError(`invalid maxMeetings for ${p.id}: ${cap}`);
      }
      maxMeetings.push(cap ?? null);
      for (const c of p.unavailable ?? []) {
        if (Number.isInteger(c) && c >= 0 && c < T) baseAvail[(offset + i) * T + c] = 0;
      }
    });
  };
  addSide(input.sellers, sellerIndex, 0);
  addSide(input.buyers, buyerIndex, nS);
  const vertexOf = (map: Map<string, number>, id: string, what: string) => {
    const v = map.get(id);
    if (v === undefined) throw new InvalidScheduleInputError(`unknown ${what} id: ${id}`);
    return v;
  };

  const avail = baseAvail.slice();
  const fixedCount = new Int32Array(n);
  const fixed: FixedPlaced[] = [];
  const fixedPairs = new Set<number>();
  const pairScore = new Map<number, number>();
  const dims = { nS, nB };
  for (const p of input.pairs) {
    const s = vertexOf(sellerIndex, p.seller, "seller");
    const b = vertexOf(buyerIndex, p.buyer, "buyer");
    if (!(p.score > 0) || !Number.isFinite(p.score)) continue;
    const key = pairKey(dims, s, b);
    pairScore.set(key, Math.max(p.score, pairScore.get(key) ?? 0));
  }
  const taken = new Map<number, string>();
  for (const f of input.fixed ?? []) {
    const s = vertexOf(sellerIndex, f.seller, "seller");
    const b = vertexOf(buyerIndex, f.buyer, "buyer");
    if (!Number.isInteger(f.slot) || f.slot < 0 || f.slot >= T) {
      throw new InvalidScheduleInputError(`fixed meeting ${f.seller}/${f.buyer} in invalid slot ${f.slot}`);
    }
    const key = pairKey(dims, s, b);
    if (fixedPairs.has(key)) throw new InvalidScheduleInputError(`pair fixed twice: ${f.seller}/${f.buyer}`);
    for (const v of [s, b]) {
      const prev = taken.get(v * T + f.slot);
      if (prev !== undefined) {
        throw new InvalidScheduleInputError(`${ids[v]} has two fixed meetings in slot ${f.slot} (${prev})`);
      }
      taken.set(v * T + f.slot, `${f.seller}/${f.buyer}`);
      avail[v * T + f.slot] = 0;
      fixedCount[v]!++;
    }
    fixedPairs.add(key);
    fixed.push({ s, b, slot: f.slot, score: pairScore.get(key) ?? 0 });
  }

  const freeCount = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    let c = 0;
    for (let k = 0; k < T; k++) c += avail[v * T + k]!;
    freeCount[v] = c;
  }
  const cap = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const own = maxMeetings[v];
    const left = own === null || own === undefined ? freeCount[v]! : Math.max(0, own - fixedCount[v]!);
    cap[v] = Math.min(left, freeCount[v]!);
  }

  const es: number[] = [];
  const eb: number[] = [];
  const w: number[] = [];
  for (const [key, score] of pairScore) {
    if (fixedPairs.has(key)) continue;
    const s = Math.floor(key / nB);
    const b = nS + (key % nB);
    if (cap[s] === 0 || cap[b] === 0) continue;
    let common = false;
    for (let k = 0; k < T && !common; k++) common = avail[s * T + k] === 1 && avail[b * T + k] === 1;
    if (!common) continue;
    es.push(s);
    eb.push(b);
    w.push(score);
  }
  const m = es.length;
  const start = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    start[es[e]! + 1]!++;
    start[eb[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const adj = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    adj[fill[es[e]!]!++] = e;
    adj[fill[eb[e]!]!++] = e;
  }
  return {
    T,
    nS,
    nB,
    n,
    ids,
    avail,
    cap,
    maxMeetings,
    baseAvail,
    fixedCount,
    fixed,
    m,
    es: Int32Array.from(es),
    eb: Int32Array.from(eb),
    w: Float64Array.from(w),
    start,
    adj,
    pairScore,
    index: [sellerIndex, buyerIndex],
  };
}

/**
 * Integer weights for the flow solver: the scores themselves when they are integers up to 100,000,
 * otherwise scaled to 1..1000 (the optimisation after selection uses the exact scores).
 */
export function integerWeights(w: Float64Array): Int32Array {
  let max = 0;
  let integral = true;
  for (const x of w) {
    if (x > max) max = x;
    if (!Number.isInteger(x)) integral = false;
  }
  if (integral && max <= 100_000) return Int32Array.from(w);
  const scale = 1000 / max;
  return Int32Array.from(w, (x) => Math.max(1, Math.round(x * scale)));
}
