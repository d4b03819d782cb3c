import { z } from "zod";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * The host's mail composer: a mail to chosen participants or groups of a sub-event, previewed, then sent
 * through the outbox by a job whose progress the page follows (docs/decisions.md).
 */

export const MAILING_GROUPS = ["all", "sellers", "buyers", "waiting", "noMeeting"] as const;
export type TMailingGroup = (typeof MAILING_GROUPS)[number];
export const MAILING_TITLE_MAX = 200;
export const MAILING_CONTENT_MAX = 100_000;

export const ZMailingBody = z
  .object({
    title: z
      .string()
      // A subject is one line.
      .transform((s) => s.replace(/[\r\n\t]+/g, " ").trim())
      .pipe(z.string().min(1, "mailings.titleRequired").max(MAILING_TITLE_MAX, "mailings.titleTooLong")),
    content: z.string().max(MAILING_CONTENT_MAX, "mailings.contentTooLong").default(""),
    groups: z.array(z.enum(MAILING_GROUPS)).max(MAILING_GROUPS.length).default([]),
    /** Chosen applications of the sub-event (each one's applicant and accepted colleagues). */
    applicationIds: z.array(zId).max(1000).default([]),
  })
  .refine((b) => b.groups.length > 0 || b.applicationIds.length > 0, {
    message: "mailings.noRecipients",
    path: ["groups"],
  });
export type TMailingBody = z.input<typeof ZMailingBody>;
/** The body after validation (what the server works with). */
export type TMailingParsed = z.output<typeof ZMailingBody>;

export const ZMailingPreview = z.object({
  recipients: z.number().int(),
  /** The first few recipients, to check the choice. */
  sample: z.array(z.object({ name: z.string(), email: z.string(), company: z.string() })),
  title: z.string(),
  /** The content as it will be sent (sanitised). */
  content: z.string(),
});
export type TMailingPreview = z.infer<typeof ZMailingPreview>;

export const ZMailing = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  noticeId: z.number().int().nullable(),
  title: z.string(),
  groups: z.array(z.enum(MAILING_GROUPS)),
  applicationCount: z.number().int(),
  createdDate: z.string(),
  total: z.number().int(),
  /** Put in the outbox (and the recipients' mailboxes). */
  queued: z.number().int(),
  /** Handed to the SMTP server (or, without one, logged). */
  sent: z.number().int(),
  failed: z.number().int(),
  status: z.enum(["queuing", "sending", "done"]),
});
export type TMailing = z.infer<typeof ZMailing>;

const subEventParams = z.object({ subEventId: zId });

export const previewMailing = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:subEventId/mailings/preview",
  summary: "How a mail would go out: the number of recipients, a few of them, and the sanitised content",
  tag: "mailings",
  auth: "user",
  errors: [403, 404],
  params: subEventParams,
  body: ZMailingBody,
  response: ZMailingPreview,
});

export const createMailing = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:subEventId/mailings",
  summary:
    "Sends a mail to the chosen participants and groups (in-app mailbox and e-mail), through the outbox",
  tag: "mailings",
  auth: "user",
  errors: [403, 404],
  params: subEventParams,
  body: ZMailingBody,
  response: ZMailing,
});

export const listMailings = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:subEventId/mailings",
  summary: "The sub-event's mailings, newest first (the last 50), with their progress",
  tag: "mailings",
  auth: "user",
  errors: [403, 404],
  params: subEventParams,
  response: z.array(ZMailing),
});

export const getMailing = defineCall({
  method: "GET",
  path: "/api/host/mailings/:mailingId",
  summary: "One mailing's progress: recipients, queued, sent, failed",
  tag: "mailings",
  auth: "user",
  errors: [403, 404],
  params: z.object({ mailingId: zId }),
  response: ZMailing,
});
