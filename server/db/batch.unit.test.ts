import { describe, expect, it } from "vitest";
import { batched, coalesced, perHandle } from "./batch";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batched", () => {
  it("loads the keys asked in one turn with one call, and answers each caller its own value", async () => {
    const calls: number[][] = [];
    const load = batched<number, string>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`]));
    });
    const answers = await Promise.all([load(1), load(2), load(1), load(3)]);
    expect(answers).toEqual(["v1", "v2", "v1", undefined]);
    expect(calls).toEqual([[1, 2, 3]]);
    await load(4);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it("splits a large turn into statements of at most maxBatch keys, and passes a failure to its callers", async () => {
    const sizes: number[] = [];
    const load = batched<number, number>(async (keys) => {
      sizes.push(keys.length);
      if (keys.includes(4)) throw new Error("boom");
      return new Map(keys.map((k) => [k, k]));
    }, 3);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(load));
    expect(sizes).toEqual([3, 2]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
    ]);
  });
});

describe("coalesced", () => {
  it("shares one run between identical calls of a turn, and starts a new run for a later call", async () => {
    let runs = 0;
    const count = coalesced(async (key: string) => `${key}${++runs}`);
    expect(await Promise.all([count("a"), count("a"), count("b")])).toEqual(["a1", "a1", "b2"]);
    const late = count("a");
    await nextTurn();
    expect(await late).toBe("a3");
  });

  it("never lets a call join a run that started before the call", async () => {
    const releases: (() => void)[] = [];
    let runs = 0;
    const slow = coalesced(async () => {
      const id = ++runs;
      await new Promise<void>((resolve) => releases.push(resolve));
      return id;
    });
    const first = slow("k");
    await nextTurn();
    expect(runs).toBe(1);
    const second = slow("k");
    await nextTurn();
    expect(runs).toBe(2);
    for (const release of releases) release();
    expect([await first, await second]).toEqual([1, 2]);
  });
});

describe("perHandle", () => {
  it("builds once per handle", () => {
    let builds = 0;
    const of = perHandle((_: object) => ++builds);
    const a = {};
    expect([of(a), of(a), of({})]).toEqual([1, 1, 2]);
  });
});
