/**
 * Seeded instance generator for the matching benchmark.
 * - 48 slots over 3 days (16 per day);
 * - 30 categories with Zipf-like popularity; 400 keywords, most of them tied to a category;
 * - per participant and day: 10% take the day off, 20% block half of the day; plus ~3% random
 *   blocked slots;
 * - about 8 requests per participant, mostly to participants of a shared category;
 * - caps: 75% of participants capped at 24 meetings, 25% uncapped.
 */
import type { Instance, InstanceParticipant } from "../../shared/matching/instance";
import type { SchedulingMode } from "../../shared/matching/types";

export const GENERATOR_VERSION = 1;

export interface GeneratorOptions {
  perSide: number;
  seed: number;
  mode: SchedulingMode;
  days?: number;
  slotsPerDay?: number;
  categories?: number;
  keywords?: number;
  requests?: number;
  cap?: number;
  uncappedShare?: number;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index drawn with probability proportional to weights (cumulative array). */
function draw(cum: number[], r: number): number {
  const x = r * cum[cum.length - 1]!;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function generateInstance(o: GeneratorOptions): Instance {
  const rnd = mulberry32(o.seed * 7919 + o.perSide);
  const days = o.days ?? 3;
  const perDay = o.slotsPerDay ?? 16;
  const slots = days * perDay;
  const nCat = o.categories ?? 30;
  const nKw = o.keywords ?? 400;
  const nReq = o.requests ?? 8;
  const cap = o.cap ?? 24;
  const uncapped = o.uncappedShare ?? 0.25;
  // Zipf-like popularity (s = 1).
  const catCum: number[] = [];
  let acc = 0;
  for (let c = 0; c < nCat; c++) {
    acc += 1 / (c + 1);
    catCum.push(acc);
  }
  // Keywords: 85% belong to one category, the rest are general; popularity skewed inside each pool.
  const pools: number[][] = Array.from({ length: nCat }, () => []);
  const general: number[] = [];
  for (let k = 0; k < nKw; k++) {
    if (rnd() < 0.85) pools[Math.floor(rnd() * nCat)]!.push(k);
    else general.push(k);
  }
  const pickFrom = (pool: number[]) => pool[Math.floor(rnd() ** 1.5 * pool.length)];

  const makeSide = (prefix: string): InstanceParticipant[] =>
    Array.from({ length: o.perSide }, (_, i) => {
      const cats = new Set<number>();
      const nc = 1 + (rnd() < 0.5 ? 1 : 0) + (rnd() < 0.2 ? 1 : 0);
      while (cats.size < nc) cats.add(draw(catCum, rnd()));
      const kws = new Set<number>();
      const nk = 3 + Math.floor(rnd() * 6);
      const catList = [...cats];
      for (let t = 0; kws.size < nk && t < 50; t++) {
        const pool = rnd() < 0.8 ? pools[catList[Math.floor(rnd() * catList.length)]!]! : general;
        const k = pool.length > 0 ? pickFrom(pool) : undefined;
        if (k !== undefined) kws.add(k);
      }
      const unavailable = new Set<number>();
      for (let d = 0; d < days; d++) {
        const r = rnd();
        if (r < 0.1) for (let c = 0; c < perDay; c++) unavailable.add(d * perDay + c);
        else if (r < 0.3) {
          const half = rnd() < 0.5 ? 0 : perDay / 2;
          for (let c = 0; c < perDay / 2; c++) unavailable.add(d * perDay + half + c);
        }
      }
      for (let c = 0; c < slots; c++) if (rnd() < 0.03) unavailable.add(c);
      return {
        id: `${prefix}${i}`,
        categories: catList.sort((a, b) => a - b).map((c) => `cat${c}`),
        keywords: [...kws].sort((a, b) => a - b).map((k) => `kw${k}`),
        unavailable: [...unavailable].sort((a, b) => a - b),
        maxMeetings: rnd() < uncapped ? null : cap,
        requests: [],
      };
    });
  const sellers = makeSide("S");
  const buyers = makeSide("B");
  // Requests: 80% to somebody sharing a category, 20% to anybody.
  const addRequests = (from: InstanceParticipant[], to: InstanceParticipant[]) => {
    const byCat = new Map<string, number[]>();
    to.forEach((p, i) => {
      for (const c of p.categories ?? []) {
        const list = byCat.get(c);
        if (list) list.push(i);
        else byCat.set(c, [i]);
      }
    });
    for (const p of from) {
      const req = new Set<string>();
      const n = Math.max(0, Math.round(nReq + (rnd() - 0.5) * 6));
      for (let t = 0; req.size < n && t < 4 * n; t++) {
        let target: InstanceParticipant | undefined;
        const cats = p.categories ?? [];
        if (rnd() < 0.8 && cats.length > 0) {
          const list = byCat.get(cats[Math.floor(rnd() * cats.length)]!) ?? [];
          target = list.length > 0 ? to[list[Math.floor(rnd() * list.length)]!] : undefined;
        } else target = to[Math.floor(rnd() * to.length)];
        if (target) req.add(target.id);
      }
      p.requests = [...req];
    }
  };
  addRequests(sellers, buyers);
  addRequests(buyers, sellers);
  return { slots, mode: o.mode, sellers, buyers, fixed: [] };
}
