export { checkSchedule, type FeasibilityReport, type Violation, type ViolationCode } from "./feasibility";
export {
  buildCandidatePairs,
  isCandidate,
  type RankedParticipant,
  rankParticipants,
  type ScoredPair,
} from "./modes";
export { schedule, scheduleSync } from "./scheduler";
export { InvalidScheduleInputError } from "./scheduler/problem";
export { MAX_SCORE, POINTS, type PreparedProfile, prepareProfile, scorePair } from "./score";
export { normalizeKeyword, normalizeText, tokenize } from "./tokenize";
export type * from "./types";
