import { z } from "zod";
import { zDate, zId } from "./common.ts";
import { defineCall } from "./define.ts";

/** The rejected and the cancelled lists of an application's meetings (part of the meetings domain). */

export const ZMeetingHistory = z.object({
  meetingId: z.number().int(),
  acceptorName: z.string(),
  applicantName: z.string(),
  date: zDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  reasonCode: z.string(),
  reason: z.string(),
});

export const meetingHistoriesRejected = defineCall({
  method: "GET",
  path: "/api/meetingHistories/applicant",
  summary: "The application's rejected meetings (the rejected list); `applicantId` is the application id",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicantId: zId }),
  response: z.array(ZMeetingHistory),
});

export const meetingHistoriesCancelled = defineCall({
  method: "GET",
  path: "/api/meetingHistories/cancel",
  summary: "The application's cancelled and expired meetings (the cancelled list)",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicantId: zId }),
  response: z.array(ZMeetingHistory),
});
