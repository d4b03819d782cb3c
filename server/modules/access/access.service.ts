import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { canManageEvent, canViewEvent, isApprovedParticipant } from "./access.policy";
import * as repo from "./access.repository";

export interface SubEventAccess {
  subEvent: NonNullable<Awaited<ReturnType<typeof repo.findSubEventWithEvent>>>["subEvent"];
  event: NonNullable<Awaited<ReturnType<typeof repo.findSubEventWithEvent>>>["event"];
  /** The actor's application (own or as a colleague), if any. */
  membership?: Awaited<ReturnType<typeof repo.findApplicationOfUser>>;
  isManager: boolean;
}

/** Loads a sub-event the actor may see, with the actor's place in it. Hidden sub-events are 404. */
export async function loadSubEventAccess(
  ctx: AppContext,
  actor: Actor | undefined,
  subEventId: number,
): Promise<SubEventAccess> {
  const row = await repo.findSubEventWithEvent(ctx.db, subEventId);
  if (!row || !canViewEvent(actor, row.event)) throw new NotFound("subEvent.notFound");
  const membership = actor ? await repo.findApplicationOfUser(ctx.db, subEventId, actor.userId) : undefined;
  return { ...row, membership, isManager: canManageEvent(actor, row.event) };
}

/**
 * For the private workspace calls: the host, an administrator, or an approved participant
 * (owner or accepted colleague). Others get 403.
 */
export async function requireParticipantOrManager(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<SubEventAccess> {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  if (!access.isManager && !isApprovedParticipant(access.membership?.application)) throw new Forbidden();
  return access;
}

/**
 * The check of requireParticipantOrManager in one prepared statement, for calls that need nothing else
 * from the sub-event (the participant list and the product gallery): 404 for a hidden sub-event, 403
 * for anyone but the host, an administrator or an approved participant (owner or accepted colleague).
 */
export async function requireParticipantOrManagerGate(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<void> {
  const gate = await repo.findSubEventGate(ctx.db, subEventId, actor.userId);
  const event = gate && { approval: gate.eventApproval, hostUserId: gate.hostUserId };
  if (!event || !canViewEvent(actor, event)) throw new NotFound("subEvent.notFound");
  const membership = gate.membershipApproval === null ? undefined : { approval: gate.membershipApproval };
  if (!canManageEvent(actor, event) && !isApprovedParticipant(membership)) throw new Forbidden();
}

/**
 * Starts `read` beside the access check, so that both are read in the same turn (one wait for the
 * database instead of two one after the other), and answers it only once the check has passed: a caller
 * the check refuses gets its error, never the data (which was read for nobody).
 */
export async function readBesideCheck<T>(check: Promise<unknown>, read: () => Promise<T>): Promise<T> {
  const reading = read();
  reading.catch(() => {
    // The check's outcome is what the caller hears about first; a failed read is rethrown below.
  });
  await check;
  return reading;
}

/** For the organizer's calls: the event's host or an administrator. */
export async function requireManager(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<SubEventAccess> {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  if (!access.isManager) throw new Forbidden();
  return access;
}

/** The people of applications, read before a change that may remove them (a deleted application's colleagues). */
export function peopleOfApplications(ctx: AppContext, applicationIds: number[]): Promise<number[]> {
  return repo.peopleOfApplications(ctx.db, applicationIds);
}

/**
 * After a change that took rights away from these people (committed): their live connections are checked
 * again on every server process, and leave the channels they may no longer hear (docs/realtime.md).
 */
export async function rightsChanged(ctx: AppContext, userIds: number[]): Promise<void> {
  await ctx.realtime.revalidate(userIds);
}
