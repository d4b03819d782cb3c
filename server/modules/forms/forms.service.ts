import type { TFormDefinition } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { loadSubEventAccess } from "../access/access.service";
import { presentForm } from "./forms.presenter";
import * as repo from "./forms.repository";

/** A form of a sub-event the actor may see. */
export async function formDetail(
  ctx: AppContext,
  actor: Actor | undefined,
  subEventId: number,
  formId: number,
): Promise<TFormDefinition> {
  await loadSubEventAccess(ctx, actor, subEventId);
  const form = await repo.findForm(ctx.db, subEventId, formId);
  if (!form) throw new NotFound("form.notFound");
  return presentForm(form, await repo.listQuestions(ctx.db, form.id));
}

/** The seller participation form, or null when the sub-event has none. */
export async function sellerForm(ctx: AppContext, actor: Actor | undefined, subEventId: number) {
  const { subEvent } = await loadSubEventAccess(ctx, actor, subEventId);
  if (subEvent.sellerPartiForm === null) return null;
  return formDetail(ctx, actor, subEventId, subEvent.sellerPartiForm);
}
