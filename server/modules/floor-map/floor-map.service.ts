import type { TBooth, TFloorMap } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { requireManager, requireParticipantOrManager } from "../access/access.service";
import { publishEventFiles } from "../files/files.service";
import { violated } from "../meetings/meetings.errors";
import * as repo from "./floor-map.repository";

function presentBooth(row: { booth: repo.BoothRow; companyName: string }): TBooth {
  const { booth } = row;
  return {
    id: booth.id,
    label: booth.label,
    x: booth.x,
    y: booth.y,
    applicationId: booth.applicationId,
    companyName: booth.applicationId ? row.companyName : "",
  };
}

/** The plan image and its booths (the digital map's, and the places page's pins). */
export async function planAndBooths(db: DbOrTx, subEventId: number): Promise<Omit<TFloorMap, "digitalMap">> {
  const [plan, booths] = await Promise.all([repo.planOf(db, subEventId), repo.boothsOf(db, subEventId)]);
  return {
    plan: plan
      ? {
          // floor plans are public event images
          image: {
            id: plan.image.id,
            fileName: plan.image.fileName,
            filePath: plan.image.filePath,
            fileType: plan.image.fileType,
          },
          width: plan.plan.width,
          height: plan.plan.height,
        }
      : null,
    booths: booths.map(presentBooth),
  };
}

async function present(db: DbOrTx, subEventId: number, digitalMap: string): Promise<TFloorMap> {
  return { ...(await planAndBooths(db, subEventId)), digitalMap };
}

/** The digital map page: approved participants, colleagues and the host. */
export async function floorMap(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireParticipantOrManager(ctx, actor, subEventId);
  return present(ctx.db, subEventId, access.event.digitalMap);
}

/** Sets the plan image (published as an event image: the host's upload or a public file) and its size. */
export async function setPlan(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: { imageFileId: number; width: number; height: number },
) {
  const access = await requireManager(ctx, actor, subEventId);
  await ctx.db.transaction(async (tx) => {
    await publishEventFiles(tx, actor, [body.imageFileId]);
    await repo.savePlan(tx, { subEventId, ...body });
  });
  return present(ctx.db, subEventId, access.event.digitalMap);
}

type BoothInput = { label: string; x: number; y: number; applicationId: number | null };

async function checkCompany(ctx: AppContext, subEventId: number, applicationId: number | null) {
  if (applicationId !== null && !(await repo.isApprovedIn(ctx.db, subEventId, applicationId)))
    throw new Invalid("floorMap.companyNotParticipant");
}

async function presentOne(ctx: AppContext, subEventId: number, boothId: number) {
  const rows = await repo.boothsOf(ctx.db, subEventId);
  return presentBooth(rows.find((r) => r.booth.id === boothId)!);
}

export async function createBooth(ctx: AppContext, actor: Actor, subEventId: number, input: BoothInput) {
  await requireManager(ctx, actor, subEventId);
  if (!(await repo.planOf(ctx.db, subEventId))) throw new Conflict("floorMap.noPlan");
  await checkCompany(ctx, subEventId, input.applicationId);
  const row = await repo.insertBooth(ctx.db, { subEventId, ...input });
  if (!row) throw new Conflict("floorMap.labelTaken");
  return presentOne(ctx, subEventId, row.id);
}

async function loadBooth(ctx: AppContext, actor: Actor, boothId: number) {
  const booth = await repo.findBooth(ctx.db, boothId);
  if (!booth) throw new NotFound("floorMap.boothNotFound");
  await requireManager(ctx, actor, booth.subEventId);
  return booth;
}

export async function updateBooth(ctx: AppContext, actor: Actor, boothId: number, input: BoothInput) {
  const booth = await loadBooth(ctx, actor, boothId);
  await checkCompany(ctx, booth.subEventId, input.applicationId);
  try {
    await repo.updateBooth(ctx.db, boothId, input);
  } catch (error) {
    if (violated(error)?.constraint === "booths_label_uq") throw new Conflict("floorMap.labelTaken");
    throw error;
  }
  return presentOne(ctx, booth.subEventId, boothId);
}

export async function deleteBooth(ctx: AppContext, actor: Actor, boothId: number) {
  await loadBooth(ctx, actor, boothId);
  await repo.deleteBooth(ctx.db, boothId);
  return { ok: true };
}
