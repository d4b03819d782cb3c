/** Builds the scheduler's result: meetings, explanations of left-out requests and statistics. */
import type { RequestedPair, ScheduledMeeting, ScheduleResult } from "../types";
import { explainUnscheduled } from "./explain";
import type { InterpreterPlan } from "./interpreters";
import { type Problem, pairKey } from "./problem";

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function countRequestedScheduled(
  p: Problem,
  requested: readonly RequestedPair[],
  scheduled: Set<number>,
): number {
  const [si, bi] = p.index as [Map<string, number>, Map<string, number>];
  const seen = new Set<number>();
  for (const r of requested) {
    const s = si.get(r.seller);
    const b = bi.get(r.buyer);
    if (s === undefined || b === undefined) continue;
    const key = pairKey(p, s, b);
    if (scheduled.has(key)) seen.add(key);
  }
  return seen.size;
}

export function buildResult(
  p: Problem,
  slotOf: Int32Array,
  requested: readonly RequestedPair[],
  selectionScore: number,
  timings: Record<string, number>,
  plan?: InterpreterPlan,
): ScheduleResult {
  const meetings: ScheduledMeeting[] = [];
  const scheduled = new Set<number>();
  const total = new Int32Array(p.n);
  const dayTotal = new Int32Array(p.hasDayCaps ? p.n * p.D : 0);
  const countDay = (s: number, b: number, c: number) => {
    if (!p.hasDayCaps) return;
    dayTotal[s * p.D + p.day[c]!]!++;
    dayTotal[b * p.D + p.day[c]!]!++;
  };
  let totalScore = 0;
  const busy = new Uint8Array(p.n * p.T);
  p.fixed.forEach((f, i) => {
    const k = plan ? plan.fixedInterpreter[i]! : -1;
    meetings.push({
      seller: p.ids[f.s]!,
      buyer: p.ids[f.b]!,
      slot: f.slot,
      score: f.score,
      fixed: true,
      ...(k >= 0 ? { interpreter: plan!.ids[k]! } : {}),
    });
    scheduled.add(pairKey(p, f.s, f.b));
    total[f.s]!++;
    total[f.b]!++;
    countDay(f.s, f.b, f.slot);
    totalScore += f.score;
  });
  for (let e = 0; e < p.m; e++) {
    const c = slotOf[e]!;
    if (c < 0) continue;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    const k = plan ? plan.interpreterOf[e]! : -1;
    meetings.push({
      seller: p.ids[s]!,
      buyer: p.ids[b]!,
      slot: c,
      score: p.w[e]!,
      ...(k >= 0 ? { interpreter: plan!.ids[k]! } : {}),
    });
    busy[s * p.T + c] = 1;
    busy[b * p.T + c] = 1;
    scheduled.add(pairKey(p, s, b));
    total[s]!++;
    total[b]!++;
    countDay(s, b, c);
    totalScore += p.w[e]!;
  }
  meetings.sort((x, y) => x.slot - y.slot || cmp(x.seller, y.seller) || cmp(x.buyer, y.buyer));
  for (const f of p.fixed) busy[f.s * p.T + f.slot] = busy[f.b * p.T + f.slot] = 1;
  const interpreterBlocked = plan
    ? (s: number, b: number) => {
        if (!plan.needsPair(s, b)) return false;
        for (let c = 0; c < p.T; c++)
          if (p.avail[s * p.T + c] && p.avail[b * p.T + c] && !busy[s * p.T + c] && !busy[b * p.T + c])
            return true;
        return false;
      }
    : undefined;
  const unscheduled = explainUnscheduled(p, requested, scheduled, total, dayTotal, interpreterBlocked);
  let without = 0;
  for (let v = 0; v < p.n; v++) if (total[v] === 0) without++;
  return {
    meetings,
    unscheduled,
    stats: {
      sellers: p.nS,
      buyers: p.nB,
      slots: p.T,
      candidatePairs: p.m,
      meetings: meetings.length,
      fixedMeetings: p.fixed.length,
      totalScore,
      requestedPairs: new Set(requested.map((x) => `${x.seller}\u0000${x.buyer}`)).size,
      requestedScheduled: requested.length === 0 ? 0 : countRequestedScheduled(p, requested, scheduled),
      participantsWithoutMeeting: without,
      timings,
      selectionScore,
    },
  };
}
