import { z } from "zod";

/** Letters, digits and ._%+- before @, a domain, then a 2 to 63 letter top-level domain. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/;
/** Business-card addresses: besides letters and digits only - and _ (and the dot that separates words). */
export const CARD_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/;
/** 8 or more, at least one lower-case letter and one digit, specials limited to $@!%*#?&. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d)[A-Za-z\d$@!%*#?&]{8,}$/;
export const PASSWORD_ALLOWED = /^[A-Za-z\d$@!%*#?&]*$/;
export const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
export const PHONE_PATTERN = /^\d{1,20}$/;

export const SIGNUP_COMPANY_MAX = 40;
export const CARD_COMPANY_MAX = 45;
export const PHONE_MAX = 20;

/** Which of the password hints are met, for the inline checklist under the field. */
export function passwordHints(value: string) {
  return {
    length: value.length >= 8,
    lower: /[a-z]/.test(value),
    upper: /[A-Z]/.test(value),
    digit: /\d/.test(value),
    allowedOnly: PASSWORD_ALLOWED.test(value),
    hangul: HANGUL.test(value),
  };
}

/** Masks the last two characters of the local part: gildong@ex.com -> gildo**@ex.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  const local = email.slice(0, at);
  const kept = local.length > 2 ? local.slice(0, -2) : "";
  return `${kept}**${email.slice(at)}`;
}

export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "validation.emailTooLong")
  .regex(EMAIL_PATTERN, "businessCardValidation.emailValid");
export const zCardEmail = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CARD_EMAIL_PATTERN, "businessCardValidation.emailValid");
export const zPassword = z
  .string()
  .refine((v) => !HANGUL.test(v), "validation.passwordHangul")
  .refine((v) => PASSWORD_PATTERN.test(v), "validation.passwordRule");
export const zPhone = z
  .string()
  .trim()
  .min(1, "phoneNumberEmpty")
  .regex(PHONE_PATTERN, "validation.phoneDigits");
export const zName = z.string().trim().min(1, "nameEmpty").max(60, "validation.nameTooLong");
export const zSignupCompany = z
  .string()
  .trim()
  .min(1, "companyEmpty")
  .max(SIGNUP_COMPANY_MAX, "validation.companyTooLong40");
export const zCardCompany = z
  .string()
  .trim()
  .min(1, "companyEmpty")
  .max(CARD_COMPANY_MAX, "validation.companyTooLong45");
export const zCountryNumber = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, "validation.countryNumber");
export const zTimeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "validation.timeZone");
