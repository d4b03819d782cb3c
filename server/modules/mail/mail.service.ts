import type { DbOrTx } from "../../db/client";
import * as repo from "./mail.repository";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation sent as the mail's text/calendar part (nodemailer icalEvent). */
  ical?: { method: "REQUEST" | "CANCEL" | "PUBLISH"; content: string };
  /** Also file it in the recipient's in-app mailbox (spec entity "mail"). */
  mailbox?: {
    toUserId: number | null;
    subEventId: number | null;
    code: string;
    content: string;
    createdUserId?: number;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text to simple HTML with clickable links. */
export function textToHtml(text: string): string {
  return escapeHtml(text)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
    .replace(/\n/g, "<br>");
}

/**
 * Queues a mail in the durable outbox (and the in-app mailbox). Call it inside the transaction
 * of the change that causes the mail: the mail exists if and only if the change committed.
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await queueMails(db, [mail]);
}

/**
 * Queues several mails (and their mailbox rows) in two statements; same rules as `queueMail`. Answers the
 * outbox rows (id and address), so a caller can follow their delivery.
 */
export async function queueMails(
  db: DbOrTx,
  list: OutgoingMail[],
): Promise<{ id: number; toMail: string }[]> {
  if (list.length === 0) return [];
  const queued = await repo.insertOutboxMany(
    db,
    list.map((mail) => ({
      toMail: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? textToHtml(mail.text),
      icalEvent: mail.ical?.content ?? null,
      icalMethod: mail.ical?.method ?? null,
    })),
  );
  const boxed = list.flatMap((mail) =>
    mail.mailbox
      ? [
          {
            toMail: mail.to,
            title: mail.subject,
            content: mail.mailbox.content,
            code: mail.mailbox.code,
            toUserId: mail.mailbox.toUserId,
            subEventId: mail.mailbox.subEventId,
            createdUserId: mail.mailbox.createdUserId ?? null,
          },
        ]
      : [],
  );
  await repo.insertMailboxMany(db, boxed);
  return queued;
}
