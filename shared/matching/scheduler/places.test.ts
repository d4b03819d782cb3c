import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSchedule } from "../feasibility";
import { loadHighsBlockSolver } from "../highs-solver";
import { instanceToSchedulerInput, parseInstance } from "../instance";
import type { BlockSolver, ScheduledMeeting, SchedulerInput } from "../types";
import { scheduleSync } from "./index";
import { placesUpperBound } from "./places";
import { buildProblem, InvalidScheduleInputError } from "./problem";
import { randomInstance, rng } from "./testkit";

let highs: BlockSolver;
beforeAll(async () => {
  highs = await loadHighsBlockSolver();
});

/** Meetings per slot that take a pooled place (both sides on site, neither with a fixed place). */
function pooledPerSlot(input: SchedulerInput, meetings: readonly ScheduledMeeting[]): number[] {
  const sits = (p: { online?: boolean; fixedPlace?: boolean }) => !p.online && !p.fixedPlace;
  const s = new Set(input.sellers.filter(sits).map((p) => p.id));
  const b = new Set(input.buyers.filter(sits).map((p) => p.id));
  const out = new Array<number>(input.slots).fill(0);
  for (const m of meetings) if (s.has(m.seller) && b.has(m.buyer)) out[m.slot]!++;
  return out;
}

/** A random instance with online and fixed-place participants and a few places per slot. */
function withPlaces(seed: number, size: { sellers: number; buyers: number; slots: number }): SchedulerInput {
  const r = rng(seed * 31 + 5);
  const input = randomInstance(seed, size);
  for (const p of [...input.sellers, ...input.buyers]) {
    const x = r();
    if (x < 0.15) p.online = true;
    else if (x < 0.3) p.fixedPlace = true;
  }
  input.placesPerSlot = Array.from({ length: size.slots }, () => Math.floor(r() * 3));
  return input;
}

/** Exhaustive optimum with places (tiny instances only). */
function bruteForce(input: SchedulerInput): number {
  const T = input.slots;
  const all = [...input.sellers, ...input.buyers];
  const idx = new Map(all.map((p, i) => [p.id, i]));
  const sits = all.map((p) => !p.online && !p.fixedPlace);
  const busy = all.map((p) => Array.from({ length: T }, (_, c) => p.unavailable?.includes(c) ?? false));
  const left = all.map((p) => p.maxMeetings ?? T);
  const room = [...(input.placesPerSlot ?? new Array<number>(T).fill(1e9))];
  let base = 0;
  const fixedKeys = new Set<string>();
  for (const f of input.fixed ?? []) {
    const s = idx.get(f.seller)!;
    const b = idx.get(f.buyer)!;
    busy[s]![f.slot] = busy[b]![f.slot] = true;
    left[s]!--;
    left[b]!--;
    if (sits[s] && sits[b]) room[f.slot]!--;
    fixedKeys.add(`${f.seller}|${f.buyer}`);
    base += input.pairs.find((p) => p.seller === f.seller && p.buyer === f.buyer)?.score ?? 0;
  }
  const edges = input.pairs
    .filter((p) => p.score > 0 && !fixedKeys.has(`${p.seller}|${p.buyer}`))
    .map((p) => ({ s: idx.get(p.seller)!, b: idx.get(p.buyer)!, w: p.score }));
  let best = 0;
  const go = (i: number, acc: number) => {
    if (acc > best) best = acc;
    if (i === edges.length) return;
    const e = edges[i]!;
    const pooled = sits[e.s] && sits[e.b];
    if (left[e.s]! > 0 && left[e.b]! > 0) {
      for (let c = 0; c < T; c++) {
        if (busy[e.s]![c] || busy[e.b]![c] || (pooled && room[c]! <= 0)) continue;
        busy[e.s]![c] = busy[e.b]![c] = true;
        left[e.s]!--;
        left[e.b]!--;
        if (pooled) room[c]!--;
        go(i + 1, acc + e.w);
        busy[e.s]![c] = busy[e.b]![c] = false;
        left[e.s]!++;
        left[e.b]!++;
        if (pooled) room[c]!++;
      }
    }
    go(i + 1, acc);
  };
  go(0, 0);
  return base + best;
}

const P = (id: string, extra: Partial<SchedulerInput["sellers"][number]> = {}) => ({ id, ...extra });

describe("places per slot as a capacity", () => {
  it("never plans more pooled meetings in a slot than its places, on random instances (property)", {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        (seed, sellers, buyers, slots, blocks) => {
          const input = withPlaces(seed, { sellers, buyers, slots });
          const res = scheduleSync(input, { seed, ...(blocks ? { blockSolver: highs } : {}) });
          expect(checkSchedule(input, res.meetings).violations).toEqual([]);
          const fixedPooled = pooledPerSlot(
            input,
            res.meetings.filter((m) => m.fixed),
          );
          pooledPerSlot(input, res.meetings).forEach((n, c) => {
            expect(n).toBeLessThanOrEqual(Math.max(input.placesPerSlot![c]!, fixedPooled[c]!));
          });
          expect(res.stats.places?.pooled).toBe(
            pooledPerSlot(input, res.meetings).reduce((a, b) => a + b, 0),
          );
        },
      ),
      { numRuns: 150, seed: 29 },
    );
  });

  it("stays close to the exhaustive optimum with places on tiny instances, under the engine's bound", {
    timeout: 60_000,
  }, () => {
    let sum = 0;
    let opt = 0;
    let exact = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const input = withPlaces(seed, {
        sellers: 2 + (seed % 3),
        buyers: 2 + ((seed >> 2) % 3),
        slots: 2 + (seed % 2),
      });
      const res = scheduleSync(input, { seed });
      expect(checkSchedule(input, res.meetings).violations).toEqual([]);
      const best = bruteForce(input);
      expect(res.stats.totalScore).toBeLessThanOrEqual(best + 1e-9);
      // the engine's cheap bound under the places is a bound
      const p = buildProblem(input);
      const fixedScore = p.fixed.reduce((a, f) => a + f.score, 0);
      expect(placesUpperBound(p) + fixedScore).toBeGreaterThanOrEqual(best - 1e-9);
      if (Math.abs(res.stats.totalScore - best) < 1e-9) exact++;
      sum += res.stats.totalScore;
      opt += best;
    }
    expect(exact).toBeGreaterThanOrEqual(110);
    expect(sum / opt).toBeGreaterThan(0.98);
  });

  it("gives the same schedule as without places when the places cannot bind", { timeout: 60_000 }, () => {
    for (let seed = 1; seed <= 30; seed++) {
      const input = randomInstance(seed, { sellers: 6, buyers: 6, slots: 4 });
      const plain = scheduleSync(input, { seed });
      const roomy = scheduleSync({ ...input, placesPerSlot: [6, 6, 6, 6] }, { seed });
      expect(roomy.meetings).toEqual(plain.meetings);
      expect(roomy.stats.places).toMatchObject({ capacity: 24, pooled: plain.meetings.length });
    }
  });

  it("does not count online participants nor participants at their own place", () => {
    const input: SchedulerInput = {
      slots: 2,
      sellers: [P("booth", { fixedPlace: true }), P("remote", { online: true })],
      buyers: [P("b0"), P("b1", { online: true })],
      pairs: [
        { seller: "booth", buyer: "b0", score: 5 },
        { seller: "booth", buyer: "b1", score: 4 },
        { seller: "remote", buyer: "b0", score: 3 },
        { seller: "remote", buyer: "b1", score: 2 },
      ],
      placesPerSlot: [0, 0],
    };
    const res = scheduleSync(input);
    expect(res.meetings).toHaveLength(4);
    expect(res.stats.places).toEqual({ capacity: 0, pooled: 0, fixedPooled: 0, fullSlots: 2 });
    expect(checkSchedule(input, res.meetings).ok).toBe(true);
  });

  it("counts the fixed meetings that take a pooled place, and keeps them when they alone fill the slot", () => {
    const sellers = [P("s0"), P("s1"), P("s2")];
    const buyers = [P("b0"), P("b1"), P("b2")];
    const pairs = sellers.flatMap((s, i) =>
      buyers.map((b, j) => ({ seller: s.id, buyer: b.id, score: 10 - i - j })),
    );
    const input: SchedulerInput = {
      slots: 2,
      sellers,
      buyers,
      pairs,
      fixed: [
        { seller: "s2", buyer: "b2", slot: 0 },
        { seller: "s1", buyer: "b2", slot: 1 },
      ],
      placesPerSlot: [1, 2],
    };
    const res = scheduleSync(input);
    const perSlot = pooledPerSlot(input, res.meetings);
    expect(perSlot).toEqual([1, 2]); // slot 0: the fixed meeting alone; slot 1: the fixed one and one more
    expect(res.meetings.filter((m) => m.slot === 0)).toEqual([
      expect.objectContaining({ seller: "s2", buyer: "b2", fixed: true }),
    ]);
    expect(res.stats.places).toMatchObject({ capacity: 3, pooled: 3, fixedPooled: 2, fullSlots: 2 });
    // fixed meetings over the places are kept (agreed), and the checker does not blame them
    const over = { ...input, placesPerSlot: [0, 0] };
    const kept = scheduleSync(over);
    expect(kept.meetings).toHaveLength(2);
    expect(checkSchedule(over, kept.meetings).ok).toBe(true);
  });

  it("plans no pooled meeting in a slot with no places, and the best ones where tables are fewer than pairs", () => {
    const sellers = Array.from({ length: 5 }, (_, i) => P(`s${i}`));
    const buyers = Array.from({ length: 5 }, (_, i) => P(`b${i}`));
    const pairs = sellers.map((s, i) => ({ seller: s.id, buyer: buyers[i]!.id, score: 10 + i }));
    const input: SchedulerInput = { slots: 2, sellers, buyers, pairs, placesPerSlot: [0, 2] };
    const res = scheduleSync(input);
    expect(res.meetings.map((m) => [m.seller, m.slot])).toEqual([
      ["s3", 1],
      ["s4", 1],
    ]);
    expect(res.stats.places).toMatchObject({ capacity: 2, pooled: 2, fullSlots: 2 });
    expect(checkSchedule(input, res.meetings).ok).toBe(true);
  });

  it("rejects malformed places with a clear message", () => {
    const base: SchedulerInput = { slots: 2, sellers: [P("s")], buyers: [P("b")], pairs: [] };
    const fails = (extra: Partial<SchedulerInput>, message: RegExp) =>
      expect(() => scheduleSync({ ...base, ...extra })).toThrow(
        expect.objectContaining({
          name: InvalidScheduleInputError.name,
          message: expect.stringMatching(message),
        }),
      );
    fails({ placesPerSlot: [1] }, /placesPerSlot must hold one number per slot \(2 slots, got 1 entries\)/);
    fails({ placesPerSlot: [1, -1] }, /placesPerSlot\[1\] must be a non-negative integer/);
    fails({ placesPerSlot: [1.5, 1] }, /placesPerSlot\[0\] must be a non-negative integer/);
    fails({ sellers: [{ id: "s", online: "yes" as unknown as boolean }] }, /invalid online for s/);
  });

  it("the instance format carries places, online and fixed places, and rejects malformed ones", () => {
    const inst = {
      slots: 2,
      sellers: [{ id: "s", fixedPlace: true }],
      buyers: [{ id: "b", online: true }, { id: "c" }],
      weights: [["s", "b", 3] as [string, string, number]],
      placesPerSlot: [4, 0],
    };
    const input = instanceToSchedulerInput(parseInstance(inst));
    expect(input.placesPerSlot).toEqual([4, 0]);
    expect(input.sellers[0]).toMatchObject({ fixedPlace: true });
    expect(input.buyers.map((b) => b.online)).toEqual([true, undefined]);
    const bad = (extra: object, message: RegExp) =>
      expect(() => parseInstance({ ...inst, ...extra })).toThrow(message);
    bad({ placesPerSlot: [4] }, /placesPerSlot must hold one number per slot \(2 slots\)/);
    bad({ placesPerSlot: [4, -2] }, /placesPerSlot\[1\] must be a non-negative integer/);
    bad({ placesPerSlot: "40" }, /placesPerSlot must hold one number per slot/);
    bad({ buyers: [{ id: "b", online: 1 }] }, /buyers\[0\]\.online must be true or false/);
    bad({ sellers: [{ id: "s", fixedPlace: "A-01" }] }, /sellers\[0\]\.fixedPlace must be true or false/);
  });

  it("the checker reports a slot over its places", () => {
    const input: SchedulerInput = {
      slots: 1,
      sellers: [P("s0"), P("s1")],
      buyers: [P("b0"), P("b1")],
      pairs: [
        { seller: "s0", buyer: "b0", score: 1 },
        { seller: "s1", buyer: "b1", score: 1 },
      ],
      placesPerSlot: [1],
    };
    const two = [
      { seller: "s0", buyer: "b0", slot: 0 },
      { seller: "s1", buyer: "b1", slot: 0 },
    ];
    expect(checkSchedule(input, two).violations.map((v) => v.code)).toEqual(["over_places"]);
    expect(checkSchedule({ ...input, placesPerSlot: [2] }, two).ok).toBe(true);
  });
});
