import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { canViewEvent } from "../access/access.policy";
import { findEvent } from "../events/events.repository";
import * as repo from "./templates.repository";

/** A template of an event the actor may see; missing ones are 404 `template.notFound`. */
export async function template(ctx: AppContext, actor: Actor | undefined, eventId: number, name: string) {
  const event = await findEvent(ctx.db, eventId);
  if (!event || !canViewEvent(actor, event)) throw new NotFound("event.notFound");
  const row = await repo.findTemplate(ctx.db, eventId, name);
  if (!row) throw new NotFound("template.notFound");
  return { htmlContent: row.htmlContent, cssContent: row.cssContent };
}
