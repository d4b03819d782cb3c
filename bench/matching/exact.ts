/**
 * The exact optimum of the time-indexed model, for the benchmark and the tests only (never the product's path):
 * one binary x[pair, slot] for every candidate pair and every slot both sides have free, with
 *   sum over slots of x[pair, ·] <= 1                    (a pair meets once)
 *   sum over v's pairs of x[·, slot] <= 1                (one meeting per participant and slot)
 *   sum over v's pairs and slots <= cap(v) - fixed(v)    (caps; uncapped = free slots)
 *   the same per day with maxPerDay                       (per-day caps, fixed meetings counted)
 * and the fixed meetings kept (their slots taken, their scores added). Solved by HiGHS (WebAssembly) to
 * optimality, or until the time limit, when the reported bound is HiGHS's dual bound. Built from the input
 * alone: it shares no code with the engine.
 */
import loadHighs from "highs";
import type { SchedulerInput } from "../../shared/matching/types";
import { bestPairScores } from "./pair-scores";

export interface ExactResult {
  /** Best schedule's score found by the solver (the optimum when `optimal`). */
  value: number;
  /** Upper bound of every schedule (equal to `value` when `optimal`). */
  bound: number;
  optimal: boolean;
  columns: number;
  rows: number;
  ms: number;
}

/** The time-indexed model as a sparse 0/1 program (maximise colCost·x + offset, A x <= rowUpper, x binary). */
export interface ExactModel {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: number[];
  rowUpper: number[];
  /** CSC: the rows of column j are indices[starts[j]..starts[j + 1]), every coefficient 1. */
  starts: Int32Array;
  indices: Int32Array;
  /** The meeting of each column. */
  colMeeting: { seller: string; buyer: string; slot: number }[];
}

export function exactModel(input: SchedulerInput): ExactModel {
  const T = input.slots;
  const people = [...input.sellers, ...input.buyers];
  const nS = input.sellers.length;
  const n = people.length;
  const si = new Map(input.sellers.map((p, i) => [p.id, i]));
  const bi = new Map(input.buyers.map((p, i) => [p.id, nS + i]));
  const free = people.map((p) => {
    const row = new Uint8Array(T).fill(1);
    for (const c of p.unavailable ?? []) if (c >= 0 && c < T) row[c] = 0;
    return row;
  });
  const dayOf = (c: number) => input.slotDays?.[c] ?? 0;
  const days = [...new Set(Array.from({ length: T }, (_, c) => dayOf(c)))];
  const dayIdx = new Map(days.map((d, i) => [d, i]));
  const D = days.length;
  const score = bestPairScores(input, si, bi);
  const fixedCount = new Int32Array(n);
  const fixedDay = new Int32Array(n * D);
  let offset = 0;
  const fixedKeys = new Set<string>();
  for (const f of input.fixed ?? []) {
    const s = si.get(f.seller)!;
    const b = bi.get(f.buyer)!;
    for (const v of [s, b]) {
      free[v]![f.slot] = 0;
      fixedCount[v]!++;
      fixedDay[v * D + dayIdx.get(dayOf(f.slot))!]!++;
    }
    const key = `${f.seller}\u0000${f.buyer}`;
    fixedKeys.add(key);
    offset += score.get(key) ?? 0;
  }
  const cap = people.map((p, v) => {
    let f = 0;
    for (const x of free[v]!) f += x;
    return p.maxMeetings === null || p.maxMeetings === undefined
      ? f
      : Math.max(0, Math.min(f, p.maxMeetings - fixedCount[v]!));
  });
  // rows: pairs (one per pair with a column), then participant-slot, then caps, then participant-day
  const rowUpper: number[] = [];
  const pairRow = () => {
    rowUpper.push(1);
    return rowUpper.length - 1;
  };
  const slotRow0 = () => rowUpper.length;
  const colRows: number[][] = [];
  const colCost: number[] = [];
  const colMeeting: ExactModel["colMeeting"] = [];
  const pairCols: { s: number; b: number; rows: number[]; w: number; slots: number[] }[] = [];
  for (const [key, w] of score) {
    if (fixedKeys.has(key)) continue;
    const [sid, bid] = key.split("\u0000") as [string, string];
    const s = si.get(sid)!;
    const b = bi.get(bid)!;
    if (cap[s] === 0 || cap[b] === 0) continue;
    const slots: number[] = [];
    for (let c = 0; c < T; c++) if (free[s]![c] && free[b]![c]) slots.push(c);
    if (slots.length > 0) pairCols.push({ s, b, rows: [], w, slots });
  }
  for (const pc of pairCols) pc.rows.push(pairRow());
  const base = slotRow0();
  for (let i = 0; i < n * T; i++) rowUpper.push(1);
  const capBase = rowUpper.length;
  for (let v = 0; v < n; v++) rowUpper.push(cap[v]!);
  const dayBase = rowUpper.length;
  const perDay = people.map((p) => p.maxPerDay ?? null);
  const hasDay = perDay.some((x) => x !== null);
  if (hasDay) {
    for (let v = 0; v < n; v++)
      for (let d = 0; d < D; d++) rowUpper.push(Math.max(0, (perDay[v] ?? T) - fixedDay[v * D + d]!));
  }
  for (const pc of pairCols) {
    for (const c of pc.slots) {
      const rows = [pc.rows[0]!, base + pc.s * T + c, base + pc.b * T + c, capBase + pc.s, capBase + pc.b];
      if (hasDay) {
        const d = dayIdx.get(dayOf(c))!;
        rows.push(dayBase + pc.s * D + d, dayBase + pc.b * D + d);
      }
      colRows.push(rows.sort((x, y) => x - y));
      colCost.push(pc.w);
      colMeeting.push({ seller: input.sellers[pc.s]!.id, buyer: input.buyers[pc.b - nS]!.id, slot: c });
    }
  }
  const numCols = colCost.length;
  const numRows = rowUpper.length;
  const starts = new Int32Array(numCols + 1);
  for (let j = 0; j < numCols; j++) starts[j + 1] = starts[j]! + colRows[j]!.length;
  const indices = Int32Array.from(colRows.flat());
  return { numCols, numRows, offset, colCost, rowUpper, starts, indices, colMeeting };
}

/** A model with nothing left to choose (every pair fixed or without a common slot): the fixed meetings are the
 * optimum. Undefined when there is a column to decide. */
export function settledResult(m: ExactModel): ExactResult | undefined {
  if (m.numCols > 0) return undefined;
  return { value: m.offset, bound: m.offset, optimal: true, columns: 0, rows: m.numRows, ms: 0 };
}

export async function exactOptimum(input: SchedulerInput, timeLimitS = 300): Promise<ExactResult> {
  const t0 = performance.now();
  const program = exactModel(input);
  const settled = settledResult(program);
  if (settled) return settled;
  const { numCols, numRows, offset, colCost, rowUpper, starts, indices } = program;
  const highs = await loadHighs();
  const model = highs.createModel({
    numCols,
    numRows,
    sense: highs.constants.objectiveSense.maximize,
    offset,
    colCost: Float64Array.from(colCost),
    colLower: new Float64Array(numCols),
    colUpper: new Float64Array(numCols).fill(1),
    rowLower: new Float64Array(numRows).fill(-highs.infinity),
    rowUpper: Float64Array.from(rowUpper),
    matrix: {
      format: "csc",
      numRows,
      numCols,
      starts,
      indices,
      values: new Float64Array(indices.length).fill(1),
    },
    integrality: new Int32Array(numCols).fill(highs.constants.variableType.integer),
  });
  try {
    model.options.set({ output_flag: false, time_limit: timeLimitS, mip_rel_gap: 0, mip_abs_gap: 0.5 });
    model.run();
    const status = model.getModelStatus();
    const value = model.getObjectiveValue();
    const dual = Number(model.info.get("mip_dual_bound"));
    const optimal = status === highs.constants.modelStatus.optimal;
    return {
      value: Math.round(value * 1000) / 1000,
      bound: optimal ? Math.round(value * 1000) / 1000 : Math.floor(dual + 1e-6),
      optimal,
      columns: numCols,
      rows: numRows,
      ms: Math.round(performance.now() - t0),
    };
  } finally {
    model.dispose();
  }
}
