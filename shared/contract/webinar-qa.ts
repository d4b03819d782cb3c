import { z } from "zod";
import { normalizeQa, QA_MAX, QA_MIN } from "../validation/webinar-qa.ts";
import { MAX_ID, ZOk, zId, zPage } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Webinar Q&A (spec calls under /api/webinarQA; `delteQA` is spelled as clients call it). Private
 * questions and their answers reach only the first presenter, the host, the writer and, for answers, the
 * question's writer; everyone else gets the item with `content` = QA_SECRET and `secret` true.
 */
export const QA_SECRET = "secret";
export const QA_PAGE_SIZE = 5;

/** Trimmed (trailing line breaks go), then 3 to 1000 characters, with the spec's keys. */
export const zQaContent = z
  .string()
  .transform(normalizeQa)
  .pipe(
    z
      .string()
      .min(QA_MIN, "webinar.contentVaildationTooShort")
      .max(QA_MAX, "webinar.contentVaildationTooLong"),
  );

const zWebinarId = z
  .number({ error: "webinar.contentVaildationNoneId" })
  .int("webinar.contentVaildationNoneId")
  .positive("webinar.contentVaildationNoneId")
  .max(MAX_ID, "validation.idOutOfRange");

const ZQaBase = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  companyName: z.string(),
  webinarId: z.number().int(),
  questionId: z.number().int().nullable(),
  questionOrAnswer: z.enum(["Q", "A"]),
  content: z.string(),
  isPrivate: z.enum(["Y", "N"]),
  /** True when the caller may not read a private item: `content` is the placeholder. */
  secret: z.boolean(),
  /** Who wrote it: answers are labelled presenter or host. */
  writerRole: z.enum(["participant", "presenter", "host"]),
  edited: z.boolean(),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export const ZQaAnswer = ZQaBase;
export type TQaAnswer = z.infer<typeof ZQaAnswer>;
export const ZQaItem = ZQaBase.extend({ answers: z.array(ZQaAnswer) });
export type TQaItem = z.infer<typeof ZQaItem>;

export const ZQaFilter = z.enum(["complete", "incomplete", ""]);

export const getAllQa = defineCall({
  method: "GET",
  path: "/api/webinarQA/getAll",
  summary:
    "A page of a webinar's questions (newest first) with their answers; complete = answered, incomplete = not yet, empty = all",
  tag: "webinar-qa",
  auth: "user",
  errors: [403, 404],
  query: z.object({
    webinarId: z.coerce.number({ error: "webinar.contentVaildationNoneId" }).pipe(zWebinarId),
    complete: ZQaFilter.default(""),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(20).default(QA_PAGE_SIZE),
  }),
  response: zPage(ZQaItem),
});

export const createQa = defineCall({
  method: "POST",
  path: "/api/webinarQA/createQA",
  summary:
    "Asks a question (any reader of the webinar) or answers one (its presenters and the host); an answer takes the question's privacy",
  tag: "webinar-qa",
  auth: "user",
  errors: [403, 404],
  body: z.object({
    webinarId: zWebinarId,
    content: zQaContent,
    isPrivate: z
      .union([z.boolean(), z.enum(["Y", "N"])])
      .default(false)
      .transform((v) => v === true || v === "Y"),
    questionOrAnswer: z.enum(["Q", "A"]).default("Q"),
    questionId: z.number().int().positive().max(MAX_ID).optional(),
  }),
  response: ZQaItem,
});

export const modifyQa = defineCall({
  method: "PUT",
  path: "/api/webinarQA/modifyQA",
  summary: "Edits the caller's own question or answer (presenters do not edit others' questions)",
  tag: "webinar-qa",
  auth: "user",
  errors: [403, 404],
  body: z.object({ id: zId, content: zQaContent }),
  response: ZQaItem,
});

export const deleteQa = defineCall({
  method: "DELETE",
  path: "/api/webinarQA/delteQA",
  summary:
    "Deletes a question (with its answers) or an answer: its writer; a question also by the webinar's presenters and the host",
  tag: "webinar-qa",
  auth: "user",
  errors: [403, 404],
  query: z.object({ id: zId, QA: z.enum(["Q", "A"]) }),
  response: ZOk,
  note: "The path's spelling (delteQA) is the one clients call.",
});
