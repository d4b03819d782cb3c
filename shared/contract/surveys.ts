import { z } from "zod";
import { zDate, zId } from "./common";
import { defineCall } from "./define";
import { QUESTION_TYPES } from "./forms";

/**
 * After-meeting notes: the meeting survey (counsel note) of each side, from the sub-event's counsel form of
 * that side, and the post-event survey of an application (the sub-event's survey form).
 */

export const ZSurveyAnswer = z.object({
  /** The question id (form question). */
  uuid: z.string().min(1).max(100),
  formId: zId,
  title: z.string().max(500).default(""),
  type: z.enum(QUESTION_TYPES),
  content: z.string().max(5000, "validation.tooLong").default(""),
  answerUuid: z.string().max(2000).default(""),
});
export type TSurveyAnswer = z.infer<typeof ZSurveyAnswer>;

export const ZCounselItem = z.object({
  meetingId: z.number().int(),
  /** The other side's company (the spec's "meeting name"). */
  meetingName: z.string(),
  date: zDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  /** Whether the caller's side has saved its note. */
  written: z.boolean(),
});

export const meetingSurveyList = defineCall({
  method: "GET",
  path: "/api/meetings/meetingSurveyList",
  summary:
    "The counsel list: the application's finished agreed meetings (search on the other company), newest first",
  tag: "surveys",
  auth: "user",
  query: z.object({ applicationId: zId, searchWord: z.string().trim().max(100).default("") }),
  response: z.array(ZCounselItem),
});

export const ZMeetingSurvey = z.object({
  meetingId: z.number().int(),
  applicationId: z.number().int(),
  /** The counsel form of the caller's side (null when the sub-event has none). */
  formId: z.number().int().nullable(),
  answers: z.array(ZSurveyAnswer),
});

export const getMeetingSurvey = defineCall({
  method: "GET",
  path: "/api/meetingSurveys",
  summary: "The caller's side's meeting survey answers (each side reads its own note; the host reads both)",
  tag: "surveys",
  auth: "user",
  query: z.object({ meetingId: zId, applicationId: zId }),
  response: ZMeetingSurvey,
});

const zSurveyBody = z.object({
  meetingId: zId,
  applicationId: zId,
  meetingSurveys: z.array(ZSurveyAnswer).max(200),
});

export const createMeetingSurvey = defineCall({
  method: "POST",
  path: "/api/meetingSurveys",
  summary: "Creates the meeting survey answers of the caller's side (409 when they exist: use the update)",
  tag: "surveys",
  auth: "user",
  body: zSurveyBody,
  response: z.array(ZSurveyAnswer),
});

export const updateMeetingSurvey = defineCall({
  method: "POST",
  path: "/api/meetingSurveys/surveys",
  summary:
    "Replaces the meeting survey answers of the caller's side (also the interpreter's form); answers the list",
  tag: "surveys",
  auth: "user",
  body: zSurveyBody,
  response: z.array(ZSurveyAnswer),
});

export const ZPostSurvey = z.object({
  applicationId: z.number().int(),
  formId: z.number().int().nullable(),
  answers: z.array(ZSurveyAnswer),
});

export const getPostSurvey = defineCall({
  method: "GET",
  path: "/api/postSurveys/:applicationId",
  summary: "The application's post-event survey answers; the application, its colleagues and the host",
  tag: "surveys",
  auth: "user",
  params: z.object({ applicationId: zId }),
  response: ZPostSurvey,
});

const zPostBody = z.object({ applicationId: zId, postSurveys: z.array(ZSurveyAnswer).max(200) });

export const createPostSurvey = defineCall({
  method: "POST",
  path: "/api/postSurveys",
  summary: "Creates the post-event survey answers (409 when they exist)",
  tag: "surveys",
  auth: "user",
  body: zPostBody,
  response: z.array(ZSurveyAnswer),
});

export const updatePostSurvey = defineCall({
  method: "PUT",
  path: "/api/postSurveys",
  summary: "Replaces the post-event survey answers",
  tag: "surveys",
  auth: "user",
  body: zPostBody,
  response: z.array(ZSurveyAnswer),
});
