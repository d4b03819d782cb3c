import { solveBMatching } from "./bmatching";
import { withinPlaces } from "./places";
import { NO_DAY_CAP, type Problem } from "./problem";
import type { SlotState } from "./slots";

/** What the two-slot re-solve reads and counts of its improver (`improve.ts`). */
export interface PairEnv {
  p: Problem;
  st: SlotState;
  /** Scratch: a vertex's index in the block (-1 when unused; left at -1). */
  local: Int32Array;
  /** slotEdge[slotStart[c] .. slotStart[c + 1]]: edges whose two sides are both available in slot c. */
  slotStart: Int32Array;
  slotEdge: Int32Array;
  /** Scratch per edge, with a fresh stamp per call. */
  pairStamp: Int32Array;
  nextStamp(): number;
  /** The improver's work units (arcs looked at) and matchings solved, added to. */
  counters: { work: number; pairNodes: number };
}

/**
 * Re-solves slots c1 and c2 together: which meetings take place in c1 or in c2, given each participant's
 * meetings in the other slots (a generalisation of the Kempe swap between two slots). Exact, as a bipartite
 * matching between copies of the participants: v gets one node per slot it is free in when its cap (and day)
 * leaves room for two meetings there, and a single node serving either slot when only for one; a pair may use
 * its two sides' nodes of c1 or of c2. The one rule a matching cannot express, a pair meeting once, binds only
 * a pair whose two sides both have two nodes: when the matching uses such a pair twice, a small branch and
 * bound (c1 only or c2 only; the matching without the rule is the bound) settles it, within `nodeLimit`
 * matchings (the best schedule found is kept when the limit stops it). Answers the gain; the schedule changes
 * only when it rises.
 */
export function resolveSlotPair(env: PairEnv, c1: number, c2: number, variant = -1, nodeLimit = 24): number {
  const { p, st } = env;
  const T = p.T;
  const local = env.local;
  const d1 = p.day[c1]!;
  const d2 = p.day[c2]!;
  // node ids per vertex and slot: sellers' nodes 0..nL-1, buyers' 0..nR-1 (solver sides)
  const node1: number[] = [];
  const node2: number[] = [];
  const verts: number[] = [];
  let nL = 0;
  let nR = 0;
  const touched: number[] = [];
  /** Local index of v (allocated on first sight; -2 when v can take no meeting in c1 or c2). */
  const see = (v: number): number => {
    if (local[v] !== -1) return local[v]!;
    touched.push(v);
    const f1 = st.busy[v * T + c1]!;
    const f2 = st.busy[v * T + c2]!;
    const own = (f1 >= 0 ? 1 : 0) + (f2 >= 0 ? 1 : 0);
    let room = p.cap[v]! - (st.count[v]! - own);
    let a1 = p.avail[v * T + c1]! === 1;
    let a2 = p.avail[v * T + c2]! === 1;
    if (p.hasDayCaps && p.dayCap[v]! < NO_DAY_CAP) {
      const cap = p.dayCap[v]!;
      if (d1 === d2) {
        room = Math.min(room, cap - (st.dayCount[v * p.D + d1]! - own));
      } else {
        if (st.dayCount[v * p.D + d1]! - (f1 >= 0 ? 1 : 0) >= cap) a1 = false;
        if (st.dayCount[v * p.D + d2]! - (f2 >= 0 ? 1 : 0) >= cap) a2 = false;
      }
    }
    if (room <= 0 || (!a1 && !a2)) {
      local[v] = -2;
      return -2;
    }
    const next = () => (v < p.nS ? nL++ : nR++);
    let n1 = -1;
    let n2 = -1;
    if (a1 && a2 && room === 1) {
      n1 = next();
      n2 = n1;
    } else {
      if (a1) n1 = next();
      if (a2) n2 = next();
    }
    local[v] = verts.length;
    verts.push(v);
    node1.push(n1);
    node2.push(n2);
    return local[v]!;
  };
  const arcL: number[] = [];
  const arcR: number[] = [];
  const arcW: number[] = [];
  const arcE: number[] = [];
  const arcC: number[] = [];
  /** twin[k]: the other slot's arc of the same pair when both sides have two nodes (else -1). */
  const twin: number[] = [];
  /** The pair's arc in slot c between its sides' nodes of c, when both have one. */
  const addArc = (e: number, c: number, ns: number, nb: number): void => {
    if (ns < 0 || nb < 0) return;
    arcL.push(ns);
    arcR.push(nb);
    arcW.push(p.w[e]!);
    arcE.push(e);
    arcC.push(c);
    twin.push(-1);
  };
  let current = 0;
  const stamp = env.pairStamp;
  const stampId = env.nextStamp();
  let looked = 0;
  for (let round = 0; round < 2; round++) {
    const c = round === 0 ? c1 : c2;
    for (let i = env.slotStart[c]!; i < env.slotStart[c + 1]!; i++) {
      looked++;
      const e = env.slotEdge[i]!;
      if (stamp[e] === stampId) continue;
      stamp[e] = stampId;
      const at = st.slotOf[e]!;
      if (at === c1 || at === c2) current += p.w[e]!;
      else if (at >= 0) continue;
      const s = p.es[e]!;
      const b = p.eb[e]!;
      const ls = local[s] !== -1 ? local[s]! : see(s);
      const lb = local[b] !== -1 ? local[b]! : see(b);
      if (ls < 0 || lb < 0) continue;
      const first = arcE.length;
      addArc(e, c1, node1[ls]!, node1[lb]!);
      addArc(e, c2, node2[ls]!, node2[lb]!);
      if (arcE.length === first + 2 && arcL[first] !== arcL[first + 1] && arcR[first] !== arcR[first + 1]) {
        if (variant >= 0) {
          // the pair keeps its slot (or, unscheduled, gets one of the two by the variant): no pair twice
          const keep = at === c1 ? 0 : at === c2 ? 1 : (Math.imul(e ^ variant, 0x9e3779b1) >>> 16) & 1;
          const drop = first + 1 - keep;
          arcW[drop] = 0;
        } else {
          twin[first] = first + 1;
          twin[first + 1] = first;
        }
      }
    }
  }
  for (const v of touched) local[v] = -1;
  const m = arcE.length;
  env.counters.work += looked + 4 * m;
  if (m === 0) return 0;
  let exact = true;
  let top = 0;
  for (const w of arcW) {
    if (!Number.isInteger(w) || w > 100_000) exact = false;
    if (w > top) top = w;
  }
  const scale = exact ? 1 : 1000 / top;
  const capArr = new Int32Array(nL + nR).fill(1);
  const left = Int32Array.from(arcL);
  const right = Int32Array.from(arcR);
  const weightAll = new Int32Array(m);
  for (let k = 0; k < m; k++) weightAll[k] = arcW[k]! > 0 ? Math.max(1, Math.round(arcW[k]! * scale)) : 0;
  const banned = new Uint8Array(m);
  for (let k = 0; k < m; k++) if (arcW[k] === 0) banned[k] = 1;
  let best = current;
  let bestChoice: Uint8Array | null = null;
  let nodes = 0;
  // depth first: ban one arc of a pair used twice, then the other
  const branch = (): void => {
    if (nodes >= nodeLimit) return;
    nodes++;
    const weight = weightAll.slice();
    for (let k = 0; k < m; k++) if (banned[k]) weight[k] = 0;
    const r = solveBMatching({ nLeft: nL, nRight: nR, cap: capArr, left, right, weight });
    env.counters.work += m * (r.phases + 1);
    let value = 0;
    let twice = -1;
    for (let k = 0; k < m; k++) {
      if (!r.chosen[k] || banned[k]) continue;
      value += arcW[k]!;
      const t = twin[k]!;
      if (t > k && r.chosen[t] && (twice < 0 || arcW[k]! > arcW[twice]!)) twice = k;
    }
    if (value <= best + 1e-9) return; // the bound: no better schedule below this node
    if (twice < 0) {
      best = value;
      bestChoice = r.chosen.slice();
      for (let k = 0; k < m; k++) if (banned[k]) bestChoice[k] = 0;
      return;
    }
    // a feasible schedule from this node: each pair used twice keeps one of its meetings
    let repaired = value;
    for (let k = 0; k < m; k++)
      if (r.chosen[k] && !banned[k] && twin[k]! > k && r.chosen[twin[k]!]) repaired -= arcW[k]!;
    if (repaired > best + 1e-9) {
      best = repaired;
      bestChoice = r.chosen.slice();
      for (let k = 0; k < m; k++) {
        if (banned[k] || (twin[k]! > k && r.chosen[twin[k]!])) bestChoice[k] = 0;
      }
    }
    for (const k of [twice, twin[twice]!]) {
      banned[k] = 1;
      branch();
      banned[k] = 0;
    }
  };
  branch();
  env.counters.pairNodes += nodes;
  const choice = bestChoice as Uint8Array | null;
  if (!choice) return 0;
  const before = st.total;
  const mark = st.begin();
  for (const x of verts) {
    for (const c of [c1, c2]) {
      const f = st.busy[x * T + c]!;
      if (f >= 0) st.remove(f);
    }
  }
  if (p.hasPlaces) {
    // the matching ignores the places: each slot keeps its best pooled meetings up to its room
    for (const c of [c1, c2]) {
      const picked: number[] = [];
      for (let k = 0; k < m; k++) if (choice[k] && arcC[k] === c) picked.push(k);
      const kept = new Set(withinPlaces(p, arcE, picked, p.placesLeft[c]! - st.used[c]!));
      for (const k of picked) if (!kept.has(k)) choice[k] = 0;
    }
  }
  for (let k = 0; k < m; k++) if (choice[k]) st.place(arcE[k]!, arcC[k]!);
  if (st.total <= before + 1e-9) {
    st.undo(mark);
    return 0;
  }
  st.commit(mark);
  return st.total - before;
}
