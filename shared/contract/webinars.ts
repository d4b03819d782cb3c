import { z } from "zod";
import { MAX_ID, ZOk, zDate, zId, zLink } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFileRef } from "./events.ts";
import { ZApplicationCard } from "./workspace.ts";

/**
 * Webinars of a presentation sub-event (spec: webinar list and detail). Times are instants (ISO, UTC) with
 * the venue's zone, so the page shows venue and viewer time. Q&A calls are in webinar-qa.ts.
 */

export const ZPresenter = z.object({
  /** The presenter's application (an approved participant of the sub-event). */
  applicationId: z.number().int(),
  /** The application's main applicant (spec `applicantId`). */
  applicantId: z.number().int(),
  companyName: z.string(),
  applicants: z.array(z.object({ businessCard: ZApplicationCard })),
});
export type TPresenter = z.infer<typeof ZPresenter>;

export const ZWebinarSummary = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  hasLink: z.boolean(),
  presenterNames: z.array(z.string()),
});
export type TWebinarSummary = z.infer<typeof ZWebinarSummary>;

export const ZWebinar = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  zoomLink: z.string(),
  /** Private files: `filePath` is a short-lived signed link. */
  atchFiles: z.array(ZFileRef),
  presenters: z.array(ZPresenter),
  /** The caller's part in this webinar's Q&A (the page shows buttons from it; the server checks again). */
  viewer: z.object({
    userId: z.number().int(),
    presenter: z.boolean(),
    firstPresenter: z.boolean(),
    host: z.boolean(),
  }),
});
export type TWebinar = z.infer<typeof ZWebinar>;

export const listWebinars = defineCall({
  method: "GET",
  path: "/api/webinars",
  summary: "The webinars of a sub-event, by start time; its approved participants, colleagues and the host",
  tag: "webinars",
  auth: "user",
  errors: [403, 404],
  query: z.object({ subEventId: zId }),
  response: z.array(ZWebinarSummary),
});

export const getWebinar = defineCall({
  method: "GET",
  path: "/api/webinars/:secondId",
  summary: "One webinar with its presenters, files and link; the same readers as the list",
  tag: "webinars",
  auth: "user",
  errors: [403, 404],
  params: z.object({ secondId: zId }),
  response: ZWebinar,
});

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");

export const ZWebinarInput = z.object({
  title: z.string().trim().min(1, "webinar.titleRequired").max(200),
  /** Venue wall clock (the event's time zone). */
  startDate: zDate,
  startTime: zTime,
  endDate: zDate,
  endTime: zTime,
  content: z.string().max(50_000).default(""),
  zoomLink: zLink("web").default(""),
  fileIds: z.array(z.number().int().positive().max(MAX_ID)).max(10).default([]),
  /** Applications of approved participants, the first presenter first. */
  presenterIds: z.array(z.number().int().positive().max(MAX_ID)).max(10).default([]),
});
export type TWebinarInput = z.input<typeof ZWebinarInput>;

export const ZHostWebinar = ZWebinar.omit({ viewer: true }).extend({
  /** Venue wall clock of the start and end, for the editor. */
  venue: z.object({ startDate: zDate, startTime: z.string(), endDate: zDate, endTime: z.string() }),
  questionCount: z.number().int(),
});
export type THostWebinar = z.infer<typeof ZHostWebinar>;

export const hostListWebinars = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:id/webinars",
  summary: "Every webinar of the sub-event with its details, for the host",
  tag: "webinars",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.array(ZHostWebinar),
});

export const hostCreateWebinar = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/webinars",
  summary: "Creates a webinar in a presentation sub-event (presenters among approved participants)",
  tag: "webinars",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: ZWebinarInput,
  response: ZHostWebinar,
});

export const hostUpdateWebinar = defineCall({
  method: "PUT",
  path: "/api/host/webinars/:webinarId",
  summary: "Replaces a webinar's fields, files and presenters",
  tag: "webinars",
  auth: "user",
  errors: [403, 404],
  params: z.object({ webinarId: zId }),
  body: ZWebinarInput,
  response: ZHostWebinar,
});

export const hostDeleteWebinar = defineCall({
  method: "DELETE",
  path: "/api/host/webinars/:webinarId",
  summary: "Deletes a webinar with its questions and answers",
  tag: "webinars",
  auth: "user",
  errors: [403, 404],
  params: z.object({ webinarId: zId }),
  response: ZOk,
});
