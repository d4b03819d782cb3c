/**
 * The instance format of `npm run schedule` (and of the service that builds the same thing from
 * the database), its validation, and its translation into a scheduler input.
 */
import { buildPackedCandidatePairs } from "./candidates";
import { buildCandidatePairs } from "./modes";
import { scheduleSync } from "./scheduler";
import { InvalidScheduleInputError } from "./scheduler/problem";
import { prepareProfile, pruneCommonTerms } from "./score";
import type {
  CandidatePair,
  FixedMeeting,
  PackedPairs,
  RequestedPair,
  ScheduleOptions,
  ScheduleResult,
  SchedulerInput,
  SchedulerInterpreter,
  SchedulingMode,
} from "./types";

export interface InstanceParticipant {
  id: string;
  categories?: string[];
  keywords?: string[];
  texts?: string[];
  unavailable?: number[];
  /** null or absent: uncapped. */
  maxMeetings?: number | null;
  /** Meetings per day (days from `slotDays`); null or absent: no cap. */
  maxPerDay?: number | null;
  requests?: string[];
  likes?: string[];
  notInterested?: string[];
  /** Languages spoken (codes); see SchedulerParticipant.languages. */
  languages?: string[];
  /** Attends online (its meetings take no place); see SchedulerParticipant.online. */
  online?: boolean;
  /** Sits at its own place all day (its meetings take that place, not a pooled one). */
  fixedPlace?: boolean;
}

export interface Instance {
  slots: number;
  mode?: SchedulingMode;
  sellers: InstanceParticipant[];
  buyers: InstanceParticipant[];
  fixed?: FixedMeeting[];
  /** When present, exactly these pairs with these weights replace the engine's scoring. */
  weights?: [string, string, number][];
  /** The day of each slot (for `maxPerDay`); absent: one day. */
  slotDays?: number[];
  /** Informational: each slot's start (ISO), as exported from a sub-event. */
  slotTimes?: string[];
  /** Interpreters to assign (see SchedulerInput.interpreters). */
  interpreters?: SchedulerInterpreter[];
  /**
   * Pooled places (tables) per slot; absent: unlimited. A meeting takes one when both sides are on site and neither
   * has a fixed place; fixed meetings that take one use up their slot's places first (SchedulerInput.placesPerSlot).
   */
  placesPerSlot?: number[];
}

const isStringArray = (x: unknown): x is string[] =>
  Array.isArray(x) && x.every((v) => typeof v === "string");

/** Checks the shape of a parsed JSON instance; throws InvalidScheduleInputError with a path. */
export function parseInstance(raw: unknown): Instance {
  const fail = (msg: string): never => {
    throw new InvalidScheduleInputError(`invalid instance: ${msg}`);
  };
  if (typeof raw !== "object" || raw === null) return fail("not an object");
  const o = raw as Record<string, unknown>;
  if (!Number.isInteger(o.slots) || (o.slots as number) < 0) fail("slots must be a non-negative integer");
  if (o.mode !== undefined && o.mode !== "tight" && o.mode !== "normal")
    fail('mode must be "tight" or "normal"');
  for (const side of ["sellers", "buyers"] as const) {
    const list = o[side];
    if (!Array.isArray(list)) return fail(`${side} must be an array`);
    list.forEach((p: unknown, i) => {
      const at = `${side}[${i}]`;
      if (typeof p !== "object" || p === null) fail(`${at} is not an object`);
      const q = p as Record<string, unknown>;
      if (typeof q.id !== "string" || q.id === "") fail(`${at}.id must be a non-empty string`);
      for (const k of [
        "categories",
        "keywords",
        "texts",
        "requests",
        "likes",
        "notInterested",
        "languages",
      ]) {
        if (q[k] !== undefined && !isStringArray(q[k])) fail(`${at}.${k} must be an array of strings`);
      }
      if (
        q.unavailable !== undefined &&
        !(Array.isArray(q.unavailable) && q.unavailable.every(Number.isInteger))
      ) {
        fail(`${at}.unavailable must be an array of slot numbers`);
      }
      for (const k of ["online", "fixedPlace"]) {
        if (q[k] !== undefined && typeof q[k] !== "boolean") fail(`${at}.${k} must be true or false`);
      }
      for (const k of ["maxMeetings", "maxPerDay"]) {
        const cap = q[k];
        if (cap !== undefined && cap !== null && !(Number.isInteger(cap) && (cap as number) >= 0)) {
          fail(`${at}.${k} must be a non-negative integer or null`);
        }
      }
    });
  }
  if (o.fixed !== undefined) {
    if (!Array.isArray(o.fixed)) fail("fixed must be an array");
    (o.fixed as unknown[]).forEach((f, i) => {
      const q = f as Record<string, unknown>;
      if (typeof q?.seller !== "string" || typeof q.buyer !== "string" || !Number.isInteger(q.slot)) {
        fail(`fixed[${i}] must be { seller, buyer, slot }`);
      }
    });
  }
  if (o.interpreters !== undefined) {
    if (!Array.isArray(o.interpreters)) fail("interpreters must be an array");
    (o.interpreters as unknown[]).forEach((x, i) => {
      const q = x as Record<string, unknown>;
      if (typeof q?.id !== "string" || !isStringArray(q.pairs))
        fail(`interpreters[${i}] must be { id, pairs }`);
      if (
        q.unavailable !== undefined &&
        !(Array.isArray(q.unavailable) && q.unavailable.every(Number.isInteger))
      )
        fail(`interpreters[${i}].unavailable must be an array of slot numbers`);
    });
  }
  if (
    o.slotDays !== undefined &&
    !(Array.isArray(o.slotDays) && o.slotDays.length === o.slots && o.slotDays.every(Number.isInteger))
  )
    fail("slotDays must hold one integer day per slot");
  if (o.placesPerSlot !== undefined) {
    const places = o.placesPerSlot;
    if (!Array.isArray(places) || places.length !== o.slots)
      fail(`placesPerSlot must hold one number per slot (${o.slots} slots)`);
    (places as unknown[]).forEach((x, c) => {
      if (!Number.isInteger(x) || (x as number) < 0)
        fail(`placesPerSlot[${c}] must be a non-negative integer (places of slot ${c})`);
    });
  }
  if (o.weights !== undefined) {
    if (!Array.isArray(o.weights)) fail("weights must be an array");
    (o.weights as unknown[]).forEach((w, i) => {
      if (
        !Array.isArray(w) ||
        w.length !== 3 ||
        typeof w[0] !== "string" ||
        typeof w[1] !== "string" ||
        typeof w[2] !== "number" ||
        !Number.isFinite(w[2])
      ) {
        fail(`weights[${i}] must be [sellerId, buyerId, weight]`);
      }
    });
  }
  return raw as Instance;
}

const toProfile = (p: InstanceParticipant) => ({
  id: p.id,
  categories: p.categories ?? [],
  keywords: p.keywords ?? [],
  texts: p.texts ?? [],
  requests: p.requests ?? [],
  likes: p.likes ?? [],
  notInterested: p.notInterested ?? [],
});

/** Requested pairs of both sides, marked excluded when either side is "not interested". */
export function requestedPairs(inst: Instance): RequestedPair[] {
  const sellers = new Map(inst.sellers.map((p) => [p.id, p]));
  const buyers = new Map(inst.buyers.map((p) => [p.id, p]));
  const out: RequestedPair[] = [];
  const seen = new Set<string>();
  const add = (seller: string, buyer: string) => {
    const s = sellers.get(seller);
    const b = buyers.get(buyer);
    const key = `${seller}\u0000${buyer}`;
    if (!s || !b || seen.has(key)) return;
    seen.add(key);
    const no = s.notInterested?.includes(buyer) || b.notInterested?.includes(seller);
    out.push(no ? { seller, buyer, excluded: "not_interested" } : { seller, buyer });
  };
  for (const s of inst.sellers) for (const b of s.requests ?? []) add(s.id, b);
  for (const b of inst.buyers) for (const s of b.requests ?? []) add(s, b.id);
  return out;
}

/** Scheduler input of an instance: engine scores for the mode, or exactly the given weights. */
export function instanceToSchedulerInput(inst: Instance, options: { packed?: boolean } = {}): SchedulerInput {
  let pairs: CandidatePair[];
  let packedPairs: PackedPairs | undefined;
  if (inst.weights) {
    pairs = inst.weights.map(([seller, buyer, score]) => ({ seller, buyer, score }));
  } else {
    const sellers = inst.sellers.map(toProfile);
    const buyers = inst.buyers.map(toProfile);
    // The same pruning as the participant list (server/modules/matching), over the whole instance.
    pruneCommonTerms([...sellers, ...buyers].map(prepareProfile));
    // The scored pairs as they are (a million of them on a large event: no second copy). Each carries its seller's
    // and buyer's positions (the input's sellers and buyers are the instance's, in order), which the scheduler
    // checks against the ids and then uses instead of looking the ids up.
    // With `packed`, as typed columns (a 15,000-person event has 14 million pairs: no object each).
    if (options.packed) {
      pairs = [];
      packedPairs = buildPackedCandidatePairs(sellers, buyers, inst.mode ?? "normal");
    } else pairs = buildCandidatePairs(sellers, buyers, inst.mode ?? "normal");
  }
  const participant = (p: InstanceParticipant) => ({
    id: p.id,
    unavailable: p.unavailable ?? [],
    maxMeetings: p.maxMeetings ?? null,
    maxPerDay: p.maxPerDay ?? null,
    ...(p.languages ? { languages: p.languages } : {}),
    ...(p.online ? { online: true } : {}),
    ...(p.fixedPlace ? { fixedPlace: true } : {}),
  });
  return {
    slots: inst.slots,
    sellers: inst.sellers.map(participant),
    buyers: inst.buyers.map(participant),
    pairs,
    ...(packedPairs ? { packedPairs } : {}),
    fixed: inst.fixed ?? [],
    requested: requestedPairs(inst),
    ...(inst.slotDays ? { slotDays: inst.slotDays } : {}),
    ...(inst.interpreters ? { interpreters: inst.interpreters } : {}),
    ...(inst.placesPerSlot ? { placesPerSlot: inst.placesPerSlot } : {}),
  };
}

/** Scores (unless weights are given) and schedules an instance. */
export function scheduleInstance(
  inst: Instance,
  options: ScheduleOptions = {},
): { input: SchedulerInput; result: ScheduleResult } {
  const t0 = performance.now();
  const input = instanceToSchedulerInput(inst);
  const scoringMs = Math.round((performance.now() - t0) * 10) / 10;
  const result = scheduleSync(input, options);
  result.stats.timings = { scoring: scoringMs, ...result.stats.timings };
  return { input, result };
}
