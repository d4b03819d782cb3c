import { describe, expect, it } from "vitest";
import { MicroCache } from "./micro-cache";

describe("MicroCache", () => {
  it("shares one load between callers within the TTL and reloads after clear()", async () => {
    const cache = new MicroCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    cache.clear();
    expect(await cache.get("a", load)).toBe(2);
  });

  it("does not cache with a TTL of 0, nor keep a failed load", async () => {
    const off = new MicroCache<number>(0);
    let loads = 0;
    await off.get("a", async () => ++loads);
    await off.get("a", async () => ++loads);
    expect(loads).toBe(2);
    const cache = new MicroCache<number>(60_000);
    await expect(cache.get("b", async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("b", async () => 7)).toBe(7);
  });

  it("stays within its size", async () => {
    const cache = new MicroCache<number>(60_000, 10);
    for (let i = 0; i < 50; i++) await cache.get(String(i), async () => i);
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(10);
  });

  it("drops an entry once the version has moved since its load began", async () => {
    let version = 1;
    const cache = new MicroCache<number>(60_000, 100, () => version);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    version++;
    expect(await cache.get("a", load)).toBe(2);
    expect(await cache.get("a", load)).toBe(2);
  });
});
