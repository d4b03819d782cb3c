/**
 * Independent feasibility checker: shares no code with the scheduler. Given the scheduler input
 * and a list of meetings it lists every violated constraint.
 */
import type { SchedulerInput } from "./types";

export type ViolationCode =
  | "bad_slot"
  | "unknown_seller"
  | "unknown_buyer"
  | "unavailable"
  | "double_booked"
  | "duplicate_pair"
  | "over_cap"
  | "over_day_cap"
  | "over_places"
  | "fixed_missing"
  | "not_candidate"
  | "score_mismatch"
  | "interpreter_missing"
  | "interpreter_unknown"
  | "interpreter_language"
  | "interpreter_unavailable"
  | "interpreter_double_booked";

export interface Violation {
  code: ViolationCode;
  message: string;
}

export interface FeasibilityReport {
  ok: boolean;
  violations: Violation[];
  /** Sum of the candidate scores of the meetings (as the checker computes it). */
  totalScore: number;
  meetings: number;
}

export interface MeetingLike {
  seller: string;
  buyer: string;
  slot: number;
  score?: number;
  interpreter?: string;
}

/**
 * The candidate score (the best of duplicate entries; positive scores only) of each seller–buyer pair that some
 * meeting names, keyed `seller\u0000buyer`. Only the meetings' pairs are looked up, through nested maps, so the
 * scan over every candidate pair builds no string.
 */
function candidateScores(input: SchedulerInput, meetings: readonly MeetingLike[]): Map<string, number> {
  const wanted = new Map<string, Map<string, number>>();
  for (const m of meetings) {
    const row = wanted.get(m.seller) ?? new Map<string, number>();
    wanted.set(m.seller, row);
    row.set(m.buyer, 0);
  }
  const take = (seller: string, buyer: string, score: number) => {
    const row = wanted.get(seller);
    const best = row?.get(buyer);
    if (best !== undefined && score > best) row!.set(buyer, score);
  };
  for (const pr of input.pairs) take(pr.seller, pr.buyer, pr.score);
  const packed = input.packedPairs;
  if (packed) {
    for (let i = 0; i < packed.length; i++) {
      const s = input.sellers[packed.seller[i]!]?.id;
      const b = input.buyers[packed.buyer[i]!]?.id;
      if (s !== undefined && b !== undefined && wanted.has(s)) take(s, b, packed.score[i]!);
    }
  }
  const scores = new Map<string, number>();
  for (const [seller, row] of wanted)
    for (const [buyer, score] of row) if (score > 0) scores.set(`${seller}\u0000${buyer}`, score);
  return scores;
}

export function checkSchedule(
  input: SchedulerInput,
  meetings: readonly MeetingLike[],
  options: { checkScores?: boolean; maxViolations?: number } = {},
): FeasibilityReport {
  const limit = options.maxViolations ?? 1000;
  const violations: Violation[] = [];
  const add = (code: ViolationCode, message: string) => {
    if (violations.length < limit) violations.push({ code, message });
  };
  const sellers = new Map(input.sellers.map((p) => [p.id, p]));
  const buyers = new Map(input.buyers.map((p) => [p.id, p]));
  const scores = candidateScores(input, meetings);
  const fixed = new Map<string, number>();
  for (const f of input.fixed ?? []) fixed.set(`${f.seller}\u0000${f.buyer}`, f.slot);

  const occupied = new Set<string>(); // "S|id|slot" / "B|id|slot"
  const pairs = new Set<string>();
  const countOf = new Map<string, number>();
  let totalScore = 0;
  for (const m of meetings) {
    const label = `${m.seller}/${m.buyer}@${m.slot}`;
    const key = `${m.seller}\u0000${m.buyer}`;
    const s = sellers.get(m.seller);
    const b = buyers.get(m.buyer);
    if (!s) add("unknown_seller", `${label}: ${m.seller} is not a seller`);
    if (!b) add("unknown_buyer", `${label}: ${m.buyer} is not a buyer`);
    if (!Number.isInteger(m.slot) || m.slot < 0 || m.slot >= input.slots)
      add("bad_slot", `${label}: no such slot`);
    const isFixed = fixed.get(key) === m.slot;
    if (!isFixed) {
      if (s?.unavailable?.includes(m.slot)) add("unavailable", `${label}: seller unavailable`);
      if (b?.unavailable?.includes(m.slot)) add("unavailable", `${label}: buyer unavailable`);
      const sc = scores.get(key);
      if (sc === undefined) add("not_candidate", `${label}: not a candidate pair`);
      else {
        totalScore += sc;
        if (options.checkScores !== false && m.score !== undefined && Math.abs(m.score - sc) > 1e-9) {
          add("score_mismatch", `${label}: score ${m.score}, expected ${sc}`);
        }
      }
    } else totalScore += scores.get(key) ?? 0;
    for (const tag of [`S|${m.seller}|${m.slot}`, `B|${m.buyer}|${m.slot}`]) {
      if (occupied.has(tag))
        add("double_booked", `${label}: ${tag.split("|")[1]} already meets in this slot`);
      occupied.add(tag);
    }
    if (pairs.has(key)) add("duplicate_pair", `${label}: pair met twice`);
    pairs.add(key);
    for (const id of [`S|${m.seller}`, `B|${m.buyer}`]) countOf.set(id, (countOf.get(id) ?? 0) + 1);
  }
  const present = new Set(meetings.map((m) => `${m.seller}\u0000${m.buyer}\u0000${m.slot}`));
  const fixedCount = new Map<string, number>();
  for (const f of input.fixed ?? []) {
    for (const id of [`S|${f.seller}`, `B|${f.buyer}`]) fixedCount.set(id, (fixedCount.get(id) ?? 0) + 1);
    if (!present.has(`${f.seller}\u0000${f.buyer}\u0000${f.slot}`)) {
      add("fixed_missing", `fixed meeting ${f.seller}/${f.buyer}@${f.slot} is missing`);
    }
  }
  for (const [prefix, list] of [
    ["S", input.sellers],
    ["B", input.buyers],
  ] as const) {
    for (const p of list) {
      const cap = p.maxMeetings;
      if (cap === null || cap === undefined) continue;
      const id = `${prefix}|${p.id}`;
      const n = countOf.get(id) ?? 0;
      if (n > Math.max(cap, fixedCount.get(id) ?? 0)) add("over_cap", `${p.id}: ${n} meetings, cap ${cap}`);
    }
  }
  // Per-day caps: meetings of a day (fixed ones included) within maxPerDay, unless the fixed ones already exceed it.
  const dayOf = (slot: number) => input.slotDays?.[slot] ?? 0;
  const perDay = new Map<string, { all: number; fixed: number }>();
  for (const m of meetings) {
    const isFixed = fixed.get(`${m.seller}\u0000${m.buyer}`) === m.slot;
    for (const id of [`S|${m.seller}`, `B|${m.buyer}`]) {
      const key = `${id}|${dayOf(m.slot)}`;
      const c = perDay.get(key) ?? { all: 0, fixed: 0 };
      c.all++;
      if (isFixed) c.fixed++;
      perDay.set(key, c);
    }
  }
  const dayCapOf = new Map<string, number>();
  for (const p of input.sellers) if (p.maxPerDay != null) dayCapOf.set(`S|${p.id}`, p.maxPerDay);
  for (const p of input.buyers) if (p.maxPerDay != null) dayCapOf.set(`B|${p.id}`, p.maxPerDay);
  for (const [key, c] of perDay) {
    const cut = key.lastIndexOf("|");
    const cap = dayCapOf.get(key.slice(0, cut));
    if (cap !== undefined && c.all > Math.max(cap, c.fixed))
      add("over_day_cap", `${key.slice(2, cut)}: ${c.all} meetings on day ${key.slice(cut + 1)}, cap ${cap}`);
  }
  if (input.interpreters) checkInterpreters(input, meetings, fixed, add);
  if (input.placesPerSlot) checkPlaces(input, input.placesPerSlot, meetings, fixed, add);
  return { ok: violations.length === 0, violations, totalScore, meetings: meetings.length };
}

/**
 * On-site capacity (written apart from the scheduler's code): per slot, the meetings whose two sides are both on site
 * and have no fixed place of their own take a pooled place; they must not outnumber the slot's places, unless the
 * fixed meetings taking one already do (those are kept as agreed).
 */
function checkPlaces(
  input: SchedulerInput,
  places: readonly number[],
  meetings: readonly MeetingLike[],
  fixed: Map<string, number>,
  add: (code: ViolationCode, message: string) => void,
): void {
  const sits = (p: { online?: boolean; fixedPlace?: boolean }) => p.online !== true && p.fixedPlace !== true;
  const sellerSits = new Set(input.sellers.filter(sits).map((p) => p.id));
  const buyerSits = new Set(input.buyers.filter(sits).map((p) => p.id));
  const all = new Map<number, number>();
  const agreed = new Map<number, number>();
  for (const m of meetings) {
    if (!sellerSits.has(m.seller) || !buyerSits.has(m.buyer)) continue;
    all.set(m.slot, (all.get(m.slot) ?? 0) + 1);
    if (fixed.get(`${m.seller}\u0000${m.buyer}`) === m.slot)
      agreed.set(m.slot, (agreed.get(m.slot) ?? 0) + 1);
  }
  for (const [slot, n] of [...all].sort((x, y) => x[0] - y[0])) {
    const cap = places[slot];
    if (typeof cap !== "number") continue;
    if (n > Math.max(cap, agreed.get(slot) ?? 0))
      add("over_places", `slot ${slot}: ${n} meetings at pooled places, ${cap} places`);
  }
}

const lower = (x: string) => x.trim().toLowerCase();

/**
 * Interpreters (written apart from the scheduler's code): a meeting whose two sides both stated languages and
 * share none has an interpreter (fixed meetings may lack one), who exists, covers one of its language pairs, is
 * available in its slot and has no other meeting there.
 */
function checkInterpreters(
  input: SchedulerInput,
  meetings: readonly MeetingLike[],
  fixed: Map<string, number>,
  add: (code: ViolationCode, message: string) => void,
): void {
  const langs = new Map<string, string[]>();
  for (const p of input.sellers) langs.set(`S|${p.id}`, (p.languages ?? []).map(lower));
  for (const p of input.buyers) langs.set(`B|${p.id}`, (p.languages ?? []).map(lower));
  const people = new Map(
    (input.interpreters ?? []).map((x) => [
      x.id,
      {
        pairs: new Set(
          x.pairs.map((y) =>
            y
              .split(/[-/,\s]+/)
              .map(lower)
              .sort()
              .join("-"),
          ),
        ),
        off: new Set(x.unavailable ?? []),
      },
    ]),
  );
  const taken = new Set<string>();
  for (const m of meetings) {
    const label = `${m.seller}/${m.buyer}@${m.slot}`;
    const a = langs.get(`S|${m.seller}`) ?? [];
    const b = langs.get(`B|${m.buyer}`) ?? [];
    const needs = a.length > 0 && b.length > 0 && !a.some((x) => b.includes(x));
    if (m.interpreter === undefined) {
      if (needs && fixed.get(`${m.seller}\u0000${m.buyer}`) !== m.slot)
        add("interpreter_missing", `${label}: no shared language and no interpreter`);
      continue;
    }
    const who = people.get(m.interpreter);
    if (!who) {
      add("interpreter_unknown", `${label}: unknown interpreter ${m.interpreter}`);
      continue;
    }
    if (!a.some((x) => b.some((y) => x !== y && who.pairs.has([x, y].sort().join("-")))))
      add("interpreter_language", `${label}: ${m.interpreter} covers none of its language pairs`);
    if (who.off.has(m.slot)) add("interpreter_unavailable", `${label}: ${m.interpreter} is unavailable`);
    const key = `${m.interpreter}\u0000${m.slot}`;
    if (taken.has(key))
      add("interpreter_double_booked", `${label}: ${m.interpreter} already interprets then`);
    taken.add(key);
  }
}
