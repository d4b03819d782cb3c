import { describe, expect, it } from "vitest";
import { FRESH_MS, MAX_STALE_MS, memo } from "./outcome-report.memo";

describe("the report's memo", () => {
  it("loads once for callers at the same time, answers fresh rows as they are", async () => {
    let now = 0;
    let loads = 0;
    const m = memo(
      async (key) => `${key}#${++loads}`,
      () => now,
    );
    expect(await Promise.all([m.get("a"), m.get("a"), m.get("a")])).toEqual(["a#1", "a#1", "a#1"]);
    now = FRESH_MS - 1;
    expect(await m.get("a")).toBe("a#1");
    expect(await m.get("b")).toBe("b#2");
  });

  it("answers stale rows while reloading, and waits when they are too old", async () => {
    let now = 0;
    let loads = 0;
    const m = memo(
      async () => ++loads,
      () => now,
    );
    await m.get("a");
    now = FRESH_MS + 1;
    expect(await m.get("a")).toBe(1); // stale answered, reload started
    await new Promise((resolve) => setImmediate(resolve));
    expect(await m.get("a")).toBe(2);
    now += MAX_STALE_MS + 1;
    expect(await m.get("a")).toBe(3); // too old: waited for
  });

  it("forgets a failed load", async () => {
    let fail = true;
    const m = memo(async () => {
      if (fail) throw new Error("down");
      return 1;
    });
    await expect(m.get("a")).rejects.toThrow("down");
    fail = false;
    expect(await m.get("a")).toBe(1);
  });
});
