/**
 * The rules of changing places (who may call is the access module's requireManager: the event's host or an
 * administrator). A place some meeting used is part of that meeting's history: it can only be withdrawn.
 */
export function canDelete(everUsed: boolean): boolean {
  return !everUsed;
}

/** A place holding agreed meetings that have not ended stays active until the host moves them. */
export function canWithdraw(upcomingMeetings: number): boolean {
  return upcomingMeetings === 0;
}
