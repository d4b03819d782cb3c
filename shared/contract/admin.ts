import { z } from "zod";
import { zId, zPage, zPageQuery } from "./common.ts";
import { defineCall } from "./define.ts";
import { EVENT_APPROVALS, ZHostEventItem } from "./host.ts";

export const listAdminEvents = defineCall({
  method: "GET",
  path: "/api/admin/events",
  summary:
    "Events for review: those waiting for approval by default, or any approval state; oldest request first",
  tag: "admin",
  auth: "admin",
  query: zPageQuery(10).extend({
    approval: z.enum([...EVENT_APPROVALS, "all"]).default("requested"),
    search: z.string().trim().max(100).default(""),
  }),
  response: zPage(ZHostEventItem),
});

export const ZAdminDecisionBody = z
  .object({
    decision: z.enum(["approved", "rejected"]),
    reason: z.string().trim().max(1000).default(""),
  })
  .refine((b) => b.decision !== "rejected" || b.reason.length > 0, {
    message: "host.reasonRequired",
    path: ["reason"],
  });

export const decideAdminEvent = defineCall({
  method: "POST",
  path: "/api/admin/events/:eventId/decision",
  summary: "Approve, or reject with a reason, an event waiting for approval; the host gets a mail",
  tag: "admin",
  auth: "admin",
  errors: [404, 409],
  params: z.object({ eventId: zId }),
  body: ZAdminDecisionBody,
  response: ZHostEventItem,
});
