import { z } from "zod";
import { zDate, zId, zPage, zPageQuery, zYN } from "./common.ts";
import { defineCall } from "./define.ts";

export const ZFileRef = z.object({
  id: z.number().int(),
  fileName: z.string(),
  filePath: z.string(),
  fileType: z.string(),
});

export const ZEventSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  startDate: zDate,
  endDate: zDate,
  categories: z.string(),
  location: z.string(),
  countryCode: z.string(),
  mainImageFile: ZFileRef.nullable(),
});
export type TEventSummary = z.infer<typeof ZEventSummary>;

export const ZEventManager = z.object({
  name: z.string(),
  countryNumber: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const ZEventDetail = ZEventSummary.extend({
  timeZone: z.string(),
  bannerImageFile: ZFileRef.nullable(),
  logoImageFile: ZFileRef.nullable(),
  locationDetail: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  content: z.string(),
  contentEn: z.string(),
  homePage: z.string(),
  showLogo: zYN,
  hideFooterLinks: z.boolean(),
  hideBuyerCard: z.boolean(),
  atchFile1: z.number().int(),
  atchFile2: z.number().int(),
  atchFile3: z.number().int(),
  atchFile4: z.number().int(),
  atchFile5: z.number().int(),
  attachments: z.array(ZFileRef.extend({ fileSize: z.number().int() })),
  digitalMap: z.string(),
  managers: z.array(ZEventManager),
  approval: z.enum(["draft", "requested", "approved", "rejected"]),
  hostUserId: z.number().int(),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

export const ZEventPage = zPage(ZEventSummary);

export const getAllEvents = defineCall({
  method: "POST",
  path: "/api/events/getAll",
  summary: "Approved events, newest first (page and size in the query, 12 a page)",
  tag: "events",
  auth: "none",
  query: zPageQuery(12),
  response: ZEventPage,
});

export const getEventDetail = defineCall({
  method: "GET",
  path: "/api/events/detail",
  summary:
    "One event with managers and attachments; unapproved events only for their host and administrators",
  tag: "events",
  auth: "optional",
  errors: [404],
  query: z.object({ id: zId }),
  response: ZEventDetail,
});

export const searchEvents = defineCall({
  method: "GET",
  path: "/api/events/getSearch",
  summary:
    "Approved events whose Korean or English name, place or categories contain the word (case-insensitive)",
  tag: "events",
  auth: "none",
  query: zPageQuery(12).extend({
    // A missing word is the same empty search as a blank one: the spec's 'enter a search term'.
    word: z
      .string({ error: (issue) => (issue.input === undefined ? "search.enterTerm" : undefined) })
      .trim()
      .min(1, "search.enterTerm")
      .max(100),
    approval: z.literal("Y").default("Y"),
  }),
  response: ZEventPage,
});

export const FOOTER_TYPES = [
  "WEB_PAGE",
  "MANUAL",
  "BLOG",
  "FACEBOOK",
  "INSTAGRAM",
  "LINKEDIN",
  "TERM",
  "PRIVACY_POLICY",
  "EMAIL_INQUIRY",
  "COPYRIGHT",
] as const;

export const ZFooterEntry = z.object({
  type: z.enum(FOOTER_TYPES),
  content: z.string(),
  link: z.string(),
  imgUrl: z.string(),
  hide: z.enum(["PUBLIC", "PRIVATE"]),
});
export type TFooterEntry = z.infer<typeof ZFooterEntry>;

export const getEventFooter = defineCall({
  method: "GET",
  path: "/api/events/event-footer/:eventId",
  summary: "The event's PUBLIC footer entries (none when the host hides footer links)",
  tag: "events",
  auth: "none",
  errors: [404],
  params: z.object({ eventId: zId }),
  response: z.array(ZFooterEntry),
});

export const toggleLike = defineCall({
  method: "POST",
  path: "/api/likes",
  summary: "Toggle your like of an event; answers the new state",
  tag: "likes",
  auth: "user",
  errors: [403, 404],
  body: z.object({ userId: z.number().int().optional(), eventId: z.number().int().positive() }),
  response: z.object({ eventId: z.number().int(), liked: z.boolean() }),
});

export const myLikeList = defineCall({
  method: "GET",
  path: "/api/likes/myLikeList",
  summary: "Ids of the events you like",
  tag: "likes",
  auth: "user",
  response: z.array(z.number().int()),
});

export const myLikeListPage = defineCall({
  method: "GET",
  path: "/api/likes/myLikeListPage",
  summary: "The events you like, most recent like first, 12 a page",
  tag: "likes",
  auth: "user",
  query: zPageQuery(12),
  response: ZEventPage,
});

export const ZMyEvent = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameEn: z.string(),
  subEventId: z.number().int(),
  subEventName: z.string(),
  /** The English name ('' when none): the interface shows it outside Korean. */
  subEventNameEn: z.string(),
  subEventType: z.string(),
  applicationId: z.number().int(),
  applicationType: z.string(),
  approval: z.enum(["approval", "waiting", "reject"]),
});

export const myEventList = defineCall({
  method: "GET",
  path: "/api/applicants/myEventList",
  summary: "Your applications with their event, sub-event category and approval state",
  tag: "applicants",
  auth: "user",
  response: z.array(ZMyEvent),
});

export const myApprovedEventList = defineCall({
  method: "GET",
  path: "/api/applicants/myApprovedEventList",
  summary: "Events in which one of your applications is approved, 12 a page",
  tag: "applicants",
  auth: "user",
  query: zPageQuery(12),
  response: ZEventPage,
});
