import type { AppContext } from "../context";
import { queueMails } from "../modules/mail/mail.service";
import { composeMailingMail } from "../modules/mailings/mailings.compose";
import { claimPending, markQueued, type PendingRecipient } from "../modules/mailings/mailings.repository";
import { startPeriodic } from "./periodic";

/**
 * One batch of the mailing job: claims recipients not yet queued, writes their mails (outbox and mailbox) and
 * records each one's outbox row, in one transaction, so a recipient is queued exactly once even with several
 * processes. Answers how many were queued.
 */
export async function queueMailingBatch(ctx: AppContext, limit = 100): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const pending = await claimPending(tx, limit);
    const byMailing = new Map<number, PendingRecipient[]>();
    for (const r of pending) byMailing.set(r.mailingId, [...(byMailing.get(r.mailingId) ?? []), r]);
    for (const [mailingId, recipients] of byMailing) {
      const queued = await queueMails(
        tx,
        recipients.map((r) => composeMailingMail(r, ctx.config.publicUrl)),
      );
      // Within one mailing every recipient is a different account, so the address names the row.
      const idOf = new Map(queued.map((q) => [q.toMail, q.id]));
      await markQueued(
        tx,
        recipients.map((r) => ({ mailingId, userId: r.userId, outboxId: idOf.get(r.email)! })),
        ctx.now(),
      );
    }
    return pending.length;
  });
}

/** Queues every pending recipient, batch after batch (a pass of the job; tests call it directly). */
export async function runMailingPass(ctx: AppContext, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await queueMailingBatch(ctx, batch);
    total += n;
    if (n < batch) return total;
  }
}

/**
 * Every second: the mailing job, bulk mail, so it runs where heavy jobs run (ROLE=worker or all; see
 * server/queue/background.ts). Several processes share it through SKIP LOCKED.
 */
export function startMailingJob(ctx: AppContext, log: { warn(obj: object, msg: string): void }): () => void {
  return startPeriodic("mailings", () => runMailingPass(ctx), log, 1_000, 2_000);
}
