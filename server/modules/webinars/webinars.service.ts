import type { TWebinar, TWebinarSummary } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { isApprovedParticipant } from "../access/access.policy";
import { requireParticipantOrManager, type SubEventAccess } from "../access/access.service";
import type { QaViewer } from "./webinars.policy";
import { presentSummary, presentWebinar } from "./webinars.presenter";
import * as repo from "./webinars.repository";

/** The webinars of a sub-event, for its approved participants, colleagues and the host. */
export async function list(ctx: AppContext, actor: Actor, subEventId: number): Promise<TWebinarSummary[]> {
  const access = await requireParticipantOrManager(ctx, actor, subEventId);
  const rows = await repo.listBySubEvent(ctx.db, subEventId);
  const presenters = await repo.presentersOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((w) =>
    presentSummary(
      w,
      access.event.timeZone,
      presenters.filter((p) => p.webinarId === w.id),
    ),
  );
}

export interface WebinarAccess {
  webinar: repo.WebinarRow;
  access: SubEventAccess;
  presenters: Awaited<ReturnType<typeof repo.presentersOf>>;
  viewer: QaViewer;
}

/**
 * A webinar the actor may read (the sub-event's approved participants and colleagues, its host and
 * administrators) with the actor's part in it. Unknown ids are 404, others 403.
 */
export async function loadWebinarFor(
  ctx: AppContext,
  actor: Actor,
  webinarId: number,
): Promise<WebinarAccess> {
  const webinar = await repo.findWebinar(ctx.db, webinarId);
  if (!webinar) throw new NotFound("webinar.notFound");
  const access = await requireParticipantOrManager(ctx, actor, webinar.subEventId);
  const presenters = await repo.presentersOf(ctx.db, [webinar.id]);
  const mine = isApprovedParticipant(access.membership?.application)
    ? access.membership?.application.id
    : undefined;
  const viewer: QaViewer = {
    userId: actor.userId,
    host: access.isManager,
    presenter: mine !== undefined && presenters.some((p) => p.application.id === mine),
    firstPresenter: mine !== undefined && presenters[0]?.application.id === mine,
  };
  return { webinar, access, presenters, viewer };
}

/** One webinar with presenters, files (signed links) and the caller's part. */
export async function detail(ctx: AppContext, actor: Actor, webinarId: number): Promise<TWebinar> {
  const { webinar, access, presenters, viewer } = await loadWebinarFor(ctx, actor, webinarId);
  const files = await repo.filesOf(ctx.db, [webinar.id]);
  return {
    ...presentWebinar(webinar, access.event.timeZone, files, presenters),
    viewer: {
      userId: viewer.userId,
      presenter: viewer.presenter,
      firstPresenter: viewer.firstPresenter,
      host: viewer.host,
    },
  };
}
