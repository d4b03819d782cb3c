import { describe, expect, it } from "vitest";
import { solveBMatching } from "./bmatching";
import { solveCostScaling } from "./costscale";
import { rng } from "./testkit";

function brute(nL: number, cap: number[], edges: [number, number, number][]): number {
  let best = 0;
  const used = cap.map(() => 0);
  const go = (i: number, acc: number) => {
    if (i === edges.length) {
      best = Math.max(best, acc);
      return;
    }
    const [l, r, w] = edges[i]!;
    go(i + 1, acc);
    if (used[l]! < cap[l]! && used[nL + r]! < cap[nL + r]!) {
      used[l]!++;
      used[nL + r]!++;
      go(i + 1, acc + w);
      used[l]!--;
      used[nL + r]!--;
    }
  };
  go(0, 0);
  return best;
}

describe.each([
  ["successive shortest paths", solveBMatching],
  ["cost scaling", solveCostScaling],
])("%s", (_name, solve) => {
  it("finds the exact maximum-weight b-matching (brute force on 300 random graphs)", () => {
    const r = rng(42);
    for (let t = 0; t < 300; t++) {
      const nL = 1 + Math.floor(r() * 4);
      const nR = 1 + Math.floor(r() * 4);
      const cap = Array.from({ length: nL + nR }, () => Math.floor(r() * 3));
      const edges: [number, number, number][] = [];
      for (let a = 0; a < nL; a++)
        for (let b = 0; b < nR; b++) if (r() < 0.7) edges.push([a, b, 1 + Math.floor(r() * 9)]);
      const res = solve({
        nLeft: nL,
        nRight: nR,
        cap: Int32Array.from(cap),
        left: Int32Array.from(edges.map((e) => e[0])),
        right: Int32Array.from(edges.map((e) => e[1])),
        weight: Int32Array.from(edges.map((e) => e[2])),
      });
      expect(res.total).toBe(brute(nL, cap, edges));
      // The chosen edges respect the caps and add up to the total.
      const deg = cap.map(() => 0);
      let sum = 0;
      edges.forEach(([a, b, w], e) => {
        if (res.chosen[e]) {
          deg[a]!++;
          deg[nL + b]!++;
          sum += w;
        }
      });
      expect(sum).toBe(res.total);
      deg.forEach((d, v) => {
        expect(d).toBeLessThanOrEqual(cap[v]!);
      });
    }
  });
});
