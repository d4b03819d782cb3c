import { z } from "zod";
import { ZOk, zId, zPage, zPageNumber } from "./common.ts";
import { defineCall } from "./define.ts";

/** Matching for participants: scored recommendations with reasons, and "not interested". */

/**
 * The spec's matching modes. The participant list's Match menu maps recommended → RECOMMEND, connected →
 * CONNECTION, tailored → TIGHT; no choice is `default` (docs/decisions.md, "Matching in the product").
 */
export const MATCH_MODES = ["default", "RECOMMEND", "CONNECTION", "TIGHT"] as const;
export const ZMatchMode = z.enum(MATCH_MODES);
export type TMatchMode = z.infer<typeof ZMatchMode>;

/** One reason of a score (the engine's code; the interface words it with items and count). */
export const ZMatchReason = z.object({
  code: z.enum([
    "shared_categories",
    "shared_keywords",
    "similar_text",
    "you_requested",
    "they_requested",
    "you_liked",
    "they_liked",
    "mutual_interest",
    "not_interested_by_you",
    "not_interested_by_them",
  ]),
  points: z.number().int(),
  items: z.array(z.string()).optional(),
  count: z.number().int().optional(),
});
export type TMatchReason = z.infer<typeof ZMatchReason>;

/** The first slot where both sides are free (for a one-click request), in the venue's wall clock. */
export const ZCommonSlot = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
});

export const ZMatchingTarget = z.object({
  applicationId: z.number().int(),
  type: z.enum(["seller", "buyer", "booth", "visitor"]),
  companyName: z.string(),
  managerName: z.string(),
  category: z.string(),
  keyword: z.string(),
  note: z.string(),
  /** 0..maxScore; symmetric (the two sides see the same number). */
  score: z.number().int(),
  maxScore: z.number().int(),
  /** Either side marked the other "not interested" (listed last in default mode, hidden otherwise). */
  excluded: z.boolean(),
  /** Either side requested (or liked) the other; mutual: both did. */
  connected: z.boolean(),
  mutual: z.boolean(),
  reasons: z.array(ZMatchReason),
  /** The earliest future slot both sides have free, or null (none left, or a live meeting already). */
  commonSlot: ZCommonSlot.nullable(),
  /** The pair's live meeting (waiting or agreed), if any. */
  liveMeeting: z.object({ id: z.number().int(), status: z.enum(["waiting", "agree"]) }).nullable(),
});
export type TMatchingTarget = z.infer<typeof ZMatchingTarget>;

export const matchingTargets = defineCall({
  method: "GET",
  path: "/api/applicationKeyword/matchingTargets",
  summary:
    "The counterparts of an application ranked by match score with the reasons in the caller's language (mode default, RECOMMEND, CONNECTION or TIGHT); the application's owner and colleagues, or the host; sub-events with matching Y",
  tag: "matching",
  auth: "user",
  errors: [403, 404, 409],
  query: z.object({
    subEventId: zId,
    /** The application whose counterparts are ranked; defaults to the caller's own in the sub-event. */
    applicationId: zId.optional(),
    mode: ZMatchMode.default("default"),
    page: zPageNumber,
    size: z.coerce.number().int().min(1).max(100).default(10),
    searchWord: z.string().trim().max(100).default(""),
  }),
  response: zPage(ZMatchingTarget),
});

const zPair = z.object({ applicationId: zId, targetId: zId });

export const markNotInterested = defineCall({
  method: "POST",
  path: "/api/matching/notInterested",
  summary:
    "Hides a company from the application's recommendations and from automatic scheduling (idempotent); the application's owner and colleagues",
  tag: "matching",
  auth: "user",
  errors: [403, 404, 409],
  body: zPair,
  response: ZOk,
});

export const restoreNotInterested = defineCall({
  method: "POST",
  path: "/api/matching/notInterested/remove",
  summary: "Restores a company hidden with notInterested (idempotent)",
  tag: "matching",
  auth: "user",
  errors: [403, 404, 409],
  body: zPair,
  response: ZOk,
});

export const ZHiddenCompany = z.object({
  applicationId: z.number().int(),
  type: z.enum(["seller", "buyer", "booth", "visitor"]),
  companyName: z.string(),
  category: z.string(),
  keyword: z.string(),
  hiddenAt: z.string(),
});

export const notInterestedList = defineCall({
  method: "GET",
  path: "/api/matching/notInterested",
  summary: "The companies the application marked not interested, newest first (the restore list)",
  tag: "matching",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: z.array(ZHiddenCompany),
});
