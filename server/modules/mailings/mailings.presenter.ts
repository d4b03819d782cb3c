import type { TMailing } from "../../../shared/contract";
import type { MailingRow, Progress } from "./mailings.repository";

/** A mailing with its progress: queuing until every recipient is in the outbox, then sending, then done. */
export function toMailing(row: MailingRow, progress: Progress | undefined): TMailing {
  const p = progress ?? { total: 0, queued: 0, sent: 0, failed: 0 };
  const status = p.queued < p.total ? "queuing" : p.sent + p.failed < p.total ? "sending" : "done";
  return {
    id: row.id,
    subEventId: row.subEventId,
    noticeId: row.noticeId,
    title: row.title,
    groups: row.audience.groups,
    applicationCount: row.audience.applicationIds.length,
    createdDate: row.createdAt.toISOString(),
    ...p,
    status,
  };
}
