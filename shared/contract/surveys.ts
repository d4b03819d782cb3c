import { z } from "zod";
import { zDate, zId, zPage, zPageQuery } from "./common.ts";
import { defineCall } from "./define.ts";
import { QUESTION_TYPES } from "./forms.ts";

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
  errors: [404],
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
  errors: [404],
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
  errors: [404, 409],
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
  errors: [404, 409],
  body: zSurveyBody,
  response: z.array(ZSurveyAnswer),
});

/** Who saved a version of a counsel note: a member of that side, or the meeting's interpreter. */
export const SAVER_ROLES = ["participant", "interpreter"] as const;

export const ZCounselVersion = z.object({
  /** 1, 2, … in the order of saving; the highest is the current note. */
  version: z.number().int(),
  savedAt: z.string(),
  /** The saver's name; null when unknown (kept from before versions existed, or the account is deleted). */
  savedBy: z.string().nullable(),
  /** null only for a note kept from before versions existed. */
  role: z.enum(SAVER_ROLES).nullable(),
  /** The version this one restored, when it was a restore. */
  restoredFrom: z.number().int().nullable(),
  answers: z.array(ZSurveyAnswer),
});
export type TCounselVersion = z.infer<typeof ZCounselVersion>;

export const ZCounselHistory = zPage(ZCounselVersion).extend({
  /** The venue's time zone, in which the times are shown. */
  timeZone: z.string(),
  /** Whether the caller may restore a version (the side's owner and colleagues; not the interpreter or host). */
  canRestore: z.boolean(),
});

export const meetingSurveyVersions = defineCall({
  method: "GET",
  path: "/api/meetingSurveys/versions",
  summary:
    "Every saved version of one side's counsel note, newest first, with who saved it, in which role and its answers; for whoever may read the note (that side, the host, the meeting's interpreter)",
  tag: "surveys",
  auth: "user",
  errors: [404],
  query: z.object({ meetingId: zId, applicationId: zId }).extend(zPageQuery(20).shape),
  response: ZCounselHistory,
});

export const restoreMeetingSurvey = defineCall({
  method: "POST",
  path: "/api/meetingSurveys/restore",
  summary:
    "Makes an earlier version of one side's counsel note current again, saved as a new version (so a restore can be undone); the side's owner and colleagues only; answers the note",
  tag: "surveys",
  auth: "user",
  errors: [404, 409],
  body: z.object({ meetingId: zId, applicationId: zId, version: zId }),
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
  errors: [404],
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
  errors: [404, 409],
  body: zPostBody,
  response: z.array(ZSurveyAnswer),
});

export const updatePostSurvey = defineCall({
  method: "PUT",
  path: "/api/postSurveys",
  summary: "Replaces the post-event survey answers",
  tag: "surveys",
  auth: "user",
  errors: [404, 409],
  body: zPostBody,
  response: z.array(ZSurveyAnswer),
});
