import { z } from "zod";
import { zId, zPage, zPageQuery } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Notices of a sub-event (spec: notice list and detail). The host writes them in a rich-text editor;
 * the HTML is sanitised when saved and again in the browser. Readers: the host, administrators, approved
 * participants and their accepted colleagues (docs/decisions.md).
 */

export const NOTICE_TITLE_MAX = 200;
/** Stored HTML; generous for formatted text, far below the request body limit. */
export const NOTICE_CONTENT_MAX = 100_000;

export const ZNoticeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type TNoticeItem = z.infer<typeof ZNoticeItem>;

export const ZNotice = ZNoticeItem.extend({
  subEventId: z.number().int(),
  /** Sanitised HTML. */
  content: z.string(),
  /** The neighbours in the list's order (newest first): the older and the newer notice, null at the ends. */
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const noticeList = defineCall({
  method: "GET",
  path: "/api/notices",
  summary: "The sub-event's notices, newest first, 10 a page; searchWord matches the title",
  tag: "notices",
  auth: "user",
  errors: [403, 404],
  query: zPageQuery(10).extend({
    subEventId: zId,
    searchWord: z.string().trim().max(100).default(""),
  }),
  response: zPage(ZNoticeItem),
});

export const noticeDetail = defineCall({
  method: "GET",
  path: "/api/notices/detail",
  summary: "One notice with its HTML content and the ids of the older (previous) and newer (next) notice",
  tag: "notices",
  auth: "user",
  errors: [403, 404],
  query: z.object({ noticeId: zId }),
  response: ZNotice,
});

export const ZNoticeBody = z.object({
  title: z.string().trim().min(1, "notices.titleRequired").max(NOTICE_TITLE_MAX, "notices.titleTooLong"),
  content: z.string().max(NOTICE_CONTENT_MAX, "notices.contentTooLong").default(""),
  /** Also mail it to the approved participants and their colleagues (in-app mailbox and e-mail). */
  sendMail: z.boolean().default(false),
});
export type TNoticeBody = z.input<typeof ZNoticeBody>;

export const ZNoticeSaved = ZNotice.extend({
  /** The mailing that sends it (its progress is on the host's mail page), when `sendMail` was set. */
  mailingId: z.number().int().nullable(),
});

export const hostCreateNotice = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:subEventId/notices",
  summary: "Posts a notice (host or administrator); participants see it live; sendMail mails it to them",
  tag: "notices",
  auth: "user",
  errors: [403, 404],
  params: z.object({ subEventId: zId }),
  body: ZNoticeBody,
  response: ZNoticeSaved,
});

export const hostUpdateNotice = defineCall({
  method: "PUT",
  path: "/api/host/notices/:noticeId",
  summary: "Edits a notice (host or administrator); sendMail mails the edited notice",
  tag: "notices",
  auth: "user",
  errors: [403, 404],
  params: z.object({ noticeId: zId }),
  body: ZNoticeBody,
  response: ZNoticeSaved,
});

export const hostDeleteNotice = defineCall({
  method: "DELETE",
  path: "/api/host/notices/:noticeId",
  summary: "Deletes a notice (host or administrator)",
  tag: "notices",
  auth: "user",
  errors: [403, 404],
  params: z.object({ noticeId: zId }),
  response: z.object({ ok: z.boolean() }),
});

/** The live event on the sub-event's channel (`subEvent:{id}`) after a notice changed. */
export const NOTICE_EVENT = "notice";
export interface TNoticeEvent {
  subEventId: number;
  id: number;
  action: "created" | "updated" | "deleted";
  title: string;
}
