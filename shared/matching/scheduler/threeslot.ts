/**
 * Exact re-solves of three slots together (issue 22), by a MIP solver the caller provides (`BlockSolver`, for
 * example HiGHS): which meetings take place in c1, c2 or c3, everything outside the three slots fixed. The
 * two-slot re-solve (`twoslot.ts`) is a matching; three slots are not (a pair may meet in any of three slots and
 * only once, a participant's room may be less than its free slots there), but the block's 0/1 program is small
 * (60 x 60 with 12 slots: 1,200-2,800 columns) and its LP relaxation is nearly always integral at a local
 * optimum: measured at 60 x 60 from the search's end, 425 of 440 blocks had an LP bound under the schedule + 1.
 * So every block's LP is solved first (about 10 ms there) and the MIP only when the LP says a gain is possible.
 *
 * The block's program, from the schedule (x[e, c] for a pair e not met outside the block and a slot c of the
 * block that both sides have free):
 *   sum over c of x[e, c] <= 1                          (a pair meets once)
 *   sum over v's pairs of x[·, c] <= 1                  (one meeting per participant and slot)
 *   sum over v's pairs and the block's slots <= room(v) (cap minus v's meetings outside the block)
 *   the same per day for a participant with a day cap
 *   sum over pooled pairs of x[·, c] <= places of c     (on-site capacity, with `placesPerSlot`)
 * Rows that cannot bind (fewer than two columns, a room as large as the slots v has columns in) are left out.
 */
import type { BlockProgram, BlockSolver } from "../types";
import { NO_DAY_CAP } from "./problem";
import type { PairEnv } from "./twoslot";

/**
 * Work units charged per column of a block's program for an LP solve (a MIP: per column and branch node), times
 * (columns / 1,500)^(1/4) above 1,500 columns: measured per column, an LP of 9,500 columns took 1.25 times as long as
 * one of 1,500, and one of 34,000 twice as long.
 */
const WORK_PER_COLUMN = 64;
const workOf = (columns: number) => WORK_PER_COLUMN * columns * Math.max(1, (columns / 1500) ** 0.25);

interface Block {
  program: BlockProgram;
  /** The edge and slot of each column. */
  edge: Int32Array;
  slot: Int32Array;
  /** Score of the block's meetings today. */
  current: number;
  integral: boolean;
}

/** The program of the block of `slots`, or undefined when no pair can meet in it. */
function buildBlock(env: PairEnv, slots: readonly number[]): Block | undefined {
  const { p, st, local } = env;
  const T = p.T;
  const k = slots.length;
  const inBlock = new Uint8Array(T);
  for (const c of slots) inBlock[c] = 1;
  const verts: number[] = [];
  const room: number[] = [];
  /** room per day of the block's days, per local vertex (NO_DAY_CAP when uncapped). */
  const dayRoom: number[][] = [];
  const days = [...new Set(slots.map((c) => p.day[c]!))];
  const touched: number[] = [];
  const see = (v: number): number => {
    if (local[v] !== -1) return local[v]!;
    touched.push(v);
    let own = 0;
    const ownDay = days.map(() => 0);
    for (const c of slots) {
      if (st.busy[v * T + c]! >= 0) {
        own++;
        ownDay[days.indexOf(p.day[c]!)]!++;
      }
    }
    const r = p.cap[v]! - (st.count[v]! - own);
    const dr = days.map((d, i) =>
      p.hasDayCaps && p.dayCap[v]! < NO_DAY_CAP
        ? p.dayCap[v]! - (st.dayCount[v * p.D + d]! - ownDay[i]!)
        : NO_DAY_CAP,
    );
    local[v] = r > 0 ? verts.length : -2;
    if (r > 0) {
      verts.push(v);
      room.push(r);
      dayRoom.push(dr);
    }
    return local[v]!;
  };
  const colEdge: number[] = [];
  const colSlot: number[] = [];
  const colLs: number[] = [];
  const colLb: number[] = [];
  let current = 0;
  let integral = true;
  let looked = 0;
  const stamp = env.nextStamp();
  for (const c of slots) {
    looked += env.slotStart[c + 1]! - env.slotStart[c]!;
    const di = days.indexOf(p.day[c]!);
    for (let i = env.slotStart[c]!; i < env.slotStart[c + 1]!; i++) {
      const e = env.slotEdge[i]!;
      const at = st.slotOf[e]!;
      if (at === c) current += p.w[e]!;
      if (at >= 0 && !inBlock[at]) continue;
      const ls = see(p.es[e]!);
      const lb = see(p.eb[e]!);
      if (ls < 0 || lb < 0 || dayRoom[ls]![di]! <= 0 || dayRoom[lb]![di]! <= 0) continue;
      if (env.pairStamp[e] !== stamp) {
        env.pairStamp[e] = stamp;
        if (!Number.isInteger(p.w[e]!)) integral = false;
      }
      colEdge.push(e);
      colSlot.push(c);
      colLs.push(ls);
      colLb.push(lb);
    }
  }
  for (const v of touched) local[v] = -1;
  env.counters.work += looked + colEdge.length;
  if (colEdge.length === 0) return undefined;
  const nV = verts.length;
  // rows: a column's rows are (v, slot) of both sides, its pair, the caps and days that may bind
  const rowOf = new Map<string, number>();
  const rowUpper: number[] = [];
  const rowCount: number[] = [];
  const row = (key: string, upper: number): number => {
    let r = rowOf.get(key);
    if (r === undefined) {
      r = rowUpper.length;
      rowOf.set(key, r);
      rowUpper.push(upper);
      rowCount.push(0);
    }
    rowCount[r]!++;
    return r;
  };
  // the slots each local vertex has columns in (caps bind only below that)
  const slotsOf = new Int32Array(nV * k);
  for (let j = 0; j < colEdge.length; j++) {
    const si = slots.indexOf(colSlot[j]!);
    slotsOf[colLs[j]! * k + si] = 1;
    slotsOf[colLb[j]! * k + si] = 1;
  }
  const spread = (lv: number, di = -1) => {
    let n = 0;
    for (let si = 0; si < k; si++)
      if (slotsOf[lv * k + si] && (di < 0 || p.day[slots[si]!] === days[di])) n++;
    return n;
  };
  const colRows: number[][] = [];
  for (let j = 0; j < colEdge.length; j++) {
    const e = colEdge[j]!;
    const c = colSlot[j]!;
    const di = days.indexOf(p.day[c]!);
    const rows = [row(`e${e}`, 1)];
    // the slot's pooled places (every meeting of the block's slots is a column, so the room is the slot's places)
    if (p.hasPlaces && p.pooled[e]) rows.push(row(`p${c}`, p.placesLeft[c]!));
    for (const lv of [colLs[j]!, colLb[j]!]) {
      rows.push(row(`v${lv}:${c}`, 1));
      if (room[lv]! < spread(lv)) rows.push(row(`r${lv}`, room[lv]!));
      if (dayRoom[lv]![di]! < spread(lv, di)) rows.push(row(`d${lv}:${di}`, dayRoom[lv]![di]!));
    }
    colRows.push(rows);
  }
  // drop rows with a single column and an upper bound of at least 1 (x <= 1 already)
  const keep = new Int32Array(rowUpper.length).fill(-1);
  let numRows = 0;
  for (let r = 0; r < rowUpper.length; r++) if (rowCount[r]! > 1 || rowUpper[r]! < 1) keep[r] = numRows++;
  const starts = new Int32Array(colEdge.length + 1);
  const indices: number[] = [];
  for (let j = 0; j < colEdge.length; j++) {
    for (const r of colRows[j]!) if (keep[r]! >= 0) indices.push(keep[r]!);
    starts[j + 1] = indices.length;
  }
  const upper = new Float64Array(numRows);
  for (let r = 0; r < rowUpper.length; r++) if (keep[r]! >= 0) upper[keep[r]!] = rowUpper[r]!;
  return {
    program: {
      numCols: colEdge.length,
      numRows,
      colCost: Float64Array.from(colEdge, (e) => p.w[e]!),
      rowUpper: upper,
      starts,
      indices: Int32Array.from(indices),
    },
    edge: Int32Array.from(colEdge),
    slot: Int32Array.from(colSlot),
    current,
    integral,
  };
}

/** The program on the columns `keep` only (every row kept). */
function restrict(program: BlockProgram, keep: readonly number[]): BlockProgram {
  const starts = new Int32Array(keep.length + 1);
  const indices: number[] = [];
  keep.forEach((j, i) => {
    for (let k = program.starts[j]!; k < program.starts[j + 1]!; k++) indices.push(program.indices[k]!);
    starts[i + 1] = indices.length;
  });
  return {
    numCols: keep.length,
    numRows: program.numRows,
    colCost: Float64Array.from(keep, (j) => program.colCost[j]!),
    rowUpper: program.rowUpper,
    starts,
    indices: Int32Array.from(indices),
  };
}

/** The LP's x as a 0/1 choice when every value is within 1e-6 of 0 or 1. */
function integralSolution(x: Float64Array | undefined): Uint8Array | undefined {
  if (!x) return undefined;
  const chosen = new Uint8Array(x.length);
  for (let j = 0; j < x.length; j++) {
    const v = x[j]!;
    if (v > 1e-6 && v < 1 - 1e-6) return undefined;
    chosen[j] = v > 0.5 ? 1 : 0;
  }
  return chosen;
}

/** Whether the chosen columns form a schedule of the block (checked before anything changes). */
function feasible(b: Block, chosen: Uint8Array): boolean {
  const { program } = b;
  const used = new Int32Array(program.numRows);
  for (let j = 0; j < program.numCols; j++) {
    if (!chosen[j]) continue;
    for (let i = program.starts[j]!; i < program.starts[j + 1]!; i++) {
      const r = program.indices[i]!;
      if (++used[r]! > program.rowUpper[r]!) return false;
    }
  }
  return true;
}

/** Counts of the three-slot re-solves (for the schedule's stats). */
export interface BlockStats {
  lps: number;
  mips: number;
  gain: number;
}

export interface BlockOptions {
  /** Branch nodes of a MIP. */
  maxNodes: number;
  /**
   * When the MIP restricted to the LP's support gains nothing, the MIP of the whole block too (exact; the tests use
   * it, the engine does not: at 150 x 150 a whole block's MIP takes 0.6 s).
   */
  whole?: boolean;
  stats?: BlockStats;
}

/** The MIP's 0/1 choice on `program` restricted to the columns `keep`, as a choice on all of them. */
function solveOn(
  env: PairEnv,
  solver: BlockSolver,
  program: BlockProgram,
  keep: readonly number[] | undefined,
  o: BlockOptions,
): Uint8Array | undefined {
  const sub = keep ? restrict(program, keep) : program;
  const mip = solver.solve(sub, o.maxNodes);
  if (o.stats) o.stats.mips++;
  env.counters.work += workOf(sub.numCols) * (1 + (mip?.nodes ?? 0));
  if (!mip || !keep) return mip?.chosen;
  const chosen = new Uint8Array(program.numCols);
  keep.forEach((j, i) => {
    chosen[j] = mip.chosen[i]!;
  });
  return chosen;
}

/** The score of a choice, or -Infinity when it breaks a row of the block's program. */
function scoreOf(env: PairEnv, b: Block, chosen: Uint8Array | undefined): number {
  if (!chosen || !feasible(b, chosen)) return Number.NEGATIVE_INFINITY;
  let value = 0;
  for (let j = 0; j < b.program.numCols; j++) if (chosen[j]) value += env.p.w[b.edge[j]!]!;
  return value;
}

/**
 * Re-solves the block of `slots` with the solver: its LP first; when the LP leaves room for a gain, its solution
 * if 0/1, else the MIP restricted to the LP's support and today's meetings (it contains the schedule, so it is never
 * worse, and has a few hundred columns where the block has thousands). Answers the gain; the schedule changes only
 * when it rises, and only to a choice checked against every row of the block.
 */
export function resolveSlotBlock(
  env: PairEnv,
  solver: BlockSolver,
  slots: readonly number[],
  o: BlockOptions,
): number {
  const b = buildBlock(env, slots);
  if (!b) return 0;
  const { program } = b;
  const need = b.integral ? b.current + 1 - 1e-6 : b.current + 1e-6;
  env.counters.work += workOf(program.numCols);
  if (o.stats) o.stats.lps++;
  const lp = solver.relax(program);
  if (lp.bound < need) return 0;
  let chosen = integralSolution(lp.x);
  if (!chosen && lp.x) {
    const x = lp.x;
    const keep: number[] = [];
    for (let j = 0; j < program.numCols; j++)
      if (x[j]! > 1e-6 || env.st.slotOf[b.edge[j]!] === b.slot[j]) keep.push(j);
    chosen = solveOn(env, solver, program, keep, o);
  }
  if (o.whole && scoreOf(env, b, chosen) < need) chosen = solveOn(env, solver, program, undefined, o);
  const next = scoreOf(env, b, chosen);
  if (!chosen || next < need) return 0;
  const { st } = env;
  for (const c of slots)
    for (let i = env.slotStart[c]!; i < env.slotStart[c + 1]!; i++) {
      const e = env.slotEdge[i]!;
      if (st.slotOf[e] === c) st.remove(e);
    }
  for (let j = 0; j < program.numCols; j++) if (chosen[j]) st.place(b.edge[j]!, b.slot[j]!);
  if (o.stats) o.stats.gain += next - b.current;
  return next - b.current;
}

/** What the descent needs of its improver (`improve.ts`). */
export interface BlockImprover {
  readonly p: { T: number };
  work: number;
  /** Pairs whose two sides are both available in slot c (a block's columns are at most the sum over its slots). */
  slotPairs(c: number): number;
  resolveSlotBlock(solver: BlockSolver, slots: readonly number[], o: BlockOptions): number;
}

/** Branch nodes a block's MIP may use (the measured blocks needed one; the limit keeps a rare hard one short). */
export const BLOCK_MAX_NODES = 200;
/**
 * Blocks with more pairs available than this are not re-solved: their LP alone would take a second or more (300 x
 * 300 with 16 slots: 38,000 per block, an LP of 0.35 s; a 2,000 x 2,000 event that binds would have millions).
 */
export const MAX_BLOCK_PAIRS = 60_000;
/**
 * Descent over every triple of slots, in a seeded order per round, until a round gains nothing or the work
 * reaches `end`. The schedule only rises.
 */
export function* blockDescent(
  im: BlockImprover,
  solver: BlockSolver,
  end: number,
  rnd: () => number,
  stats?: BlockStats,
): Generator<void> {
  const { T } = im.p;
  const triples: number[][] = [];
  const small = (...t: number[]) => t.reduce((sum, c) => sum + im.slotPairs(c), 0) <= MAX_BLOCK_PAIRS;
  for (let a = 0; a < T; a++)
    for (let b = a + 1; b < T; b++)
      for (let c = b + 1; c < T; c++) if (small(a, b, c)) triples.push([a, b, c]);
  if (triples.length === 0) return;
  for (;;) {
    shuffle(triples, rnd);
    let gain = 0;
    for (const t of triples) {
      if (im.work >= end) return;
      gain += im.resolveSlotBlock(solver, t, { maxNodes: BLOCK_MAX_NODES, ...(stats ? { stats } : {}) });
      yield;
    }
    if (gain <= 1e-9) return;
  }
}

function shuffle<T>(xs: T[], rnd: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}
