import type { TSubEvent } from "../../../shared/contract";

export type ApplyState = "registered" | "waiting" | "rejected" | "available" | "finished" | "unavailable";
export type Approval = "approval" | "waiting" | "reject";

/** Inclusive by day; an unset window is closed. */
export function windowOpen(start: string | null, end: string | null, today: string): boolean {
  return start !== null && end !== null && start <= today && today <= end;
}

/** Whether the seller or buyer group accepts applications today. */
export function groupOpen(subEvent: TSubEvent, group: "seller" | "buyer", today: string): boolean {
  return group === "seller"
    ? windowOpen(subEvent.sellRegStartDate, subEvent.sellRegEndDate, today)
    : windowOpen(subEvent.buyRegStartDate, subEvent.buyRegEndDate, today);
}

/** The registration window of a registration-category sub-event (regStart..regEnd, else pre-registration). */
export function registrationOpen(subEvent: TSubEvent, today: string): boolean {
  return (
    windowOpen(subEvent.regStartDate, subEvent.regEndDate, today) ||
    windowOpen(subEvent.preRegitStartDate, subEvent.preRegitEndDate, today)
  );
}

/**
 * The apply card's state: the user's application decides first (registered, waiting, rejected);
 * otherwise finished after the sub-event, unavailable when no application window is open, else available.
 */
export function applyState(subEvent: TSubEvent, approval: Approval | undefined, today: string): ApplyState {
  if (approval === "approval") return "registered";
  if (approval === "waiting") return "waiting";
  if (approval === "reject") return "rejected";
  if (today > subEvent.subEventEndDate) return "finished";
  const open =
    subEvent.category === "registration"
      ? registrationOpen(subEvent, today)
      : groupOpen(subEvent, "seller", today) ||
        (!subEvent.mainEvent.hideBuyerCard && groupOpen(subEvent, "buyer", today)) ||
        registrationOpen(subEvent, today);
  return open ? "available" : "unavailable";
}
