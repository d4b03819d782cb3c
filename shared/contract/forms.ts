import { z } from "zod";
import { zId, zYN } from "./common.ts";
import { defineCall } from "./define.ts";

export const QUESTION_TYPES = [
  "long",
  "short",
  "url",
  "single",
  "many",
  "star",
  "file",
  "keyword",
  "category",
  "product",
  "text",
] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export const FORM_KINDS = [
  "participation",
  "boothParticipation",
  "visitorParticipation",
  "registration",
  "counsel",
  "survey",
] as const;

/** A choice of a single, many or category question (`contentKo`: the Korean label when it differs). */
export const ZChoice = z.object({ id: z.string(), content: z.string(), contentKo: z.string().optional() });

/** One question, in the spec's field names. */
export const ZFormQuestion = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  content: z.string(),
  explain: z.string(),
  explainCheck: zYN,
  requireCheck: zYN,
  secretCheck: zYN,
  selectContent: z.string(),
  radioContent: z.array(ZChoice),
  checkBoxContent: z.array(ZChoice),
  fileContent: z.object({ fileId: z.number().int(), name: z.string(), url: z.string() }).nullable(),
  categoryContent: z.array(ZChoice),
  keywordContent: z.string(),
  keywordOptions: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Built-in questions the builder cannot delete: "companyName", "category"; empty otherwise. */
  defaultId: z.string(),
});
export type TFormQuestion = z.infer<typeof ZFormQuestion>;

/** A part of a form: question ids in order, and the questions keyed by id. */
export const ZFormPart = z.object({
  formIds: z.array(z.string()),
  formData: z.record(z.string(), ZFormQuestion),
});
export type TFormPart = z.infer<typeof ZFormPart>;

export const ZFormDefinition = z.object({
  id: z.number().int(),
  type: z.enum(FORM_KINDS),
  title: z.string(),
  subEventId: z.number().int(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  /** Main questions (step 1). */
  content: ZFormPart,
  /** Additional questions (step 2; skipped when empty). */
  additional: ZFormPart,
});
export type TFormDefinition = z.infer<typeof ZFormDefinition>;

export const getFormDetail = defineCall({
  method: "GET",
  path: "/api/forms/detail",
  summary: "A form definition (main and additional questions) of a sub-event",
  tag: "forms",
  auth: "optional",
  errors: [404],
  query: z.object({ id: zId, subEventId: zId }),
  response: ZFormDefinition,
});

export const getSellerPartiForm = defineCall({
  method: "GET",
  path: "/api/forms/getSellerPartiForm",
  summary:
    "The seller participation form of a sub-event (the client checks it for a product question); null when none",
  tag: "forms",
  auth: "optional",
  errors: [404],
  query: z.object({ subEventId: zId }),
  response: ZFormDefinition.nullable(),
});
