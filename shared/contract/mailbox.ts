import { z } from "zod";
import { zId, zPage, zPageQuery, zYN } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * The in-app mailbox (spec: mail list and detail). Content is either coded (a type code such as
 * `eventApplyApproved_kr` and positional fields, shared/mail/content.ts), rendered by the web app in the
 * viewer's language, or sanitised HTML. Only the addressee lists, reads and marks a mail (docs/decisions.md).
 */

export const ZMail = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  createdDate: z.string(),
  createdUserId: z.number().int().nullable(),
  subEventId: z.number().int().nullable(),
  toMail: z.string(),
  opened: zYN,
});
export type TMail = z.infer<typeof ZMail>;

export const ZMailItem = ZMail.omit({ toMail: true, createdUserId: true }).extend({
  /** Coded content as stored; for HTML content a plain-text preview (at most 200 characters). */
  content: z.string(),
});
export type TMailItem = z.infer<typeof ZMailItem>;

export const mailList = defineCall({
  method: "GET",
  path: "/api/mails/toUserMails",
  summary:
    "The caller's mails of a sub-event, newest first, 10 a page; searchWord matches title and content. userId, when sent, must be the caller",
  tag: "mailbox",
  auth: "user",
  errors: [403],
  query: zPageQuery(10).extend({
    subEventId: zId,
    userId: zId.optional(),
    searchWord: z.string().trim().max(100).default(""),
  }),
  response: zPage(ZMailItem),
});

export const mailDetail = defineCall({
  method: "GET",
  path: "/api/mails/detail",
  summary: "One mail of the caller (403 for anyone else's)",
  tag: "mailbox",
  auth: "user",
  errors: [403, 404],
  query: z.object({ mailId: zId }),
  response: ZMail,
});

export const mailOpened = defineCall({
  method: "PUT",
  path: "/api/mails/opened",
  summary:
    "Sets mails opened (Y, as the detail does when viewed) or unread (N): a list of mailId and status, the caller's mails only",
  tag: "mailbox",
  auth: "user",
  errors: [403, 404],
  body: z
    .array(z.object({ mailId: zId, status: zYN.default("Y") }))
    .min(1)
    .max(100),
  response: z.object({ updated: z.number().int() }),
});
