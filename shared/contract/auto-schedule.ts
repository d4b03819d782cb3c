import { z } from "zod";
import { zId, zPage, zPageNumber } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * The organizer's automatic scheduling (host of the event or administrator; sub-events with matching Y): a run
 * in TIGHT or normal mode makes a draft in the background (progress, stop), the host reviews it and publishes it;
 * cancel-all removes what publishing made; the mail toggle and the concluded-schedule mail.
 */

const zCap = z.number().int().min(0).max(1000).nullable();

export const ZMatchingSettings = z.object({
  /** mailPostToggleAt of the organizer's matching: N sends no meeting mails when publishing or cancelling. */
  mail: z.enum(["Y", "N"]),
  /** Meetings per participant and day (null: one per slot, i.e. matchNumPerDay). */
  maxPerDay: zCap,
  /** Meetings per participant of the seller group / buyer group (null: uncapped). */
  sellerCap: zCap,
  buyerCap: zCap,
  /** Per company, overriding its group's cap. */
  companyCaps: z.array(z.object({ applicationId: zId, cap: z.number().int().min(0).max(1000) })).max(5000),
});
export type TMatchingSettings = z.infer<typeof ZMatchingSettings>;

const ZFigures = z.object({
  meetings: z.number().int(),
  totalScore: z.number(),
  participantsWithout: z.number().int(),
  requestedScheduled: z.number().int(),
});

export const ZRunSummary = z.object({
  slots: z.number().int(),
  sellers: z.number().int(),
  buyers: z.number().int(),
  candidatePairs: z.number().int(),
  newMeetings: z.number().int(),
  requestedPairs: z.number().int(),
  /** The schedule now (its future agreed meetings, which the draft keeps) and after publishing. */
  before: ZFigures,
  after: ZFigures,
  unscheduled: z.record(z.string(), z.number().int()),
  violations: z.number().int(),
  /** Milliseconds per phase (instance, scoring, the engine's phases, draft). */
  timings: z.record(z.string(), z.number()),
  /** When interpreters were planned (an interpreter of the sub-event states a language pair). */
  interpreters: z
    .object({
      /** Meetings needing an interpreter (no shared language), before interpreters were assigned. */
      needed: z.number().int(),
      /** Of those, how many kept their slot and got an interpreter. */
      served: z.number().int(),
      /** How many got one in another slot than first planned. */
      moved: z.number().int(),
      /** Agreed meetings needing an interpreter that have none (kept as they are). */
      fixedWithout: z.number().int(),
      /** Meetings after publishing that need an interpreter. */
      scheduled: z.number().int(),
    })
    .optional(),
});

export const ZRun = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  mode: z.enum(["tight", "normal"]),
  status: z.enum(["running", "draft", "published", "stopped", "failed", "discarded"]),
  phase: z.string(),
  progress: z.number(),
  stopRequested: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  summary: ZRunSummary.nullable(),
  outcome: z
    .object({
      published: z.number().int(),
      skippedTaken: z.number().int(),
      skippedPair: z.number().int(),
      skippedGone: z.number().int(),
    })
    .nullable(),
  error: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type TRun = z.infer<typeof ZRun>;

const zSub = z.object({ id: zId });
const zRunParams = z.object({ runId: zId });
const zPaging = { page: zPageNumber, size: z.coerce.number().int().min(1).max(200).default(20) };

export const hostMatchingSettings = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/matching/settings",
  summary: "The automatic-scheduling settings: mail toggle, caps per day, per group and per company",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zSub,
  response: ZMatchingSettings,
});

export const hostSaveMatchingSettings = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:id/matching/settings",
  summary: "Saves the mail toggle and the caps (company caps replace the previous list)",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zSub,
  body: ZMatchingSettings,
  response: ZMatchingSettings,
});

export const hostStartAutoSchedule = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/matching/runs",
  summary:
    "Runs full matching (tight: category and keyword, normal: category) in the background and answers the run at once; 409 while another run of the sub-event is running",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404, 409],
  params: zSub,
  body: z.object({ mode: z.enum(["tight", "normal"]) }),
  response: ZRun,
});

export const hostLatestAutoSchedule = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/matching/runs/latest",
  summary: "The sub-event's latest run (progress while running, the draft's summary after), or null",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zSub,
  response: ZRun.nullable(),
});

export const hostAutoScheduleRun = defineCall({
  method: "GET",
  path: "/api/host/matching/runs/:runId",
  summary: "One run: status, progress, summary, publishing outcome",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zRunParams,
  response: ZRun,
});

export const hostStopAutoSchedule = defineCall({
  method: "POST",
  path: "/api/host/matching/runs/:runId/stop",
  summary: "Stops a running run (no draft is kept)",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404, 409],
  params: zRunParams,
  response: ZRun,
});

export const ZDraftMeeting = z.object({
  sellerId: z.number().int(),
  buyerId: z.number().int(),
  sellerName: z.string(),
  buyerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  score: z.number().int(),
  /** The interpreter the draft assigns (sides without a shared language), or null. */
  interpreterName: z.string().nullable(),
});

export const hostDraftMeetings = defineCall({
  method: "GET",
  path: "/api/host/matching/runs/:runId/meetings",
  summary: "The draft's meetings by slot (venue time), optionally of one company name",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404, 409],
  params: zRunParams,
  query: z.object({ ...zPaging, company: z.string().trim().max(100).default("") }),
  response: zPage(ZDraftMeeting),
});

export const hostDraftCompanies = defineCall({
  method: "GET",
  path: "/api/host/matching/runs/:runId/companies",
  summary:
    "Per company: agreed meetings now and meetings the draft adds; `without=Y` lists the participants left with none",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zRunParams,
  query: z.object({ ...zPaging, without: z.enum(["Y", "N"]).default("N") }),
  response: zPage(
    z.object({
      applicationId: z.number().int(),
      type: z.string(),
      companyName: z.string(),
      current: z.number().int(),
      added: z.number().int(),
    }),
  ),
});

export const hostDraftUnscheduled = defineCall({
  method: "GET",
  path: "/api/host/matching/runs/:runId/unscheduled",
  summary:
    "Requested pairs the draft leaves out with the reason: no_common_free_slot, cap_reached (side), outscored, no_interpreter_free, excluded (cause)",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zRunParams,
  query: z.object({
    ...zPaging,
    reason: z
      .enum(["no_common_free_slot", "cap_reached", "outscored", "no_interpreter_free", "excluded"])
      .optional(),
  }),
  response: zPage(
    z.object({
      sellerId: z.number().int(),
      buyerId: z.number().int(),
      sellerName: z.string(),
      buyerName: z.string(),
      reason: z.string(),
      side: z.string().nullable(),
      cause: z.string().nullable(),
    }),
  ),
});

export const hostPublishAutoSchedule = defineCall({
  method: "POST",
  path: "/api/host/matching/runs/:runId/publish",
  summary:
    "Publishes the draft in one transaction: its meetings become agreed (arranged by the host, no acceptance); a meeting whose slot a side has taken since is skipped and counted; 409 when the run is not the latest draft",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404, 409],
  params: zRunParams,
  response: ZRun,
});

export const hostCancelAutoScheduled = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/matching/cancelAll",
  summary:
    "Cancels every future meeting made by automatic scheduling (meetings booked by participants or arranged by hand stay)",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zSub,
  body: z.object({ reason: z.string().trim().max(500).default("") }),
  response: z.object({ cancelled: z.number().int() }),
});

export const hostSendScheduleMail = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/matching/scheduleMail",
  summary:
    "Sends each participant with agreed meetings one mail listing its own meetings (its language, venue and own time) with an .ics",
  tag: "auto-schedule",
  auth: "user",
  errors: [403, 404],
  params: zSub,
  response: z.object({ recipients: z.number().int() }),
});
