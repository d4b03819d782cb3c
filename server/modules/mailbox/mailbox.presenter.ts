import type { TMail, TMailItem } from "../../../shared/contract";
import { decodeMailContent } from "../../../shared/mail/content";
import { htmlPreview } from "../../http/html-text";
import type { MailRow } from "./mailbox.repository";

export function toMail(row: MailRow): TMail {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    content: row.content,
    createdDate: row.createdDate.toISOString(),
    createdUserId: row.createdUserId,
    subEventId: row.subEventId,
    toMail: row.toMail,
    opened: row.opened,
  };
}

/** A list row: coded content as stored (the web app renders it), HTML as a short text preview. */
export function toMailItem(row: MailRow): TMailItem {
  const coded = decodeMailContent(row.content) !== undefined;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    content: coded ? row.content : htmlPreview(row.content),
    createdDate: row.createdDate.toISOString(),
    subEventId: row.subEventId,
    opened: row.opened,
  };
}
