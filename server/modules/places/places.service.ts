import type { TPlace, TPlaces } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { requireManager } from "../access/access.service";
import { planAndBooths } from "../floor-map/floor-map.service";
import { violated } from "../meetings/meetings.errors";
import { nameList, tableNames } from "./places.logic";
import { canDelete, canWithdraw } from "./places.policy";
import * as repo from "./places.repository";

type ListRow = Awaited<ReturnType<typeof repo.listPlaces>>[number];

function present(row: ListRow): TPlace {
  const { place } = row;
  return {
    id: place.id,
    kind: place.kind,
    name: place.name,
    zone: place.zone,
    sort: place.sort,
    applicationId: place.applicationId,
    companyName: place.applicationId ? row.companyName : "",
    boothId: place.boothId,
    boothLabel: row.boothLabel,
    x: place.x,
    y: place.y,
    active: place.active,
    upcomingMeetings: Number(row.upcoming),
    used: Boolean(row.used),
  };
}

async function presentOne(ctx: AppContext, subEventId: number, placeId: number): Promise<TPlace> {
  const rows = await repo.listPlaces(ctx.db, subEventId, ctx.now());
  return present(rows.find((r) => r.place.id === placeId)!);
}

/** The places page: the mode, every place with its owner and upcoming meetings, and the floor plan. */
export async function listPlaces(ctx: AppContext, actor: Actor, subEventId: number): Promise<TPlaces> {
  await requireManager(ctx, actor, subEventId);
  const [mode, rows, map] = await Promise.all([
    repo.placeModeOf(ctx.db, subEventId),
    repo.listPlaces(ctx.db, subEventId, ctx.now()),
    planAndBooths(ctx.db, subEventId),
  ]);
  return { mode, places: rows.map(present), floorMap: map };
}

export async function setMode(ctx: AppContext, actor: Actor, subEventId: number, mode: "fixed" | "pooled") {
  await requireManager(ctx, actor, subEventId);
  await repo.setPlaceMode(ctx.db, subEventId, mode);
  return { mode };
}

/** Creates numbered tables, all or none: a name that exists refuses the whole batch (409 naming them). */
export async function createTables(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: { count: number; prefix: string; width: number; start: number; zone: string },
) {
  await requireManager(ctx, actor, subEventId);
  const names = tableNames(body);
  if (names.some((n) => n.length > 60)) throw new Invalid("places.nameTooLong");
  return ctx.db.transaction(async (tx) => {
    const taken = await repo.namesTaken(tx, subEventId, names);
    if (taken.length > 0)
      throw new Conflict("places.namesTaken", { count: taken.length, names: nameList(taken) });
    const sort = await repo.nextSort(tx, subEventId);
    const rows = names.map((name, i) => ({
      subEventId,
      kind: "table" as const,
      name,
      zone: body.zone,
      sort: sort + i,
    }));
    try {
      return { created: (await repo.insertPlaces(tx, rows)).length };
    } catch (error) {
      // a place of the same name added by someone else in the meantime
      if (violated(error)?.constraint === "places_name_uq") throw new Conflict("places.nameTaken");
      throw error;
    }
  });
}

type PlaceInput = {
  kind: "table" | "booth" | "room";
  name: string;
  zone: string;
  applicationId: number | null;
  x: number | null;
  y: number | null;
  active: boolean;
};

/** The fixed owner must be an approved seller or booth exhibitor of the sub-event, fixed nowhere else. */
async function checkOwner(db: DbOrTx, subEventId: number, applicationId: number | null, placeId?: number) {
  if (applicationId === null) return;
  const [owner] = await repo.ownerCandidates(db, subEventId, [applicationId]);
  if (!owner) throw new Invalid("places.ownerNotParticipant");
  if (owner.placeId !== null && owner.placeId !== placeId)
    throw new Conflict("places.ownerTaken", { company: owner.companyName, name: owner.placeName ?? "" });
}

function constraintError(error: unknown): never {
  const constraint = violated(error)?.constraint;
  if (constraint === "places_name_uq") throw new Conflict("places.nameTaken");
  if (constraint === "places_application_uq") throw new Conflict("places.ownerTakenShort");
  throw error;
}

export async function createPlace(ctx: AppContext, actor: Actor, subEventId: number, input: PlaceInput) {
  await requireManager(ctx, actor, subEventId);
  await checkOwner(ctx.db, subEventId, input.applicationId);
  const sort = await repo.nextSort(ctx.db, subEventId);
  let id = 0;
  try {
    const [row] = await repo.insertPlaces(ctx.db, [{ subEventId, ...input, sort }]);
    id = row!.id;
  } catch (error) {
    constraintError(error);
  }
  return presentOne(ctx, subEventId, id);
}

/** One booth place per marker that has none: pinned where the booth is, fixed to its company when it may be. */
export async function placesFromBooths(ctx: AppContext, actor: Actor, subEventId: number) {
  await requireManager(ctx, actor, subEventId);
  return ctx.db.transaction(async (tx) => {
    const booths = await repo.boothsWithoutPlace(tx, subEventId);
    const taken = new Set(
      await repo.namesTaken(
        tx,
        subEventId,
        booths.map((b) => b.booth.label),
      ),
    );
    const owners = await repo.ownerCandidates(tx, subEventId);
    const free = new Set(owners.filter((o) => o.placeId === null).map((o) => o.id));
    let sort = await repo.nextSort(tx, subEventId);
    const rows: repo.NewPlace[] = [];
    const skipped: string[] = [];
    for (const { booth } of booths) {
      if (taken.has(booth.label)) {
        skipped.push(booth.label);
        continue;
      }
      taken.add(booth.label);
      const owner =
        booth.applicationId !== null && free.delete(booth.applicationId) ? booth.applicationId : null;
      rows.push({
        subEventId,
        kind: "booth",
        name: booth.label,
        boothId: booth.id,
        applicationId: owner,
        x: booth.x,
        y: booth.y,
        sort: sort++,
      });
    }
    return { created: (await repo.insertPlaces(tx, rows)).length, skipped };
  });
}

/** Loads a place for its host (404 when missing, 403 for anyone else). */
async function loadPlace(ctx: AppContext, actor: Actor, placeId: number) {
  const place = await repo.findPlace(ctx.db, placeId);
  if (!place) throw new NotFound("places.notFound");
  const access = await requireManager(ctx, actor, place.subEventId);
  return { place, access };
}

/** A short list of meetings for a message: their start in the event's zone and both companies. */
function meetingList(rows: Awaited<ReturnType<typeof repo.upcomingMeetingsAt>>, timeZone: string): string {
  const format = new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" });
  const lines = rows.slice(0, 5).map((m) => `${format.format(m.startsAt)} ${m.applicant} · ${m.acceptor}`);
  return rows.length > 5 ? `${lines.join("; ")} (+${rows.length - 5})` : lines.join("; ");
}

export async function updatePlace(ctx: AppContext, actor: Actor, placeId: number, input: PlaceInput) {
  const { place, access } = await loadPlace(ctx, actor, placeId);
  await checkOwner(ctx.db, place.subEventId, input.applicationId, placeId);
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockPlace(tx, placeId);
      if (locked?.active && !input.active) {
        const busy = await repo.upcomingMeetingsAt(tx, placeId, ctx.now());
        if (!canWithdraw(busy.length))
          throw new Conflict("places.withdrawBusy", {
            count: busy.length,
            meetings: meetingList(busy, access.event.timeZone),
          });
      }
      await repo.updatePlace(tx, placeId, input);
    });
  } catch (error) {
    constraintError(error);
  }
  return presentOne(ctx, place.subEventId, placeId);
}

export async function deletePlace(ctx: AppContext, actor: Actor, placeId: number) {
  await loadPlace(ctx, actor, placeId);
  await ctx.db.transaction(async (tx) => {
    await repo.lockPlace(tx, placeId);
    if (!canDelete(await repo.wasUsed(tx, placeId))) throw new Conflict("places.deleteUsed");
    await repo.deletePlace(tx, placeId);
  });
  return { ok: true };
}
