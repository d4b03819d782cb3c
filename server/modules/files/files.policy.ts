import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { canManageEvent } from "../access/access.policy";
import {
  findApplicationOfUser,
  findSubEventWithEvent,
  isMemberOfApplication,
} from "../access/access.repository";
import * as repo from "./files.repository";

/**
 * Who may read a file: anyone for a public one; for a private one its uploader, administrators, and those who
 * may read what it is attached to: the application's members and the event's host, and other approved
 * participants of the sub-event where the answer is not secret (survey files: that side and the host only).
 */
export async function canReadFile(
  ctx: AppContext,
  actor: Actor | undefined,
  file: repo.FileRow,
): Promise<boolean> {
  if (file.visibility === "public") return true;
  if (!actor) return false;
  if (actor.role === "ADMIN" || file.uploaderId === actor.userId) return true;
  for (const place of await repo.attachmentsOf(ctx.db, file.id)) {
    if (await isMemberOfApplication(ctx.db, place.applicationId, actor.userId)) return true;
    const sub = await findSubEventWithEvent(ctx.db, place.subEventId);
    if (sub && canManageEvent(actor, sub.event)) return true;
    if (!place.secret) {
      const mine = await findApplicationOfUser(ctx.db, place.subEventId, actor.userId);
      if (mine?.application.approval === "approval") return true;
    }
  }
  return false;
}
