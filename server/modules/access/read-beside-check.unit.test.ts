import { describe, expect, it } from "vitest";
import { readBesideCheck } from "./access.service";

describe("readBesideCheck", () => {
  it("answers the check's error to a refused caller, never the data, and starts the read at once", async () => {
    let started = false;
    const refused = readBesideCheck(Promise.reject(new Error("forbidden")), async () => {
      started = true;
      return "secret rows";
    });
    expect(started).toBe(true);
    await expect(refused).rejects.toThrow("forbidden");
  });

  it("answers the check's error even when the read failed too (no unhandled rejection)", async () => {
    const refused = readBesideCheck(Promise.reject(new Error("not found")), () =>
      Promise.reject(new Error("read failed")),
    );
    await expect(refused).rejects.toThrow("not found");
  });

  it("answers the read once the check passed, and its failure when it failed", async () => {
    await expect(readBesideCheck(Promise.resolve(), async () => [1, 2])).resolves.toEqual([1, 2]);
    await expect(
      readBesideCheck(Promise.resolve(), () => Promise.reject(new Error("read failed"))),
    ).rejects.toThrow("read failed");
  });
});
