import { describe, expect, it } from "vitest";
import { MAX_SCORE, POINTS, prepareProfile, pruneCommonTerms, scorePair, scoreValue } from "./score";
import type { MatchProfile, ScoreReasonCode } from "./types";

function p(id: string, extra: Partial<MatchProfile> = {}): MatchProfile {
  return { id, categories: [], keywords: [], ...extra };
}
const codes = (s: { reasons: { code: ScoreReasonCode }[] }) => s.reasons.map((r) => r.code);

describe("scorePair", () => {
  it("scores shared categories with the items", () => {
    const s = scorePair(p("a", { categories: ["c1", "c2", "c3"] }), p("b", { categories: ["c3", "c1"] }));
    expect(s.score).toBe(2 * POINTS.category);
    expect(s.reasons).toEqual([
      { code: "shared_categories", points: 2 * POINTS.category, items: ["c1", "c3"], count: 2 },
    ]);
  });

  it("caps the counted categories", () => {
    const cats = ["c1", "c2", "c3", "c4"];
    const s = scorePair(p("a", { categories: cats }), p("b", { categories: cats }));
    expect(s.score).toBe(POINTS.category * POINTS.categoryMaxCount);
    expect(s.reasons[0]?.count).toBe(4);
  });

  it("matches keywords case- and width-insensitively and reports the viewer's spelling", () => {
    const s = scorePair(
      p("a", { keywords: ["Robotics", "Welding", "용접"] }),
      p("b", { keywords: ["robotics", "ＷＥＬＤＩＮＧ", "painting", "용접"] }),
    );
    expect(s.reasons).toEqual([
      {
        code: "shared_keywords",
        points: 3 * POINTS.keyword,
        items: ["Robotics", "Welding", "용접"],
        count: 3,
      },
    ]);
  });

  it("finds similar Korean text through n-grams", () => {
    const s = scorePair(
      p("a", { texts: ["산업용 협동로봇과 용접 자동화 장비를 생산합니다"] }),
      p("b", { texts: ["용접 자동화를 위한 협동로봇 공급업체를 찾습니다"] }),
    );
    const r = s.reasons.find((x) => x.code === "similar_text");
    expect(r).toBeDefined();
    expect(r?.items).toEqual(expect.arrayContaining(["용접", "자동", "협동"]));
    expect(r?.count).toBeGreaterThan(5); // 로봇 is shared too; items are truncated to 5
    expect(s.score).toBe(r?.points);
  });

  it("finds similar Chinese text through n-grams", () => {
    const s = scorePair(
      p("a", { texts: ["我们生产工业机器人和焊接设备"] }),
      p("b", { texts: ["寻找焊接机器人供应商"] }),
    );
    const r = s.reasons.find((x) => x.code === "similar_text");
    expect(r?.items).toEqual(expect.arrayContaining(["机器", "器人", "焊接"]));
  });

  it("finds similar English text and ignores a single shared word", () => {
    const s = scorePair(
      p("a", { texts: ["We build welding robots for car factories"] }),
      p("b", { texts: ["Looking for welding robots"] }),
    );
    expect(s.reasons.find((x) => x.code === "similar_text")?.items).toEqual(["welding", "robot"]);
    const weak = scorePair(p("a", { texts: ["fresh fruit juice"] }), p("b", { texts: ["juice"] }));
    expect(weak.score).toBe(0);
  });

  it("phrases requests from the viewer's side and is symmetric in value", () => {
    const a = p("a", { requests: ["b"] });
    const b = p("b");
    const ab = scorePair(a, b);
    const ba = scorePair(b, a);
    expect(codes(ab)).toEqual(["you_requested"]);
    expect(codes(ba)).toEqual(["they_requested"]);
    expect(ab.score).toBe(POINTS.request);
    expect(ba.score).toBe(ab.score);
  });

  it("adds mutual interest when both sides showed interest", () => {
    const s = scorePair(p("a", { likes: ["b"] }), p("b", { requests: ["a"] }));
    expect(codes(s)).toEqual(["they_requested", "mutual_interest", "you_liked"]);
    expect(s.score).toBe(POINTS.request + POINTS.mutual + POINTS.like);
    const likes = scorePair(p("a"), p("b", { likes: ["a"] }));
    expect(codes(likes)).toEqual(["they_liked"]);
  });

  it("excludes the pair on a not-interested mark in either direction", () => {
    const a = p("a", { categories: ["c"], requests: ["b"] });
    const b = p("b", { categories: ["c"], notInterested: ["a"] });
    expect(scorePair(a, b)).toEqual({
      score: 0,
      excluded: true,
      reasons: [{ code: "not_interested_by_them", points: 0 }],
    });
    expect(scorePair(b, a).reasons).toEqual([{ code: "not_interested_by_you", points: 0 }]);
  });

  it("orders reasons by contribution and never exceeds MAX_SCORE", () => {
    const words = ["k1", "k2", "k3", "k4", "k5", "k6"];
    const text = ["welding robots for the automotive industry 자동차 용접 로봇 汽车焊接机器人"];
    const a = p("a", {
      categories: ["x", "y", "z"],
      keywords: words,
      texts: text,
      requests: ["b"],
      likes: ["b"],
    });
    const b = p("b", {
      categories: ["x", "y", "z"],
      keywords: words,
      texts: text,
      requests: ["a"],
      likes: ["a"],
    });
    const s = scorePair(a, b);
    expect(s.score).toBe(MAX_SCORE);
    const pts = s.reasons.map((r) => r.points);
    expect([...pts].sort((x, y) => y - x)).toEqual(pts);
  });

  it("scoreValue equals scorePair().score on random profiles", () => {
    let seed = 3;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = (xs: string[]) => xs.filter(() => rnd() < 0.4);
    const ids = ["a", "b", "c", "d"];
    const texts = ["welding robots", "용접 로봇 자동화", "焊接机器人", "fresh coffee beans", "커피 원두"];
    const mk = (id: string) =>
      p(id, {
        categories: pick(["x", "y", "z"]),
        keywords: pick(["k1", "K2", "k3", "k4"]),
        texts: pick(texts),
        requests: pick(ids),
        likes: pick(ids),
        notInterested: rnd() < 0.15 ? pick(ids) : [],
      });
    for (let i = 0; i < 500; i++) {
      const a = prepareProfile(mk(ids[i % 4]!));
      const b = prepareProfile(mk(ids[(i + 1) % 4]!));
      expect(scoreValue(a, b)).toBe(scorePair(a, b).score);
    }
  });
});

describe("pruneCommonTerms", () => {
  it("drops the words most of an event shares, keeps the distinctive ones", () => {
    const profiles = Array.from({ length: 20 }, (_, i) =>
      prepareProfile({
        id: `p${i}`,
        categories: [],
        keywords: [],
        texts: [i < 2 ? "We serve customers with welding robots" : `We serve customers with product ${i}`],
      }),
    );
    pruneCommonTerms(profiles);
    const [a, b] = profiles;
    expect(scorePair(a!, b!).reasons).toEqual([
      expect.objectContaining({ code: "similar_text", items: expect.arrayContaining(["welding"]) }),
    ]);
    expect(scorePair(a!, b!).reasons[0]!.items!.join(" ")).not.toMatch(/custom|serv/);
  });
});
