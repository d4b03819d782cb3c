import { toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { isAddressee } from "./mailbox.policy";
import { toMail, toMailItem } from "./mailbox.presenter";
import * as repo from "./mailbox.repository";

/** The caller's mails of a sub-event; asking for another user's mailbox is 403, whoever asks. */
export async function list(
  ctx: AppContext,
  actor: Actor,
  query: { subEventId: number; userId?: number; page: number; size: number; searchWord: string },
) {
  if (query.userId !== undefined && query.userId !== actor.userId) throw new Forbidden();
  const { rows, total } = await repo.pageOfMails(
    ctx.db,
    { userId: actor.userId, subEventId: query.subEventId, searchWord: query.searchWord },
    query.page,
    query.size,
  );
  return toPage(rows.map(toMailItem), total, query.page, query.size);
}

export async function detail(ctx: AppContext, actor: Actor, mailId: number) {
  const mail = await repo.findMail(ctx.db, mailId);
  if (!mail) throw new NotFound("mailbox.notFound");
  if (!isAddressee(actor, mail)) throw new Forbidden();
  return toMail(mail);
}

/**
 * Marks mails opened (or unread again). Every mail must exist and be the caller's, or nothing changes
 * (404 / 403). Answers how many changed state.
 */
export async function setOpened(
  ctx: AppContext,
  actor: Actor,
  items: { mailId: number; status: "Y" | "N" }[],
) {
  const ids = [...new Set(items.map((i) => i.mailId))];
  const found = await repo.recipientsOf(ctx.db, ids);
  if (found.length !== ids.length) throw new NotFound("mailbox.notFound");
  if (!found.every((mail) => isAddressee(actor, mail))) throw new Forbidden();
  // The last status given for a mail wins.
  const status = new Map(items.map((i) => [i.mailId, i.status]));
  const opened = ids.filter((id) => status.get(id) === "Y");
  const unread = ids.filter((id) => status.get(id) === "N");
  return ctx.db.transaction(async (tx) => ({
    updated: (await repo.setOpened(tx, opened, "Y")) + (await repo.setOpened(tx, unread, "N")),
  }));
}
