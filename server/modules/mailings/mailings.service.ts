import type { TMailingGroup, TMailingParsed } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Forbidden, Invalid, NotFound } from "../../http/errors";
import { sanitizeRichText } from "../../http/rich-text";
import { requireManager } from "../access/access.service";
import { toMailing } from "./mailings.presenter";
import * as repo from "./mailings.repository";

interface Draft {
  title: string;
  content: string;
  groups: TMailingGroup[];
  applicationIds: number[];
}

/** The body as it will be stored: sanitised HTML, the chosen applications checked against the sub-event. */
async function prepare(ctx: AppContext, subEventId: number, body: TMailingParsed): Promise<Draft> {
  const groups = [...new Set(body.groups)];
  const applicationIds = [...new Set(body.applicationIds)];
  const known = await repo.applicationsOf(ctx.db, subEventId, applicationIds);
  if (known.size !== applicationIds.length) throw new Invalid("mailings.unknownApplication");
  return { title: body.title, content: sanitizeRichText(body.content), groups, applicationIds };
}

/**
 * Creates a mailing and fixes its recipients in the caller's transaction; the mailing job queues the mails.
 * Answers undefined when the audience reaches nobody.
 */
export async function startMailing(
  db: DbOrTx,
  input: Draft & { subEventId: number; createdUserId: number; noticeId?: number },
) {
  const audience = { groups: input.groups, applicationIds: input.applicationIds };
  const recipients = await repo.resolveRecipients(db, input.subEventId, audience);
  if (recipients.length === 0) return undefined;
  const mailing = await repo.insertMailing(db, {
    subEventId: input.subEventId,
    createdUserId: input.createdUserId,
    noticeId: input.noticeId ?? null,
    title: input.title,
    content: input.content,
    audience,
  });
  await repo.insertRecipients(
    db,
    mailing.id,
    recipients.map((r) => r.userId),
  );
  return { mailing, total: recipients.length };
}

/** How many the mail would reach, a few of them, and the content as it will go out. */
export async function preview(ctx: AppContext, actor: Actor, subEventId: number, body: TMailingParsed) {
  await requireManager(ctx, actor, subEventId);
  const draft = await prepare(ctx, subEventId, body);
  const recipients = await repo.resolveRecipients(ctx.db, subEventId, draft);
  return {
    recipients: recipients.length,
    sample: recipients.slice(0, 5).map(({ name, email, company }) => ({ name, email, company })),
    title: draft.title,
    content: draft.content,
  };
}

/** Sends the mail to the audience (400 mailings.noRecipients when it reaches nobody). */
export async function create(ctx: AppContext, actor: Actor, subEventId: number, body: TMailingParsed) {
  await requireManager(ctx, actor, subEventId);
  const draft = await prepare(ctx, subEventId, body);
  const started = await ctx.db.transaction((tx) =>
    startMailing(tx, { ...draft, subEventId, createdUserId: actor.userId }),
  );
  if (!started) throw new Invalid("mailings.noRecipients");
  return toMailing(started.mailing, { total: started.total, queued: 0, sent: 0, failed: 0 });
}

export async function list(ctx: AppContext, actor: Actor, subEventId: number) {
  await requireManager(ctx, actor, subEventId);
  const rows = await repo.latestMailings(ctx.db, subEventId, 50);
  const progress = await repo.progressOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMailing(r, progress.get(r.id)));
}

export async function get(ctx: AppContext, actor: Actor, mailingId: number) {
  const row = await repo.findMailing(ctx.db, mailingId);
  if (!row) throw new NotFound("mailings.notFound");
  await requireManager(ctx, actor, row.subEventId).catch((error) => {
    throw error instanceof NotFound ? new Forbidden() : error;
  });
  return toMailing(row, (await repo.progressOf(ctx.db, [row.id])).get(row.id));
}
