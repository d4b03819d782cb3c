import { describe, expect, it } from "vitest";
import { bruteForceOptimum, randomInstance } from "../../shared/matching/scheduler/testkit";
import { exactOptimum } from "./exact";
import { exactByCbc, hasCbc, readCbcAnswer, toLpFormat } from "./exact-cbc";

describe("the exact optimum of the time-indexed model (benchmark only)", () => {
  it("writes the model as a CPLEX LP file: maximise, one row per constraint, binaries", () => {
    const lp = toLpFormat({
      numCols: 2,
      numRows: 2,
      offset: 0,
      colCost: [3, 5],
      rowUpper: [1, 2],
      starts: Int32Array.from([0, 1, 3]),
      indices: Int32Array.from([0, 0, 1]),
      colMeeting: [],
    });
    expect(lp).toBe(
      ["Maximize", " obj:", "  3 x0", "  + 5 x1", "Subject To", " r0: x0 + x1 <= 1", " r1: x1 <= 2"]
        .concat(["Binary", " x0", " x1", "End", ""])
        .join("\n"),
    );
  });

  it("reads CBC's answer: the score from the solution file, the bound from the log when stopped by time", () => {
    const stopped = readCbcAnswer(
      "Cbc0010I After 0 nodes, 1 on tree, -8772 best solution, best possible -8790 (35.76 seconds)\n" +
        "Cbc0010I After 100 nodes, 59 on tree, -8772 best solution, best possible -8781 (56.06 seconds)\n" +
        "Result - Stopped on time limit\n",
      "Stopped on time - objective value 8772.00000000\n      7 x7  1  10\n",
      26,
    );
    expect(stopped).toEqual({ value: 8798, bound: 8807, optimal: false });
    const optimal = readCbcAnswer(
      "Result - Optimal solution found\n",
      "Optimal - objective value 8778.00000000\n",
      26,
    );
    expect(optimal).toEqual({ value: 8804, bound: 8804, optimal: true });
    // stopped from outside in the root: the log's best schedule and the relaxation's value
    const killed = readCbcAnswer(
      "Continuous objective value is 23722 - 3.06 seconds\n" +
        "Cbc0012I Integer solution of -23436 found by feasibility pump after 0 iterations and 0 nodes (45 seconds)\n" +
        "Cbc0012I Integer solution of -23552 found by feasibility pump after 0 iterations and 0 nodes (61.97 seconds)\n",
      "",
      56,
    );
    expect(killed).toEqual({ value: 23608, bound: 23778, optimal: false });
  });

  it("CBC and HiGHS both find the brute-force optimum of small random instances", {
    timeout: 120_000,
  }, async () => {
    if (!hasCbc())
      throw new Error(
        "`cbc` is not installed: apt-get install coinor-cbc (Debian's COIN-OR CBC) to run this test",
      );
    for (let seed = 1; seed <= 24; seed++) {
      const inst = randomInstance(seed, {
        sellers: 2 + (seed % 4),
        buyers: 2 + ((seed >> 2) % 4),
        slots: 2 + (seed % 3),
      });
      const opt = bruteForceOptimum(inst);
      const cbc = exactByCbc(inst, 30);
      expect(cbc.optimal).toBe(true);
      expect(cbc.value).toBeCloseTo(opt, 6);
      const highs = await exactOptimum(inst, 30);
      expect(highs.value).toBeCloseTo(opt, 6);
    }
  });
});
