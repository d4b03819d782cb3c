import type { AppContext } from "../../context";
import type { BadgeCard } from "../../pdf/types";
import * as repo from "./badges.repository";
import { signerOf } from "./badges.service";
import { qrPayload } from "./badges.sign";

/** One badge as a printer needs it: the PDF engine's card, with `role` still a key (seller, buyer, booth, visitor,
 * interpreter, speaker, staff) that the printer turns into a word of the badge's language. */
export type BadgePrintRow = BadgeCard;

export interface BadgePrintFilter {
  q?: string;
  subEventId?: number;
  role?: string;
  /** One badge only. */
  badgeId?: string;
}

/**
 * The print data of an event's live badges (all, a filter, or one), sorted by company then name, in pages of
 * `pageSize` read by keyset (constant cost per page, so 15,000 rows stream without an offset scan). Creates
 * the missing badges first. The caller checks that the actor manages the event (badges.service
 * `requireEventManager`).
 */
export async function* badgePrintPages(
  ctx: AppContext,
  eventId: number,
  filter: BadgePrintFilter = {},
  pageSize = 500,
): AsyncGenerator<BadgePrintRow[]> {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event) return;
  await repo.ensureBadges(ctx.db, eventId);
  const names = new Map((await repo.subEventNames(ctx.db, eventId)).map((s) => [s.id, s.name]));
  const sign = signerOf(ctx);
  let after: { company: string; name: string; id: string } | null = null;
  for (;;) {
    const rows = await repo.printPage(ctx.db, eventId, { q: filter.q ?? "", ...filter }, after, pageSize);
    if (rows.length === 0) return;
    yield rows.map((b) => ({
      badgeId: b.id,
      qr: qrPayload(sign, b.id),
      name: b.name,
      company: b.company,
      role: b.role,
      subEvents: b.subEventIds.map((id) => names.get(id) ?? "").filter(Boolean),
      eventName: event.name,
    }));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { company: last.company, name: last.name, id: last.id };
  }
}
