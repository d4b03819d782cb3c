type SubEventWindows = {
  category: string;
  subEventStartDate: string;
  subEventEndDate: string;
  preRegitStartDate: string | null;
  preRegitEndDate: string | null;
  sellRegStartDate: string | null;
  sellRegEndDate: string | null;
  buyRegStartDate: string | null;
  buyRegEndDate: string | null;
  regStartDate: string | null;
  regEndDate: string | null;
};

function open(start: string | null, end: string | null, today: string): boolean {
  return start !== null && end !== null && start <= today && today <= end;
}

/**
 * Whether the group of this type accepts applications today (inclusive by day, in the event's zone):
 * sellers in the seller window, buyers in the buyer window, booth, visitor and registration in the
 * registration window or the pre-registration window.
 */
export function registrationOpen(subEvent: SubEventWindows, type: string, today: string): boolean {
  if (subEvent.category !== "registration" && type === "seller")
    return open(subEvent.sellRegStartDate, subEvent.sellRegEndDate, today);
  if (subEvent.category !== "registration" && type === "buyer")
    return open(subEvent.buyRegStartDate, subEvent.buyRegEndDate, today);
  return (
    open(subEvent.regStartDate, subEvent.regEndDate, today) ||
    open(subEvent.preRegitStartDate, subEvent.preRegitEndDate, today)
  );
}

/** On-site registration also works on the sub-event's own days. */
export function onSiteOpen(subEvent: SubEventWindows, today: string): boolean {
  return (
    registrationOpen(subEvent, "visitor", today) ||
    open(subEvent.subEventStartDate, subEvent.subEventEndDate, today)
  );
}

export interface AnswerReader {
  /** Owner or accepted colleague of the application. */
  member: boolean;
  /** The event's host or an administrator. */
  manager: boolean;
  /** An approved participant of the same sub-event. */
  approvedPeer: boolean;
}

/**
 * Who may read an application's answers: its members and the organizer always; another approved participant
 * only while the application is approved (a waiting or rejected company is not shown to other participants).
 */
export function canReadAnswers(reader: AnswerReader, target: { approval: string }): boolean {
  return reader.member || reader.manager || (reader.approvedPeer && target.approval === "approval");
}

/** Secret answers (question secretCheck Y) only reach the application's members and the organizer. */
export function canReadSecret(reader: AnswerReader): boolean {
  return reader.member || reader.manager;
}

/** Only the main applicant edits answers; colleagues read them. */
export function canEditAnswers(role: "owner" | "colleague" | undefined): boolean {
  return role === "owner";
}

/** Built-in answers that stay as submitted (spec: company name and affiliation are not editable). */
export function isLockedQuestion(defaultId: string): boolean {
  return defaultId === "companyName" || defaultId === "affiliation";
}
