/**
 * Plain input/output types of the matching engine. Everything here can be built from database rows
 * (ids, category ids, keywords, free-text answers and the request/like/not-interested sets).
 */

export type Side = "seller" | "buyer";

/** What an application holds, as far as scoring is concerned. */
export interface MatchProfile {
  id: string;
  /** Category ids (compared exactly). */
  categories: readonly string[];
  /** Free keywords (compared after Unicode NFKC + lower-case + whitespace normalisation). */
  keywords: readonly string[];
  /** Form answers, product descriptions, notes: any language (Korean, English, Chinese...). */
  texts?: readonly string[];
  /** Ids of the other side this participant asked to meet. */
  requests?: readonly string[];
  /** Ids of the other side this participant liked (bookmarked). */
  likes?: readonly string[];
  /** Ids of the other side this participant marked as "not interested". */
  notInterested?: readonly string[];
}

/**
 * Reason codes. Each is meant to be translated by the interface, with `items` and `count` as
 * parameters ("2 shared keywords: robotics, welding", "they asked to meet you").
 */
export type ScoreReasonCode =
  | "shared_categories"
  | "shared_keywords"
  | "similar_text"
  | "you_requested"
  | "they_requested"
  | "you_liked"
  | "they_liked"
  | "mutual_interest"
  | "not_interested_by_you"
  | "not_interested_by_them";

export interface ScoreReason {
  code: ScoreReasonCode;
  /** Points this reason adds to the score (0 for the exclusion reasons). */
  points: number;
  /** Shared categories / keywords / text terms, in the viewer's spelling. */
  items?: string[];
  /** Number of shared items (may exceed items.length when the list is truncated). */
  count?: number;
}

export interface PairScore {
  /** Integer score, 0 when excluded. Symmetric: score(a, b) === score(b, a). */
  score: number;
  /** True when either side marked the other "not interested": the pair must never be proposed. */
  excluded: boolean;
  /** Reasons from the viewer's point of view, largest contribution first. */
  reasons: ScoreReason[];
}

/** Candidate filters used by the scheduler. */
export type SchedulingMode = "tight" | "normal";
/** Orders for the participant list. */
export type RankingMode = SchedulingMode | "recommend" | "connection" | "default";

// ---------------------------------------------------------------------------------------------
// Scheduler

export interface SchedulerParticipant {
  id: string;
  /** Slot numbers (0-based) in which the participant cannot meet. */
  unavailable?: readonly number[];
  /** Meeting cap; null / undefined means uncapped (limited only by free slots). */
  maxMeetings?: number | null;
  /** Meetings per day (days from `SchedulerInput.slotDays`, fixed meetings included); null / undefined: no cap. */
  maxPerDay?: number | null;
  /** Languages the participant's people speak (codes); absent or empty: not stated (no interpreter planned). */
  languages?: readonly string[];
  /** Attends online: a meeting with this participant is online and takes no place (see `placesPerSlot`). */
  online?: boolean;
  /**
   * Sits at its own place (a booth, a fixed table) all day: a meeting with this participant takes that place, not a
   * pooled one (see `placesPerSlot`).
   */
  fixedPlace?: boolean;
}

/** An interpreter the scheduler may assign: one meeting per slot, in the pairs it covers, when available. */
export interface SchedulerInterpreter {
  id: string;
  /** Language pairs covered ("en-ko"; either order and case are accepted). */
  pairs: readonly string[];
  /** Slots in which the interpreter cannot work (including slots already assigned elsewhere). */
  unavailable?: readonly number[];
}

export interface CandidatePair {
  seller: string;
  buyer: string;
  /** Positive weight to maximise (engine scores are integers; any positive number is accepted). */
  score: number;
  /** Optional positions in `sellers` / `buyers` (checked against the ids; saves a lookup). */
  sellerIndex?: number;
  buyerIndex?: number;
}

/** Candidate pairs as columns: pair i is (sellers[seller[i]], buyers[buyer[i]]) with score[i]; `length` pairs. */
export interface PackedPairs {
  length: number;
  seller: Int32Array;
  buyer: Int32Array;
  score: Float64Array;
}

export interface FixedMeeting {
  seller: string;
  buyer: string;
  slot: number;
  /** The interpreter already assigned to it, if any (kept; that interpreter is busy in the slot). */
  interpreter?: string;
}

/** A pair somebody asked for; if it is not scheduled the output explains why. */
export interface RequestedPair {
  seller: string;
  buyer: string;
  /** Set when the pair was already excluded before scheduling. */
  excluded?: ExclusionCause;
}

export type ExclusionCause = "not_interested" | "not_candidate";

export interface SchedulerInput {
  /** Number of slots; slots are 0 .. slots-1. */
  slots: number;
  sellers: readonly SchedulerParticipant[];
  buyers: readonly SchedulerParticipant[];
  pairs: readonly CandidatePair[];
  /**
   * More candidate pairs, by position in `sellers` and `buyers`, as typed arrays (large events: millions of pairs
   * without an object each). Read as if appended to `pairs`.
   */
  packedPairs?: PackedPairs;
  fixed?: readonly FixedMeeting[];
  requested?: readonly RequestedPair[];
  /** The day of each slot (equal numbers = same day); only `maxPerDay` uses it. Default: all one day. */
  slotDays?: readonly number[];
  /**
   * Interpreters. When given, a meeting whose two sides both stated languages and share none is scheduled only
   * with an interpreter of a matching pair free in its slot (one meeting per interpreter and slot).
   */
  interpreters?: readonly SchedulerInterpreter[];
  /**
   * On-site capacity: the pooled places (tables) of each slot (index = slot; non-negative integers, one per slot).
   * Absent: unlimited. A meeting takes a pooled place when both sides are on site (not `online`) and neither has a
   * `fixedPlace`; the engine never plans more such meetings in a slot than its places. The fixed meetings of the
   * input that take a pooled place use up their slot's places first (when they alone exceed them, they are kept and
   * the slot gets no new pooled meeting).
   */
  placesPerSlot?: readonly number[];
}

export interface ScheduledMeeting {
  seller: string;
  buyer: string;
  slot: number;
  score: number;
  fixed?: true;
  /** The interpreter assigned (meetings whose sides share no language). */
  interpreter?: string;
}

export type UnscheduledReasonCode =
  /** Not interested (either side), or not a candidate in this mode / not in the weights. */
  | "excluded"
  /** No slot in which both are available. */
  | "no_common_free_slot"
  /** One side (see `side`) reached its meeting cap. */
  | "cap_reached"
  /** Both had room, but in every common free slot one of them meets a better-scored pair. */
  | "outscored"
  /** The two share no language, and in every slot where both were free no interpreter of their pair was. */
  | "no_interpreter_free";

export interface UnscheduledPair {
  seller: string;
  buyer: string;
  reason: UnscheduledReasonCode;
  /** For cap_reached: whose cap. For excluded: the cause. */
  side?: Side | "both";
  cause?: ExclusionCause;
}

export interface ScheduleStats {
  sellers: number;
  buyers: number;
  slots: number;
  candidatePairs: number;
  meetings: number;
  fixedMeetings: number;
  totalScore: number;
  requestedPairs: number;
  requestedScheduled: number;
  participantsWithoutMeeting: number;
  /** Milliseconds per phase; also selectSolves and selectCorePairs (counts: the selection's solves, its last core). */
  timings: Record<string, number>;
  /** Score of the slot-free b-matching computed in the selection phase (an upper bound if exact). */
  selectionScore: number;
  /** With interpreters: see InterpreterStats. */
  interpreters?: InterpreterStats;
  /** With `placesPerSlot`: see PlaceStats. */
  places?: PlaceStats;
}

export interface PlaceStats {
  /** Pooled places over all slots (the sum of `placesPerSlot`). */
  capacity: number;
  /** Meetings of the schedule that take a pooled place, fixed ones included. */
  pooled: number;
  /** Of those, fixed meetings. */
  fixedPooled: number;
  /** Slots whose pooled places are all taken. */
  fullSlots: number;
}

export interface InterpreterStats {
  /** Meetings needing an interpreter in the schedule before interpreters were assigned (fixed ones included). */
  needed: number;
  /** Of those, how many kept their slot and got an interpreter. */
  served: number;
  /** Meetings needing one that got one in another slot than first planned. */
  moved: number;
  /** Fixed meetings needing an interpreter that have none (kept: they are fixed). */
  fixedWithout: number;
  /** Meetings of the final schedule needing an interpreter (all have one, fixed ones aside). */
  scheduled: number;
}

export interface ScheduleResult {
  meetings: ScheduledMeeting[];
  unscheduled: UnscheduledPair[];
  stats: ScheduleStats;
}

export type SchedulePhase = "prepare" | "select" | "assign" | "repair" | "improve" | "explain" | "done";

export interface ScheduleProgress {
  phase: SchedulePhase;
  /** Overall progress in [0, 1]. */
  fraction: number;
  /** Meetings placed so far (when known). */
  meetings?: number;
}

/**
 * A 0/1 program of the scheduler's block re-solves: maximise colCost . x subject to A x <= rowUpper, x in {0, 1},
 * every coefficient of A equal to 1 (CSC: the rows of column j are indices[starts[j] .. starts[j + 1])).
 */
export interface BlockProgram {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  rowUpper: Float64Array;
  starts: Int32Array;
  indices: Int32Array;
}

/**
 * A MIP solver for the scheduler's three-slot re-solves when slots bind (`ScheduleOptions.blockSolver`). Both calls
 * must be deterministic (same program, same answer) for a seed to give one schedule.
 */
export interface BlockSolver {
  /**
   * The LP relaxation (0 <= x <= 1): its optimum `bound` (or any upper bound of the program) and, when solved, the
   * optimal x (when x is 0/1 it is the program's optimum and no MIP is needed).
   */
  relax(program: BlockProgram): { bound: number; x?: Float64Array };
  /** The best 0/1 solution found within `maxNodes` branch-and-bound nodes (optimal when not stopped), or undefined. */
  solve(
    program: BlockProgram,
    maxNodes: number,
  ): { value: number; chosen: Uint8Array; nodes: number } | undefined;
}

export interface ScheduleOptions {
  onProgress?: (progress: ScheduleProgress) => void;
  /** Abort to stop: the run throws an AbortError (the signal's reason if it has one). */
  signal?: AbortSignal;
  /** Seed for the randomised repair moves (deterministic output for a given seed). */
  seed?: number;
  /**
   * When > 0 the selection only looks at the best ceil(factor * cap) + 8 pairs of each participant
   * (faster on huge instances, slightly worse); default 0: every pair.
   */
  selectionFactor?: number;
  /** Selection stops within this many score units per pair of its optimum (default 1/16; 0 = exact). */
  selectionPrecision?: number;
  /** Repair rounds of local search (default 3). */
  repairRounds?: number;
  /**
   * Work budget (arcs looked at) of the improvement phase, which runs only when the schedule is under the
   * selection's score (slots bind); 0 turns it off. Counted in work, not time, so a seed gives one schedule.
   */
  improveBudget?: number;
  /**
   * A MIP solver for exact three-slot re-solves after the improvement's search (`scheduler/threeslot.ts`); without
   * one the engine stops at the search's end. The server and the benchmark pass HiGHS (`matching/highs-solver.ts`).
   */
  blockSolver?: BlockSolver;
  /** Work budget of the three-slot re-solves (default: from the problem's size); 0 turns them off. */
  blockBudget?: number;
}
