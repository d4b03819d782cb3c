/** Public API of the matching engine (pure: no database, no network). */
export {
  checkSchedule,
  type FeasibilityReport,
  type MeetingLike,
  type Violation,
  type ViolationCode,
} from "./feasibility";
export {
  type Instance,
  type InstanceParticipant,
  instanceToSchedulerInput,
  parseInstance,
  requestedPairs,
  scheduleInstance,
} from "./instance";
export {
  buildCandidatePairs,
  isCandidate,
  type RankedIndex,
  type RankedParticipant,
  rankParticipants,
  rankPrepared,
  type ScoredPair,
} from "./modes";
export { schedule, scheduleSync } from "./scheduler";
export { InvalidScheduleInputError } from "./scheduler/problem";
export {
  hasInterest,
  isMutual,
  MAX_SCORE,
  POINTS,
  type PreparedProfile,
  prepareProfile,
  pruneCommonTerms,
  scorePair,
  scoreValue,
} from "./score";
export { normalizeKeyword, normalizeText, termSet, tokenize } from "./tokenize";
export type * from "./types";
