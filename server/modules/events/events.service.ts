import {
  type Page,
  type TEventDetail,
  type TEventSummary,
  type TFooterEntry,
  toPage,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { canViewEvent } from "./events.policy";
import { presentDetail, presentSummary } from "./events.presenter";
import * as repo from "./events.repository";

export async function listPublic(ctx: AppContext, page: number, size: number): Promise<Page<TEventSummary>> {
  const { rows, total } = await repo.pageApproved(ctx.db, page, size);
  return toPage(rows.map(presentSummary), total, page, size);
}

export async function search(
  ctx: AppContext,
  word: string,
  page: number,
  size: number,
): Promise<Page<TEventSummary>> {
  const { rows, total } = await repo.searchApproved(ctx.db, word, page, size);
  return toPage(rows.map(presentSummary), total, page, size);
}

/** The event with managers and files; an event the actor may not see is answered as not found. */
export async function detail(ctx: AppContext, actor: Actor | undefined, id: number): Promise<TEventDetail> {
  const event = await repo.findEvent(ctx.db, id);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("event.notFound");
  const fileIds = [
    event.mainImageFileId,
    event.bannerImageFileId,
    event.logoImageFileId,
    event.atchFile1,
    event.atchFile2,
    event.atchFile3,
    event.atchFile4,
    event.atchFile5,
  ].filter((v): v is number => v !== null);
  const [managers, files] = await Promise.all([
    repo.listManagers(ctx.db, id),
    repo.findFiles(ctx.db, fileIds),
  ]);
  return presentDetail(event, managers, new Map(files.map((f) => [f.id, f])));
}

/** Public footer entries; none when the host hides footer links or the logo-and-footer switch is off. */
export async function footer(
  ctx: AppContext,
  actor: Actor | undefined,
  eventId: number,
): Promise<TFooterEntry[]> {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("event.notFound");
  if (event.hideFooterLinks || event.showLogo === "N") return [];
  const rows = await repo.listPublicFooter(ctx.db, eventId);
  return rows.map((r) => ({
    type: r.type,
    content: r.content,
    link: r.link,
    imgUrl: r.imgUrl,
    hide: r.hide,
  }));
}
