import { isApprovedParticipant } from "../access/access.policy";
import type { SubEventAccess } from "../access/access.service";

/**
 * Who reads a sub-event's notices: its host, administrators, approved participants and their accepted
 * colleagues, and its interpreters (read-only, in their own workspace). Waiting and rejected applicants,
 * outsiders and other events' hosts do not.
 */
export function canReadNotices(access: SubEventAccess, isInterpreter: boolean): boolean {
  return access.isManager || isApprovedParticipant(access.membership?.application) || isInterpreter;
}

/** Only the event's host (or an administrator) writes, edits and deletes notices. */
export function canWriteNotices(access: SubEventAccess): boolean {
  return access.isManager;
}
