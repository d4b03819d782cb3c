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
  /** pairKey(s, b) -> score, for the fixed and requested pairs that are positive input pairs. */
  pairScore: Map<number, number>;
  index: Map<string, number>[];
  /** Per-day caps: day[c] in 0..D-1; dayCap[v] (a huge number when uncapped); dayBase[v*D + d] = fixed meetings. */
  hasDayCaps: boolean;
  D: number;
  day: Int32Array;
  dayCap: Int32Array;
  dayBase: Int32Array;
  /** On-site capacity (`placesPerSlot` given): pooled[e] = 1 when edge e takes a pooled place. */
  hasPlaces: boolean;
  pooled: Uint8Array;
  /** sits[v] = 1 when v sits at a pooled place (on site, no fixed place of its own). */
  sits: Uint8Array;
  /** Pooled places per slot left after the fixed meetings (0 when those fill or exceed them). */
  placesLeft: Int32Array;
  /** Fixed meetings taking a pooled place, per slot; the input's places per slot (empty without). */
  fixedPooled: Int32Array;
  places: Int32Array;
}

/** The cap used when a participant has no per-day cap. */
export const NO_DAY_CAP = 1 << 30;

/** Numeric key of a pair of vertices (seller s, buyer b) given the number of sellers/buyers. */
export const pairKey = (p: { nS: number; nB: number }, s: number, b: number): number => s * p.nB + (b - p.nS);

/** Runs `buildProblemSteps` to completion. */
export function buildProblem(input: SchedulerInput): Problem {
  const it = buildProblemSteps(input);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/** Generator form: yields between stages so that a caller can let the event loop run. */
export function* buildProblemSteps(input: SchedulerInput): Generator<void, Problem> {
  const T = input.slots;
  if (!Number.isInteger(T) || T < 0) throw new InvalidScheduleInputError(`invalid slot count: ${T}`);
  const places = slotPlaces(input.placesPerSlot, T);
  const nS = input.sellers.length;
  const nB = input.buyers.length;
  const n = nS + nB;
  const ids: string[] = [];
  const sellerIndex = new Map<string, number>();
  const buyerIndex = new Map<string, number>();
  const maxMeetings: (number | null)[] = [];
  const maxPerDay: (number | null)[] = [];
  const baseAvail = new Uint8Array(n * T).fill(1);
  /** 1 when the participant would sit at a pooled place (on site, no fixed place of its own). */
  const pooledVertex = new Uint8Array(n);
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
      const perDay = p.maxPerDay;
      if (perDay !== null && perDay !== undefined && (!Number.isInteger(perDay) || perDay < 0)) {
        throw new InvalidScheduleInputError(`invalid maxPerDay for ${p.id}: ${perDay}`);
      }
      maxPerDay.push(perDay ?? null);
      for (const flag of ["online", "fixedPlace"] as const) {
        if (p[flag] !== undefined && typeof p[flag] !== "boolean")
          throw new InvalidScheduleInputError(`invalid ${flag} for ${p.id}: must be true or false`);
      }
      pooledVertex[offset + i] = p.online || p.fixedPlace ? 0 : 1;
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
  const dims = { nS, nB };
  // Candidate pairs as typed arrays, grouped by seller (counting sort), duplicates merged (max).
  const packed = input.packedPairs;
  const m0 = input.pairs.length + (packed?.length ?? 0);
  const ps = new Int32Array(m0);
  const pb = new Int32Array(m0);
  const pw = new Float64Array(m0);
  let k0 = 0;
  if (packed) {
    for (let i = 0; i < packed.length; i++) {
      const s = packed.seller[i]!;
      const b = packed.buyer[i]!;
      const score = packed.score[i]!;
      if (!(s >= 0 && s < nS && b >= 0 && b < nB)) {
        throw new InvalidScheduleInputError(`packed pair ${i} out of range: ${s}/${b}`);
      }
      if (!(score > 0) || !Number.isFinite(score)) continue;
      ps[k0] = s;
      pb[k0] = nS + b;
      pw[k0++] = score;
    }
  }
  for (const pr of input.pairs) {
    const hs = pr.sellerIndex;
    const hb = pr.buyerIndex;
    const s =
      hs !== undefined && input.sellers[hs]?.id === pr.seller
        ? hs
        : vertexOf(sellerIndex, pr.seller, "seller");
    const b =
      hb !== undefined && input.buyers[hb]?.id === pr.buyer
        ? nS + hb
        : vertexOf(buyerIndex, pr.buyer, "buyer");
    if (!(pr.score > 0) || !Number.isFinite(pr.score)) continue;
    ps[k0] = s;
    pb[k0] = b;
    pw[k0++] = pr.score;
  }
  yield;
  const bucket = new Int32Array(nS + 1);
  for (let i = 0; i < k0; i++) bucket[ps[i]! + 1]!++;
  for (let s = 0; s < nS; s++) bucket[s + 1]! += bucket[s]!;
  const order = new Int32Array(k0);
  const fillPos = bucket.slice(0, nS);
  for (let i = 0; i < k0; i++) order[fillPos[ps[i]!]!++] = i;
  const us = new Int32Array(k0);
  const ub = new Int32Array(k0);
  const uw = new Float64Array(k0);
  let nu = 0;
  const stamp = new Int32Array(nB).fill(-1);
  const posOf = new Int32Array(nB);
  for (let s = 0; s < nS; s++) {
    for (let j = bucket[s]!; j < bucket[s + 1]!; j++) {
      const i = order[j]!;
      const bi = pb[i]! - nS;
      if (stamp[bi] === s) {
        const at = posOf[bi]!;
        if (pw[i]! > uw[at]!) uw[at] = pw[i]!;
        continue;
      }
      stamp[bi] = s;
      posOf[bi] = nu;
      us[nu] = s;
      ub[nu] = pb[i]!;
      uw[nu++] = pw[i]!;
    }
  }
  yield;
  // Scores are looked up later only for fixed and requested pairs: keep just those.
  const wanted = new Set<number>();
  const keyOf = (list: SchedulerInput["requested"] | SchedulerInput["fixed"]) => {
    for (const r of list ?? []) {
      const s = sellerIndex.get(r.seller);
      const b = buyerIndex.get(r.buyer);
      if (s !== undefined && b !== undefined) wanted.add(pairKey(dims, s, b));
    }
  };
  keyOf(input.requested);
  keyOf(input.fixed);
  const pairScore = new Map<number, number>();
  for (let u = 0; u < nu && wanted.size > 0; u++) {
    const key = pairKey(dims, us[u]!, ub[u]!);
    if (wanted.has(key)) pairScore.set(key, uw[u]!);
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
  const days = dayIndex(input.slotDays, T);
  const D = days.D;
  const dayCap = Int32Array.from(maxPerDay, (c) => c ?? NO_DAY_CAP);
  const hasDayCaps = maxPerDay.some((c) => c !== null);
  const dayBase = new Int32Array(hasDayCaps ? n * D : 0);
  if (hasDayCaps) for (const f of fixed) for (const v of [f.s, f.b]) dayBase[v * D + days.day[f.slot]!]!++;
  const cap = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const own = maxMeetings[v];
    const left = own === null || own === undefined ? freeCount[v]! : Math.max(0, own - fixedCount[v]!);
    cap[v] = Math.min(left, freeCount[v]!);
    if (hasDayCaps && dayCap[v]! < NO_DAY_CAP) {
      // A day gives at most its free slots and what is left of the day's cap.
      const perDay = new Int32Array(D);
      for (let k = 0; k < T; k++) perDay[days.day[k]!]! += avail[v * T + k]!;
      let sum = 0;
      for (let d = 0; d < D; d++) sum += Math.min(perDay[d]!, Math.max(0, dayCap[v]! - dayBase[v * D + d]!));
      cap[v] = Math.min(cap[v]!, sum);
    }
  }

  yield;
  // Availability as 32-slot bit words, to test "a common free slot" with a few ANDs.
  const words = Math.ceil(T / 32);
  const mask = new Int32Array(n * words);
  for (let v = 0; v < n; v++) {
    for (let k = 0; k < T; k++) if (avail[v * T + k]) mask[v * words + (k >> 5)]! |= 1 << (k & 31);
  }
  const keep = new Uint8Array(nu);
  let m = 0;
  for (let u = 0; u < nu; u++) {
    const s = us[u]!;
    const b = ub[u]!;
    if (cap[s] === 0 || cap[b] === 0) continue;
    if (fixedPairs.size > 0 && fixedPairs.has(pairKey(dims, s, b))) continue;
    let common = 0;
    for (let k = 0; k < words && common === 0; k++) common = mask[s * words + k]! & mask[b * words + k]!;
    if (common === 0) continue;
    keep[u] = 1;
    m++;
  }
  const es = new Int32Array(m);
  const eb = new Int32Array(m);
  const w = new Float64Array(m);
  for (let u = 0, e = 0; u < nu; u++) {
    if (!keep[u]) continue;
    es[e] = us[u]!;
    eb[e] = ub[u]!;
    w[e++] = uw[u]!;
  }
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
  const hasPlaces = places !== undefined;
  const pooled = new Uint8Array(hasPlaces ? m : 0);
  if (hasPlaces) for (let e = 0; e < m; e++) pooled[e] = pooledVertex[es[e]!]! & pooledVertex[eb[e]!]!;
  const fixedPooled = new Int32Array(T);
  for (const f of fixed) if (pooledVertex[f.s] && pooledVertex[f.b]) fixedPooled[f.slot]!++;
  const placesLeft = new Int32Array(T);
  for (let c = 0; c < T; c++) placesLeft[c] = places ? Math.max(0, places[c]! - fixedPooled[c]!) : NO_DAY_CAP;
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
    es,
    eb,
    w,
    start,
    adj,
    pairScore,
    index: [sellerIndex, buyerIndex],
    hasDayCaps,
    D,
    day: days.day,
    dayCap,
    dayBase,
    hasPlaces,
    pooled,
    sits: pooledVertex,
    placesLeft,
    fixedPooled,
    places: Int32Array.from(places ?? []),
  };
}

/** The checked `placesPerSlot` (undefined when absent: unlimited). */
function slotPlaces(places: readonly number[] | undefined, T: number): readonly number[] | undefined {
  if (places === undefined) return undefined;
  if (!Array.isArray(places) || places.length !== T) {
    const got = Array.isArray(places) ? `${places.length} entries` : "no array";
    throw new InvalidScheduleInputError(
      `placesPerSlot must hold one number per slot (${T} slots, got ${got})`,
    );
  }
  places.forEach((x, c) => {
    if (!Number.isInteger(x) || x < 0)
      throw new InvalidScheduleInputError(`placesPerSlot[${c}] must be a non-negative integer (got ${x})`);
  });
  return places;
}

/** Slot days renumbered 0..D-1 (all slots one day when none are given). */
function dayIndex(slotDays: readonly number[] | undefined, T: number): { day: Int32Array; D: number } {
  if (!slotDays) return { day: new Int32Array(T), D: 1 };
  if (slotDays.length !== T) {
    throw new InvalidScheduleInputError(`slotDays has ${slotDays.length} entries for ${T} slots`);
  }
  const ids = new Map<number, number>();
  const day = new Int32Array(T);
  slotDays.forEach((d, k) => {
    if (!Number.isInteger(d)) throw new InvalidScheduleInputError(`invalid day of slot ${k}: ${d}`);
    let id = ids.get(d);
    if (id === undefined) {
      id = ids.size;
      ids.set(d, id);
    }
    day[k] = id;
  });
  return { day, D: Math.max(1, ids.size) };
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
