import { describe, expect, it } from "vitest";
import type { SchedulerInput } from "../types";
import { solveBMatching } from "./bmatching";
import { buildProblem, integerWeights } from "./problem";
import { selectionCore, selectPairs } from "./select";
import { rng } from "./testkit";

/** Dense random instance: every participant has many more candidates than its cap, several unconstrained. */
function denseInput(seed: number, per: number): SchedulerInput {
  const r = rng(seed);
  const slots = 12;
  const person = (id: string) => ({
    id,
    unavailable: Array.from({ length: slots }, (_, c) => c).filter(() => r() < 0.2),
    maxMeetings: r() < 0.3 ? null : 1 + Math.floor(r() * 4),
  });
  const sellers = Array.from({ length: per }, (_, i) => person(`S${i}`));
  const buyers = Array.from({ length: per }, (_, i) => person(`B${i}`));
  const pairs = [];
  for (const s of sellers)
    for (const b of buyers)
      if (r() < 0.6) pairs.push({ seller: s.id, buyer: b.id, score: 1 + Math.floor(r() * 20) });
  return { slots, sellers, buyers, pairs, fixed: [] };
}

function run(
  gen: Generator<number, ReturnType<typeof selectPairs> extends Generator<number, infer R> ? R : never>,
) {
  for (;;) {
    const x = gen.next();
    if (x.done) return x.value;
  }
}

describe("selection on a sparse core grown by pricing", () => {
  it("reaches the exact b-matching optimum within the precision per pair, from a small core", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const p = buildProblem(denseInput(seed, 40));
      const w = integerWeights(p.w);
      const exact = solveBMatching({
        nLeft: p.nS,
        nRight: p.nB,
        cap: p.cap,
        left: p.es,
        right: p.eb.map((b) => b - p.nS),
        weight: w,
      }).total;
      // factor 0.25: the core keeps a quarter of each cap plus a few pairs, so pricing has to add pairs
      const sel = run(selectPairs(p, { precision: 1 / 16, factor: 0.25 }));
      let total = 0;
      const used = new Int32Array(p.n);
      for (let e = 0; e < p.m; e++) {
        if (!sel.chosen[e]) continue;
        total += w[e]!;
        used[p.es[e]!]!++;
        used[p.eb[e]!]!++;
      }
      for (let v = 0; v < p.n; v++) expect(used[v]).toBeLessThanOrEqual(p.cap[v]!);
      expect(sel.solves).toBeGreaterThan(1);
      expect(sel.corePairs).toBeLessThan(p.m);
      // eps-optimal with eps = 1/16 per pair: the loss is below (matched pairs) / 16, here under one point
      expect(total).toBeGreaterThanOrEqual(exact - Math.ceil(p.n / 16));
      expect(total).toBeLessThanOrEqual(exact);
    }
  });

  it("keeps every pair of a participant with few candidates and the best of the others", () => {
    const p = buildProblem(denseInput(3, 30));
    const w = integerWeights(p.w);
    const keep = selectionCore(p, w, 1);
    for (let v = 0; v < p.n; v++) {
      const list = Array.from(p.adj.subarray(p.start[v]!, p.start[v + 1]!));
      const k = Math.ceil(p.cap[v]!) + 8;
      const kept = list.filter((e) => keep[e]);
      expect(kept.length).toBeGreaterThanOrEqual(Math.min(k, list.length));
      // every pair left out scores below v's k-th best (ties at the cut are kept)
      const kth = list.map((e) => w[e]!).sort((x, y) => y - x)[k - 1] ?? 0;
      for (const e of list) if (!keep[e]) expect(w[e]!).toBeLessThan(kth);
    }
  });
});
