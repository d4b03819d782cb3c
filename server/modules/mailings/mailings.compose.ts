import { translate } from "../../../shared/i18n";
import { htmlToText } from "../../http/html-text";
import { mailLanguage } from "../host/host.mails";
import { type OutgoingMail, textToHtml } from "../mail/mail.service";
import type { PendingRecipient } from "./mailings.repository";

/**
 * One recipient's mail of a mailing, in their mail language (country number 82 reads Korean): the host's
 * sanitised HTML (with a link to the notice when it mails one) in the mailbox, and by e-mail the same with a
 * footer naming the event and linking the sub-event.
 */
export function composeMailingMail(r: PendingRecipient, publicUrl: string): OutgoingMail {
  const language = mailLanguage(r.countryNumber);
  const ko = language === "ko";
  const m = r.mailing;
  const subEventUrl = `${publicUrl}/subEvent/${m.subEventId}`;
  const noticeLink =
    m.noticeId === null
      ? ""
      : `<p><a href="${subEventUrl}/noticeList/${m.noticeId}">${textToHtml(translate("mailings.readNotice", language))}</a></p>`;
  const boxed = `${m.content}${noticeLink}`;
  const footer = translate("mailings.footer", language, {
    eventName: ko || !r.eventNameEn ? r.eventName : r.eventNameEn,
    subEventName: ko || !r.subEventNameEn ? r.subEventName : r.subEventNameEn,
  });
  const html = `${boxed}<hr><p>${textToHtml(`${footer}\n${subEventUrl}`)}</p>`;
  return {
    to: r.email,
    subject: m.title,
    text: htmlToText(html),
    html,
    mailbox: {
      toUserId: r.userId,
      subEventId: m.subEventId,
      code: m.noticeId === null ? "mailing" : "notice",
      content: boxed,
      createdUserId: m.createdUserId ?? undefined,
    },
  };
}
