import type { Actor } from "../../http/auth";

/**
 * A mail is read, listed and marked only by its addressee: not the sub-event's host, not an administrator
 * (they see what they sent in their mailing history; a mailbox also holds personal mails such as rejections).
 */
export function isAddressee(actor: Actor, mail: { toUserId: number | null }): boolean {
  return mail.toUserId !== null && mail.toUserId === actor.userId;
}
