import type { Actor } from "../../http/auth";

/** Only the user a subscription belongs to removes it (administrators have no business with a phone's push). */
export function canRemoveSubscription(actor: Actor, subscription: { userId: number }): boolean {
  return subscription.userId === actor.userId;
}
