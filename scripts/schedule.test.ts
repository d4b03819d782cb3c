import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSchedule } from "../shared/matching/feasibility";
import { instanceToSchedulerInput, parseInstance } from "../shared/matching/instance";

const SAMPLE = "bench/matching/sample-instance.json";

function run(file: string) {
  return spawnSync("npx", ["tsx", "scripts/schedule.ts", file], { encoding: "utf8", timeout: 60_000 });
}

describe("npm run schedule", () => {
  it("prints a feasible schedule for the committed sample instance", () => {
    const res = run(SAMPLE);
    expect(res.status).toBe(0);
    const out = JSON.parse(res.stdout) as {
      meetings: { seller: string; buyer: string; slot: number; score: number }[];
      unscheduled: { seller: string; buyer: string; reason: string }[];
      stats: { totalScore: number; violations: number; meetings: number };
    };
    const instance = parseInstance(JSON.parse(readFileSync(SAMPLE, "utf8")));
    const input = instanceToSchedulerInput(instance);
    const report = checkSchedule(input, out.meetings);
    expect(report.violations).toEqual([]);
    expect(out.stats.violations).toBe(0);
    expect(out.stats.meetings).toBe(out.meetings.length);
    expect(report.totalScore).toBe(out.stats.totalScore);
    for (const f of instance.fixed ?? []) {
      expect(out.meetings).toContainEqual(
        expect.objectContaining({ seller: f.seller, buyer: f.buyer, slot: f.slot }),
      );
    }
    // The pair marked "not interested" is reported as excluded, never scheduled.
    expect(out.unscheduled).toContainEqual({
      seller: "S2",
      buyer: "B1",
      reason: "excluded",
      cause: "not_interested",
    });
    expect(out.meetings.some((m) => m.seller === "S2" && m.buyer === "B1")).toBe(false);
    const reasons = new Set(out.unscheduled.map((u) => u.reason));
    expect(reasons.has("no_common_free_slot")).toBe(true);
    expect(reasons.has("cap_reached")).toBe(true);
  }, 60_000);

  it("uses exactly the given weights when present", () => {
    const dir = mkdtempSync(join(tmpdir(), "schedule-"));
    const file = join(dir, "w.json");
    writeFileSync(
      file,
      JSON.stringify({
        slots: 2,
        mode: "tight",
        sellers: [
          { id: "s1", categories: [], keywords: [], unavailable: [], maxMeetings: 1, requests: ["b2"] },
        ],
        buyers: [
          { id: "b1", categories: [], keywords: [], unavailable: [], maxMeetings: null, requests: [] },
          { id: "b2", categories: [], keywords: [], unavailable: [1], maxMeetings: 2, requests: [] },
        ],
        fixed: [],
        weights: [
          ["s1", "b1", 2.5],
          ["s1", "b2", 1],
        ],
      }),
    );
    const res = run(file);
    expect(res.status).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.meetings).toEqual([{ seller: "s1", buyer: "b1", slot: 0, score: 2.5 }]);
    expect(out.unscheduled).toEqual([{ seller: "s1", buyer: "b2", reason: "cap_reached", side: "seller" }]);
  }, 60_000);

  it("fails with a clear message on an invalid instance", () => {
    const dir = mkdtempSync(join(tmpdir(), "schedule-"));
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ slots: 3, sellers: [{ id: "" }], buyers: [] }));
    const res = run(file);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("sellers[0].id");
  }, 60_000);
});
