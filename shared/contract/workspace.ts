import { z } from "zod";
import { MAX_ID, ZOk, zId, zPage, zPageNumber } from "./common.ts";
import { defineCall } from "./define.ts";

/** The workspace's application types; the participant list filters by the seller or buyer group. */
const ZApplicationType = z.enum(["seller", "buyer", "booth", "visitor"]);
const ZApproval = z.enum(["approval", "waiting", "reject"]);

/** The business card an application was made with (the company as the other participants see it). */
export const ZApplicationCard = z.object({
  company: z.string(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
});
export type TApplicationCard = z.infer<typeof ZApplicationCard>;

/** One row of the participant (company) list. */
export const ZParticipantRow = z.object({
  applicationId: z.number().int(),
  type: ZApplicationType,
  companyName: z.string(),
  managerName: z.string(),
  category: z.string(),
  keyword: z.string(),
  note: z.string(),
});
export type TParticipantRow = z.infer<typeof ZParticipantRow>;

const zSearch = z.string().trim().max(100).default("");
/** An empty `type=` means all (the original client sends it so). */
const zTypeFilter = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.enum(["all", "seller", "buyer"]).default("all"),
);

export const participantList = defineCall({
  method: "GET",
  path: "/api/applications/participantList",
  summary:
    "Approved participants of a sub-event (type all/seller/buyer; searchWord on company, manager name, keyword); approved participants, their colleagues and the host",
  tag: "workspace",
  auth: "user",
  errors: [403, 404],
  query: z.object({
    subEventId: zId,
    type: zTypeFilter,
    page: zPageNumber,
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    searchWord: zSearch,
  }),
  response: zPage(ZParticipantRow),
});

export const companyList = defineCall({
  method: "GET",
  path: "/api/applications",
  note: "The spec writes GET /api/applications/ (trailing slash); both spellings are served.",
  summary:
    "The company list: the participant list with filters (type, category, keywordId, companyName) and page/size (default 0/10)",
  tag: "workspace",
  auth: "user",
  errors: [403, 404],
  query: z.object({
    subEventId: zId,
    page: zPageNumber,
    size: z.coerce.number().int().min(1).max(100).default(10),
    searchWord: zSearch,
    type: zTypeFilter,
    category: z.string().trim().max(100).default(""),
    keywordId: z.coerce.number().int().positive().max(MAX_ID).optional(),
    companyName: z.string().trim().max(100).default(""),
  }),
  response: zPage(ZParticipantRow),
});

/** A form answer as the company page shows it (secret answers only to the company, colleagues and host). */
export const ZCompanyAnswer = z.object({
  uuid: z.string(),
  questionId: z.string(),
  title: z.string(),
  type: z.string(),
  content: z.string(),
  repeatInfo: z.enum(["Y", "N"]),
  productName: z.string(),
  productExplain: z.string(),
  productImg: z.number().int(),
  productImgUrl: z.string().nullable(),
  productLink: z.string(),
});
export type TCompanyAnswer = z.infer<typeof ZCompanyAnswer>;

export const ZCompanyDetail = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  applicantId: z.number().int(),
  type: ZApplicationType,
  approval: ZApproval,
  /** The rejection reason: only to the company itself and the host. */
  reason: z.string(),
  companyName: z.string(),
  category: z.string(),
  keyword: z.string(),
  keywords: z.array(z.object({ id: z.number().int(), title: z.string() })),
  note: z.string(),
  createdDate: z.string(),
  businessCard: ZApplicationCard,
  /** Whether the application's form has additional questions (the additional tab shows only then). */
  hasAdditional: z.boolean(),
  answers: z.array(ZCompanyAnswer),
  /** The caller's relation: owner (main applicant), colleague, host, or participant (another company). */
  viewerRole: z.enum(["owner", "colleague", "host", "participant"]),
  /** The spec's application fields, under their spec names. */
  name: z.string(),
  method: z.enum(["pre", "onsite"]),
  meetingPreference: z.string(),
  meetingPurpose: z.string(),
  applicants: z.array(z.object({ businessCard: ZApplicationCard })),
  applicationFormAnswers: z.array(ZCompanyAnswer),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

export const meetingDetail = defineCall({
  method: "GET",
  path: "/api/applications/meetingDetail",
  summary:
    "A company's detail (card, type, category, keywords, note, answers, whether additional questions exist); the company itself, approved participants of the sub-event and the host",
  tag: "workspace",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: ZCompanyDetail,
});

export const ZApplicantDetail = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  applicantId: z.number().int(),
  type: ZApplicationType,
  approval: ZApproval,
  method: z.enum(["pre", "onsite"]),
  name: z.string(),
  category: z.string(),
  keyword: z.string(),
  note: z.string(),
  createdDate: z.string(),
  businessCard: ZApplicationCard,
});

export const getApplicant = defineCall({
  method: "GET",
  path: "/api/applicants",
  summary:
    "An application with its business card; the owner, colleagues, approved participants of the sub-event and the host",
  tag: "workspace",
  auth: "user",
  errors: [403, 404],
  query: z.object({ id: zId }),
  response: ZApplicantDetail,
});

export const ZMyApplicationItem = z.object({
  applicationId: z.number().int(),
  subEventId: z.number().int(),
  subEventName: z.string(),
  subEventNameEn: z.string(),
  category: z.string(),
  type: ZApplicationType,
  approval: ZApproval,
  role: z.enum(["owner", "colleague"]),
});

export const applicantsList = defineCall({
  method: "GET",
  path: "/api/applicants/applicantsList",
  summary: "The caller's applications (own or as an accepted colleague) in the sub-events of an event",
  tag: "workspace",
  auth: "user",
  query: z.object({ mainEventId: zId }),
  response: z.array(ZMyApplicationItem),
});

export const deleteApplicant = defineCall({
  method: "DELETE",
  path: "/api/applicants",
  summary: "Withdraw a waiting application (its owner) or remove an application (the event's host)",
  tag: "workspace",
  auth: "user",
  errors: [403, 404, 409],
  query: z.object({ id: zId }),
  response: ZOk,
});

/** The caller's place in a sub-event: what the workspace's approval gate reads. */
export const ZMyPlace = z.object({
  role: z.enum(["owner", "colleague", "host"]),
  /** The caller's application (own, or the one they are a colleague of); null for a host without one. */
  application: z
    .object({
      id: z.number().int(),
      type: ZApplicationType,
      approval: ZApproval,
      reason: z.string(),
      applicantId: z.number().int(),
    })
    .nullable(),
  /** The colleague's invitation record id (null for the owner and the host). */
  managerId: z.number().int().nullable(),
  isHost: z.boolean(),
  /** Whether the workspace offers the meeting schedule: meetings are booked here, or the application has some. */
  schedule: z.boolean(),
});
export type TMyPlace = z.infer<typeof ZMyPlace>;

export const myManagerRecord = defineCall({
  method: "GET",
  path: "/api/applications/manager",
  summary:
    "The caller's place in a sub-event: their application (own or as colleague), role and approval; 404 when they have none",
  tag: "workspace",
  auth: "user",
  errors: [404],
  query: z.object({ subEventId: zId }),
  response: ZMyPlace,
});
