/**
 * Seeded slot-binding instances: a consulting day where the slots, not the partners, are scarce.
 * - 8-16 slots (one day of up to 12, else two days);
 * - each participant is out for 30-55% of its slots: a run (arriving late or leaving early, half a day off)
 *   plus single blocked slots;
 * - `maxMeetings` equal to the participant's free slots, or one below;
 * - 4 categories (1-2 each) and a small keyword pool, so that every participant has several times more
 *   candidate partners than free slots;
 * - requests to a few partners, and about 3% of participants with a fixed meeting (a common free slot).
 */
import type { Instance, InstanceParticipant } from "../../shared/matching/instance";
import { mulberry32 } from "./generate";

export const SLOT_BINDING_VERSION = 1;

export interface SlotBindingOptions {
  perSide: number;
  seed: number;
  /** Number of slots (8-16 in the benchmark). */
  slots: number;
  categories?: number;
  keywords?: number;
  /** Share of participants with one fixed meeting (default 0.03). */
  fixedShare?: number;
}

/** Blocked slots of one participant: a run at one end of a day plus singles, 30-55% of all slots. */
function blockedSlots(rnd: () => number, T: number, perDay: number): number[] {
  const target = Math.round((0.3 + 0.25 * rnd()) * T);
  const out = new Set<number>();
  const days = T / perDay;
  // the run: 50-80% of the target, at the start or the end of one day
  const run = Math.min(perDay, Math.max(1, Math.round(target * (0.5 + 0.3 * rnd()))));
  const day = Math.floor(rnd() * days);
  const atStart = rnd() < 0.5;
  for (let k = 0; k < run; k++) out.add(day * perDay + (atStart ? k : perDay - 1 - k));
  for (let t = 0; out.size < target && t < 20 * T; t++) out.add(Math.floor(rnd() * T));
  return [...out].sort((a, b) => a - b);
}

export function generateSlotBinding(o: SlotBindingOptions): Instance {
  const rnd = mulberry32(o.seed * 104_729 + o.perSide * 31 + o.slots);
  const T = o.slots;
  const perDay = T > 12 ? T / 2 : T;
  const nCat = o.categories ?? 4;
  const nKw = o.keywords ?? 40;
  const side = (prefix: string): InstanceParticipant[] =>
    Array.from({ length: o.perSide }, (_, i) => {
      const cats = new Set<number>([Math.floor(rnd() * nCat)]);
      if (rnd() < 0.4) cats.add(Math.floor(rnd() * nCat));
      const kws = new Set<number>();
      const nk = 2 + Math.floor(rnd() * 4);
      while (kws.size < nk) kws.add(Math.floor(rnd() ** 1.4 * nKw));
      const unavailable = blockedSlots(rnd, T, perDay);
      const free = T - unavailable.length;
      return {
        id: `${prefix}${i}`,
        categories: [...cats].sort((a, b) => a - b).map((c) => `cat${c}`),
        keywords: [...kws].sort((a, b) => a - b).map((k) => `kw${k}`),
        unavailable,
        maxMeetings: rnd() < 0.5 ? free : Math.max(0, free - 1),
        requests: [],
      };
    });
  const sellers = side("S");
  const buyers = side("B");
  for (const [from, to] of [
    [sellers, buyers],
    [buyers, sellers],
  ] as const) {
    for (const p of from) {
      const n = Math.floor(rnd() * 4);
      const req = new Set<string>();
      while (req.size < n) req.add(to[Math.floor(rnd() * to.length)]!.id);
      p.requests = [...req];
    }
  }
  const fixed: NonNullable<Instance["fixed"]> = [];
  const busy = new Set<string>();
  const usedS = new Set<string>();
  const usedB = new Set<string>();
  const nFixed = Math.round((o.fixedShare ?? 0.03) * o.perSide);
  for (let t = 0; fixed.length < nFixed && t < 50 * nFixed + 50; t++) {
    const s = sellers[Math.floor(rnd() * sellers.length)]!;
    const b = buyers[Math.floor(rnd() * buyers.length)]!;
    if (usedS.has(s.id) || usedB.has(b.id)) continue;
    if (!s.categories!.some((c) => b.categories!.includes(c))) continue;
    const common = Array.from({ length: T }, (_, c) => c).filter(
      (c) => !s.unavailable!.includes(c) && !b.unavailable!.includes(c) && !busy.has(`${c}`),
    );
    if (common.length === 0) continue;
    const slot = common[Math.floor(rnd() * common.length)]!;
    fixed.push({ seller: s.id, buyer: b.id, slot });
    usedS.add(s.id);
    usedB.add(b.id);
  }
  const slotDays = Array.from({ length: T }, (_, c) => Math.floor(c / perDay));
  return { slots: T, mode: "normal", sellers, buyers, fixed, slotDays };
}

/** The benchmark's slot-binding sizes: participants per side and slots. */
export const SLOT_BINDING_SIZES: readonly { perSide: number; slots: number }[] = [
  { perSide: 60, slots: 12 },
  { perSide: 150, slots: 12 },
  { perSide: 300, slots: 16 },
];
