import type { TFunction } from "i18next";
import { decodeMailContent, type MailCode, type MailFields } from "../../../shared/mail/content";

export interface CodedMessage {
  code: MailCode;
  title: string;
  greeting: string;
  intro: string;
  /** Labelled facts (only those the mail carries), in reading order. */
  rows: { label: string; value: string }[];
  /** The mail's links, http(s) only. */
  links: { label: string; href: string; kind: "open" | "calendar" }[];
}

const MEETING: MailCode[] = ["meetingRequest", "newMeeting", "meetingRejected", "meetingCancelled"];

/** A link from a mail's field, if it is an http(s) address (anything else is not a link). */
export function httpLink(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A coded mail (type code and positional fields) as a message in the viewer's language, or undefined when the
 * content is not coded (then it is HTML). The fields are the values the sender wrote (names, times, reasons).
 */
export function codedMessage(content: string, t: TFunction): CodedMessage | undefined {
  const decoded = decodeMailContent(content);
  if (!decoded) return undefined;
  const { code, fields } = decoded;
  const params = fields as unknown as Record<string, string>;
  const meeting = MEETING.includes(code);
  const facts: [string, keyof MailFields][] = [
    ["event", "eventName"],
    ["subEvent", "subEventName"],
    ["period", "eventPeriod"],
    ...(meeting
      ? ([
          ["requester", "applicant"],
          ["counterpart", "acceptor"],
          ["when", "meetingTime"],
        ] as [string, keyof MailFields][])
      : ([["company", "applicant"]] as [string, keyof MailFields][])),
    ["reason", "reason"],
  ];
  const links: CodedMessage["links"] = [];
  const open = httpLink(fields.link);
  if (open) links.push({ label: t("mailbox.openLink"), href: open, kind: "open" });
  const calendar = httpLink(fields.calendarUrl);
  if (calendar) links.push({ label: t("mailbox.calendar"), href: calendar, kind: "calendar" });
  return {
    code,
    title: t(`mailbox.code.${code}.title`, params),
    greeting: fields.userName ? t("mailbox.greeting", params) : "",
    intro: t(`mailbox.code.${code}.intro`, params),
    rows: facts
      .filter(([, key]) => fields[key].trim() !== "")
      .map(([label, key]) => ({ label: t(`mailbox.field.${label}`), value: fields[key] })),
    links,
  };
}
