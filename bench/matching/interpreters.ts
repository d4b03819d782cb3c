/**
 * Languages and interpreters for the benchmark's instances (seeded): each participant speaks Korean (50%),
 * English (20%), Chinese (15%), Korean and English (10%) or Japanese (5%); one interpreter per 25 participants of
 * a side, each covering one or two pairs (en-ko 50%, ko-zh 30%, en-zh 10%, ja-ko 10%) and out for 20% of the slots.
 */
import type { Instance } from "../../shared/matching/instance";
import { mulberry32 } from "./generate";

export function withInterpreters(inst: Instance, seed: number): Instance {
  const rnd = mulberry32(seed * 7_777 + inst.sellers.length);
  const speak = (): string[] => {
    const r = rnd();
    return r < 0.5 ? ["ko"] : r < 0.7 ? ["en"] : r < 0.85 ? ["zh"] : r < 0.95 ? ["ko", "en"] : ["ja"];
  };
  const pair = () => {
    const r = rnd();
    return r < 0.5 ? "en-ko" : r < 0.8 ? "ko-zh" : r < 0.9 ? "en-zh" : "ja-ko";
  };
  const count = Math.max(1, Math.round(inst.sellers.length / 25));
  const interpreters = Array.from({ length: count }, (_, k) => ({
    id: `I${k}`,
    pairs: [...new Set(rnd() < 0.5 ? [pair()] : [pair(), pair()])],
    unavailable: Array.from({ length: inst.slots }, (_, c) => c).filter(() => rnd() < 0.2),
  }));
  return {
    ...inst,
    sellers: inst.sellers.map((p) => ({ ...p, languages: speak() })),
    buyers: inst.buyers.map((p) => ({ ...p, languages: speak() })),
    interpreters,
  };
}
