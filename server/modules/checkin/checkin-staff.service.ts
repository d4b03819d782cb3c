import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, NotFound } from "../../http/errors";
import { requireEventManager } from "../badges/badges.service";
import * as repo from "./checkin.repository";

export async function listStaff(ctx: AppContext, actor: Actor, eventId: number) {
  await requireEventManager(ctx, actor, eventId);
  return { items: await repo.listStaff(ctx.db, eventId) };
}

/** Names a helper by e-mail (pending until an account with that address exists). */
export async function addStaff(ctx: AppContext, actor: Actor, eventId: number, email: string) {
  await requireEventManager(ctx, actor, eventId);
  const row = await repo.addStaff(ctx.db, eventId, email.toLowerCase());
  if (!row) throw new Conflict("checkin.error.staffExists");
  return (await repo.listStaff(ctx.db, eventId)).find((s) => s.id === row.id)!;
}

export async function removeStaff(ctx: AppContext, actor: Actor, staffId: number) {
  const row = await repo.findStaff(ctx.db, staffId);
  if (!row) throw new NotFound("checkin.error.staffNotFound");
  await requireEventManager(ctx, actor, row.eventId);
  await repo.removeStaff(ctx.db, staffId);
  return { ok: true };
}
