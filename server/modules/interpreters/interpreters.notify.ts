/**
 * Telling interpreters about their assignments: a mail per interpreter (queued in the transaction that assigned,
 * so it exists if and only if the assignment committed) and, after the commit, a live event on the interpreter's
 * own room, on which the interpreter workspace refetches its meetings.
 */
import { inArray } from "drizzle-orm";
import { INTERPRETER_ASSIGNMENTS_EVENT } from "../../../shared/contract";
import { translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { findSubEventWithEvent } from "../access/access.repository";
import { mailLanguage } from "../host/host.mails";
import { queueMails } from "../mail/mail.service";

/** Queues one mail per interpreter: how many meetings of the sub-event were assigned to them, with the link. */
export async function queueAssignmentMails(
  db: DbOrTx,
  ctx: AppContext,
  subEventId: number,
  assigned: { userId: number }[],
): Promise<void> {
  if (assigned.length === 0) return;
  const count = new Map<number, number>();
  for (const a of assigned) count.set(a.userId, (count.get(a.userId) ?? 0) + 1);
  const [row, people] = await Promise.all([
    findSubEventWithEvent(db, subEventId),
    db
      .select({ id: users.id, email: users.email, countryNumber: users.countryNumber })
      .from(users)
      .where(inArray(users.id, [...count.keys()])),
  ]);
  if (!row) return;
  await queueMails(
    db,
    people.map((p) => {
      const language = mailLanguage(p.countryNumber);
      const english = language !== "ko";
      const params = {
        eventName: english && row.event.nameEn ? row.event.nameEn : row.event.name,
        subEventName: english && row.subEvent.nameEn ? row.subEvent.nameEn : row.subEvent.name,
        count: count.get(p.id) ?? 0,
        link: `${ctx.config.publicUrl}/interpreter/${subEventId}`,
      };
      return {
        to: p.email,
        subject: translate("interpreterMail.assigned.subject", language, params),
        text: translate("interpreterMail.assigned.body", language, params),
      };
    }),
  );
}

/** After the commit: each interpreter's open workspaces refetch. */
export function emitAssignments(ctx: AppContext, subEventId: number, userIds: Iterable<number>): void {
  for (const id of new Set(userIds))
    ctx.realtime.emit(`user:${id}`, INTERPRETER_ASSIGNMENTS_EVENT, { subEventId });
}
