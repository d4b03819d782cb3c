import type { z } from "zod";
import {
  type Page,
  type THostEvent,
  type THostEventItem,
  type TSubEvent,
  toPage,
  type ZHostEventBody,
  type ZHostSubEventBody,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid } from "../../http/errors";
import { sanitizeRichText } from "../../http/rich-text";
import { requireManager } from "../access/access.service";
import * as events from "../events/events.service";
import { invalidatePublicEvents } from "../events/events.service";
import { publishEventFiles } from "../files/files.service";
import { syncSlots } from "../meetings/meetings.slots";
import * as subEvents from "../subevents/subevents.service";
import { areFormsLocked, assertCanManage, canRequestApproval, isPlaceAndPeriodLocked } from "./host.policy";
import { presentEventItem } from "./host.presenter";
import * as repo from "./host.repository";

type EventBody = z.output<typeof ZHostEventBody>;
type SubEventBody = z.output<typeof ZHostSubEventBody>;

/** The events the actor hosts (administrators: all), newest first. */
export async function listMine(
  ctx: AppContext,
  actor: Actor,
  page: number,
  size: number,
): Promise<Page<THostEventItem>> {
  const hostId = actor.role === "ADMIN" ? undefined : actor.userId;
  const { rows, total } = await repo.pageHosted(ctx.db, hostId, page, size);
  return toPage(rows.map(presentEventItem), total, page, size);
}

/** The host's full view of an event. */
export async function getEvent(ctx: AppContext, actor: Actor, eventId: number): Promise<THostEvent> {
  const event = await repo.findEvent(ctx.db, eventId);
  assertCanManage(actor, event);
  const [detail, footer, full] = await Promise.all([
    events.detail(ctx, actor, eventId),
    repo.listFooterLinks(ctx.db, eventId),
    repo.findEvent(ctx.db, eventId),
  ]);
  return {
    ...detail,
    approvalReason: full?.approvalReason ?? "",
    footerLinks: footer.map((f) => ({
      type: f.type,
      content: f.content,
      link: f.link,
      imgUrl: f.imgUrl,
      hide: f.hide,
    })),
    placeAndPeriodLocked: isPlaceAndPeriodLocked(detail),
    formsLocked: areFormsLocked(detail),
  };
}

/** The event's images and attachments: they become public with the event (see files.service). */
function eventFileIds(body: EventBody): number[] {
  return [body.mainImageFileId, body.bannerImageFileId, body.logoImageFileId, ...body.attachmentIds].filter(
    (v): v is number => v !== null,
  );
}

function eventColumns(body: EventBody) {
  const atch = (i: number) => body.attachmentIds[i] ?? null;
  return {
    name: body.name,
    nameEn: body.nameEn,
    startDate: body.startDate,
    endDate: body.endDate,
    timeZone: body.timeZone,
    countryCode: body.countryCode,
    location: body.location,
    locationDetail: body.locationDetail,
    lat: body.lat,
    lng: body.lng,
    content: sanitizeRichText(body.content),
    contentEn: sanitizeRichText(body.contentEn),
    categories: body.categories.join(","),
    homePage: body.homePage,
    showLogo: body.showLogo,
    hideFooterLinks: body.hideFooterLinks,
    hideBuyerCard: body.hideBuyerCard,
    mainImageFileId: body.mainImageFileId,
    bannerImageFileId: body.bannerImageFileId,
    logoImageFileId: body.logoImageFileId,
    atchFile1: atch(0),
    atchFile2: atch(1),
    atchFile3: atch(2),
    atchFile4: atch(3),
    atchFile5: atch(4),
    digitalMap: body.digitalMap,
  };
}

function assertTimeZone(zone: string): void {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    throw new Invalid("host.timeZone");
  }
}

/** Creates a draft event hosted by the caller, with its contacts and footer links. */
export async function createEvent(ctx: AppContext, actor: Actor, body: EventBody): Promise<THostEvent> {
  assertTimeZone(body.timeZone);
  const id = await ctx.db.transaction(async (tx) => {
    await publishEventFiles(tx, actor, eventFileIds(body));
    const event = await repo.insertEvent(tx, {
      ...eventColumns(body),
      hostUserId: actor.userId,
      approval: "draft",
    });
    await repo.replaceManagers(tx, event.id, body.managers);
    await repo.replaceFooterLinks(tx, event.id, body.footerLinks);
    return event.id;
  });
  return getEvent(ctx, actor, id);
}

/** Updates an event; once approved, a change of place or period is refused. */
export async function updateEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  body: EventBody,
): Promise<THostEvent> {
  const event = await repo.findEvent(ctx.db, eventId);
  assertCanManage(actor, event);
  assertTimeZone(body.timeZone);
  const columns = eventColumns(body);
  if (isPlaceAndPeriodLocked(event)) {
    const current = event as repo.EventRow;
    const changed =
      columns.location !== current.location ||
      columns.locationDetail !== current.locationDetail ||
      columns.lat !== current.lat ||
      columns.lng !== current.lng ||
      columns.startDate !== current.startDate ||
      columns.endDate !== current.endDate;
    if (changed) throw new Invalid("host.placePeriodLocked");
  }
  await ctx.db.transaction(async (tx) => {
    await publishEventFiles(tx, actor, eventFileIds(body));
    await repo.updateEvent(tx, eventId, columns);
    await repo.replaceManagers(tx, eventId, body.managers);
    await repo.replaceFooterLinks(tx, eventId, body.footerLinks);
  });
  invalidatePublicEvents(ctx);
  return getEvent(ctx, actor, eventId);
}

/** draft/rejected → requested: the administrators' queue. */
export async function requestApproval(ctx: AppContext, actor: Actor, eventId: number): Promise<THostEvent> {
  const event = await repo.findEvent(ctx.db, eventId);
  assertCanManage(actor, event);
  if (!canRequestApproval(event)) throw new Conflict("host.cannotRequestApproval");
  await repo.updateEvent(ctx.db, eventId, { approval: "requested" });
  return getEvent(ctx, actor, eventId);
}

function subEventColumns(body: SubEventBody) {
  return { ...body, targetScope: body.targetScope };
}

export async function createSubEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  body: SubEventBody,
): Promise<TSubEvent> {
  const event = await repo.findEvent(ctx.db, eventId);
  assertCanManage(actor, event);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertSubEvent(tx, { ...subEventColumns(body), eventId });
    await syncSlots(tx, ctx, created.id, actor.userId);
    return created;
  });
  return subEvents.detail(ctx, actor, row.id);
}

export async function updateSubEvent(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: SubEventBody,
): Promise<TSubEvent> {
  await requireManager(ctx, actor, subEventId);
  // The schedule follows the settings in the same transaction: a change that would orphan agreed meetings
  // is refused (409) and nothing is saved.
  await ctx.db.transaction(async (tx) => {
    await repo.updateSubEvent(tx, subEventId, subEventColumns(body));
    await syncSlots(tx, ctx, subEventId, actor.userId);
  });
  return subEvents.detail(ctx, actor, subEventId);
}

/** Deletes a sub-event nobody applied to yet (applications are never dropped silently). */
export async function deleteSubEvent(ctx: AppContext, actor: Actor, subEventId: number) {
  await requireManager(ctx, actor, subEventId);
  if ((await repo.countApplications(ctx.db, subEventId)) > 0)
    throw new Conflict("host.subEventHasApplications");
  await repo.deleteSubEvent(ctx.db, subEventId);
  return { ok: true };
}
