/**
 * Who may do what in chat (docs/decisions.md, "Chat"): the members of a room are the owners and accepted
 * colleagues of its two applications; a room is usable while both applications are approved.
 */

export type RoomAccess = "member" | "stranger" | "notApproved" | "counterpartGone";

/**
 * What the caller may do with a room: `member` uses it; a `stranger` is told it does not exist; a member
 * whose own application is no longer approved is refused; a member whose counterpart left (withdrawn,
 * rejected or back to waiting) is told the user is gone (the spec's 50200 case).
 */
export function roomAccess(room: {
  mine: number | null;
  myApproval: string | null;
  otherApproval: string | null;
}): RoomAccess {
  if (room.mine === null) return "stranger";
  if (room.myApproval !== "approval") return "notApproved";
  if (room.otherApproval !== "approval") return "counterpartGone";
  return "member";
}

/** Only the author deletes a message (for everyone); a deleted one stays deleted. */
export function canDeleteMessage(actorUserId: number, message: { authorUserId: number | null }): boolean {
  return message.authorUserId === actorUserId;
}

/** One side blocks members of the other side only (never its own colleagues, never itself). */
export function canBlock(otherSideUserIds: readonly number[], targetUserId: number): boolean {
  return otherSideUserIds.includes(targetUserId);
}

/** A chat identity is the user's own id as text; tokens and names are only for one's own identity. */
export function isOwnIdentity(actorUserId: number, identity: string | undefined): boolean {
  return identity === undefined || identity === String(actorUserId);
}
