/** What an interpreter states for a sub-event: the language pairs covered and the slots when not available. */
import type { TInterpreterProfile } from "../../../shared/contract";
import { parseLanguagePair } from "../../../shared/matching/languages";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Invalid } from "../../http/errors";
import { ensureSlots } from "../meetings/meetings.slots";
import * as repo from "./interpreters.repository";
import { requireInterpreter } from "./interpreters.service";

/** The caller's pairs and unavailable slots; only an interpreter of the sub-event. */
export async function profile(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<TInterpreterProfile> {
  const { entry } = await requireInterpreter(ctx, actor, subEventId);
  const marks = await repo.unavailableOf(ctx.db, entry.id);
  return { languagePairs: entry.languagePairs, unavailable: marks.map((d) => d.toISOString()) };
}

/** Replaces the caller's pairs (canonical order, each once) and unavailable slots (each a slot's start). */
export async function setProfile(
  ctx: AppContext,
  actor: Actor,
  body: TInterpreterProfile & { subEventId: number },
): Promise<TInterpreterProfile> {
  const { entry } = await requireInterpreter(ctx, actor, body.subEventId);
  const pairs = body.languagePairs.map(parseLanguagePair);
  if (pairs.some((x) => x === null)) throw new Invalid("interpreter.languagePair");
  const starts = [...new Set(body.unavailable.map((x) => new Date(x).getTime()))].map((x) => new Date(x));
  await ensureSlots(ctx, body.subEventId);
  const known = await repo.slotStartsAmong(ctx.db, body.subEventId, starts);
  if (known.length !== starts.length) throw new Invalid("interpreter.notASlot");
  await ctx.db.transaction((tx) =>
    repo.replaceProfile(tx, entry.id, [...new Set(pairs as string[])].sort(), starts),
  );
  return profile(ctx, actor, body.subEventId);
}
