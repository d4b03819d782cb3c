import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSchedule } from "../feasibility";
import { coversMeeting, languagePair, needsInterpreter, parseLanguagePair } from "../languages";
import type { SchedulerInput } from "../types";
import { scheduleSync } from "./index";
import { randomInstance, rng } from "./testkit";

const LANGS = ["ko", "en", "zh", "ja"];

/** A random instance with random languages, interpreters, pairs and unavailable slots. */
function withLanguages(seed: number): SchedulerInput {
  const r = rng(seed * 31 + 7);
  const base = randomInstance(seed, {
    sellers: 3 + (seed % 4),
    buyers: 3 + ((seed >> 2) % 4),
    slots: 3 + (seed % 3),
  });
  const pick = () => LANGS.filter(() => r() < 0.35);
  const interpreters = Array.from({ length: seed % 4 }, (_, k) => ({
    id: `i${k}`,
    pairs: Array.from({ length: 1 + Math.floor(r() * 2) }, () => {
      const a = LANGS[Math.floor(r() * 4)]!;
      const b = LANGS[Math.floor(r() * 4)]!;
      return a === b ? "ko-en" : `${a}-${b}`;
    }),
    unavailable: Array.from({ length: base.slots }, (_, c) => c).filter(() => r() < 0.3),
  }));
  return {
    ...base,
    sellers: base.sellers.map((p) => ({ ...p, languages: pick() })),
    buyers: base.buyers.map((p) => ({ ...p, languages: pick() })),
    interpreters,
    requested: base.pairs.filter(() => r() < 0.5).map((p) => ({ seller: p.seller, buyer: p.buyer })),
  };
}

describe("languages", () => {
  it("writes pairs in one order and says who needs an interpreter", () => {
    expect(languagePair("ko", "EN")).toBe("en-ko");
    expect(parseLanguagePair("KO/en")).toBe("en-ko");
    expect(parseLanguagePair("ko-ko")).toBeNull();
    expect(needsInterpreter(["ko"], ["en", "zh"])).toBe(true);
    expect(needsInterpreter(["ko", "en"], ["EN"])).toBe(false);
    expect(needsInterpreter([], ["en"])).toBe(false);
    expect(coversMeeting(new Set(["en-ko"]), ["ko"], ["zh", "en"])).toBe(true);
    expect(coversMeeting(new Set(["en-ko"]), ["ko"], ["zh"])).toBe(false);
  });
});

describe("interpreters as a scheduled resource", () => {
  it("gives every meeting without a shared language an interpreter of its pair, one per slot, with true reasons", {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (seed) => {
        const input = withLanguages(seed);
        const res = scheduleSync(input, { seed });
        const report = checkSchedule(input, res.meetings);
        expect(report.violations).toEqual([]);
        const slotsOff = new Map(
          [...input.sellers, ...input.buyers].map((p) => [p.id, new Set(p.unavailable)]),
        );
        const busy = new Set(
          res.meetings.flatMap((m) => [`S${m.seller}@${m.slot}`, `B${m.buyer}@${m.slot}`]),
        );
        const held = new Set(
          res.meetings.filter((m) => m.interpreter).map((m) => `${m.interpreter}@${m.slot}`),
        );
        const langs = new Map([...input.sellers, ...input.buyers].map((p) => [p.id, p.languages ?? []]));
        for (const u of res.unscheduled) {
          if (u.reason !== "no_interpreter_free" && u.reason !== "outscored") continue;
          const common = Array.from({ length: input.slots }, (_, c) => c).filter(
            (c) => !slotsOff.get(u.seller)!.has(c) && !slotsOff.get(u.buyer)!.has(c),
          );
          const bothFree = common.filter(
            (c) => !busy.has(`S${u.seller}@${c}`) && !busy.has(`B${u.buyer}@${c}`),
          );
          if (u.reason === "outscored") expect(bothFree).toEqual([]);
          else {
            expect(needsInterpreter(langs.get(u.seller), langs.get(u.buyer))).toBe(true);
            expect(bothFree.length).toBeGreaterThan(0);
            for (const c of bothFree)
              for (const x of input.interpreters ?? []) {
                const free = !x.unavailable?.includes(c) && !held.has(`${x.id}@${c}`);
                const covers = coversMeeting(
                  new Set(x.pairs.map((y) => parseLanguagePair(y)!)),
                  langs.get(u.seller)!,
                  langs.get(u.buyer)!,
                );
                expect(free && covers).toBe(false);
              }
          }
        }
        const st = res.stats.interpreters!;
        expect(st.served + st.fixedWithout).toBeLessThanOrEqual(st.needed);
        expect(res.meetings.filter((m) => m.interpreter).length).toBeGreaterThanOrEqual(st.scheduled);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves a pair out with no_interpreter_free when the only interpreter is busy", () => {
    const input: SchedulerInput = {
      slots: 1,
      sellers: [
        { id: "s1", languages: ["ko"] },
        { id: "s2", languages: ["ko"] },
      ],
      buyers: [
        { id: "b1", languages: ["en"] },
        { id: "b2", languages: ["en"] },
      ],
      pairs: [
        { seller: "s1", buyer: "b1", score: 10 },
        { seller: "s2", buyer: "b2", score: 5 },
      ],
      requested: [{ seller: "s2", buyer: "b2" }],
      interpreters: [{ id: "i", pairs: ["ko-en"] }],
    };
    const res = scheduleSync(input);
    expect(res.meetings).toEqual([{ seller: "s1", buyer: "b1", slot: 0, score: 10, interpreter: "i" }]);
    expect(res.unscheduled).toEqual([{ seller: "s2", buyer: "b2", reason: "no_interpreter_free" }]);
    expect(res.stats.interpreters).toMatchObject({ needed: 2, served: 1, scheduled: 1 });
  });
});
