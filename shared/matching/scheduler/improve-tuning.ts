/** Tuning of the improvement's search (`improve.ts`), apart so that experiments can change it. */

/** Defaults of the search (read when an Improver is made; the benchmark's experiments may change them). */
export const improveTuning = {
  /** Whether the descent also re-solves every pair of slots. */
  pairs: true,
  pairShare: 0.1,
  /** Steps per participant without a better schedule after which the search stops. */
  patience: 100,
  exactNodes: 0,
  /** Ruin steps per participant of the kick that restarts a stalled search (0: the search stops instead). */
  kick: 0.1,
  /** Kicks in a row that find no better schedule after which the search stops (small instances end early). */
  staleKicks: 3,
  /** Budget share of the last descent from the best schedule (0: none). */
  polish: 0.1,
};
