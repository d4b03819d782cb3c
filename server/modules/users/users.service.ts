import type { z } from "zod";
import type { saveBusinessCard, TUser, updateUser } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound, TooManyRequests } from "../../http/errors";
import { ownsApprovedApplication } from "../access/access.repository";
import { countAttempt } from "../auth/auth.repository";
import { canUpdateUser, canViewUser } from "./users.policy";
import { presentCard, presentUser } from "./users.presenter";
import * as repo from "./users.repository";

/** Loads a user with their business cards, as the API presents it. */
export async function loadUser(ctx: AppContext, userId: number): Promise<TUser> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new NotFound();
  return presentUser(user, await repo.listCards(ctx.db, userId));
}

export async function getUser(ctx: AppContext, actor: Actor, userId: number): Promise<TUser> {
  if (!canViewUser(actor, userId)) throw new Forbidden();
  return loadUser(ctx, userId);
}

/** Updates the caller's profile; the latest business card follows name, company, phone. */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updateUser.body>,
): Promise<TUser> {
  if (input.id !== undefined && !canUpdateUser(actor, input.id)) throw new Forbidden();
  const { id: _ignored, ...fields } = input;
  await ctx.db.transaction(async (tx) => {
    const user = await repo.updateUserProfile(tx, actor.userId, fields);
    if (!user) throw new NotFound();
    const [card] = await repo.listCards(tx, actor.userId);
    if (card) {
      await repo.updateCard(tx, card.id, {
        name: fields.name,
        company: fields.company,
        position: fields.position,
        countryNumber: fields.countryNumber,
        phoneNumber: fields.phoneNumber,
      });
    }
  });
  return loadUser(ctx, actor.userId);
}

/** Saves the caller's profile card: updates the latest one, or creates the first. */
export async function saveCard(ctx: AppContext, actor: Actor, input: z.output<typeof saveBusinessCard.body>) {
  const [latest] = await repo.listCards(ctx.db, actor.userId);
  const card = latest
    ? await repo.updateCard(ctx.db, latest.id, input)
    : await repo.insertCard(ctx.db, { ...input, userId: actor.userId });
  if (!card) throw new NotFound();
  return presentCard(card);
}

/** Exact-address lookup for the colleague form: at most one user, only contact fields. */
const LOOKUP_WINDOW_MS = 60 * 60_000;
const MAX_LOOKUPS_PER_WINDOW = 60;

/**
 * The colleague form's lookup: only the main applicant of an approved application adds colleagues, so only
 * they may look an address up (60 lookups an hour), and they get only what the form fills.
 */
export async function lookupByEmail(ctx: AppContext, actor: Actor, email: string) {
  if (!(await ownsApprovedApplication(ctx.db, actor.userId))) throw new Forbidden("manager.lookupNotAllowed");
  const now = ctx.now();
  const used = await countAttempt(
    ctx.db,
    `lookup:${actor.userId}`,
    now,
    new Date(now.getTime() - LOOKUP_WINDOW_MS),
  );
  if (used > MAX_LOOKUPS_PER_WINDOW) throw new TooManyRequests("common.tooManyRequests");
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return [];
  const { name, company, position, countryNumber, phoneNumber } = user;
  return [{ name, company, position, countryNumber, phoneNumber }];
}
