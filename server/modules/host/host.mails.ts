import { translate } from "../../../shared/i18n";
import { encodeMailContent, type MailCode, type MailFields } from "../../../shared/mail/content";
import type { DbOrTx } from "../../db/client";
import { queueMail, textToHtml } from "../mail/mail.service";

/** The spec's language rule for mail: country number 82 reads Korean, everyone else English. */
export function mailLanguage(countryNumber: string): "ko" | "en" {
  return countryNumber.trim() === "82" ? "ko" : "en";
}

export interface ApplicantMail {
  code: Extract<MailCode, "eventApplyApproved" | "eventApplyRejected" | "eventDday">;
  to: string;
  toUserId: number;
  countryNumber: string;
  subEventId: number;
  fields: Partial<MailFields>;
  createdUserId?: number;
}

/**
 * Queues a coded applicant mail (in-app mailbox, sub-event scoped, plus SMTP) in the recipient's
 * language. Call it inside the transaction of the change that causes it.
 */
export async function queueApplicantMail(db: DbOrTx, mail: ApplicantMail): Promise<void> {
  const language = mailLanguage(mail.countryNumber);
  const params = Object.fromEntries(Object.entries(mail.fields).map(([k, v]) => [k, v ?? ""]));
  await queueMail(db, {
    to: mail.to,
    subject: translate(`hostMail.${mail.code}.subject`, language, params),
    text: translate(`hostMail.${mail.code}.body`, language, params),
    mailbox: {
      toUserId: mail.toUserId,
      subEventId: mail.subEventId,
      code: mail.code,
      content: encodeMailContent(mail.code, language, mail.fields),
      createdUserId: mail.createdUserId,
    },
  });
}

/** Tells the host that an administrator approved or rejected the event (mail and mailbox, not coded). */
export async function queueEventDecisionMail(
  db: DbOrTx,
  host: { id: number; email: string; name: string; countryNumber: string },
  event: { name: string; nameEn: string },
  decision: "approved" | "rejected",
  reason: string,
  link: string,
): Promise<void> {
  const language = mailLanguage(host.countryNumber);
  const params = {
    userName: host.name,
    eventName: language === "ko" || !event.nameEn ? event.name : event.nameEn,
    reason,
    link,
  };
  const text = translate(`hostMail.event_${decision}.body`, language, params);
  await queueMail(db, {
    to: host.email,
    subject: translate(`hostMail.event_${decision}.subject`, language, params),
    text,
    mailbox: { toUserId: host.id, subEventId: null, code: "", content: textToHtml(text) },
  });
}

/** "2026-12-01 ~ 2026-12-03": the period field of coded mails. */
export function period(start: string, end: string): string {
  return start === end ? start : `${start} ~ ${end}`;
}
