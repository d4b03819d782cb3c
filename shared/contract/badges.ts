import { z } from "zod";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Badges: one per person and event (approved participants, accepted colleagues, interpreters, programme
 * speakers, and staff or speakers the host adds by name). The QR code carries `BZ1.<badge id>.<signature>`,
 * never personal data; a reissued badge revokes the old one (docs/checkin.md).
 */

export const BADGE_ROLES = [
  "seller",
  "buyer",
  "booth",
  "visitor",
  "interpreter",
  "speaker",
  "staff",
] as const;
export const zBadgeRole = z.enum(BADGE_ROLES);
export type TBadgeRole = z.infer<typeof zBadgeRole>;

/** The state a badge is in at the door. */
export const zBadgeState = z.enum(["ok", "revoked", "reissued", "notApproved"]);
export type TBadgeState = z.infer<typeof zBadgeState>;

export const ZBadge = z.object({
  id: z.string(),
  kind: z.enum(["participant", "colleague", "interpreter", "speaker", "extra"]),
  role: z.string(),
  name: z.string(),
  company: z.string(),
  subEventIds: z.array(z.number().int()),
  state: zBadgeState,
  /** The QR payload (host and the badge's owner only). */
  qr: z.string(),
  checkedInAt: z.string().nullable(),
});
export type TBadge = z.infer<typeof ZBadge>;

/** What a participant shows on the phone (and what a printed badge carries). */
export const ZBadgeCard = z.object({
  badgeId: z.string(),
  qr: z.string(),
  name: z.string(),
  company: z.string(),
  role: z.string(),
  subEvents: z.array(z.string()),
  eventName: z.string(),
});
export type TBadgeCard = z.infer<typeof ZBadgeCard>;

export const getMyBadge = defineCall({
  method: "GET",
  path: "/api/events/:eventId/badge",
  summary: "The signed-in person's own badge of the event (QR, name, company, role); 404 when they have none",
  tag: "badges",
  auth: "user",
  errors: [404],
  params: z.object({ eventId: zId }),
  response: ZBadgeCard,
});

export const zBadgeFilter = z.object({
  q: z.string().trim().max(100).default(""),
  subEventId: zId.optional(),
  role: zBadgeRole.optional(),
});

export const hostListBadges = defineCall({
  method: "GET",
  path: "/api/host/events/:eventId/badges",
  summary:
    "The event's badges (created on demand), filtered by name/company, sub-event or role, in print order",
  tag: "badges",
  auth: "user",
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  query: zBadgeFilter.extend({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ items: z.array(ZBadge), total: z.number().int() }),
});

export const hostAddBadge = defineCall({
  method: "POST",
  path: "/api/host/events/:eventId/badges",
  summary: "Adds a badge for a staff member or a speaker by name and company",
  tag: "badges",
  auth: "user",
  status: 201,
  errors: [403, 404],
  params: z.object({ eventId: zId }),
  body: z.object({
    name: z.string().trim().min(1, "badges.error.nameRequired").max(100, "badges.error.tooLong"),
    company: z.string().trim().max(100, "badges.error.tooLong").default(""),
    role: z.enum(["staff", "speaker"]).default("staff"),
  }),
  response: ZBadge,
});

export const hostReissueBadge = defineCall({
  method: "POST",
  path: "/api/host/badges/:badgeId/reissue",
  summary: "Reissues a badge (reprint): a new id for the same person, the old badge is refused from now on",
  tag: "badges",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ badgeId: z.string().min(1).max(40) }),
  response: ZBadge,
});

export const hostRevokeBadge = defineCall({
  method: "POST",
  path: "/api/host/badges/:badgeId/revoke",
  summary: "Revokes a badge: a scan of it is refused with its reason",
  tag: "badges",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ badgeId: z.string().min(1).max(40) }),
  response: ZBadge,
});
