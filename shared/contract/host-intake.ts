import { z } from "zod";
import { zId, zPage, zPageQuery, zYN } from "./common.ts";
import { defineCall } from "./define.ts";
import { type FORM_KINDS, QUESTION_TYPES, ZChoice, ZFormDefinition } from "./forms.ts";

/** The organizer's console, part two: the form builder and the applicant review. */

const subEventParams = z.object({ subEventId: zId });

/** The sub-event's form references; each slot holds one form of a fixed kind. */
export const FORM_SLOTS = {
  sellerPartiForm: "participation",
  buyerPartiForm: "participation",
  boothPartiForm: "boothParticipation",
  visitorPartiForm: "visitorParticipation",
  registerForm: "registration",
  sellerCounselForm: "counsel",
  buyerCounselForm: "counsel",
  sellerSurveyForm: "survey",
} as const satisfies Record<string, (typeof FORM_KINDS)[number]>;
export type TFormSlot = keyof typeof FORM_SLOTS;
export const FORM_SLOT_NAMES = Object.keys(FORM_SLOTS) as TFormSlot[];

/** Kinds whose forms must hold the company-name and category questions. */
export const KINDS_WITH_MANDATORY_QUESTIONS: readonly string[] = [
  "participation",
  "boothParticipation",
  "visitorParticipation",
];
export const MANDATORY_DEFAULT_IDS = ["companyName", "category"] as const;

export const ZQuestionInput = z.object({
  /** Existing question id (kept so answers stay linked); omitted for a new question. */
  id: z.string().uuid().optional(),
  title: z.string().trim().min(1, "host.questionTitle").max(300),
  type: z.enum(QUESTION_TYPES),
  content: z.string().max(5000).default(""),
  explain: z.string().max(2000).default(""),
  explainCheck: zYN.default("N"),
  requireCheck: zYN.default("N"),
  secretCheck: zYN.default("N"),
  selectContent: z.string().max(2000).default(""),
  radioContent: z.array(ZChoice).max(50).default([]),
  checkBoxContent: z.array(ZChoice).max(50).default([]),
  fileContent: z
    .object({ fileId: z.number().int(), name: z.string(), url: z.string() })
    .nullable()
    .default(null),
  categoryContent: z.array(ZChoice).max(50).default([]),
  keywordContent: z.string().max(255).default(""),
  keywordOptions: z
    .array(z.object({ id: z.number().int(), title: z.string() }))
    .max(200)
    .default([]),
  defaultId: z.enum(["", ...MANDATORY_DEFAULT_IDS]).default(""),
});
export type TQuestionInput = z.input<typeof ZQuestionInput>;

export const ZHostFormBody = z.object({
  title: z.string().trim().max(200).default(""),
  /** Main questions in order (step 1). */
  content: z.array(ZQuestionInput).max(100),
  /** Additional questions in order (step 2). */
  additional: z.array(ZQuestionInput).max(100).default([]),
});
export type THostFormBody = z.input<typeof ZHostFormBody>;

export const saveHostForm = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:subEventId/forms/:slot",
  summary:
    "Create or replace the form in one of the sub-event's form slots (read back with GET /api/forms/detail); refused after approval (400 host.formsLocked)",
  tag: "host",
  auth: "user",
  errors: [403, 404],
  params: z.object({ subEventId: zId, slot: z.enum(FORM_SLOT_NAMES as [TFormSlot, ...TFormSlot[]]) }),
  body: ZHostFormBody,
  response: ZFormDefinition,
});

export const HOST_APPLICANT_TYPES = ["seller", "buyer", "booth", "visitor"] as const;
export const HOST_APPLICANT_APPROVALS = ["approval", "waiting", "reject"] as const;

export const ZHostApplicant = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  applicantId: z.number().int(),
  type: z.enum(HOST_APPLICANT_TYPES),
  approval: z.enum(HOST_APPLICANT_APPROVALS),
  reason: z.string(),
  method: z.enum(["pre", "onsite"]),
  category: z.string(),
  keyword: z.string(),
  note: z.string(),
  createdDate: z.string(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  position: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
});
export type THostApplicant = z.infer<typeof ZHostApplicant>;

export const listHostApplicants = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:subEventId/applicants",
  summary: "Applicants of your sub-event, newest first; search on company, name and e-mail",
  tag: "host",
  auth: "user",
  errors: [403, 404],
  params: subEventParams,
  query: zPageQuery(10).extend({
    search: z.string().trim().max(100).default(""),
    type: z.enum(HOST_APPLICANT_TYPES).optional(),
    approval: z.enum(HOST_APPLICANT_APPROVALS).optional(),
  }),
  response: zPage(ZHostApplicant),
});

export const ZApplicantDecisionBody = z
  .object({
    applicationIds: z.array(z.number().int().positive()).min(1, "host.selectTarget").max(100),
    decision: z.enum(["approval", "reject"]),
    reason: z.string().trim().max(1000).default(""),
  })
  .refine((b) => b.decision !== "reject" || b.reason.length > 0, {
    message: "host.reasonRequired",
    path: ["reason"],
  });

export const decideHostApplicants = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:subEventId/applicants/decision",
  summary:
    "Approve, or reject with a reason, one or more applicants; each gets eventApplyApproved or eventApplyRejected",
  tag: "host",
  auth: "user",
  errors: [403, 404],
  params: subEventParams,
  body: ZApplicantDecisionBody,
  response: z.object({ updated: z.number().int() }),
});
