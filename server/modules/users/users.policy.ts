import type { Actor } from "../../http/auth";

/** A user's own record, or any record for an administrator. */
export function canViewUser(actor: Actor, userId: number): boolean {
  return actor.userId === userId || actor.role === "ADMIN";
}

/** Only the user edits their own profile; administrators do not edit profiles through this call. */
export function canUpdateUser(actor: Actor, userId: number): boolean {
  return actor.userId === userId;
}
