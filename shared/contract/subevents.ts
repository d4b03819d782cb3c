import { z } from "zod";
import { zDate, zId, zYN } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFileRef } from "./events.ts";

export const SUB_EVENT_CATEGORIES = ["registration", "presentation", "consulting", "matching"] as const;

export const ZSubEvent = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  category: z.enum(SUB_EVENT_CATEGORIES),
  matching: zYN,
  meetingAvailable: zYN,
  sgroupName: z.string(),
  bgroupName: z.string(),
  subEventStartDate: zDate,
  subEventEndDate: zDate,
  preRegitStartDate: zDate.nullable(),
  preRegitEndDate: zDate.nullable(),
  sellRegStartDate: zDate.nullable(),
  sellRegEndDate: zDate.nullable(),
  buyRegStartDate: zDate.nullable(),
  buyRegEndDate: zDate.nullable(),
  regStartDate: zDate.nullable(),
  regEndDate: zDate.nullable(),
  matchStartTime: z.string(),
  matchEndTime: z.string(),
  matchReqTime: z.number().int(),
  matchBreakTime: z.number().int(),
  matchNumPerDay: z.number().int(),
  onSiteRegit: zYN,
  impossibleDateAndTime: z.record(z.string(), z.record(z.string(), z.array(z.string()))).nullable(),
  targetScope: z.string(),
  sellerPartiForm: z.number().int().nullable(),
  buyerPartiForm: z.number().int().nullable(),
  boothPartiForm: z.number().int().nullable(),
  visitorPartiForm: z.number().int().nullable(),
  registerForm: z.number().int().nullable(),
  sellerCounselForm: z.number().int().nullable(),
  buyerCounselForm: z.number().int().nullable(),
  sellerSurveyForm: z.number().int().nullable(),
  counselFormOnlyEng: zYN,
  session: z.string(),
  timeZone: z.string(),
  mainEvent: z.object({
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string(),
    showLogo: zYN,
    hideBuyerCard: z.boolean(),
    mainImageFile: ZFileRef.nullable(),
    logoImageFile: ZFileRef.nullable(),
    homePage: z.string(),
  }),
});
export type TSubEvent = z.infer<typeof ZSubEvent>;

export const listSubEvents = defineCall({
  method: "GET",
  path: "/api/subEvents",
  summary: "The sub-events of an event",
  tag: "subEvents",
  auth: "optional",
  errors: [404],
  query: z.object({ eventId: zId }),
  response: z.array(ZSubEvent),
});

export const getSubEventDetail = defineCall({
  method: "GET",
  path: "/api/subEvents/detail",
  summary: "One sub-event with its main event",
  tag: "subEvents",
  auth: "optional",
  errors: [404],
  query: z.object({ id: zId }),
  response: ZSubEvent,
});
