import { describe, expect, it } from "vitest";
import { translate } from "../../../shared/i18n";
import { chartLabels, reportCharts } from "../../../shared/outcome-report/charts";
import { buildReport, type ReportInput, rolePair } from "./outcome-report.build";

const counts = { requested: 1, agreed: 1, held: 1, noShow: 0, bothAbsent: 0, refilled: 0 };
const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  event: { id: 1, name: "Expo", timeZone: "Asia/Kolkata" },
  subEventId: null,
  subEvents: [],
  now: new Date("2026-12-02T00:00:00Z"),
  lang: "en",
  groups: [],
  checkins: { checkedIn: 0, expected: 0, quarters: [] },
  questions: [],
  answers: { totals: [], picks: [] },
  ...over,
});

describe("building the report", () => {
  it("puts role pairs in the matching's order", () => {
    expect(rolePair("buyer-seller")).toBe("seller-buyer");
    expect(rolePair("booth-visitor")).toBe("booth-visitor");
    expect(rolePair("buyer-visitor")).toBe("buyer-visitor");
  });

  it("reads days, slots and check-in hours on the venue's clock (a half-hour zone)", () => {
    // 04:30Z is 10:00 in Kolkata (+05:30); 18:45Z is 00:15 the next day
    const at = (iso: string) => String(Date.parse(iso) / 1000);
    const r = buildReport(
      input({
        groups: [
          { dim: "slot", key: at("2026-12-01T04:30:00Z"), ...counts },
          { dim: "slot", key: at("2026-12-01T18:45:00Z"), ...counts },
          { dim: "mode", key: "offline", ...counts, requested: 2, agreed: 2, held: 1 },
        ],
        checkins: {
          checkedIn: 2,
          expected: 3,
          quarters: [
            { quarter: at("2026-12-01T03:30:00Z"), count: 1 },
            { quarter: at("2026-12-01T03:45:00Z"), count: 2 },
            { quarter: at("2026-12-01T04:30:00Z"), count: 4 },
          ],
        },
      }),
    );
    expect(r.byDay.map((d) => d.key)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(r.bySlot.map((d) => d.key)).toEqual(["00:15", "10:00"]);
    expect(r.checkins.perHour).toEqual([
      { hour: "2026-12-01 09:00", count: 3 },
      { hour: "2026-12-01 10:00", count: 4 },
    ]);
    expect(r.totals).toMatchObject({ requested: 2, held: 1, heldRate: 0.5 });
  });

  it("marks satisfaction and follow-up by title in any language, lists every option", () => {
    const r = buildReport(
      input({
        lang: "ko",
        questions: [
          { uuid: "a", title: "미팅 만족도", type: "star", options: {} },
          {
            uuid: "b",
            title: "后续合作意向",
            type: "single",
            options: { radioContent: [{ id: "1", content: "Yes", contentKo: "예" }] },
          },
          {
            uuid: "c",
            title: "Products",
            type: "many",
            options: { checkBoxContent: [{ id: "x", content: "X" }] },
          },
        ],
        answers: {
          totals: [{ uuid: "a", answers: 2, mean: 4.5 }],
          picks: [{ uuid: "b", option: "1", count: 3 }],
        },
      }),
    );
    expect(r.surveys.map((q) => [q.highlight, q.mean, q.options])).toEqual([
      ["satisfaction", 4.5, []],
      ["followUp", null, [{ id: "1", label: "예", count: 3 }]],
      [null, null, [{ id: "x", label: "X", count: 0 }]],
    ]);
  });

  it("gives the same charts whatever renders them, leaving out the empty ones", () => {
    const labels = chartLabels((key) => translate(key, "zh"));
    const charts = reportCharts(buildReport(input()), labels);
    expect(charts.map((c) => c.id)).toEqual(["totals"]);
    expect(charts[0]!.title).toBe("洽谈结果");
    expect(JSON.stringify(charts)).not.toContain("function");
  });
});
