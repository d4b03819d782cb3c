import type { TPresentationPresence } from "../../../shared/contract";
import type { Stage } from "../../../shared/video/presentation";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { requireManager } from "../access/access.service";
import { listBySubEvent, presentersOf } from "../webinars/webinars.repository";
import * as repo from "./presentation.repository";
import { onlineIn } from "./presentation.rooms";
import { roomOfWebinar } from "./presentation.service";

/** The host's view of the sub-event's presentation rooms: presenters green or red, and who entered. */
export async function presence(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<TPresentationPresence[]> {
  await requireManager(ctx, actor, subEventId);
  const webinars = await listBySubEvent(ctx.db, subEventId);
  const presenters = await presentersOf(
    ctx.db,
    webinars.map((w) => w.id),
  );
  return Promise.all(
    webinars.map(async (w) => {
      const room = roomOfWebinar(w.id);
      const [rows, online] = await Promise.all([repo.peopleIn(ctx.db, room), onlineIn(ctx, room)]);
      const people = rows
        .filter((r) => !r.blacklisted)
        .map((r) => ({
          identity: r.identity,
          name: r.name,
          company: r.company,
          stage: r.stage as Stage,
          online: online.has(r.identity),
        }));
      return {
        webinarId: w.id,
        room,
        presenters: presenters
          .filter((p) => p.webinarId === w.id)
          .map((p) => ({
            applicationId: p.application.id,
            company: p.application.name,
            online: people.some(
              (x) => x.online && x.stage === "presenter" && x.company === p.application.name,
            ),
          })),
        people,
      };
    }),
  );
}
