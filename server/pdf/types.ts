/**
 * The PDF engine's interface (issue 29, parts 2 and 4): plain data in, PDF bytes out. Nothing here reads the
 * database; the integrator builds these records and hands them to renderBadges / renderAgendas /
 * renderTableCards (or to renderInWorker for large documents).
 */

export type PdfLang = "ko" | "en" | "zh";

export interface BadgeCard {
  badgeId: string;
  /** The QR payload (the badge id and its signature), drawn as is. */
  qr: string;
  name: string;
  company: string;
  /** Already a label in the badge's language. */
  role: string;
  subEvents: string[];
  eventName: string;
}

/** A6: one badge per page; label-4x3: 4 × 3 inch labels, six per A4 sheet. */
export type BadgeSize = "a6" | "label-4x3";

export interface AgendaMeeting {
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  subEvent: string;
  place: string | null;
  placeZone: string | null;
  counterpartCompany: string;
  counterpartPerson: string;
  online: boolean;
  interpreter: string | null;
}

export interface AgendaDoc {
  lang: PdfLang;
  /** IANA, the venue's. */
  timeZone: string;
  eventName: string;
  venue: string | null;
  person: { name: string; company: string; role: string };
  qr: string;
  meetings: AgendaMeeting[];
}

export interface TableCard {
  name: string;
  zone: string;
  qr: string;
  eventName: string;
  subEventName: string;
}

/** Cards or documents, all at hand or streamed (e.g. from a database cursor). */
export type Source<T> = T[] | AsyncIterable<T>;

/** Called as pages are made: items done so far and the total (0 when unknown). */
export type OnProgress = (done: number, total: number) => void;

/** One outcome report to print (issue 30, part 5): the report as the API answers it, in `lang`. */
export interface OutcomeReportDoc {
  lang: PdfLang;
  report: import("../../shared/contract/outcome-report").TOutcomeReport;
}
