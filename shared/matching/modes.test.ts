import { describe, expect, it } from "vitest";
import { buildCandidatePairs, isCandidate, rankParticipants } from "./modes";
import { prepareProfile, scorePair } from "./score";
import type { MatchProfile } from "./types";

function p(id: string, extra: Partial<MatchProfile> = {}): MatchProfile {
  return { id, categories: [], keywords: [], ...extra };
}

describe("isCandidate", () => {
  const s = prepareProfile(p("s", { categories: ["food"], keywords: ["tea"] }));
  const sameCat = prepareProfile(p("b1", { categories: ["food"], keywords: ["coffee"] }));
  const both = prepareProfile(p("b2", { categories: ["food"], keywords: ["Tea"] }));
  const other = prepareProfile(p("b3", { categories: ["auto"], keywords: ["tea"] }));
  it("normal requires a shared category, tight also a shared keyword", () => {
    expect(isCandidate("normal", s, sameCat)).toBe(true);
    expect(isCandidate("tight", s, sameCat)).toBe(false);
    expect(isCandidate("tight", s, both)).toBe(true);
    expect(isCandidate("normal", s, other)).toBe(false);
  });
  it("a request makes a candidate, not-interested removes it", () => {
    const req = prepareProfile(p("b4", { categories: ["auto"], requests: ["s"] }));
    expect(isCandidate("tight", s, req)).toBe(true);
    const no = prepareProfile(p("b5", { categories: ["food"], keywords: ["tea"], notInterested: ["s"] }));
    expect(isCandidate("normal", s, no)).toBe(false);
  });
});

describe("rankParticipants", () => {
  const viewer = p("v", { categories: ["food"], keywords: ["tea"], requests: ["c"], notInterested: ["e"] });
  const others = [
    p("a", { categories: ["food"] }),
    p("b", { categories: ["food"], keywords: ["tea"] }),
    p("c", {}),
    p("d", { likes: ["v"] }),
    p("e", { categories: ["food"], keywords: ["tea"] }),
    p("f", { requests: ["v"], categories: ["food"] }),
    p("g", {}),
  ];
  it("default lists everybody by score with excluded pairs last", () => {
    expect(rankParticipants(viewer, others).map((r) => r.id)).toEqual(["f", "c", "b", "a", "d", "g", "e"]);
  });
  it("recommend keeps positive scores only", () => {
    expect(rankParticipants(viewer, others, "recommend").map((r) => r.id)).toEqual(["f", "c", "b", "a", "d"]);
  });
  it("connection keeps requests and likes, mutual first", () => {
    const v2 = { ...viewer, likes: ["d"] };
    expect(rankParticipants(v2, others, "connection").map((r) => r.id)).toEqual(["d", "f", "c"]);
  });
  it("tight and normal keep the scheduler's candidates", () => {
    expect(rankParticipants(viewer, others, "tight").map((r) => r.id)).toEqual(["f", "c", "b"]);
    expect(rankParticipants(viewer, others, "normal").map((r) => r.id)).toEqual(["f", "c", "b", "a"]);
  });
});

describe("buildCandidatePairs", () => {
  it("equals brute force over all pairs", () => {
    const cats = ["a", "b", "c", "d"];
    const kws = ["k1", "k2", "k3", "k4", "k5"];
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = (xs: string[], n: number) => xs.filter(() => rnd() < n / xs.length);
    const texts = ["welding robots", "용접 로봇 자동화 장비", "焊接机器人", "coffee beans", "커피 원두 수입"];
    const sellers = Array.from({ length: 15 }, (_, i) =>
      p(`s${i}`, {
        categories: pick(cats, 1.2),
        keywords: pick(kws, 2),
        texts: pick(texts, 1.5),
        likes: rnd() < 0.3 ? [`b${Math.floor(rnd() * 15)}`] : [],
        requests: rnd() < 0.3 ? [`b${Math.floor(rnd() * 15)}`] : [],
        notInterested: rnd() < 0.2 ? [`b${Math.floor(rnd() * 15)}`] : [],
      }),
    );
    const buyers = Array.from({ length: 15 }, (_, i) =>
      p(`b${i}`, {
        categories: pick(cats, 1.2),
        keywords: pick(kws, 2),
        texts: pick(texts, 1.5),
        likes: rnd() < 0.3 ? [`s${Math.floor(rnd() * 15)}`] : [],
        requests: rnd() < 0.3 ? [`s${Math.floor(rnd() * 15)}`] : [],
        notInterested: rnd() < 0.2 ? [`s${Math.floor(rnd() * 15)}`] : [],
      }),
    );
    for (const mode of ["tight", "normal"] as const) {
      const fast = buildCandidatePairs(sellers, buyers, mode).map((x) => `${x.seller}-${x.buyer}-${x.score}`);
      const brute: string[] = [];
      for (const s of sellers)
        for (const b of buyers) {
          const ok = isCandidate(mode, prepareProfile(s), prepareProfile(b));
          const sc = scorePair(s, b).score;
          if (ok && sc > 0) brute.push(`${s.id}-${b.id}-${sc}`);
        }
      expect(fast.sort()).toEqual(brute.sort());
      expect(brute.length).toBeGreaterThan(0);
    }
  });
});
