import { z } from "zod";
import { zCardCompany, zCardEmail, zCountryNumber, zName, zPhone } from "../validation/account.ts";
import { ZOk, zId, zYN } from "./common.ts";
import { defineCall } from "./define.ts";

/** A person of an application: the main applicant (admin) first, then accepted colleagues. */
export const ZApplicationPerson = z.object({
  /** The colleague's record id (application_managers.id); null for the main applicant. */
  id: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  position: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
  /** The first applicant is labelled admin. */
  admin: z.boolean(),
});
export type TApplicationPerson = z.infer<typeof ZApplicationPerson>;

/** An invitation (the spec's manager): used Y once accepted (shown O/X). */
export const ZManagerInvite = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  position: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
  applicationId: z.number().int(),
  subEventId: z.number().int(),
  used: zYN,
  modifiedDate: z.string(),
});
export type TManagerInvite = z.infer<typeof ZManagerInvite>;

export const applicantManagerList = defineCall({
  method: "GET",
  path: "/api/applicants/managerList",
  summary:
    "The people of an application (main applicant labelled admin, then accepted colleagues); the company, approved participants of the sub-event and the host",
  tag: "managers",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: z.array(ZApplicationPerson),
});

export const ZAddManagerBody = z.object({
  name: zName,
  company: zCardCompany,
  email: zCardEmail,
  phoneNumber: zPhone.pipe(z.string().max(20, "validation.phoneTooLong")),
  position: z.string().trim().max(60).default(""),
  countryNumber: zCountryNumber.default("82"),
  applicationId: zId,
  subEventId: zId,
});
export type TAddManagerBody = z.output<typeof ZAddManagerBody>;

export const addManager = defineCall({
  method: "POST",
  path: "/api/userManagerAuth",
  summary:
    "Invite a colleague into your application (main applicant only): mails a /managerRegit/{code} link; 409 when the address is already invited",
  tag: "managers",
  auth: "user",
  errors: [403, 404, 409],
  body: ZAddManagerBody,
  response: ZManagerInvite,
});

export const listManagerInvites = defineCall({
  method: "GET",
  path: "/api/userManagerAuth/managers",
  summary:
    "The invitations of an application with used Y/N (the added list): its main applicant and the host",
  tag: "managers",
  auth: "user",
  errors: [403, 404],
  query: z.object({ subEventId: zId, applicationId: zId }),
  response: z.array(ZManagerInvite),
});

export const ZInvitation = z.object({
  code: z.string(),
  /** The company that invites (the application's name, else its card's company). */
  inviterCompany: z.string(),
  email: z.string(),
  name: z.string(),
  position: z.string(),
  company: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
  subEventId: z.number().int(),
  eventId: z.number().int(),
  subEventName: z.string(),
  subEventNameEn: z.string(),
  /** Y when an account with the invited address exists (the landing shows login), N (sign-up). */
  userExist: zYN,
});
export type TInvitation = z.infer<typeof ZInvitation>;

const zCode = z.string().trim().min(1).max(200);

export const resolveInvitation = defineCall({
  method: "GET",
  path: "/api/userManagerAuth",
  summary: "Resolve an invitation code (anyone holding it); unknown, used or expired codes are 404",
  tag: "managers",
  auth: "none",
  errors: [404],
  query: z.object({ code: zCode }),
  response: ZInvitation,
});

export const acceptInvitation = defineCall({
  method: "POST",
  path: "/api/userManagerAuth/accept",
  summary:
    "Accept an invitation, signed in with the invited address: links the account to the application (used Y)",
  tag: "managers",
  auth: "user",
  errors: [403, 404, 409],
  body: z.object({ authCode: zCode, userExist: zYN.optional() }),
  response: z.object({ subEventId: z.number().int(), applicationId: z.number().int() }),
});

export const deleteManagers = defineCall({
  method: "POST",
  path: "/api/applications/managersDelete",
  summary:
    "Delete colleagues (ids) of application id: its main applicant, a colleague of the same application (never the main applicant), or the host",
  tag: "managers",
  auth: "user",
  errors: [403, 404],
  body: z.object({ ids: z.array(zId).min(1).max(100), id: zId }),
  response: ZOk,
});
