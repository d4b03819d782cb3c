import { z } from "zod";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

/** The PDFs of the event day (issue 29): badges, personal agendas and table cards, made in the background. */

export const ZPdfLang = z.enum(["ko", "en", "zh"]);

export const ZPrintRequest = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("badges"),
    size: z.enum(["a6", "label-4x3"]).default("a6"),
    subEventId: zId.optional(),
    role: z.string().trim().max(20).optional(),
    q: z.string().trim().max(100).optional(),
    badgeId: z.string().trim().max(40).optional(),
  }),
  z.object({
    kind: z.literal("agendas"),
    order: z.enum(["company", "place"]).default("company"),
    /** Absent: each person's own language. */
    lang: ZPdfLang.optional(),
    /** One participant's agenda only. */
    userId: zId.optional(),
  }),
  z.object({ kind: z.literal("tableCards"), subEventId: zId }),
]);
export type TPrintRequest = z.infer<typeof ZPrintRequest>;

export const ZPrintJob = z.object({
  id: zId,
  eventId: zId,
  kind: z.enum(["badges", "agendas", "tableCards"]),
  status: z.enum(["running", "done", "failed"]),
  done: z.number().int(),
  total: z.number().int(),
  bytes: z.number().int(),
  /** An i18n key when it failed. */
  error: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A signed link to the PDF, valid 30 minutes (null until done). */
  downloadUrl: z.string().nullable(),
});
export type TPrintJob = z.infer<typeof ZPrintJob>;

export const hostStartPrint = defineCall({
  method: "POST",
  path: "/api/host/events/:eventId/prints",
  summary:
    "Starts a PDF of the event in the background: badges (all, a filter or one; A6 or 4x3 in labels), personal agendas (all in one, sorted by company or place, or one participant's) or a sub-event's table cards",
  tag: "printing",
  auth: "user",
  status: 201,
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  body: ZPrintRequest,
  response: ZPrintJob,
});

export const hostPrintJob = defineCall({
  method: "GET",
  path: "/api/host/prints/:jobId",
  summary: "A PDF job's progress, and its download link once done",
  tag: "printing",
  auth: "user",
  errors: [403, 404],
  params: z.object({ jobId: zId }),
  response: ZPrintJob,
});

export const hostPrintJobs = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/prints",
  summary: "The event's latest PDF jobs (20), newest first",
  tag: "printing",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  response: z.array(ZPrintJob),
});

export const getMyAgenda = defineCall({
  method: "GET",
  path: "/api/events/:eventId/agenda",
  summary:
    "A signed link (30 minutes) to the caller's own agenda of the event as PDF: their meetings in the venue's time, places, counterparts, interpreters and the badge's QR",
  tag: "printing",
  auth: "user",
  errors: [404],
  params: z.object({ eventId: zId }),
  query: z.object({ lang: ZPdfLang.default("ko") }),
  response: z.object({ url: z.string() }),
});
