/**
 * Meeting statuses, reasons, who may move a meeting where, and the label a slot shows to a viewer
 * (spec section 4). Pure: the server and the web app both use it.
 */

/** `expired` is ours: a request nobody answered before the sub-event's expiry or the slot's start. */
export const MEETING_STATUSES = ["waiting", "agree", "disagree", "impossible", "cancel", "expired"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Statuses that hold the slot (the others are history). */
export const LIVE_STATUSES = ["waiting", "agree", "impossible"] as const satisfies readonly MeetingStatus[];
export function isLive(status: MeetingStatus): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** Reject or cancel reasons a person picks: A cannot meet then, B another meeting then, C not a wanted organization, D free text. */
export const REASON_CODES = ["A", "B", "C", "D"] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * Every reason stored on a meeting: the person's codes plus the system's: `taken` (the slot was concluded
 * with someone else), `expired`, `schedule` (the host changed the schedule), `unavailable` (the other
 * party marked the slot unavailable), `host` (cancelled by the organizer, with text).
 */
export const MEETING_REASON_CODES = [
  ...REASON_CODES,
  "taken",
  "expired",
  "schedule",
  "unavailable",
  "host",
] as const;
export type MeetingReasonCode = (typeof MEETING_REASON_CODES)[number];

/** Free text of reason D (and of the host's cancellation). */
export const REASON_TEXT_MAX = 500;

/** Default hours before an unanswered request expires (always before the slot starts). */
export const DEFAULT_REQUEST_EXPIRY_HOURS = 72;

/** Who may move a meeting from one status to another: requester, acceptor, either party, or the host. */
export type MeetingActorRole = "applicant" | "acceptor" | "host";
export const TRANSITIONS: Record<string, readonly MeetingActorRole[]> = {
  "waiting>agree": ["acceptor"],
  "waiting>disagree": ["acceptor"],
  /** The requester withdrawing: the request is deleted (spec), recorded here for completeness. */
  "waiting>deleted": ["applicant"],
  "waiting>cancel": ["host"],
  "agree>cancel": ["applicant", "acceptor", "host"],
  "impossible>deleted": ["applicant"],
};

export function mayTransition(
  from: MeetingStatus,
  to: MeetingStatus | "deleted",
  role: MeetingActorRole,
): boolean {
  return TRANSITIONS[`${from}>${to}`]?.includes(role) ?? false;
}

/**
 * The spec's update call sends `status` agree or disagree; on an agreed meeting disagree means cancel.
 * Returns the status the meeting moves to, or null when the move is not one of the spec's.
 */
export function targetOfUpdate(
  current: MeetingStatus,
  requested: "agree" | "disagree",
): "agree" | "disagree" | "cancel" | null {
  if (current === "waiting") return requested;
  if (current === "agree" && requested === "disagree") return "cancel";
  return null;
}

/** The labels of a slot card (spec: applying, pending acceptance, empty, confirmed, rejected, canceled,
 * blocked by participant, blocked by host; "unblocking" is the action on one's own block). */
export const SLOT_LABELS = [
  "applying",
  "pendingAcceptance",
  "empty",
  "confirmed",
  "rejected",
  "canceled",
  "blockedByParticipant",
  "blockedByHost",
] as const;
export type SlotLabel = (typeof SLOT_LABELS)[number];

/** A meeting as the slot view needs it. */
export interface SlotMeeting {
  id: number;
  status: MeetingStatus;
  applicantId: number;
  acceptorId: number | null;
  /** When it last changed (ms); orders the history shown on an otherwise empty slot. Defaults to the id. */
  changedAt?: number;
  /** An unavailable mark the host made for this participant (a host block of one company). */
  byHost?: boolean;
}

/**
 * The label a viewer's application sees on one slot. Live meetings of the viewer come first (confirmed,
 * own block, pending acceptance, applying); then the host's block (of the whole slot, or of the viewer's
 * company: both read "blocked by host", decision 7.32); then the last rejection or cancellation of the
 * viewer's meetings in that slot; else empty.
 */
export function slotLabel(viewer: number, meetings: readonly SlotMeeting[], hostBlocked: boolean): SlotLabel {
  const mine = meetings.filter((m) => m.applicantId === viewer || m.acceptorId === viewer);
  if (mine.some((m) => m.status === "agree")) return "confirmed";
  if (mine.some((m) => m.status === "impossible" && !m.byHost)) return "blockedByParticipant";
  if (hostBlocked || mine.some((m) => m.status === "impossible" && m.byHost)) return "blockedByHost";
  if (mine.some((m) => m.status === "waiting" && m.acceptorId === viewer)) return "pendingAcceptance";
  if (mine.some((m) => m.status === "waiting" && m.applicantId === viewer)) return "applying";
  const last = [...mine].sort((a, b) => (b.changedAt ?? b.id) - (a.changedAt ?? a.id) || b.id - a.id)[0];
  if (last?.status === "disagree") return "rejected";
  if (last?.status === "cancel") return "canceled";
  return "empty";
}

/** The spec's status filter of the weekly view. */
export const STATUS_FILTERS = ["all", "waitingApplicant", "waitingAcceptor", "agree", "impossible"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function passesFilter(filter: StatusFilter, label: SlotLabel): boolean {
  switch (filter) {
    case "all":
      return true;
    case "waitingApplicant":
      return label === "applying";
    case "waitingAcceptor":
      return label === "pendingAcceptance";
    case "agree":
      return label === "confirmed";
    case "impossible":
      return label === "blockedByParticipant" || label === "blockedByHost";
  }
}

/** Sellers and booths meet buyers and visitors; with targetScope 'others' anyone meets anyone else. */
export type ApplicationType = "seller" | "buyer" | "booth" | "visitor";
export function groupOf(type: ApplicationType): "seller" | "buyer" {
  return type === "seller" || type === "booth" ? "seller" : "buyer";
}
export function mayMeet(a: ApplicationType, b: ApplicationType, targetScope: string): boolean {
  if (targetScope === "others") return true;
  return groupOf(a) !== groupOf(b);
}

/** Where a participant attends: a meeting is online when either side attends online. */
export const MEETING_ATTENDEE_TYPES = ["online", "offline"] as const;
export type AttendeeType = (typeof MEETING_ATTENDEE_TYPES)[number];
export function meetingMode(a: AttendeeType, b: AttendeeType | null): AttendeeType {
  return a === "online" || b === "online" ? "online" : "offline";
}

/** When a waiting request expires: `hours` after it was made, and never after its slot starts. */
export function expiryOf(createdAt: Date, slotStartsAt: Date, hours: number): Date {
  return new Date(Math.min(createdAt.getTime() + hours * 3_600_000, slotStartsAt.getTime()));
}
