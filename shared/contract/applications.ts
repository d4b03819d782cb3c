import { z } from "zod";
import { zCardCompany, zCountryNumber, zEmail, zName, zPhone } from "../validation/account.ts";
import { MAX_ID, zId, zLink, zPage, zPageNumber, zYN } from "./common.ts";
import { defineCall } from "./define.ts";
import { QUESTION_TYPES } from "./forms.ts";
import { ZMeetingLanguage } from "./languages.ts";
import { ZBusinessCardInput } from "./users.ts";

export const APPLY_TYPES = ["seller", "buyer", "booth", "visitor"] as const;
export type TApplicationType = (typeof APPLY_TYPES)[number];
/** What checkEvent accepts: an application type, or "registration" for a registration sub-event. */
export const ATTENDEE_TYPES = [...APPLY_TYPES, "registration"] as const;

/** One answer as the client sends it; `uuid` is the question's id, `answerUuid` the chosen option id(s). */
export const ZAnswerInput = z.object({
  uuid: z.string().min(1).max(64),
  formId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  title: z.string().max(500).optional(),
  type: z.string().max(20).optional(),
  content: z.string().max(5000).default(""),
  answerUuid: z.string().max(1000).default(""),
  productName: z.string().max(1000).default(""),
  productExplain: z.string().max(5000).default(""),
  productImg: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  productLink: zLink("web", 2000).default(""),
  /** Accepted from the on-site payload of the original client; ignored. */
  registerId: z.unknown().optional(),
});
export type TAnswerInput = z.input<typeof ZAnswerInput>;

/** A stored answer, in the spec's field names (`uuid`: the question's id; `id`: the answer's own id). */
export const ZFormAnswer = z.object({
  id: z.string(),
  uuid: z.string(),
  formId: z.number().int(),
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  content: z.string(),
  answerUuid: z.string(),
  /** Y: additional part; N: main part. */
  repeatInfo: zYN,
  additionOrder: z.number().int(),
  productName: z.string(),
  productExplain: z.string(),
  /** File id of the product image, 0 when none. */
  productImg: z.number().int(),
  productLink: z.string(),
  /** Public path of the product image or the file of a file question; empty when none. */
  filePath: z.string(),
  fileName: z.string(),
});
export type TFormAnswer = z.infer<typeof ZFormAnswer>;

/** The business card of an application: the same rules as the profile card. */
export const ZCardInput = ZBusinessCardInput;

export const ZApplyBody = z.object({
  subEventId: zId,
  type: z.enum(APPLY_TYPES),
  businessCard: ZCardInput,
  answers: z.array(ZAnswerInput).max(200).default([]),
  keywordIds: z.array(z.coerce.number().int().positive().max(MAX_ID)).max(100).default([]),
  /** The languages the company's people speak in meetings (docs/decisions.md, "Meeting languages"). */
  languages: z.array(ZMeetingLanguage).max(12).default([]),
});
export type TApplyBody = z.input<typeof ZApplyBody>;

export const ZKeyword = z.object({ id: z.number().int(), title: z.string() });
export type TKeyword = z.infer<typeof ZKeyword>;

export const ZApplication = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  /** The company name of the application. */
  name: z.string(),
  type: z.enum(APPLY_TYPES),
  approval: z.enum(["approval", "waiting", "reject"]),
  reason: z.string(),
  method: z.enum(["pre", "onsite"]),
  category: z.string(),
  keyword: z.string(),
  note: z.string(),
  meetingPreference: z.string(),
  meetingPurpose: z.string(),
  createdDate: z.string(),
  applicantId: z.number().int(),
  /** The participation form the answers belong to (null when the sub-event has none for the type). */
  formId: z.number().int().nullable(),
  applicants: z.array(
    z.object({
      businessCard: z.object({
        company: z.string(),
        name: z.string(),
        email: z.string(),
        countryNumber: z.string(),
        phoneNumber: z.string(),
        position: z.string(),
      }),
    }),
  ),
  keywords: z.array(ZKeyword),
  applicationFormAnswers: z.array(ZFormAnswer),
  /** The caller's place: the main applicant (owner) or an accepted colleague. */
  role: z.enum(["owner", "colleague"]),
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZTemporaryAccount = z.object({
  email: z.string(),
  temporaryPW: z.string(),
  temporaryCode: z.string(),
});
export type TTemporaryAccount = z.infer<typeof ZTemporaryAccount>;

const ZCreated = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  approval: z.enum(["approval", "waiting", "reject"]),
  method: z.enum(["pre", "onsite"]),
});

export const createApplication = defineCall({
  method: "POST",
  path: "/api/applications",
  summary:
    "Apply to a sub-event (state waiting, method pre). 400 form.operatingTime outside the group's window, 409 application.alreadyApplied, 400 form.pleaseRequired naming a missing required answer",
  tag: "applications",
  auth: "user",
  status: 201,
  errors: [404, 409],
  body: ZApplyBody,
  response: ZCreated,
});

export const noneLoginCreateApplication = defineCall({
  method: "POST",
  path: "/api/applications/noneLoginCreateApplication",
  summary:
    "Apply without an account: creates the account (temporary password and a 7-day password code, also mailed) and the application; answers like login with the authorization and userid headers. 409 application.accountExists when the address has an account",
  tag: "applications",
  auth: "none",
  status: 201,
  errors: [404, 409],
  body: ZApplyBody,
  response: ZCreated.extend(ZTemporaryAccount.shape),
  responseHeaders: ["authorization", "userid"],
});

export const ZOnSiteBody = z.object({
  subEventId: zId,
  name: zName,
  company: zCardCompany,
  phoneNumber: zPhone.pipe(z.string().max(20, "validation.phoneTooLong")),
  position: z.string().trim().max(60).default(""),
  countryNumber: zCountryNumber.default("82"),
  type: z.enum(APPLY_TYPES).default("visitor"),
  email: zEmail,
  answers: z.array(ZAnswerInput).max(200).default([]),
});

export const onSiteRegister = defineCall({
  method: "POST",
  path: "/api/onSiteRegit/applicationRegister",
  summary:
    "On-site registration to a registration sub-event with onSiteRegit Y: creates the account and the application (method onsite); answers the temporary password and code (the code opens /auth/changePwd/{code} for 7 days; both are also mailed)",
  tag: "applications",
  auth: "none",
  status: 201,
  errors: [404, 409],
  body: ZOnSiteBody,
  response: ZTemporaryAccount,
});

export const checkEvent = defineCall({
  method: "GET",
  path: "/api/applicants/checkEvent",
  summary:
    "Whether the caller may apply: 404 subEvent.notFound / form.notFound, 400 form.operatingTime when registration is closed for the type, 409 application.alreadyApplied",
  tag: "applications",
  auth: "optional",
  errors: [404, 409],
  query: z.object({ subEventId: zId, attendeeType: z.enum(ATTENDEE_TYPES) }),
  response: z.object({ ok: z.boolean() }),
});

export const subEventApplication = defineCall({
  method: "GET",
  path: "/api/applications/subEventApplication",
  summary:
    "The caller's application in the sub-event (own, or as an accepted colleague). 404 application.notFound stands for the spec's false answer: the client sends the user to /",
  tag: "applications",
  auth: "user",
  errors: [404],
  query: z.object({ subEventId: zId }),
  response: ZApplication,
});

export const changeApplicationFormAnswers = defineCall({
  method: "PUT",
  path: "/api/applications/changeApplicationFormAnswers",
  summary:
    "The owner edits the answers (colleagues 403). Company-name and affiliation answers are locked: changes to them are ignored. keywordIds replace the keywords",
  tag: "applications",
  auth: "user",
  errors: [403, 404],
  body: z.object({
    id: zId,
    formAnswers: z.array(ZAnswerInput).max(200),
    keywordIds: z.array(z.coerce.number().int().positive().max(MAX_ID)).max(100).default([]),
  }),
  response: ZApplication,
});

export const listFormAnswers = defineCall({
  method: "GET",
  path: "/api/formAnswers",
  summary:
    "Answers of an application: members, the event's host and approved participants of the sub-event; secret answers only for members and the host",
  tag: "applications",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: z.array(ZFormAnswer),
});

export const ZProductItem = z.object({
  applicationId: z.number().int(),
  productImg: z.number().int(),
  productImgPath: z.string(),
  productName: z.string(),
  productExplain: z.string(),
  companyName: z.string(),
});
export type TProductItem = z.infer<typeof ZProductItem>;

export const getProductList = defineCall({
  method: "GET",
  path: "/api/formAnswers/getProductList",
  summary: "Products of the approved sellers (gallery, 16 a page): approved participants and the host",
  tag: "applications",
  auth: "user",
  errors: [403, 404],
  query: z.object({
    subEventId: zId,
    page: zPageNumber,
    size: z.coerce.number().int().min(1).max(100).default(16),
    searchWord: z.string().trim().max(100).default(""),
  }),
  response: zPage(ZProductItem),
});

export const listKeywords = defineCall({
  method: "GET",
  path: "/api/applicationKeyword",
  summary: "Keyword options of a sub-event (for the keyword picker)",
  tag: "applications",
  auth: "optional",
  errors: [404],
  query: z.object({ subEventId: zId }),
  response: z.array(ZKeyword),
});

export const subEventApplicationKeywords = defineCall({
  method: "GET",
  path: "/api/applications/subEventApplicationKeywords",
  summary: "Keywords that approved applications of the sub-event carry (for filters)",
  tag: "applications",
  auth: "optional",
  errors: [404],
  query: z.object({ subEventId: zId }),
  response: z.array(ZKeyword),
});

export const keywordPath = defineCall({
  method: "GET",
  path: "/api/applicationKeyword/keywordPath",
  summary: "The keywords of one application (same readers as its answers)",
  tag: "applications",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: z.array(ZKeyword),
});
