import { NOTICE_EVENT, type TNoticeBody, type TNoticeEvent, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { sanitizeRichText } from "../../http/rich-text";
import { loadSubEventAccess } from "../access/access.service";
import { canReadNotices, canWriteNotices } from "./notices.policy";
import { toNotice, toNoticeItem } from "./notices.presenter";
import * as repo from "./notices.repository";

async function requireReader(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  if (!canReadNotices(access)) throw new Forbidden();
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

/** Posts a notice (sanitised HTML) and announces it live. */
export async function create(ctx: AppContext, actor: Actor, subEventId: number, body: TNoticeBody) {
  await requireWriter(ctx, actor, subEventId);
  const notice = await repo.insertNotice(ctx.db, {
    subEventId,
    ...clean(body),
    createdUserId: actor.userId,
    at: ctx.now(),
  });
  announce(ctx, { subEventId, id: notice.id, action: "created", title: notice.title });
  return toNotice(notice, await repo.neighboursOf(ctx.db, notice));
}

export async function update(ctx: AppContext, actor: Actor, noticeId: number, body: TNoticeBody) {
  await loadForWrite(ctx, actor, noticeId);
  const notice = await repo.updateNotice(ctx.db, noticeId, { ...clean(body), at: ctx.now() });
  if (!notice) throw new NotFound("notices.notFound");
  announce(ctx, { subEventId: notice.subEventId, id: notice.id, action: "updated", title: notice.title });
  return toNotice(notice, await repo.neighboursOf(ctx.db, notice));
}

export async function remove(ctx: AppContext, actor: Actor, noticeId: number) {
  const notice = await loadForWrite(ctx, actor, noticeId);
  if (await repo.deleteNotice(ctx.db, noticeId))
    announce(ctx, { subEventId: notice.subEventId, id: noticeId, action: "deleted", title: notice.title });
  return { ok: true };
}
