import { z } from "zod";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * The outcome report of an event after (or during) its days (issue 30, part 5): meetings requested, agreed, held,
 * no-show and refilled, broken down; check-ins over time; the meeting surveys summarised. Definitions in
 * docs/outcome-report.md.
 */

export const ZOutcomeCounts = z.object({
  /** Every meeting but a slot marked unavailable. */
  requested: z.number().int(),
  /** Agreed (status agree), or marked no-show (a refilled no-show is cancelled but stays counted). */
  agreed: z.number().int(),
  /** Both sides arrived, nobody absent, agreed, ended. */
  held: z.number().int(),
  /** One side never came. */
  noShow: z.number().int(),
  bothAbsent: z.number().int(),
  /** Agreed meetings that took a no-show's hour. */
  refilled: z.number().int(),
});
export type TOutcomeCounts = z.infer<typeof ZOutcomeCounts>;

/** One row of a breakdown: `key` is the day (YYYY-MM-DD), the slot's start (HH:mm), the category, the country
 * code, the role pair (`seller-buyer`, ...) or the mode (`online` / `offline`); `label` the text to show. */
export const ZOutcomeRow = ZOutcomeCounts.extend({ key: z.string(), label: z.string() });
export type TOutcomeRow = z.infer<typeof ZOutcomeRow>;

export const ZOutcomeSurveyQuestion = z.object({
  uuid: z.string(),
  title: z.string(),
  type: z.string(),
  /** The two the issue names, found by the question's title; null for the others. */
  highlight: z.enum(["satisfaction", "followUp"]).nullable(),
  /** Number of answers (sides that answered the question). */
  answers: z.number().int(),
  /** Star questions: the mean (null without answers). */
  mean: z.number().nullable(),
  /** Choice questions: every option of the form, in its order, with its count. */
  options: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
});
export type TOutcomeSurveyQuestion = z.infer<typeof ZOutcomeSurveyQuestion>;

export const ZOutcomeReport = z.object({
  eventId: zId,
  eventName: z.string(),
  /** Null: the whole event. */
  subEventId: zId.nullable(),
  subEvents: z.array(z.object({ id: zId, name: z.string() })),
  /** IANA time zone of the venue: days, slots and hours are on its clock. */
  timeZone: z.string(),
  generatedAt: z.string(),
  /** held / agreed (0 when nothing was agreed). */
  totals: ZOutcomeCounts.extend({ heldRate: z.number() }),
  byDay: z.array(ZOutcomeRow),
  bySlot: z.array(ZOutcomeRow),
  byCategory: z.array(ZOutcomeRow),
  byCountry: z.array(ZOutcomeRow),
  byRolePair: z.array(ZOutcomeRow),
  byMode: z.array(ZOutcomeRow),
  checkins: z.object({
    checkedIn: z.number().int(),
    expected: z.number().int(),
    /** Entrance check-ins per hour of the venue's clock (`YYYY-MM-DD HH:00`), hours without any left out. */
    perHour: z.array(z.object({ hour: z.string(), count: z.number().int() })),
  }),
  surveys: z.array(ZOutcomeSurveyQuestion),
});
export type TOutcomeReport = z.infer<typeof ZOutcomeReport>;

const ZReportQuery = z.object({ subEventId: zId.optional() });

export const hostOutcomeReport = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/report",
  summary:
    "The outcome report of an event or one of its sub-events: meetings requested, agreed, held, no-show and refilled by day, slot, category, country, role pair and online / on-site; check-ins per hour; meeting surveys summarised",
  tag: "outcomeReport",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  query: ZReportQuery,
  response: ZOutcomeReport,
});

const ZExportQuery = ZReportQuery.extend({ lang: z.enum(["ko", "en", "zh"]).default("ko") });

export const hostOutcomeReportXlsx = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/report/xlsx",
  summary:
    "A signed link (30 minutes) to the outcome report as a spreadsheet in the given language: one sheet per breakdown",
  tag: "outcomeReport",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  query: ZExportQuery,
  response: z.object({ url: z.string() }),
});

export const hostOutcomeReportPdf = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/report/pdf",
  summary:
    "A signed link (30 minutes) to the outcome report as a PDF in the given language, with the screen's charts",
  tag: "outcomeReport",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  query: ZExportQuery,
  response: z.object({ url: z.string() }),
});
