/**
 * Turns the report's aggregated rows into the report (pure): slots into days and start times on the venue's clock,
 * role pairs in the matching's order (seller-buyer), labels in the reader's language, options of the forms with
 * their counts.
 */
import type {
  TOutcomeCounts,
  TOutcomeReport,
  TOutcomeRow,
  TOutcomeSurveyQuestion,
} from "../../../shared/contract";
import { type Language, translate } from "../../../shared/i18n";
import { wallTime } from "../../../shared/meetings/zoned-time";
import type { CountRow } from "./outcome-report.repository";

const ROLE_ORDER = ["seller", "buyer", "booth", "visitor"];

const zero = (): TOutcomeCounts => ({
  requested: 0,
  agreed: 0,
  held: 0,
  noShow: 0,
  bothAbsent: 0,
  refilled: 0,
});

function add(into: TOutcomeCounts, row: CountRow): void {
  into.requested += row.requested;
  into.agreed += row.agreed;
  into.held += row.held;
  into.noShow += row.noShow;
  into.bothAbsent += row.bothAbsent;
  into.refilled += row.refilled;
}

/** Adds rows under keys; the result in the order of `order` (default: most requested first, then by key). */
function group(
  rows: { key: string; row: CountRow }[],
  label: (key: string) => string,
  order?: (a: string, b: string) => number,
): TOutcomeRow[] {
  const byKey = new Map<string, TOutcomeCounts>();
  for (const { key, row } of rows) {
    const counts = byKey.get(key) ?? zero();
    add(counts, row);
    byKey.set(key, counts);
  }
  const out = [...byKey].map(([key, counts]) => ({ key, label: label(key), ...counts }));
  return out.sort((a, b) =>
    order ? order(a.key, b.key) : b.requested - a.requested || a.key.localeCompare(b.key),
  );
}

/** `buyer-seller` (alphabetical, from SQL) → `seller-buyer` (the matching's order). */
export function rolePair(key: string): string {
  const sides = key.split("-");
  return sides.sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b)).join("-");
}

function countryName(code: string, lang: Language): string {
  if (!code) return translate("outcomeReport.unknown", lang);
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const SATISFACTION = /satisf|만족|满意/i;
const FOLLOW_UP = /follow|후속|추가\s*미팅|재미팅|后续|跟进/i;

function highlightOf(title: string): TOutcomeSurveyQuestion["highlight"] {
  if (SATISFACTION.test(title)) return "satisfaction";
  if (FOLLOW_UP.test(title)) return "followUp";
  return null;
}

type Choice = { id: string; content: string; contentKo?: string };

function choicesOf(type: string, options: Record<string, unknown>): Choice[] {
  const list = type === "single" ? options.radioContent : type === "many" ? options.checkBoxContent : [];
  return Array.isArray(list) ? (list as Choice[]) : [];
}

export interface ReportInput {
  event: { id: number; name: string; timeZone: string };
  subEventId: number | null;
  subEvents: { id: number; name: string }[];
  now: Date;
  lang: Language;
  groups: (CountRow & { dim: string; key: string })[];
  checkins: { checkedIn: number; expected: number; quarters: { quarter: string; count: number }[] };
  questions: { uuid: string; title: string; type: string; options: Record<string, unknown> }[];
  answers: {
    totals: { uuid: string; answers: number; mean: number | null }[];
    picks: { uuid: string; option: string; count: number }[];
  };
}

/** The report from its aggregated rows. */
export function buildReport(input: ReportInput): TOutcomeReport {
  const { lang, event } = input;
  const t = (key: string) => translate(`outcomeReport.${key}`, lang);
  const dims = (dim: string) => input.groups.filter((g) => g.dim === dim);
  const slots = dims("slot").map((row) => ({ wall: wallTime(Number(row.key) * 1000, event.timeZone), row }));
  const totals = zero();
  for (const row of dims("mode")) add(totals, row);
  const byKey = (a: string, b: string) => a.localeCompare(b);
  const perHour = new Map<string, number>();
  for (const q of input.checkins.quarters) {
    const wall = wallTime(Number(q.quarter) * 1000, event.timeZone);
    const hour = `${wall.date} ${wall.time.slice(0, 2)}:00`;
    perHour.set(hour, (perHour.get(hour) ?? 0) + q.count);
  }
  const totalsOf = new Map(input.answers.totals.map((a) => [a.uuid, a]));
  const picksOf = new Map<string, Map<string, number>>();
  for (const p of input.answers.picks) {
    const m = picksOf.get(p.uuid) ?? new Map<string, number>();
    m.set(p.option, p.count);
    picksOf.set(p.uuid, m);
  }
  return {
    eventId: event.id,
    eventName: event.name,
    subEventId: input.subEventId,
    subEvents: input.subEvents,
    timeZone: event.timeZone,
    generatedAt: input.now.toISOString(),
    totals: { ...totals, heldRate: totals.agreed === 0 ? 0 : totals.held / totals.agreed },
    byDay: group(
      slots.map((s) => ({ key: s.wall.date, row: s.row })),
      (k) => k,
      byKey,
    ),
    bySlot: group(
      slots.map((s) => ({ key: s.wall.time, row: s.row })),
      (k) => k,
      byKey,
    ),
    byCategory: group(
      dims("category").map((row) => ({ key: row.key, row })),
      (k) => k || t("unknown"),
    ),
    byCountry: group(
      dims("country").map((row) => ({ key: row.key, row })),
      (k) => countryName(k, lang),
    ),
    byRolePair: group(
      dims("pair").map((row) => ({ key: rolePair(row.key), row })),
      (k) =>
        k
          .split("-")
          .map((r) => t(`role.${r}`))
          .join(" – "),
    ),
    byMode: group(
      dims("mode").map((row) => ({ key: row.key, row })),
      (k) => t(`mode.${k}`),
      (a, b) => b.localeCompare(a),
    ),
    checkins: {
      checkedIn: input.checkins.checkedIn,
      expected: input.checkins.expected,
      perHour: [...perHour].sort(([a], [b]) => a.localeCompare(b)).map(([hour, count]) => ({ hour, count })),
    },
    surveys: input.questions.map((q) => {
      const total = totalsOf.get(q.uuid);
      const picks = picksOf.get(q.uuid);
      return {
        uuid: q.uuid,
        title: q.title,
        type: q.type,
        highlight: highlightOf(q.title),
        answers: total?.answers ?? 0,
        mean: q.type === "star" ? (total?.mean ?? null) : null,
        options: choicesOf(q.type, q.options).map((c) => ({
          id: c.id,
          label: lang === "ko" && c.contentKo ? c.contentKo : c.content,
          count: picks?.get(c.id) ?? 0,
        })),
      };
    }),
  };
}
