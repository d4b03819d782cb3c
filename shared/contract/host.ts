import { z } from "zod";
import { ZOk, zDate, zId, zLink, zPage, zPageQuery, zYN } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZEventDetail, ZFileRef, ZFooterEntry } from "./events.ts";
import { SUB_EVENT_CATEGORIES, ZSubEvent } from "./subevents.ts";

/** The spec's 20 event categories, stored joined by ",". */
export const EVENT_CATEGORIES = [
  "B2B",
  "B2C",
  "machinery",
  "medical",
  "powerPlan",
  "startup",
  "employment",
  "investment",
  "environment",
  "association",
  "society",
  "food",
  "beauty",
  "entrepreneur",
  "IT",
  "textile",
  "MICE",
  "tourism",
  "education",
  "others",
] as const;

export const EVENT_APPROVALS = ["draft", "requested", "approved", "rejected"] as const;
export const MAX_ATTACHMENTS = 5;
export const MAX_EVENT_MANAGERS = 3;

/** Fields of an event that an approval freezes (spec: place and period). */
export const LOCKED_EVENT_FIELDS = [
  "location",
  "locationDetail",
  "lat",
  "lng",
  "startDate",
  "endDate",
] as const;

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "host.timeFormat");
const zFileId = z.number().int().positive().nullable();

export const ZHostEventManager = z.object({
  name: z.string().trim().min(1, "host.managerName").max(60),
  countryNumber: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "host.managerCountryNumber"),
  phone: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "host.managerPhone"),
  email: z
    .string()
    .trim()
    .regex(/^[\w.%+-]+@[\w.-]+\.[a-zA-Z]{2,63}$/, "host.managerEmail"),
});

export const ZHostFooterLink = ZFooterEntry.extend({
  content: z.string().max(200),
  link: zLink("footer", 500),
  imgUrl: zLink("webOrPath", 500),
});

/** Everything the host edits on an event (spec section 3). */
export const ZHostEventBody = z
  .object({
    name: z.string().trim().min(1, "host.nameRequired").max(120),
    nameEn: z.string().trim().max(120).default(""),
    startDate: zDate,
    endDate: zDate,
    timeZone: z.string().min(1).max(60).default("Asia/Seoul"),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, "host.countryCode")
      .default("KR"),
    location: z.string().trim().max(200).default(""),
    locationDetail: z.string().trim().max(200).default(""),
    lat: z.number().min(-90).max(90).nullable().default(null),
    lng: z.number().min(-180).max(180).nullable().default(null),
    content: z.string().max(20000).default(""),
    contentEn: z.string().max(20000).default(""),
    categories: z.array(z.enum(EVENT_CATEGORIES, "host.category")).max(20).default([]),
    homePage: zLink("web", 500).default(""),
    showLogo: zYN.default("Y"),
    hideFooterLinks: z.boolean().default(false),
    hideBuyerCard: z.boolean().default(false),
    mainImageFileId: zFileId.default(null),
    bannerImageFileId: zFileId.default(null),
    logoImageFileId: zFileId.default(null),
    attachmentIds: z
      .array(z.number().int().positive())
      .max(MAX_ATTACHMENTS, "host.attachmentsMax")
      .default([]),
    digitalMap: zLink("webOrPath", 500).default(""),
    managers: z
      .array(ZHostEventManager)
      .min(1, "host.managersCount")
      .max(MAX_EVENT_MANAGERS, "host.managersCount"),
    footerLinks: z.array(ZHostFooterLink).max(20).default([]),
  })
  .refine((e) => e.startDate <= e.endDate, { message: "host.periodOrder", path: ["endDate"] })
  .refine((e) => (e.lat === null) === (e.lng === null), { message: "host.latLngPair", path: ["lng"] });
export type THostEventBody = z.input<typeof ZHostEventBody>;

/** The host's view of an event: the public detail plus every footer entry and the approval state. */
export const ZHostEvent = ZEventDetail.extend({
  approvalReason: z.string(),
  footerLinks: z.array(ZFooterEntry),
  /** Place and period are frozen (the event is approved). */
  placeAndPeriodLocked: z.boolean(),
  /** Forms can no longer change (the event is approved). */
  formsLocked: z.boolean(),
});
export type THostEvent = z.infer<typeof ZHostEvent>;

export const ZHostEventItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  startDate: zDate,
  endDate: zDate,
  approval: z.enum(EVENT_APPROVALS),
  approvalReason: z.string(),
  subEventCount: z.number().int(),
  mainImageFile: ZFileRef.nullable(),
  hostUserId: z.number().int(),
  hostName: z.string(),
  hostEmail: z.string(),
  createdAt: z.string(),
});
export type THostEventItem = z.infer<typeof ZHostEventItem>;

const eventParams = z.object({ eventId: zId });
const subEventParams = z.object({ subEventId: zId });

export const listHostEvents = defineCall({
  method: "GET",
  path: "/api/host/events",
  summary: "The events you host, newest first (administrators: every event)",
  tag: "host",
  auth: "user",
  query: zPageQuery(10),
  response: zPage(ZHostEventItem),
});

export const createHostEvent = defineCall({
  method: "POST",
  path: "/api/host/events",
  summary: "Create an event as a draft; the caller becomes its host",
  tag: "host",
  auth: "user",
  errors: [403, 404],
  body: ZHostEventBody,
  response: ZHostEvent,
});

export const getHostEvent = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId",
  summary: "One of your events with every field, all footer entries and the locks",
  tag: "host",
  auth: "user",
  errors: [403, 404],
  params: eventParams,
  response: ZHostEvent,
});

export const updateHostEvent = defineCall({
  method: "PUT",
  path: "/api/host/events/:eventId",
  summary: "Update an event; after approval the place and period cannot change (400 host.placePeriodLocked)",
  tag: "host",
  auth: "user",
  errors: [403, 404],
  params: eventParams,
  body: ZHostEventBody,
  response: ZHostEvent,
});

export const requestEventApproval = defineCall({
  method: "POST",
  path: "/api/host/events/:eventId/approval-request",
  summary: "Ask the administrators to approve a draft or rejected event (409 host.cannotRequestApproval)",
  tag: "host",
  auth: "user",
  errors: [403, 404, 409],
  params: eventParams,
  response: ZHostEvent,
});

const zOptionalDate = zDate.nullable().default(null);

/** A sub-event's settings (spec section 3), validated: every window in order, slots within the day. */
export const ZHostSubEventBody = z
  .object({
    name: z.string().trim().min(1, "host.nameRequired").max(120),
    nameEn: z.string().trim().max(120).default(""),
    category: z.enum(SUB_EVENT_CATEGORIES),
    matching: zYN.default("N"),
    meetingAvailable: zYN.default("N"),
    sgroupName: z.string().trim().max(60).default(""),
    bgroupName: z.string().trim().max(60).default(""),
    subEventStartDate: zDate,
    subEventEndDate: zDate,
    preRegitStartDate: zOptionalDate,
    preRegitEndDate: zOptionalDate,
    sellRegStartDate: zOptionalDate,
    sellRegEndDate: zOptionalDate,
    buyRegStartDate: zOptionalDate,
    buyRegEndDate: zOptionalDate,
    regStartDate: zOptionalDate,
    regEndDate: zOptionalDate,
    matchStartTime: zTime.default("10:00"),
    matchEndTime: zTime.default("18:00"),
    matchReqTime: z.number().int().min(5, "host.matchReqTime").max(480, "host.matchReqTime").default(30),
    matchBreakTime: z.number().int().min(0).max(240, "host.matchBreakTime").default(0),
    matchNumPerDay: z.number().int().min(1, "host.matchNumPerDay").max(48, "host.matchNumPerDay").default(8),
    onSiteRegit: zYN.default("N"),
    impossibleDateAndTime: z
      .record(z.string().regex(/^\d{4}$/), z.record(z.string().regex(/^\d{1,2}$/), z.array(z.string())))
      .nullable()
      .default(null),
    targetScope: z.enum(["", "others"]).default(""),
    counselFormOnlyEng: zYN.default("N"),
    session: z.string().max(200).default(""),
    sort: z.number().int().min(0).default(0),
  })
  .superRefine((s, ctx) => {
    for (const issue of subEventIssues(s))
      ctx.addIssue({ code: "custom", message: issue.key, path: [issue.field] });
  });
export type THostSubEventBody = z.input<typeof ZHostSubEventBody>;

const WINDOWS = [
  ["subEventStartDate", "subEventEndDate"],
  ["preRegitStartDate", "preRegitEndDate"],
  ["sellRegStartDate", "sellRegEndDate"],
  ["buyRegStartDate", "buyRegEndDate"],
  ["regStartDate", "regEndDate"],
] as const;

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minute of the day at which the last slot ends: n slots of `req` minutes with `brk` minutes between. */
export function lastSlotEnd(start: string, req: number, brk: number, perDay: number): number {
  return minutes(start) + perDay * req + (perDay - 1) * brk;
}

type SubEventRuleInput = Pick<
  z.output<typeof ZHostSubEventBody>,
  | (typeof WINDOWS)[number][number]
  | "matchStartTime"
  | "matchEndTime"
  | "matchReqTime"
  | "matchBreakTime"
  | "matchNumPerDay"
>;

/** Sub-event rules shared by the editor and the server: i18n key and the field it belongs to. */
export function subEventIssues(s: SubEventRuleInput): { key: string; field: string }[] {
  const issues: { key: string; field: string }[] = [];
  for (const [from, to] of WINDOWS) {
    const a = s[from];
    const b = s[to];
    if ((a === null) !== (b === null)) issues.push({ key: "host.windowBothEnds", field: to });
    else if (a !== null && b !== null && a > b) issues.push({ key: "host.windowOrder", field: to });
  }
  if (minutes(s.matchEndTime) <= minutes(s.matchStartTime))
    issues.push({ key: "host.matchTimeOrder", field: "matchEndTime" });
  else if (
    lastSlotEnd(s.matchStartTime, s.matchReqTime, s.matchBreakTime, s.matchNumPerDay) >
    minutes(s.matchEndTime)
  )
    issues.push({ key: "host.slotsDoNotFit", field: "matchNumPerDay" });
  return issues;
}

export const createHostSubEvent = defineCall({
  method: "POST",
  path: "/api/host/events/:eventId/subEvents",
  summary: "Add a sub-event to your event",
  tag: "host",
  auth: "user",
  errors: [403, 404, 409],
  params: eventParams,
  body: ZHostSubEventBody,
  response: ZSubEvent,
});

export const updateHostSubEvent = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:subEventId",
  summary: "Update a sub-event's settings",
  tag: "host",
  auth: "user",
  errors: [403, 404, 409],
  params: subEventParams,
  body: ZHostSubEventBody,
  response: ZSubEvent,
});

export const deleteHostSubEvent = defineCall({
  method: "DELETE",
  path: "/api/host/subEvents/:subEventId",
  summary: "Delete a sub-event that has no applications (409 host.subEventHasApplications)",
  tag: "host",
  auth: "user",
  errors: [403, 404, 409],
  params: subEventParams,
  response: ZOk,
});
