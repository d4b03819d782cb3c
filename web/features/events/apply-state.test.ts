import { describe, expect, it } from "vitest";
import type { TSubEvent } from "../../../shared/contract";
import { applyState, groupOpen, windowOpen } from "./apply-state";

const base = {
  category: "consulting",
  subEventStartDate: "2026-11-20",
  subEventEndDate: "2026-11-25",
  sellRegStartDate: "2026-11-01",
  sellRegEndDate: "2026-11-22",
  buyRegStartDate: "2026-11-01",
  buyRegEndDate: "2026-11-10",
  regStartDate: null,
  regEndDate: null,
  preRegitStartDate: null,
  preRegitEndDate: null,
  mainEvent: { hideBuyerCard: false },
} as unknown as TSubEvent;

describe("apply card state", () => {
  it("follows the user's application first", () => {
    expect(applyState(base, "approval", "2026-12-31")).toBe("registered");
    expect(applyState(base, "waiting", "2026-11-22")).toBe("waiting");
    expect(applyState(base, "reject", "2026-11-22")).toBe("rejected");
  });

  it("is available inside a window, inclusive by day, and unavailable after it", () => {
    expect(applyState(base, undefined, "2026-11-22")).toBe("available");
    expect(applyState(base, undefined, "2026-11-23")).toBe("unavailable");
    expect(applyState(base, undefined, "2026-11-26")).toBe("finished");
  });

  it("opens each group only inside its own window", () => {
    expect(groupOpen(base, "seller", "2026-11-22")).toBe(true);
    expect(groupOpen(base, "buyer", "2026-11-22")).toBe(false);
    expect(groupOpen(base, "buyer", "2026-11-10")).toBe(true);
    expect(windowOpen(null, "2026-11-10", "2026-11-05")).toBe(false);
  });

  it("uses the registration window for registration sub-events", () => {
    const registration = {
      ...base,
      category: "registration",
      regStartDate: "2026-11-21",
      regEndDate: "2026-11-21",
    } as TSubEvent;
    expect(applyState(registration, undefined, "2026-11-21")).toBe("available");
    expect(applyState(registration, undefined, "2026-11-22")).toBe("unavailable");
  });
});
