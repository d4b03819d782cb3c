/**
 * Plain greedy baseline: pairs by descending score (ties: input order), each placed in the first
 * slot both sides have free, if both are under their cap.
 */
import type { ScheduledMeeting, SchedulerInput } from "../../shared/matching/types";

export function greedySchedule(input: SchedulerInput): { meetings: ScheduledMeeting[]; totalScore: number } {
  const T = input.slots;
  const index = new Map<string, number>();
  const all = [...input.sellers, ...input.buyers];
  input.sellers.forEach((p, i) => {
    index.set(`S${p.id}`, i);
  });
  input.buyers.forEach((p, i) => {
    index.set(`B${p.id}`, input.sellers.length + i);
  });
  const busy = new Uint8Array(all.length * T);
  const count = new Int32Array(all.length);
  const cap = all.map((p) => p.maxMeetings ?? Number.POSITIVE_INFINITY);
  all.forEach((p, v) => {
    for (const c of p.unavailable ?? []) if (c >= 0 && c < T) busy[v * T + c] = 1;
  });
  const meetings: ScheduledMeeting[] = [];
  let totalScore = 0;
  const fixedKeys = new Set<string>();
  const scoreOf = new Map(input.pairs.map((p) => [`${p.seller}\u0000${p.buyer}`, p.score]));
  for (const f of input.fixed ?? []) {
    const s = index.get(`S${f.seller}`)!;
    const b = index.get(`B${f.buyer}`)!;
    busy[s * T + f.slot] = busy[b * T + f.slot] = 1;
    count[s]!++;
    count[b]!++;
    const score = scoreOf.get(`${f.seller}\u0000${f.buyer}`) ?? 0;
    meetings.push({ seller: f.seller, buyer: f.buyer, slot: f.slot, score, fixed: true });
    totalScore += score;
    fixedKeys.add(`${f.seller}\u0000${f.buyer}`);
  }
  const order = input.pairs
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.score > 0 && !fixedKeys.has(`${p.seller}\u0000${p.buyer}`))
    .sort((x, y) => y.p.score - x.p.score || x.i - y.i);
  for (const { p } of order) {
    const s = index.get(`S${p.seller}`)!;
    const b = index.get(`B${p.buyer}`)!;
    if (count[s]! >= cap[s]! || count[b]! >= cap[b]!) continue;
    for (let c = 0; c < T; c++) {
      if (busy[s * T + c] || busy[b * T + c]) continue;
      busy[s * T + c] = busy[b * T + c] = 1;
      count[s]!++;
      count[b]!++;
      meetings.push({ seller: p.seller, buyer: p.buyer, slot: c, score: p.score });
      totalScore += p.score;
      break;
    }
  }
  return { meetings, totalScore };
}
