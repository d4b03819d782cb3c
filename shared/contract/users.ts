import { z } from "zod";
import {
  zCardCompany,
  zCardEmail,
  zCountryNumber,
  zEmail,
  zName,
  zPassword,
  zPhone,
  zSignupCompany,
  zTimeZone,
} from "../validation/account.ts";
import { ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";

export const ZBusinessCard = z.object({
  id: z.number().int(),
  company: z.string(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCard>;

export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  position: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
  role: z.enum(["USER", "ADMIN"]),
  businessCards: z.array(ZBusinessCard),
});
export type TUser = z.infer<typeof ZUser>;

export const ZBusinessCardInput = z.object({
  company: zCardCompany,
  name: zName,
  position: z.string().trim().max(60).default(""),
  email: zCardEmail,
  countryNumber: zCountryNumber.default("82"),
  phoneNumber: zPhone.pipe(z.string().max(20, "validation.phoneTooLong")),
});

export const ZRegisterBody = z.object({
  email: zEmail,
  name: zName,
  password: zPassword,
  position: z.string().trim().max(60).default(""),
  /** Accepted for compatibility with the original client; sign-up always creates a USER. */
  role: z.string().optional(),
  company: zSignupCompany,
  countryNumber: zCountryNumber.default("82"),
  phoneNumber: zPhone.pipe(z.string().max(20, "validation.phoneTooLong")),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "validation.countryCode")
    .default("KR"),
  timeZone: zTimeZone.default("Asia/Seoul"),
  businessCards: z.array(ZBusinessCardInput.partial()).max(1).optional(),
});

const authHeaders = ["authorization", "userid"] as const;

export const register = defineCall({
  method: "POST",
  path: "/api/users",
  summary: "Sign up; answers like login with the authorization and userid headers",
  tag: "account",
  auth: "none",
  status: 201,
  errors: [404, 409],
  body: ZRegisterBody,
  response: ZUser,
  responseHeaders: authHeaders,
});

export const login = defineCall({
  method: "POST",
  path: "/api/users/login",
  summary: "Log in; the token comes in the authorization header, the user id in userid",
  tag: "account",
  auth: "none",
  errors: [403, 404, 429],
  body: z.object({
    email: z.string().trim().toLowerCase().min(1).max(254, "validation.emailTooLong"),
    password: z.string().min(1).max(1_000),
  }),
  response: ZUser,
  responseHeaders: authHeaders,
});

export const getUser = defineCall({
  method: "GET",
  path: "/api/users/:id",
  summary: "A user: yourself (the client's current-user fetch on load) or, for administrators, anyone",
  tag: "account",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: ZUser,
});

/** Your own profile as you edit it (My info's form validates with it too, without the legacy `id`). */
export const ZUpdateUserBody = z.object({
  id: z.number().int().optional(),
  name: zName,
  company: zCardCompany,
  position: z.string().trim().max(60).default(""),
  countryNumber: zCountryNumber.default("82"),
  phoneNumber: zPhone.pipe(z.string().max(20, "validation.phoneTooLong")),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "validation.countryCode"),
  timeZone: zTimeZone,
});

export const updateUser = defineCall({
  method: "PUT",
  path: "/api/users/update",
  summary: "Update your own profile (name, company, phone, country, time zone)",
  tag: "account",
  auth: "user",
  errors: [403, 404],
  body: ZUpdateUserBody,
  response: ZUser,
});

export const updatePassword = defineCall({
  method: "PUT",
  path: "/api/users/update/password",
  summary:
    "Change your password; the current one is required. Every session ends; this device gets a new token in the authorization header",
  tag: "account",
  auth: "user",
  errors: [404],
  body: z.object({ password: z.string().min(1, "passwordEmpty"), newPassword: zPassword }),
  response: ZOk,
  responseHeaders: authHeaders,
});

export const logout = defineCall({
  method: "POST",
  path: "/api/users/logout",
  summary: "Log out: ends this session on the server (its token stops working, its live connections drop)",
  tag: "account",
  auth: "user",
  response: ZOk,
});

export const logoutEverywhere = defineCall({
  method: "POST",
  path: "/api/users/logoutEverywhere",
  summary: "Log out on every device: ends every session of the account, this one included",
  tag: "account",
  auth: "user",
  response: ZOk,
});

export const postPwdCode = defineCall({
  method: "POST",
  path: "/api/users/postPwdCode",
  summary: "Send a password-reset mail (same answer whether or not the address exists)",
  tag: "account",
  auth: "none",
  errors: [429],
  body: z.object({ email: zEmail, language: z.enum(["ko", "en", "zh"]).optional() }),
  response: ZOk,
});

export const findEmailByCode = defineCall({
  method: "GET",
  path: "/api/users/findEmailByCode",
  summary: "Resolve a reset code to its account address; unknown, used or expired codes are 404",
  tag: "account",
  auth: "none",
  errors: [404],
  query: z.object({ code: z.string().min(1).max(200) }),
  response: z.object({ email: z.string() }),
});

export const changePwd = defineCall({
  method: "PUT",
  path: "/api/users/changePwd",
  summary: "Set a new password with a reset code (single use)",
  tag: "account",
  auth: "none",
  errors: [404],
  body: z.object({ code: z.string().min(1).max(200), password: zPassword }),
  response: ZOk,
});

export const findUserEmail = defineCall({
  method: "GET",
  path: "/api/users/findUserEmail",
  summary: "Find your sign-in address by name and phone; only the masked address is answered",
  tag: "account",
  auth: "none",
  errors: [404],
  query: z.object({
    name: z.string().trim().min(1, "nameEmpty"),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, "findUser.onlyNumbers"),
    role: z.string().optional(),
  }),
  response: z.object({ email: z.string() }),
});

/** What the colleague form fills from an address (nothing more: no id, no address echoed back). */
export const ZUserLookup = z.object({
  name: z.string(),
  company: z.string(),
  position: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
});

export const listUsers = defineCall({
  method: "GET",
  path: "/api/users/list",
  summary:
    "Look up a user by exact address to fill the colleague form: only for the main applicant of an approved application, 60 an hour",
  tag: "account",
  auth: "user",
  errors: [403, 429],
  query: z.object({ email: z.string().trim().toLowerCase().min(3) }),
  response: z.array(ZUserLookup),
});

export const saveBusinessCard = defineCall({
  method: "POST",
  path: "/api/businessCards",
  summary: "Save your business card (the profile's card); answers the saved card",
  tag: "account",
  auth: "user",
  errors: [404],
  body: ZBusinessCardInput,
  response: ZBusinessCard,
});

export const ZCountry = z.object({
  code: z.string(),
  koName: z.string(),
  enName: z.string(),
  zhName: z.string(),
  countryCode: z.string(),
  countryNumber: z.string(),
  i18code: z.string(),
  timezone: z.string(),
  thisCountryTz: z.string(),
  city: z.string(),
  continent: z.string(),
  region: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const listCountries = defineCall({
  method: "GET",
  path: "/api/countries",
  summary: "Every ISO country with Korean, English and Chinese names, dialing code and main time zone",
  tag: "account",
  auth: "none",
  response: z.array(ZCountry),
});

export const health = defineCall({
  method: "GET",
  path: "/api/health",
  summary: "Liveness: 200 while the process answers (no dependency is asked; readiness is GET /api/ready)",
  tag: "platform",
  auth: "none",
  response: z.object({ status: z.literal("ok"), database: z.string(), version: z.string() }),
});
