/** Helpers for the scheduler tests: seeded random instances and an exhaustive optimum. */
import type { SchedulerInput } from "../types";

export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

export function randomInstance(
  seed: number,
  opts: { sellers: number; buyers: number; slots: number },
): SchedulerInput {
  const r = rng(seed);
  const mk = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}${i}`,
      unavailable: Array.from({ length: opts.slots }, (_, c) => c).filter(() => r() < 0.25),
      maxMeetings: r() < 0.3 ? null : 1 + Math.floor(r() * opts.slots),
    }));
  const sellers = mk("s", opts.sellers);
  const buyers = mk("b", opts.buyers);
  const pairs = [];
  for (const s of sellers)
    for (const b of buyers)
      if (r() < 0.75) pairs.push({ seller: s.id, buyer: b.id, score: 1 + Math.floor(r() * 20) });
  const fixed = [];
  if (r() < 0.4 && pairs.length > 0) {
    const pr = pairs[Math.floor(r() * pairs.length)]!;
    fixed.push({ seller: pr.seller, buyer: pr.buyer, slot: Math.floor(r() * opts.slots) });
  }
  return { slots: opts.slots, sellers, buyers, pairs, fixed };
}

/** Exact optimum by exhaustive search with a simple bound (tiny instances only). */
export function bruteForceOptimum(input: SchedulerInput): number {
  const T = input.slots;
  const all = [...input.sellers, ...input.buyers];
  const idx = new Map(all.map((p, i) => [p.id, i]));
  const nS = input.sellers.length;
  const busy = all.map((p) => {
    const row = new Array<boolean>(T).fill(false);
    for (const c of p.unavailable ?? []) row[c] = true;
    return row;
  });
  const left = all.map((p) => p.maxMeetings ?? T);
  const dayOf = (c: number) => input.slotDays?.[c] ?? 0;
  const dayLeft = all.map(() => new Map<number, number>());
  const dayRoom = (v: number, c: number) => (dayLeft[v]!.get(dayOf(c)) ?? all[v]!.maxPerDay ?? T) > 0;
  const takeDay = (v: number, c: number, delta: number) =>
    dayLeft[v]!.set(dayOf(c), (dayLeft[v]!.get(dayOf(c)) ?? all[v]!.maxPerDay ?? T) + delta);
  let base = 0;
  const fixedKeys = new Set<string>();
  for (const f of input.fixed ?? []) {
    const s = idx.get(f.seller)!;
    const b = idx.get(f.buyer)!;
    busy[s]![f.slot] = true;
    busy[b]![f.slot] = true;
    left[s]!--;
    left[b]!--;
    takeDay(s, f.slot, -1);
    takeDay(b, f.slot, -1);
    fixedKeys.add(`${f.seller}|${f.buyer}`);
    base += input.pairs.find((p) => p.seller === f.seller && p.buyer === f.buyer)?.score ?? 0;
  }
  const edges = input.pairs
    .filter((p) => p.score > 0 && !fixedKeys.has(`${p.seller}|${p.buyer}`))
    .map((p) => ({ s: idx.get(p.seller)!, b: idx.get(p.buyer)!, w: p.score }))
    .filter((e) => e.s < nS && e.b >= nS)
    .sort((x, y) => y.w - x.w);
  const suffix = new Array<number>(edges.length + 1).fill(0);
  for (let i = edges.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + edges[i]!.w;
  let best = 0;
  const go = (i: number, acc: number) => {
    if (acc > best) best = acc;
    if (i === edges.length || acc + suffix[i]! <= best) return;
    const e = edges[i]!;
    if (left[e.s]! > 0 && left[e.b]! > 0) {
      for (let c = 0; c < T; c++) {
        if (busy[e.s]![c] || busy[e.b]![c] || !dayRoom(e.s, c) || !dayRoom(e.b, c)) continue;
        busy[e.s]![c] = busy[e.b]![c] = true;
        left[e.s]!--;
        left[e.b]!--;
        takeDay(e.s, c, -1);
        takeDay(e.b, c, -1);
        go(i + 1, acc + e.w);
        busy[e.s]![c] = busy[e.b]![c] = false;
        left[e.s]!++;
        left[e.b]!++;
        takeDay(e.s, c, 1);
        takeDay(e.b, c, 1);
      }
    }
    go(i + 1, acc);
  };
  go(0, 0);
  return base + best;
}
