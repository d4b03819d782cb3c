import { describe, expect, it } from "vitest";
import { DEFAULT_CPU_SETTING, effectAllowed, FrameWatch, frameBudgetMs, parseCpuSetting } from "./cpu";

describe("the CPU setting", () => {
  it("is parsed as an integer percentage, 40 by default", () => {
    expect(parseCpuSetting(undefined)).toBe(DEFAULT_CPU_SETTING);
    expect(parseCpuSetting("abc")).toBe(40);
    expect(parseCpuSetting("25")).toBe(25);
    expect(parseCpuSetting("25.9")).toBe(25);
    expect(parseCpuSetting(60.7)).toBe(60);
    expect(parseCpuSetting(0)).toBe(40);
    expect(parseCpuSetting(250)).toBe(100);
  });

  it("is the share of a frame's time the effect may take", () => {
    expect(frameBudgetMs(40, 24)).toBeCloseTo(16.67, 1);
    expect(frameBudgetMs(100, 25)).toBe(40);
  });

  it("offers the effect when the probe's median after the warm-up fits the budget", () => {
    const warmUp = [400, 120, 90];
    expect(effectAllowed([...warmUp, 10, 12, 11, 30, 9, 12, 14, 11, 10], 40, 24)).toBe(true);
    expect(effectAllowed([...warmUp, 22, 25, 21, 19, 24, 26, 23, 22, 20], 40, 24)).toBe(false);
    // a device twice as slow passes with a generous setting
    expect(effectAllowed([...warmUp, 22, 25, 21, 19, 24, 26, 23, 22, 20], 80, 24)).toBe(true);
    expect(effectAllowed(warmUp, 40, 24)).toBe(false);
  });

  it("drops a running effect only when the device stays behind, not on a short stall", () => {
    const watch = new FrameWatch(16, 10);
    const fast = Array.from({ length: 13 }, () => 8);
    expect(fast.map((ms) => watch.record(ms)).some(Boolean)).toBe(false);
    expect([200, 200, 200].map((ms) => watch.record(ms)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 6 }, () => watch.record(30)).at(-1)).toBe(true);
  });

  it("drops within seconds on a device far behind, where a full window would take 20 s", () => {
    const watch = new FrameWatch(16.7);
    // the first frames warm up (a cold start may be slow on any device)
    expect([900, 800, 800].map((ms) => watch.record(ms)).some(Boolean)).toBe(false);
    const slow = Array.from({ length: 5 }, () => watch.record(800));
    expect(slow).toEqual([false, false, false, false, true]);
    // a cold start that then keeps up is never dropped
    const warm = new FrameWatch(16.7);
    const frames = [1500, 900, 700, ...Array.from({ length: 40 }, () => 10)];
    expect(frames.some((ms) => warm.record(ms))).toBe(false);
  });
});
