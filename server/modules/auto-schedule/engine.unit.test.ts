import { describe, expect, it } from "vitest";
import { generateSlotBinding } from "../../../bench/matching/slot-binding";
import type { Instance } from "../../../shared/matching";
import { EngineStopped, runEngine, startEngine } from "./engine";

const instance: Instance = {
  slots: 2,
  sellers: [
    { id: "s1", categories: ["tea"] },
    { id: "s2", categories: ["tea"] },
  ],
  buyers: [{ id: "b1", categories: ["tea"], maxMeetings: 2 }],
};

describe("the engine's thread", () => {
  it("schedules an instance sent after the thread has started, with its checker's verdict and timings", async () => {
    const thread = startEngine();
    await new Promise((r) => setTimeout(r, 50));
    const out = await thread.run(instance);
    expect(out.result.meetings.map((m) => `${m.seller}/${m.buyer}`).sort()).toEqual(["s1/b1", "s2/b1"]);
    expect(Object.keys(out.result.stats.timings)).toEqual(
      expect.arrayContaining(["boot", "scoring", "select"]),
    );
    const verdict = await out.verdict;
    expect(verdict.violations).toBe(0);
    expect(verdict.checkMs).toBeGreaterThanOrEqual(0);
    await expect(thread.run(instance)).rejects.toThrow("already used");
  });

  it("re-solves blocks of three slots with HiGHS when slots bind, and the checker finds nothing", {
    timeout: 120_000,
  }, async () => {
    const binding = generateSlotBinding({ perSide: 30, slots: 8, seed: 2 });
    const out = await runEngine(binding);
    const { timings } = out.result.stats;
    expect(timings.blockLps).toBeGreaterThan(0);
    expect(timings.blockGain).toBeGreaterThanOrEqual(0);
    expect((await out.verdict).violations).toBe(0);
  });

  it("stops: an aborted signal rejects with EngineStopped, and a thread that gets no instance can be cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runEngine(instance, { signal: controller.signal })).rejects.toBeInstanceOf(EngineStopped);
    const thread = startEngine();
    thread.cancel();
    await expect(thread.run(instance)).rejects.toThrow(/exited|terminated/);
  });

  it("a stop after the schedule was handed over settles its verdict (stopped, or checked when the check won)", async () => {
    const controller = new AbortController();
    const out = await runEngine(instance, { signal: controller.signal });
    controller.abort();
    // Either the check ended first (a verdict) or the stop did (EngineStopped): never a hang, never unhandled.
    const settled = await out.verdict.then(
      (v) => v.violations,
      (err: unknown) => err,
    );
    expect(settled === 0 || settled instanceof EngineStopped).toBe(true);
  });
});
