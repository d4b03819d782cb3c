import type { z } from "zod";
import type { saveBusinessCard, TUser, updateUser } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
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
export async function lookupByEmail(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return [];
  return [
    {
      id: user.id,
      name: user.name,
      email: user.email,
      company: user.company,
      position: user.position,
      countryNumber: user.countryNumber,
      phoneNumber: user.phoneNumber,
    },
  ];
}
