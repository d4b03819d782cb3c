/**
 * The in-app mailbox's coded content (spec: "mail"): a type code such as `eventApply_en`, then the
 * positional fields, joined by MAIL_SEPARATOR. The web app renders coded mails from its own texts;
 * any other content is shown as HTML.
 */
export const MAIL_SEPARATOR = "|^|";

export const MAIL_CODES = [
  "meetingRequest",
  "newMeeting",
  "meetingRejected",
  "meetingCancelled",
  "eventApply",
  "eventApplyApproved",
  "eventApplyRejected",
  "eventDday",
] as const;
export type MailCode = (typeof MAIL_CODES)[number];

/** The positional fields, in the spec's order. */
export interface MailFields {
  userName: string;
  eventName: string;
  subEventName: string;
  eventPeriod: string;
  applicant: string;
  acceptor: string;
  meetingTime: string;
  link: string;
  reason: string;
  calendarUrl: string;
}

const ORDER: (keyof MailFields)[] = [
  "userName",
  "eventName",
  "subEventName",
  "eventPeriod",
  "applicant",
  "acceptor",
  "meetingTime",
  "link",
  "reason",
  "calendarUrl",
];

/** `eventApply` + ko → `eventApply_kr` (the spec's suffixes are _kr and _en). */
export function typeCode(code: MailCode, language: "ko" | "en" | "zh"): string {
  return `${code}_${language === "ko" ? "kr" : "en"}`;
}

export function encodeMailContent(
  code: MailCode,
  language: "ko" | "en" | "zh",
  fields: Partial<MailFields>,
): string {
  return [
    typeCode(code, language),
    ...ORDER.map((key) => (fields[key] ?? "").replaceAll(MAIL_SEPARATOR, " ")),
  ].join(MAIL_SEPARATOR);
}

/** Splits coded content; undefined for plain HTML content. */
export function decodeMailContent(
  content: string,
): { code: MailCode; language: "ko" | "en"; fields: MailFields } | undefined {
  const [head, ...rest] = content.split(MAIL_SEPARATOR);
  const match = /^(\w+)_(kr|en)$/.exec(head ?? "");
  if (!match || !(MAIL_CODES as readonly string[]).includes(match[1]!)) return undefined;
  const fields = Object.fromEntries(ORDER.map((key, i) => [key, rest[i] ?? ""])) as unknown as MailFields;
  return { code: match[1] as MailCode, language: match[2] === "kr" ? "ko" : "en", fields };
}
