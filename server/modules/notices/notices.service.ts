import { NOTICE_EVENT, type TNoticeBody, type TNoticeEvent, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { sanitizeRichText } from "../../http/rich-text";
import { loadSubEventAccess } from "../access/access.service";
import { isInterpreterOf } from "../interpreters/interpreters.repository";
import { startMailing } from "../mailings/mailings.service";
import { canReadNotices, canWriteNotices } from "./notices.policy";
import { toNotice, toNoticeItem } from "./notices.presenter";
import * as repo from "./notices.repository";

async function requireReader(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  const allowed =
    canReadNotices(access, false) ||
    canReadNotices(access, await isInterpreterOf(ctx.db, subEventId, actor.userId));
  if (!allowed) throw new Forbidden();
  return access;
}

async function requireWriter(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  if (!canWriteNotices(access)) throw new Forbidden();
  return access;
}

/** A notice the actor may edit: 404 when it does not exist, 403 for anyone but its event's host. */
async function loadForWrite(ctx: AppContext, actor: Actor, noticeId: number) {
  const notice = await repo.findNotice(ctx.db, noticeId);
  if (!notice) throw new NotFound("notices.notFound");
  await requireWriter(ctx, actor, notice.subEventId);
  return notice;
}

/** Tells the sub-event's channel (readers only) that a notice changed; lists refetch. */
function announce(ctx: AppContext, event: TNoticeEvent): void {
  ctx.realtime.emit(`subEvent:${event.subEventId}`, NOTICE_EVENT, event);
}

function clean(body: TNoticeBody) {
  return { title: body.title.trim(), content: sanitizeRichText(body.content ?? "") };
}

/** The sub-event's notices, newest first, searchable by title. */
export async function list(
  ctx: AppContext,
  actor: Actor,
  query: { subEventId: number; page: number; size: number; searchWord: string },
) {
  await requireReader(ctx, actor, query.subEventId);
  const { rows, total } = await repo.pageOfNotices(
    ctx.db,
    query.subEventId,
    query.searchWord,
    query.page,
    query.size,
  );
  return toPage(rows.map(toNoticeItem), total, query.page, query.size);
}

/** One notice with its neighbours for the previous/next arrows. */
export async function detail(ctx: AppContext, actor: Actor, noticeId: number) {
  const notice = await repo.findNotice(ctx.db, noticeId);
  if (!notice) throw new NotFound("notices.notFound");
  await requireReader(ctx, actor, notice.subEventId);
  return toNotice(notice, await repo.neighboursOf(ctx.db, notice));
}

/** Mails a saved notice to the approved participants and colleagues (a mailing; none when nobody is approved). */
async function mailNotice(tx: DbOrTx, notice: repo.NoticeRow, actor: Actor): Promise<number | null> {
  const started = await startMailing(tx, {
    subEventId: notice.subEventId,
    createdUserId: actor.userId,
    noticeId: notice.id,
    title: notice.title,
    content: notice.content,
    groups: ["all"],
    applicationIds: [],
  });
  return started?.mailing.id ?? null;
}

/** Posts a notice (sanitised HTML), mails it when asked, and announces it live. */
export async function create(ctx: AppContext, actor: Actor, subEventId: number, body: TNoticeBody) {
  await requireWriter(ctx, actor, subEventId);
  const { notice, mailingId } = await ctx.db.transaction(async (tx) => {
    const notice = await repo.insertNotice(tx, {
      subEventId,
      ...clean(body),
      createdUserId: actor.userId,
      at: ctx.now(),
    });
    return { notice, mailingId: body.sendMail ? await mailNotice(tx, notice, actor) : null };
  });
  announce(ctx, { subEventId, id: notice.id, action: "created", title: notice.title });
  return { ...toNotice(notice, await repo.neighboursOf(ctx.db, notice)), mailingId };
}

export async function update(ctx: AppContext, actor: Actor, noticeId: number, body: TNoticeBody) {
  await loadForWrite(ctx, actor, noticeId);
  const { notice, mailingId } = await ctx.db.transaction(async (tx) => {
    const notice = await repo.updateNotice(tx, noticeId, { ...clean(body), at: ctx.now() });
    if (!notice) throw new NotFound("notices.notFound");
    return { notice, mailingId: body.sendMail ? await mailNotice(tx, notice, actor) : null };
  });
  announce(ctx, { subEventId: notice.subEventId, id: notice.id, action: "updated", title: notice.title });
  return { ...toNotice(notice, await repo.neighboursOf(ctx.db, notice)), mailingId };
}

export async function remove(ctx: AppContext, actor: Actor, noticeId: number) {
  const notice = await loadForWrite(ctx, actor, noticeId);
  if (await repo.deleteNotice(ctx.db, noticeId))
    announce(ctx, { subEventId: notice.subEventId, id: noticeId, action: "deleted", title: notice.title });
  return { ok: true };
}
