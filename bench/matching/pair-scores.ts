import type { SchedulerInput } from "../../shared/matching/types";

/**
 * The time-indexed models' pair scores: the best positive score of each (seller, buyer) pair among the known
 * participants, keyed `seller\u0000buyer` (the exact MIP and the Lagrangian bound read the same map).
 */
export function bestPairScores(
  input: SchedulerInput,
  sellers: Map<SchedulerInput["sellers"][number]["id"], number>,
  buyers: Map<SchedulerInput["buyers"][number]["id"], number>,
): Map<string, number> {
  const score = new Map<string, number>();
  for (const pr of input.pairs) {
    if (!(pr.score > 0) || !sellers.has(pr.seller) || !buyers.has(pr.buyer)) continue;
    const key = `${pr.seller}\u0000${pr.buyer}`;
    score.set(key, Math.max(score.get(key) ?? 0, pr.score));
  }
  return score;
}
