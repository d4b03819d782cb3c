// the module first, as in main.tsx
import "./zod-jitless";
import { describe, expect, it } from "vitest";
import { z } from "zod";

describe("zod-jitless", () => {
  it("turns zod's JIT (and its eval probe) off before any schema is built", () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: "a" })).toEqual({ id: 1, name: "a" });
    // the probe zod would run: never, under jitless
    expect(z.core.util.allowsEval.value).toBe(false);
  });
});
